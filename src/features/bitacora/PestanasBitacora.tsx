// The bitácora page's two views: "Cambios" (the audit trail) and "Eventos de
// seguridad" (?vista=seguridad). Only the super admin gets the tabs: the server refuses the
// security events to anyone else. Switching view starts without filters (they differ per view).
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';

export const VISTA_SEGURIDAD = 'seguridad';

/** True when this session may see the security events (the super admin). */
export const useVeSeguridad = () => useAppSelector((s) => s.session.rol === 's');

export function PestanasBitacora({ seguridad }: { seguridad: boolean }) {
  if (!useVeSeguridad()) return null;
  return (
    <nav className="pestanas" aria-label="Vista de la bitácora">
      <Link to="?" className="pestanas__pestana" aria-current={seguridad ? undefined : 'page'}>
        Cambios
      </Link>
      <Link to={`?vista=${VISTA_SEGURIDAD}`} className="pestanas__pestana" aria-current={seguridad ? 'page' : undefined}>
        Eventos de seguridad
      </Link>
    </nav>
  );
}
