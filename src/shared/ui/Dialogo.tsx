// Accessible modal dialog on the native <dialog>: showModal() traps focus and makes the page
// inert, Esc closes (onClose), focus goes to the first control and returns where it was.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Boton } from './Boton';
import './ui.css';

interface Props {
  titulo: string;
  /** Hide the title visually (still the dialog's accessible name). */
  tituloOculto?: boolean;
  onClose: () => void;
  children: ReactNode;
  acciones?: ReactNode;
  /** Instead of `acciones`: only a "Cerrar" button, which calls onClose (a dialog that only shows something). */
  botonCerrar?: boolean;
  variante?: 'normal' | 'imagen';
  /** Role alertdialog for alerts and confirmations. */
  alerta?: boolean;
}

export function Dialogo({ titulo, tituloOculto, onClose, children, acciones, botonCerrar, variante = 'normal', alerta }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const cerrar = useRef(onClose);
  // the latest onClose, for the listeners registered once below
  useLayoutEffect(() => {
    cerrar.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const anterior = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const enfocable = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('input, textarea, select, button');
    enfocable?.focus();
    const onCancel = (e: Event) => {
      e.preventDefault();
      cerrar.current();
    };
    // a click on the backdrop (the dialog itself, outside its box) closes it too: a mouse shortcut
    // for what Esc (the cancel event above) and the dialog's own buttons do from the keyboard
    const onClick = (e: MouseEvent) => {
      if (e.target === dialog) cerrar.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      if (dialog.open) dialog.close();
      if (anterior && document.contains(anterior)) anterior.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`dialogo dialogo--${variante}`} aria-labelledby={`${id}-t`} role={alerta ? 'alertdialog' : undefined}>
      <div className="dialogo__caja">
        <h2 id={`${id}-t`} className={tituloOculto ? 'visualmente-oculto' : 'dialogo__titulo'}>
          {titulo}
        </h2>
        <div className="dialogo__cuerpo">{children}</div>
        {(acciones || botonCerrar) && (
          <div className="dialogo__acciones">
            {botonCerrar ? (
              <Boton variante="secundario" onClick={onClose}>
                Cerrar
              </Boton>
            ) : (
              acciones
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}
