// /panel_admin/preguntas_respuestas: the moderation queue. Pending questions and pending answers
// (with their question), oldest first; each can be validated or discarded alone, or several at
// once (select, then one confirmed action). The confirmation, overlay, alert and refresh are the
// store's confirm intent. Below, validated questions still without a published answer.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { confirmRequested } from '@/shared/modelo/ui';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Button } from '@/shared/ui/Boton';
import { Cargando, EmptyState, ErrorCarga } from '@/shared/ui/SinResultados';
import { useTraerPreguntasValidadasQuery } from '../api';
import { useTraerPreguntasQuery, useTraerRespuestasQuery } from './api';
import { fechaLegible, isoDe } from '../fecha';
import { EnlaceResponder, corto } from '../componentes/EnlaceResponder';
import { intentPreguntas, intentRespuestas, mensajeConfirmacion, rutaResponderAdmin, type Accion } from './intenciones';
import type { PreguntaPendiente, RespuestaPendiente } from '../tipos';
import '../foro.css';
import { rutas } from '@/shared/rutas';
import { mensajeDeError } from '@/shared/api/errores';

export const SIN_PREGUNTAS_PENDIENTES = 'No hay preguntas pendientes de validar.';
export const SIN_RESPUESTAS_PENDIENTES = 'No hay respuestas pendientes de validar.';
export const SIN_POR_RESPONDER = 'Todas las preguntas validadas tienen respuesta.';

interface Consulta<T> {
  data?: T[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PropsCola<T> {
  id: string;
  titulo: string;
  vacio: string;
  consulta: Consulta<T>;
  clave: (item: T) => number;
  /** Short text naming the item, for the labels of its checkbox and buttons. */
  nombre: (item: T) => string;
  contenido: (item: T) => ReactNode;
  /** Asks for confirmation of `accion` on these items. */
  pedir: (accion: Accion, items: T[]) => void;
}

function Cola<T>({ id, titulo, vacio, consulta, clave, nombre, contenido, pedir }: PropsCola<T>) {
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const items = consulta.data ?? [];
  // What was moderated leaves the list on refresh; its tick goes with it.
  const seleccion = items.filter((i) => marcadas.includes(clave(i)));
  const todas = items.length > 0 && seleccion.length === items.length;
  const algunas = seleccion.length > 0 && !todas;
  const refTodas = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refTodas.current) refTodas.current.indeterminate = algunas;
  });
  const alternar = (k: number) => setMarcadas((m) => (m.includes(k) ? m.filter((x) => x !== k) : [...m, k]));

  let cuerpo: ReactNode;
  if (consulta.isLoading) cuerpo = <Cargando />;
  else if (consulta.error || !consulta.data)
    cuerpo = <ErrorCarga mensaje={mensajeDeError(consulta.error, 'No se pudo cargar la lista.')} onReintentar={consulta.refetch} />;
  else if (!items.length) cuerpo = <EmptyState mensaje={vacio} />;
  else
    cuerpo = (
      <>
        <div className="cola__barra" role="group" aria-label={`Acciones sobre la selección: ${titulo.toLowerCase()}`}>
          <label className="cola__todas">
            <input
              ref={refTodas}
              type="checkbox"
              checked={todas}
              aria-checked={algunas ? 'mixed' : todas}
              onChange={() => setMarcadas(todas ? [] : items.map(clave))}
            />
            Seleccionar todas
          </label>
          <span className="cola__cuenta" aria-live="polite">
            {seleccion.length} seleccionada{seleccion.length === 1 ? '' : 's'}
          </span>
          <Button variante="primario" disabled={!seleccion.length} onClick={() => pedir('validar', seleccion)}>
            Validar seleccionadas
          </Button>
          <Button variante="peligro" disabled={!seleccion.length} onClick={() => pedir('descartar', seleccion)}>
            Descartar seleccionadas
          </Button>
        </div>
        <ul className="cola__lista">
          {items.map((item) => {
            const k = clave(item);
            const n = corto(nombre(item));
            return (
              <li key={k} className={`cola__item${marcadas.includes(k) ? ' cola__item--marcado' : ''}`}>
                <input
                  type="checkbox"
                  className="cola__marca"
                  aria-label={`Seleccionar: ${n}`}
                  checked={marcadas.includes(k)}
                  onChange={() => alternar(k)}
                />
                <div className="cola__contenido">{contenido(item)}</div>
                <div className="cola__acciones">
                  <Button variante="secundario" aria-label={`Validar: ${n}`} onClick={() => pedir('validar', [item])}>
                    Validar
                  </Button>
                  <Button variante="texto" className="cola__descartar" aria-label={`Descartar: ${n}`} onClick={() => pedir('descartar', [item])}>
                    Descartar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </>
    );

  const total = consulta.data?.length;
  return (
    <section className="cola" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>
        {titulo}
        {total !== undefined && <span className="cola__total"> ({total})</span>}
      </h2>
      {cuerpo}
    </section>
  );
}

const Fecha = ({ fecha }: { fecha: string }) => <time dateTime={isoDe(fecha)}>{fechaLegible(fecha)}</time>;

export default function Moderacion() {
  const h1 = useCabeza('Preguntas y Respuestas');
  const dispatch = useAppDispatch();
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
        pedir={(accion, items) =>
          dispatch(
            confirmRequested({
              intent: intentPreguntas(
                accion,
                items.map((p) => p.pk_pregunta),
              ),
              mensaje: mensajeConfirmacion(accion, items.length, ['pregunta', 'preguntas']),
            }),
          )
        }
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
        pedir={(accion, items) =>
          dispatch(
            confirmRequested({
              intent: intentRespuestas(accion, items),
              mensaje: mensajeConfirmacion(accion, items.length, ['respuesta', 'respuestas']),
            }),
          )
        }
      />

      <section className="cola" aria-labelledby="sin-respuesta-t">
        <h2 id="sin-respuesta-t">Preguntas validadas sin respuesta</h2>
        {porResponder.isLoading ? (
          <Cargando />
        ) : porResponder.error || !porResponder.data ? (
          <ErrorCarga mensaje={mensajeDeError(porResponder.error, 'No se pudo cargar la lista.')} onReintentar={porResponder.refetch} />
        ) : !porResponder.data.length ? (
          <EmptyState mensaje={SIN_POR_RESPONDER} />
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
