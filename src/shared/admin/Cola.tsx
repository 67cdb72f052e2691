// The moderation queue of the kit (the forum's questions and answers, the students' experiences):
// items oldest first, each validated or discarded alone, or several at once (select, then one
// confirmed action). What to call is the page's `intent`; the queue asks the store's confirm with
// the spec's question (and, in bulk, how many `plural` it will validate or discard).
import { useEffect, useRef, type ReactNode } from 'react';
import { Boton } from '../ui/Boton';
import { Cargando, SinResultados, ErrorCarga } from '../ui/SinResultados';
import { mensajeDeError } from '../api/errores';
import { CONFIRMACION, confirmRequested, type Intent } from '../modelo/ui';
import { useAppDispatch } from '../modelo/hooks';
import { corto } from '../lib/titulo';
import { useSeleccion } from './lista/useSeleccion';
import './cola.css';

export type Accion = 'validar' | 'descartar';

/** The spec's question, plus what a bulk action will do ("Se validarán 3 preguntas."). */
export function mensajeConfirmacion(accion: Accion, cantidad: number, plural: string): string {
  if (cantidad <= 1) return CONFIRMACION;
  const verbo = accion === 'validar' ? 'validarán' : 'descartarán';
  return `${CONFIRMACION} Se ${verbo} ${cantidad} ${plural}.`;
}

interface Consulta<T> {
  data?: T[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PropsCola<T> {
  id: string;
  titulo: string;
  vacio: string;
  consulta: Consulta<T>;
  clave: (item: T) => number;
  /** Short text naming the item, for the labels of its checkbox and buttons. */
  nombre: (item: T) => string;
  contenido: (item: T) => ReactNode;
  /** The call `accion` makes on these items (their keys, then the items), run once the admin accepts. */
  intent: (accion: Accion, claves: number[], items: T[]) => Intent;
  /** The items' plural noun for the bulk confirmation ("preguntas"). */
  plural: string;
}

export function Cola<T>({ id, titulo, vacio, consulta, clave, nombre, contenido, intent, plural }: PropsCola<T>) {
  const dispatch = useAppDispatch();
  const pedir = (accion: Accion, items: T[]) =>
    dispatch(confirmRequested({ intent: intent(accion, items.map(clave), items), mensaje: mensajeConfirmacion(accion, items.length, plural) }));
  // the ticks are in the store (listasAdmin, as `cola:<id>`): a QA export replays them
  const { marcados, marcar, alternar: alternarVarias, quitar } = useSeleccion(`cola:${id}`);
  const items = consulta.data ?? [];
  // What was moderated leaves the list on refresh; its tick goes with it.
  const seleccion = items.filter((i) => marcados.has(clave(i)));
  const todas = items.length > 0 && seleccion.length === items.length;
  const algunas = seleccion.length > 0 && !todas;
  const refTodas = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refTodas.current) refTodas.current.indeterminate = algunas;
  });
  const alternar = (k: number) => marcar(k, !marcados.has(k));

  let cuerpo: ReactNode;
  if (consulta.isLoading) cuerpo = <Cargando />;
  else if (consulta.error || !consulta.data)
    cuerpo = <ErrorCarga mensaje={mensajeDeError(consulta.error, 'No se pudo cargar la lista.')} onReintentar={consulta.refetch} />;
  else if (!items.length) cuerpo = <SinResultados mensaje={vacio} />;
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
              onChange={() => (todas ? quitar() : alternarVarias(items.map(clave), true))}
            />
            Seleccionar todas
          </label>
          <span className="cola__cuenta" aria-live="polite">
            {seleccion.length} seleccionada{seleccion.length === 1 ? '' : 's'}
          </span>
          <Boton variante="primario" disabled={!seleccion.length} onClick={() => pedir('validar', seleccion)}>
            Validar seleccionadas
          </Boton>
          <Boton variante="peligro" disabled={!seleccion.length} onClick={() => pedir('descartar', seleccion)}>
            Descartar seleccionadas
          </Boton>
        </div>
        <ul className="cola__lista">
          {items.map((item) => {
            const k = clave(item);
            const n = corto(nombre(item));
            return (
              <li key={k} className={`cola__item${marcados.has(k) ? ' cola__item--marcado' : ''}`}>
                <input
                  type="checkbox"
                  className="cola__marca"
                  aria-label={`Seleccionar: ${n}`}
                  checked={marcados.has(k)}
                  onChange={() => alternar(k)}
                />
                <div className="cola__contenido">{contenido(item)}</div>
                <div className="cola__acciones">
                  <Boton variante="secundario" aria-label={`Validar: ${n}`} onClick={() => pedir('validar', [item])}>
                    Validar
                  </Boton>
                  <Boton variante="texto" className="cola__descartar" aria-label={`Descartar: ${n}`} onClick={() => pedir('descartar', [item])}>
                    Descartar
                  </Boton>
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
