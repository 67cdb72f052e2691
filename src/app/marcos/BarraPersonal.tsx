// The slim bar a logged-in admin, student or super admin sees above a public page (as WordPress shows
// its admin bar to an editor): who is in, "Inicio del sitio" (/), a link back to one's panel, "Editar esta página" where the
// page has an editor this role may use (edicionDePagina.ts, loaded for such a role only: a visitor
// never downloads the admin paths) and "Cerrar sesión" (/login, which ends the session, as in the
// areas). Visitors never see it (their cached page has no session).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';
import { PANEL_DE_ROL } from '@/shared/modelo/sesion';
import type { Rol } from '@/shared/api/contrato';
import type { edicionDe as EdicionDe } from './edicionDePagina';

/** The roles that edit some public page (the others never load the map). */
const EDITAN: readonly Rol[] = ['a'];

export function BarraPersonal() {
  const rol = useAppSelector((s) => s.session.rol);
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  const secciones = useAppSelector((s) => s.session.secciones);
  const { pathname } = useLocation();
  const [edicionDe, setEdicionDe] = useState<typeof EdicionDe | null>(null);
  useEffect(() => {
    if (!rol || !EDITAN.includes(rol)) return;
    let vigente = true;
    void import(/* webpackChunkName: "edicion-pagina" */ './edicionDePagina').then((m) => vigente && setEdicionDe(() => m.edicionDe));
    return () => {
      vigente = false;
    };
  }, [rol]);
  if (!rol) return null;
  const editar = edicionDe ? edicionDe(pathname, rol, secciones) : [];
  return (
    <nav className="barra-personal" aria-label="Su sesión">
      <div className="contenedor barra-personal__dentro">
        <span className="barra-personal__quien">{nombre ? `Sesión de ${nombre}` : 'Sesión iniciada'}</span>
        {/* the public home in one tap for everyone signed in (issue 44) */}
        <Link to="/">Inicio del sitio</Link>
        <Link to={PANEL_DE_ROL[rol]}>Ir a mi panel</Link>
        {editar.map((e) => (
          <Link key={e.a} to={e.a}>
            {e.texto}
          </Link>
        ))}
        <Link to="/login">Cerrar sesión</Link>
      </div>
    </nav>
  );
}
