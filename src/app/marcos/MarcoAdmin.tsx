// Admin layout (its own lazy chunk, area-a): the bar with "Panel" and the "Más" menu ("Enlace de
// Inscripciones", "Cerrar sesión" → /login), and the side menu of the person's sections
// (MenuSecciones.tsx). It provides the media library's picker to
// every image field of the admin forms (shared/ui/contextoBiblioteca.ts), in this chunk only.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { editarEnlaceOpened, masMenuToggled } from '@/shared/modelo/ui';
import { Area, BarraArea } from './AreaBase';
import { rutas } from '@/shared/rutas';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';
import { Campana } from '@/features/avisos';
import { ContextoBiblioteca } from '@/shared/ui/contextoBiblioteca';
import { bibliotecaAdmin } from '@/shared/admin/medios/SelectorMedios';
import type { Mosaico } from '@/shared/recurso';
import { MenuSecciones } from './MenuSecciones';

function MenuMas() {
  const dispatch = useAppDispatch();
  const abierto = useAppSelector((s) => s.ui.menuMas);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!abierto) return;
    const fuera = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && dispatch(masMenuToggled(false));
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(masMenuToggled(false));
    document.addEventListener('mousedown', fuera);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', fuera);
      document.removeEventListener('keydown', esc);
    };
  }, [abierto, dispatch]);
  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="barra__boton"
        aria-expanded={abierto}
        aria-controls="menu-mas"
        onClick={() => dispatch(masMenuToggled(!abierto))}
      >
        Más ▾
      </button>
      {abierto && (
        <ul className="menu__lista" id="menu-mas">
          <li>
            <button type="button" onClick={() => dispatch(editarEnlaceOpened())}>
              Enlace de Inscripciones
            </button>
          </li>
          <li>
            <CerrarSesion />
          </li>
        </ul>
      )}
    </div>
  );
}

/** `mosaicos`: the panel's tiles (the router passes rutasAreas.tsx's MOSAICOS_ADMIN), the side menu's sections. */
export default function AdminLayout({ mosaicos = [] }: { mosaicos?: readonly Mosaico[] }) {
  return (
    <ContextoBiblioteca.Provider value={bibliotecaAdmin}>
      <Area
        lateral={<MenuSecciones mosaicos={mosaicos} />}
        barra={
          <BarraArea>
            <nav aria-label="Administración" className="barra__nav barra__nav--derecha">
              <ul className="barra__enlaces">
                <li>
                  <Campana />
                </li>
                <li>
                  <NavLink to={rutas.admin.panel} end>
                    Panel
                  </NavLink>
                </li>
                <li>
                  <MenuMas />
                </li>
              </ul>
            </nav>
          </BarraArea>
        }
      />
    </ContextoBiblioteca.Provider>
  );
}
