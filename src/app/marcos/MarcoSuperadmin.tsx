// Super-admin layout (area-s): the logout-only variant of the admin bar (docs/SPEC.md §2), with the
// bell and "Sitio público": the public home one click away (issue 48 item 7, decision 0066; the
// logo keeps SPEC's target, this panel).
import { Link } from 'react-router-dom';
import { Area, BarraArea, CampanaYSalida } from './AreaBase';

export default function SuperAdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <CampanaYSalida antes={<Link to="/">Sitio público</Link>} />
        </BarraArea>
      }
    />
  );
}
