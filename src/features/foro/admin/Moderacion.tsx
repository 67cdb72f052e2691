// /panel_admin/preguntas_respuestas: the moderation queue. Pending questions and pending answers
// (with their question), oldest first; each can be validated or discarded alone, or several at
// once (select, then one confirmed action). The confirmation, overlay, alert and refresh are the
// store's confirm intent. Below, validated questions still without a published answer. A link
// leads to the 'Preguntas frecuentes' topic's editor.
import { Link } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { useTraerPreguntasQuery, useTraerPreguntasValidadasQuery, useTraerRespuestasQuery } from '../api';
import { fechaLegible, isoDe } from '../fecha';
import { EnlaceResponder } from '../componentes/EnlaceResponder';
import { intentPreguntas, intentRespuestas, rutaResponderAdmin } from './intenciones';
import { Cola } from '@/shared/admin/Cola';
import type { PreguntaPendiente, RespuestaPendiente } from '../tipos';
import '../foro.css';
import { rutas } from '@/shared/rutas';
import { mensajeDeError } from '@/shared/api/errores';

export const SIN_PREGUNTAS_PENDIENTES = 'No hay preguntas pendientes de validar.';
export const SIN_RESPUESTAS_PENDIENTES = 'No hay respuestas pendientes de validar.';
export const SIN_POR_RESPONDER = 'Todas las preguntas validadas tienen respuesta.';

const Fecha = ({ fecha }: { fecha: string }) => <time dateTime={isoDe(fecha)}>{fechaLegible(fecha)}</time>;

export default function Moderacion() {
  const h1 = useCabeza('Preguntas y Respuestas');
  const preguntas = useTraerPreguntasQuery();
  const respuestas = useTraerRespuestasQuery();
  const porResponder = useTraerPreguntasValidadasQuery();

  return (
    <div className="contenedor foro moderacion">
      <p className="foro-volver">
        <Link to={rutas.admin.panel}>← Volver al panel</Link>
      </p>
      <h1 ref={h1} tabIndex={-1}>
        Preguntas y Respuestas
      </h1>
      <p className="intro">
        Las preguntas de los visitantes y las respuestas de los alumnos se publican solo cuando usted las valida. Marque varias para validarlas o
        descartarlas de una vez.
      </p>
      <p>
        <Link to={rutas.admin.moderacion.frecuentes} className="boton boton--secundario">
          Editar las preguntas frecuentes
        </Link>
      </p>

      <Cola<PreguntaPendiente>
        id="preguntas"
        titulo="Preguntas por validar"
        vacio={SIN_PREGUNTAS_PENDIENTES}
        consulta={preguntas}
        clave={(p) => p.pk_pregunta}
        nombre={(p) => p.pregunta}
        contenido={(p) => (
          <>
            <p className="cola__texto">{p.pregunta}</p>
            <p className="cola__meta">
              {p.nombre_topico} · <Fecha fecha={p.fecha} />
            </p>
          </>
        )}
        intent={intentPreguntas}
        plural="preguntas"
      />

      <Cola<RespuestaPendiente>
        id="respuestas"
        titulo="Respuestas por validar"
        vacio={SIN_RESPUESTAS_PENDIENTES}
        consulta={respuestas}
        clave={(r) => r.pk_respuesta}
        nombre={(r) => r.respuesta}
        contenido={(r) => (
          <>
            <p className="cola__pregunta">
              <span className="visualmente-oculto">Pregunta: </span>
              {r.pregunta}
            </p>
            <p className="cola__texto">{r.respuesta}</p>
            <p className="cola__meta">
              {r.usuario} · <Fecha fecha={r.fecha} />
            </p>
          </>
        )}
        intent={(accion, _claves, items) => intentRespuestas(accion, items)}
        plural="respuestas"
      />

      <section className="cola" aria-labelledby="sin-respuesta-t">
        <h2 id="sin-respuesta-t">Preguntas validadas sin respuesta</h2>
        {porResponder.isLoading ? (
          <Cargando />
        ) : porResponder.error || !porResponder.data ? (
          <ErrorCarga mensaje={mensajeDeError(porResponder.error, 'No se pudo cargar la lista.')} onReintentar={porResponder.refetch} />
        ) : !porResponder.data.length ? (
          <SinResultados mensaje={SIN_POR_RESPONDER} />
        ) : (
          <ul className="cola__lista">
            {porResponder.data.map((p) => (
              <li key={p.pk_pregunta} className="cola__item cola__item--simple">
                <div className="cola__contenido">
                  <p className="cola__texto">{p.pregunta}</p>
                  <p className="cola__meta">
                    {p.nombre_topico} · <Fecha fecha={p.fecha} />
                  </p>
                </div>
                <EnlaceResponder a={rutaResponderAdmin(p.pk_pregunta)} pregunta={p.pregunta} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
