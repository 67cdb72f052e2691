// Student layout (area-e): the student bar, whose logo links nowhere.
import { useAppSelector } from '@/shared/modelo/hooks';
import { Area, BarraArea } from './AreaBase';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';
import { Campana } from '@/features/avisos';

export default function StudentLayout() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <Area
      barra={
        <BarraArea sinEnlaceLogo>
          <span className="barra__usuario">{nombre}</span>
          <ul className="barra__enlaces barra__enlaces--junto">
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
