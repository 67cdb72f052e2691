// Student layout (area-e): the student bar, whose logo links nowhere (docs/SPEC.md §2), with "Inicio"
// beside it: the public home in one tap (issue 44, decision 0063).
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';
import { Area, BarraArea, CampanaYSalida } from './AreaBase';

export default function StudentLayout() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <Area
      barra={
        <BarraArea sinEnlaceLogo>
          <nav aria-label="Sitio">
            <ul className="barra__enlaces barra__enlaces--junto">
              <li>
                <Link to="/" aria-label="Inicio del sitio público">
                  Inicio
                </Link>
              </li>
            </ul>
          </nav>
          <span className="barra__usuario">{nombre}</span>
          <CampanaYSalida junto />
        </BarraArea>
      }
    />
  );
}
