// A search that found nothing (issue 44): the message, "¿Quisiste decir…?" with the closest indexed
// words the server offers (each a search of its own), the programme's main pages, and "Preguntar en
// el foro" with the query already written in the question (the forum's topic "Admisión e
// inscripciones" reads `?pregunta=`). The public site speaks tú (docs/convenciones.md).
import { Link } from 'react-router-dom';
import { SinResultados } from '@/shared/ui/SinResultados';
import { MENSAJES_BUSQUEDA } from '@/shared/api/contrato/busqueda';

/** The forum topic a question from the search goes to (docs/SPEC.md §2's topics are fixed: 1–4). */
export const TOPICO_PREGUNTA_BUSQUEDA = 2;

export const enlaceBusqueda = (q: string) => `/buscar?${new URLSearchParams({ q }).toString()}`;
export const enlacePreguntar = (q: string) => `/foro/${TOPICO_PREGUNTA_BUSQUEDA}?${new URLSearchParams({ pregunta: q.trim() }).toString()}`;

export function SinResultadosBusqueda({ q, sugerencias = [] }: { q: string; sugerencias?: readonly string[] }) {
  return (
    <SinResultados mensaje={MENSAJES_BUSQUEDA.ninguno}>
      {sugerencias.length > 0 && (
        <p className="busqueda__quisiste">
          ¿Quisiste decir{' '}
          {sugerencias.map((s, i) => (
            <span key={s}>
              {i > 0 && (i === sugerencias.length - 1 ? ' o ' : ', ')}
              <Link to={enlaceBusqueda(s)}>{s}</Link>
            </span>
          ))}
          ?
        </p>
      )}
      <nav className="busqueda__otras" aria-labelledby="busqueda-otras-titulo">
        <h2 id="busqueda-otras-titulo">Otras formas de encontrarlo</h2>
        <ul>
          <li>
            <Link to="/admisiones">Admisiones: requisitos, fechas y costos</Link>
          </li>
          <li>
            <Link to="/plan_de_estudios">Plan de estudios: cuatrimestres y materias</Link>
          </li>
          <li>
            <Link to="/foro">Foro de preguntas</Link>
          </li>
        </ul>
        <p>
          <Link className="boton boton--primario" to={enlacePreguntar(q)}>
            Preguntar en el foro
          </Link>
        </p>
      </nav>
    </SinResultados>
  );
}
