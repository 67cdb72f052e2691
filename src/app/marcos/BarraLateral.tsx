// The side bar of narrow screens: the public links and the search box in a modal dialog (the native
// <dialog>, shown with showModal(): the page behind is inert and announced as a dialog). Focus goes
// to "Cerrar menú" and stays inside (Tab after the last control comes back to the first, Shift+Tab
// before the first goes to the last); Esc, the close icon and a click on the backdrop close it and
// give the focus back to the button that opened it. A link followed moves the focus to the new
// page's heading instead (useCabeza runs after this closes).
import { useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { sideBarClosed } from '@/shared/modelo/ui';
import { IconoCerrar } from './Iconos';
import { CajaBusqueda } from './CajaBusqueda';
import { ENLACES_PUBLICOS } from '../rutasPublicas';

const ENFOCABLES = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside `caja`. */
export function retenerFoco(caja: HTMLElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const todos = [...caja.querySelectorAll<HTMLElement>(ENFOCABLES)];
  if (!todos.length) return;
  const primero = todos[0];
  const ultimo = todos[todos.length - 1];
  const activo = document.activeElement;
  if (e.shiftKey && (activo === primero || !caja.contains(activo))) {
    e.preventDefault();
    ultimo.focus();
  } else if (!e.shiftKey && (activo === ultimo || !caja.contains(activo))) {
    e.preventDefault();
    primero.focus();
  }
}

function Dialogo({ boton }: { boton: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDialogElement>(null);
  const cerrarRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialogo = ref.current;
    if (!dialogo) return;
    if (!dialogo.open) dialogo.showModal();
    cerrarRef.current?.focus();
    const cerrar = () => dispatch(sideBarClosed());
    const onCancel = (e: Event) => {
      e.preventDefault();
      cerrar();
    };
    const onClick = (e: MouseEvent) => e.target === dialogo && cerrar();
    // Esc closes it here (and the browser's own close request, `cancel`, too)
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel(e);
      else retenerFoco(dialogo, e);
    };
    dialogo.addEventListener('cancel', onCancel);
    dialogo.addEventListener('click', onClick);
    dialogo.addEventListener('keydown', onKey);
    const abridor = boton.current;
    return () => {
      dialogo.removeEventListener('cancel', onCancel);
      dialogo.removeEventListener('click', onClick);
      dialogo.removeEventListener('keydown', onKey);
      const dentro = dialogo.contains(document.activeElement) || document.activeElement === document.body;
      if (dialogo.open) dialogo.close();
      if (dentro && abridor && document.contains(abridor)) abridor.focus();
    };
  }, [boton, dispatch]);
  return (
    <dialog ref={ref} className="lateral" id="barra-lateral" aria-labelledby="barra-lateral-titulo">
      <nav className="lateral__caja" aria-label="Menú">
        <div className="lateral__cabecera">
          <h2 id="barra-lateral-titulo">Menú</h2>
          <button ref={cerrarRef} type="button" className="icono-boton" aria-label="Cerrar menú" onClick={() => dispatch(sideBarClosed())}>
            <IconoCerrar />
          </button>
        </div>
        <CajaBusqueda clase="caja-busqueda--lateral" alBuscar={() => dispatch(sideBarClosed())} />
        <ul>
          {ENLACES_PUBLICOS.map((e) => (
            <li key={e.to}>
              {/* closed before the navigation: the new page's heading then takes the focus */}
              <NavLink to={e.to} onClick={() => dispatch(sideBarClosed())}>
                {e.lateral}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  );
}

/** Shown while ui.sideBar is true (a replayed state opens it too). `boton`: the hamburger. */
export function BarraLateral({ boton }: { boton: RefObject<HTMLButtonElement | null> }) {
  const abierta = useAppSelector((s) => s.ui.sideBar);
  return abierta ? <Dialogo boton={boton} /> : null;
}
