// Renders ui.modal, one at a time: alert, confirm (its intent runs in a store listener; the item's
// name under the question when it names one),
// image popup, and the admin-only editar_enlace dialog (lazy, in the admin chunk).
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../shared/modelo/hooks';
import { confirmAccepted, modalClosed } from '../shared/modelo/ui';
import { Dialogo } from '../shared/ui/Dialogo';
import { Boton } from '../shared/ui/Boton';
import { Foto } from '../shared/ui/Foto';
import { cargarEditarEnlace } from '../features/enlace';

const EditarEnlaceDialog = lazy(cargarEditarEnlace);

export function Modales() {
  const modal = useAppSelector((s) => s.ui.modal);
  const dispatch = useAppDispatch();
  const cerrar = () => dispatch(modalClosed());

  switch (modal.kind) {
    case 'none':
      return null;
    case 'alert':
      return (
        <Dialogo titulo="Aviso" alerta onClose={cerrar} acciones={<Boton onClick={cerrar}>Aceptar</Boton>}>
          <p>{modal.mensaje}</p>
        </Dialogo>
      );
    case 'confirm':
      return (
        <Dialogo
          titulo="Confirmar acción"
          alerta
          onClose={cerrar}
          acciones={
            <>
              <Boton variante="secundario" onClick={cerrar}>
                {modal.cancelar ?? 'Cancelar'}
              </Boton>
              <Boton onClick={() => dispatch(confirmAccepted())}>{modal.aceptar ?? 'Aceptar'}</Boton>
            </>
          }
        >
          <p>{modal.mensaje}</p>
          {/* docs/SPEC.md's question stays as it is; what it applies to goes under it */}
          {modal.detalle && <p className="dialogo__detalle">{modal.detalle}</p>}
        </Dialogo>
      );
    case 'imagePopup':
      return (
        <Dialogo titulo={modal.alt || 'Imagen'} variante="imagen" onClose={cerrar} botonCerrar>
          <Foto ruta={modal.src} alt={modal.alt} ancho={1200} alto={900} sizes="100vw" mayor inmediata />
        </Dialogo>
      );
    case 'editarEnlace':
      return (
        <Suspense fallback={null}>
          <EditarEnlaceDialog onClose={cerrar} />
        </Suspense>
      );
  }
}
