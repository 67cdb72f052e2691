// The admin's side menu (issue 48, item 7; decision 0066): the panel and each of the person's
// sections one click away from any admin page (only theirs: the tiles' own filter), then the public
// site. Wide screens: a column beside the page; phones: one row that scrolls sideways under the bar.
// Nothing opens or closes, so it has no state of its own (the current page is the route's).
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';
import { rutas } from '@/shared/rutas';
import { deSusSecciones, NOMBRE_SECCION } from '@/shared/api/contrato/secciones';
import type { Mosaico } from '@/shared/recurso';
import './menuSecciones.css';

/** A tile's name in the menu: its section's short name, else the tile's title. */
export const nombreEnMenu = (m: Mosaico) => (m.seccion ? NOMBRE_SECCION[m.seccion] : m.titulo);

export function MenuSecciones({ mosaicos }: { mosaicos: readonly Mosaico[] }) {
  const secciones = useAppSelector((s) => s.session.secciones);
  const lista = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // a phone's row: the current section scrolled into the middle of the row (the page does not move),
  // on each page and when the screen narrows into a row (a tablet turned, a window made narrow)
  useEffect(() => {
    const centrar = () => {
      const ul = lista.current;
      const actual = ul?.querySelector<HTMLElement>('a[aria-current="page"]');
      if (!ul || !actual || ul.scrollWidth <= ul.clientWidth) return;
      ul.scrollLeft = actual.offsetLeft - (ul.clientWidth - actual.offsetWidth) / 2;
    };
    centrar();
    const ancho = typeof window.matchMedia === 'function' ? window.matchMedia('(min-width: 60rem)') : null;
    ancho?.addEventListener('change', centrar);
    return () => ancho?.removeEventListener('change', centrar);
  }, [pathname]);
  if (!mosaicos.length) return null;
  return (
    <nav className="secciones" aria-label="Secciones del panel">
      <ul className="secciones__lista" ref={lista}>
        <li>
          <NavLink to={rutas.admin.panel} end>
            Panel
          </NavLink>
        </li>
        {deSusSecciones(mosaicos, secciones).map((m) => (
          <li key={m.to}>
            <NavLink to={m.to}>{nombreEnMenu(m)}</NavLink>
          </li>
        ))}
        <li className="secciones__sitio">
          <NavLink to="/">Ver el sitio público</NavLink>
        </li>
      </ul>
    </nav>
  );
}
