// Super-admin layout (area-s): the logout-only variant of the admin bar.
import { Area, BarraArea } from './AreaBase';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';
import { Campana } from '@/features/avisos';

export default function SuperAdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <ul className="barra__enlaces">
            <li>
              <Campana />
            </li>
            <li>
              <CerrarSesion />
            </li>
          </ul>
        </BarraArea>
      }
    />
  );
}
