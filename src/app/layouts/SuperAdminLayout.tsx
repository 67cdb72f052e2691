// Super-admin layout (area-s): the logout-only variant of the admin bar.
import { Link } from 'react-router-dom';
import { Area, BarraArea } from './AreaBase';

export default function SuperAdminLayout() {
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
