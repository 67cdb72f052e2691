// Student layout (area-e): the student bar, whose logo links nowhere.
import { useAppSelector } from '@/shared/modelo/hooks';
import { Area, BarraArea, CampanaYSalida } from './AreaBase';

export default function StudentLayout() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <Area
      barra={
        <BarraArea sinEnlaceLogo>
          <span className="barra__usuario">{nombre}</span>
          <CampanaYSalida junto />
        </BarraArea>
      }
    />
  );
}
