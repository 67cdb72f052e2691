// Renders ui.modal, one at a time: alert, confirm (its intent runs in a store listener; the item's
// name under the question when it names one),
// image popup, and the admin-only editar_enlace dialog (lazy, in the admin chunk).
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../shared/modelo/hooks';
import { confirmAccepted, modalClosed } from '../shared/modelo/ui';
import { Dialog } from '../shared/ui/Dialogo';
import { Button } from '../shared/ui/Boton';
import { Foto } from '../shared/ui/Foto';
import { cargarEditarEnlace } from '../features/enlace';

const EditarEnlaceDialog = lazy(cargarEditarEnlace);

export function ModalHost() {
  const modal = useAppSelector((s) => s.ui.modal);
  const dispatch = useAppDispatch();
  const cerrar = () => dispatch(modalClosed());

  switch (modal.kind) {
    case 'none':
      return null;
    case 'alert':
      return (
        <Dialog titulo="Aviso" alerta onClose={cerrar} acciones={<Button onClick={cerrar}>Aceptar</Button>}>
          <p>{modal.mensaje}</p>
        </Dialog>
      );
    case 'confirm':
      return (
        <Dialog
          titulo="Confirmar acción"
          alerta
          onClose={cerrar}
          acciones={
            <>
              <Button variante="secundario" onClick={cerrar}>
                {modal.cancelar ?? 'Cancelar'}
              </Button>
              <Button onClick={() => dispatch(confirmAccepted())}>{modal.aceptar ?? 'Aceptar'}</Button>
            </>
          }
        >
          <p>{modal.mensaje}</p>
          {/* docs/SPEC.md's question stays as it is; what it applies to goes under it */}
          {modal.detalle && <p className="dialogo__detalle">{modal.detalle}</p>}
        </Dialog>
      );
    case 'imagePopup':
      return (
        <Dialog
          titulo={modal.alt || 'Imagen'}
          variante="imagen"
          onClose={cerrar}
          acciones={
            <Button variante="secundario" onClick={cerrar}>
              Cerrar
            </Button>
          }
        >
          <Foto ruta={modal.src} alt={modal.alt} ancho={1200} alto={900} sizes="100vw" mayor inmediata />
        </Dialog>
      );
    case 'editarEnlace':
      return (
        <Suspense fallback={null}>
          <EditarEnlaceDialog onClose={cerrar} />
        </Suspense>
      );
  }
}
