// Super-admin layout (area-s): the logout-only variant of the admin bar, with the bell.
import { Area, BarraArea, CampanaYSalida } from './AreaBase';

export default function SuperAdminLayout() {
  return (
    <Area
      barra={
        <BarraArea>
          <CampanaYSalida />
        </BarraArea>
      }
    />
  );
}
