// Public layout: navbar with the five links (each entity's `enlace`, rutasPublicas.tsx) and the search box (a hamburger opens the same links
// and box in a side bar on narrow screens, BarraLateral.tsx), the page, the footer with the programme's contact
// lines (the `contacto` page, server-rendered on every public page: datosMarcoPublico) and the scroll-to-top button.
import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { sideBarOpened } from '@/shared/modelo/ui';
import { Logo, Principal, SaltarAlContenido } from './Marco';
import { IconoMenu } from './Iconos';
import { BarraLateral } from './BarraLateral';
import { BarraPersonal } from './BarraPersonal';
import { UMBRAL_BARRA_SOLIDA, useDesplazado } from './useDesplazamiento';
import { CajaBusqueda } from './CajaBusqueda';
import { ENLACES_PUBLICOS } from '../rutasPublicas';
import { ContactoPie, datosPagina } from '@/features/paginas';
import type { DatosRuta } from '@/shared/api/datosRuta';

export { ENLACES_PUBLICOS };

/** What the server renders of the layout itself, beside each page's own data: the footer's contact lines. */
export const datosMarcoPublico: DatosRuta = datosPagina('contacto');

export function MarcoPublico() {
  const dispatch = useAppDispatch();
  const solida = useDesplazado(UMBRAL_BARRA_SOLIDA);
  const abierta = useAppSelector((s) => s.ui.sideBar);
  const hamburguesa = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SaltarAlContenido />
      <BarraPersonal />
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
            ref={hamburguesa}
            type="button"
            className="icono-boton barra__hamburguesa"
            aria-label="Abrir menú"
            aria-haspopup="dialog"
            aria-expanded={abierta}
            aria-controls="barra-lateral"
            onClick={() => dispatch(sideBarOpened())}
          >
            <IconoMenu />
          </button>
        </div>
      </header>
      <BarraLateral boton={hamburguesa} />
      <Principal contacto={<ContactoPie />} />
    </>
  );
}
