// Renders ui.modal, one at a time: alert, confirm (its intent runs in a store listener),
// image popup, and the admin-only editar_enlace dialog (lazy, in the admin chunk).
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../shared/model/hooks';
import { confirmAccepted, modalClosed } from '../shared/model/ui';
import { Dialog } from '../shared/ui/Dialog';
import { Button } from '../shared/ui/Button';
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
                Cancelar
              </Button>
              <Button onClick={() => dispatch(confirmAccepted())}>Aceptar</Button>
            </>
          }
        >
          <p>{modal.mensaje}</p>
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
