// Student layout (area-e): the student bar, whose logo links nowhere.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/model/hooks';
import { Area, BarraArea } from './AreaBase';

export default function StudentLayout() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <Area
      barra={
        <BarraArea sinEnlaceLogo>
          <span className="barra__usuario">{nombre}</span>
          <ul className="barra__enlaces barra__enlaces--junto">
            <li>
              <Link to="/login">Cerrar sesión</Link>
            </li>
          </ul>
        </BarraArea>
      }
    />
  );
}
