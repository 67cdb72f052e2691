// Public layout: navbar with the five links (each entity's `enlace`, rutasPublicas.tsx) and the search box (a hamburger opens the same links
// and box in a side bar on narrow screens), the page, the footer with the programme's contact lines (the
// `contacto` page, server-rendered on every public page: datosMarcoPublico) and the scroll-to-top button.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { sideBarClosed, sideBarOpened } from '@/shared/modelo/ui';
import { Logo, Principal, SaltarAlContenido } from './Marco';
import { IconoCerrar, IconoMenu } from './Iconos';
import { UMBRAL_BARRA_SOLIDA, useDesplazado } from './useDesplazamiento';
import { CajaBusqueda } from './CajaBusqueda';
import { ENLACES_PUBLICOS } from '../rutasPublicas';
import { ContactoPie, datosPagina } from '@/features/paginas';
import type { DatosRuta } from '@/shared/api/datosRuta';

export { ENLACES_PUBLICOS };

/** What the server renders of the layout itself, beside each page's own data: the footer's contact lines. */
export const datosMarcoPublico: DatosRuta = datosPagina('contacto');

function BarraLateral() {
  const dispatch = useAppDispatch();
  const abierta = useAppSelector((s) => s.ui.sideBar);
  const cerrarRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!abierta) return;
    cerrarRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(sideBarClosed());
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [abierta, dispatch]);
  if (!abierta) return null;
  return (
    <>
      <div className="lateral-fondo" onClick={() => dispatch(sideBarClosed())} aria-hidden="true" />
      <nav className="lateral" id="barra-lateral" aria-label="Menú">
        <div className="lateral__cabecera">
          <h2>Menú</h2>
          <button ref={cerrarRef} type="button" className="icono-boton" aria-label="Cerrar menú" onClick={() => dispatch(sideBarClosed())}>
            <IconoCerrar />
          </button>
        </div>
        <CajaBusqueda clase="caja-busqueda--lateral" alBuscar={() => dispatch(sideBarClosed())} />
        <ul>
          {ENLACES_PUBLICOS.map((e) => (
            <li key={e.to}>
              <NavLink to={e.to}>{e.lateral}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function PublicLayout() {
  const dispatch = useAppDispatch();
  const solida = useDesplazado(UMBRAL_BARRA_SOLIDA);
  const abierta = useAppSelector((s) => s.ui.sideBar);
  return (
    <>
      <SaltarAlContenido />
      <header className={`barra${solida ? ' barra--solida' : ''}`}>
        <div className="contenedor barra__dentro">
          <Logo />
          <nav aria-label="Principal" className="barra__nav">
            <ul className="barra__enlaces barra__enlaces--publicas">
              {ENLACES_PUBLICOS.map((e) => (
                <li key={e.to}>
                  <NavLink to={e.to}>{e.texto}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <CajaBusqueda clase="caja-busqueda--barra" />
          <button
            type="button"
            className="icono-boton barra__hamburguesa"
            aria-label="Abrir menú"
            aria-expanded={abierta}
            aria-controls="barra-lateral"
            onClick={() => dispatch(sideBarOpened())}
          >
            <IconoMenu />
          </button>
        </div>
      </header>
      <BarraLateral />
      <Principal contacto={<ContactoPie />} />
    </>
  );
}
