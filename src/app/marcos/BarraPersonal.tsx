// The slim bar a logged-in admin, student or super admin sees above a public page (as WordPress shows
// its admin bar to an editor): who is in, a link back to one's panel and "Cerrar sesión" (/login,
// which ends the session, as in the areas). Visitors never see it (their cached page has no session).
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';
import { PANEL_DE_ROL } from '@/shared/modelo/sesion';

export function BarraPersonal() {
  const rol = useAppSelector((s) => s.session.rol);
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  if (!rol) return null;
  return (
    <nav className="barra-personal" aria-label="Su sesión">
      <div className="contenedor barra-personal__dentro">
        <span className="barra-personal__quien">{nombre ? `Sesión de ${nombre}` : 'Sesión iniciada'}</span>
        <Link to={PANEL_DE_ROL[rol]}>Ir a mi panel</Link>
        <Link to="/login">Cerrar sesión</Link>
      </div>
    </nav>
  );
}
