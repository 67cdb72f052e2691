// The student panel's list: validated questions still without a published answer, each linking
// to /panel_alumno/{idPregunta}. Those the student already answered say it awaits review.
import { mensajeDeError } from '@/shared/api/errores';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { useTraerPreguntasValidadasQuery } from '../api';
import { fechaLegible, isoDe } from '../fecha';
import '../foro.css';
import '@/shared/admin/cola.css';
import { rutas } from '@/shared/rutas';
import { EnlaceResponder } from '../componentes/EnlaceResponder';

export const SIN_PREGUNTAS_POR_RESPONDER = 'No hay preguntas pendientes de respuesta por ahora.';

export function PreguntasPorResponder() {
  const { data, isLoading, error, refetch } = useTraerPreguntasValidadasQuery();
  return (
    <section className="por-responder" aria-labelledby="por-responder-t">
      <h2 id="por-responder-t">Preguntas por responder{data ? ` (${data.length})` : ''}</h2>
      {isLoading ? (
        <Cargando />
      ) : error || !data ? (
        <ErrorCarga mensaje={mensajeDeError(error, 'No se pudieron cargar las preguntas.')} onReintentar={refetch} />
      ) : !data.length ? (
        <SinResultados mensaje={SIN_PREGUNTAS_POR_RESPONDER} />
      ) : (
        <ul className="cola__lista">
          {data.map((p) => (
            <li key={p.pk_pregunta} className="cola__item cola__item--simple">
              <div className="cola__contenido">
                <p className="cola__texto">{p.pregunta}</p>
                <p className="cola__meta">
                  {p.nombre_topico} · <time dateTime={isoDe(p.fecha)}>{fechaLegible(p.fecha)}</time>
                  {p.mi_respuesta_pendiente && <span className="insignia"> Su respuesta está en revisión</span>}
                </p>
              </div>
              <EnlaceResponder a={rutas.alumno.responder(p.pk_pregunta)} pregunta={p.pregunta} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
