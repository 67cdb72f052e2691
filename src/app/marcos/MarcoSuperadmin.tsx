// Super-admin layout (area-s): the logout-only variant of the admin bar (docs/SPEC.md §2), with the
// bell and "Sitio público": the public home one click away (issue 48 item 7, decision 0066; the
// logo keeps SPEC's target, this panel).
import { Link } from 'react-router-dom';
import { Area, BarraArea } from './AreaBase';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';
import { Campana } from '@/features/avisos';

export default function SuperAdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <nav aria-label="Superadministración" className="barra__nav barra__nav--derecha">
            <ul className="barra__enlaces">
              <li>
                <Link to="/">Sitio público</Link>
              </li>
              <li>
                <Campana />
              </li>
              <li>
                <CerrarSesion />
              </li>
            </ul>
          </nav>
        </BarraArea>
      }
    />
  );
}
