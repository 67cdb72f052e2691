// Renders ui.modal, one at a time: alert, confirm (its intent runs in a store listener),
// image popup, and the admin-only editar_enlace dialog (lazy, in the admin chunk).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../shared/modelo/hooks';
import { confirmAccepted, deshacerPedido, deshacerVencido, modalClosed, DESHACER_MS } from '../shared/modelo/ui';
import { Dialog } from '../shared/ui/Dialogo';
import { Button } from '../shared/ui/Boton';
import { Foto } from '../shared/ui/Foto';
import { cargarEditarEnlace } from '../features/enlace';

const EditarEnlaceDialog = lazy(cargarEditarEnlace);

/** The offer to undo, inside the success alert, gone after DESHACER_MS. */
function Deshacer() {
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      // focus stays in the dialog when the button it was on goes away
      const dialogo = ref.current?.closest('dialog');
      const enfocado = document.activeElement === ref.current;
      dispatch(deshacerVencido());
      if (enfocado) dialogo?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }, DESHACER_MS);
    return () => clearTimeout(t);
  }, [dispatch]);
  return (
    <Button
      ref={ref}
      variante="secundario"
      // the undo runs like a confirmed intent (overlay, the answer's alert, the refresh), read from the store
      onClick={() => dispatch(deshacerPedido())}
    >
      Deshacer
    </Button>
  );
}

export function ModalHost() {
  const modal = useAppSelector((s) => s.ui.modal);
  const dispatch = useAppDispatch();
  const cerrar = () => dispatch(modalClosed());

  switch (modal.kind) {
    case 'none':
      return null;
    case 'alert':
      return (
        <Dialog
          titulo="Aviso"
          alerta
          onClose={cerrar}
          acciones={
            modal.deshacer ? (
              <div className="dialogo__deshacer" key="deshacer">
                <Deshacer />
                <Button onClick={cerrar} data-autofocus>
                  Aceptar
                </Button>
              </div>
            ) : (
              <Button onClick={cerrar}>Aceptar</Button>
            )
          }
        >
          <p>{modal.mensaje}</p>
          {modal.deshacer && <p className="dialogo__nota">Puede deshacerlo durante {DESHACER_MS / 1000} segundos.</p>}
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
