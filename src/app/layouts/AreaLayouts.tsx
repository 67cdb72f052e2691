// Layouts of the logged-in areas: the admin bar with its "Más" menu, the logout-only variant
// (super admin) and the student bar (whose logo links nowhere).
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/model/hooks';
import { editarEnlaceOpened, masMenuToggled } from '../../shared/model/ui';
import { BotonSubir, Logo, Pie, SaltarAlContenido } from './Chrome';
import { UMBRAL_BARRA_SOLIDA, useDesplazado } from './useDesplazamiento';

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
      <button type="button" className="barra__boton" aria-expanded={abierto} aria-controls="menu-mas" onClick={() => dispatch(masMenuToggled(!abierto))}>
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
            <Link to="/login">Cerrar sesión</Link>
          </li>
        </ul>
      )}
    </div>
  );
}

function BarraArea({ children, sinEnlaceLogo }: { children: React.ReactNode; sinEnlaceLogo?: boolean }) {
  const solida = useDesplazado(UMBRAL_BARRA_SOLIDA);
  return (
    <header className={`barra barra--solida${solida ? ' barra--sombra' : ''}`}>
      <div className="contenedor barra__dentro">
        <Logo sinEnlace={sinEnlaceLogo} />
        {children}
      </div>
    </header>
  );
}

function Area({ barra }: { barra: React.ReactNode }) {
  return (
    <>
      <SaltarAlContenido />
      {barra}
      <main id="contenido" className="principal" tabIndex={-1}>
        <Outlet />
      </main>
      <Pie />
      <BotonSubir />
    </>
  );
}

export function AdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <nav aria-label="Administración" className="barra__nav barra__nav--derecha">
            <ul className="barra__enlaces">
              <li>
                <NavLink to="/panel_admin" end>
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
  );
}

export function SuperAdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <ul className="barra__enlaces">
            <li>
              <Link to="/login">Cerrar sesión</Link>
            </li>
          </ul>
        </BarraArea>
      }
    />
  );
}

export function StudentLayout() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <Area
      barra={
        <BarraArea sinEnlaceLogo>
          <span className="barra__usuario">{nombre}</span>
          <ul className="barra__enlaces barra__enlaces--junto">
            <li>
              <Link to="/login">Cerrar sesión</Link>
            </li>
          </ul>
        </BarraArea>
      }
    />
  );
}
