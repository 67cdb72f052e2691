// The bulk bar of a list with `entidadLote` (decision 0058): "Seleccionar los N que coinciden"
// (every item the search and filters keep, across pages), then for the selection its count, the
// entity's actions (one confirmation each: lote.ts), the date-time a schedule needs (ZONA_HORARIA's
// wall clock, as the forms type it: Programacion.tsx), the export link and "Quitar selección".
// Everything it shows is in the store: the selection and the typed date (listasAdmin.ts).
import { useId, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { Boton } from '@/shared/ui/Boton';
import { fechaValida } from '@/shared/lib/zonaHoraria';
import { MENSAJES_LOTE } from '@/shared/api/contrato/lote';
import { estadoDeLista, fechaLoteCambiada } from './listasAdmin';
import { accionesDe, confirmarLote, cuantos, enlaceExportar, femenina, TEXTOS_LOTE } from './lote';
import { numero } from './filtrado';
import { idDeLista, type DescripcionLista } from './tipos';
import type { useSeleccion } from './useSeleccion';

interface Props<T> {
  d: DescripcionLista<T>;
  todos: readonly T[];
  filtrados: readonly T[];
  sel: ReturnType<typeof useSeleccion>;
  /** The "Dados de baja" view: only "Reactivar". */
  bajas?: boolean;
}

export function BarraLote<T>({ d, todos, filtrados, sel, bajas = false }: Props<T>) {
  const dispatch = useAppDispatch();
  const id = useId();
  const lista = idDeLista(d);
  const fecha = useAppSelector((s) => estadoDeLista(s.listasAdmin, lista).fechaLote ?? '');
  const { marcados } = sel;
  const seleccion = useMemo(() => todos.filter((i) => marcados.has(d.clave(i))), [todos, marcados, d]);
  const entidad = d.entidadLote;
  if (!entidad) return null;
  const acciones = accionesDe(entidad, bajas);
  const faltan = filtrados.some((i) => !marcados.has(d.clave(i)));
  const tipo = d.tipoLote ?? d.bajas?.tipo;
  const invalida = tipo
    ? [{ type: tipo, id: 'LIST' as const }, { type: tipo, id: 'BAJAS' as const }, ...seleccion.map((i) => ({ type: tipo, id: d.clave(i) }))]
    : [];
  const programa = acciones.some((a) => a === 'publicarEn' || a === 'retirarEn');
  const fechaMala = fecha !== '' && !fechaValida(fecha);
  const exportar = enlaceExportar(
    entidad,
    seleccion.map((i) => d.clave(i)),
  );
  const items = () => seleccion.map((i) => ({ pk: d.clave(i), nombre: d.nombre(i) }));
  return (
    <div className="lista-lote" role="group" aria-label={`Acciones en lote de ${d.nombreLista.toLowerCase()}`}>
      {/* the "Dados de baja" view holds one server page: its page box selects it */}
      {faltan && filtrados.length > 1 && !bajas && (
        <Boton variante="texto" onClick={() => sel.alternar(filtrados.map(d.clave), true)}>
          Seleccionar {femenina(entidad) ? 'las' : 'los'} {numero(filtrados.length)} que coinciden
        </Boton>
      )}
      {seleccion.length > 0 && (
        <>
          <span aria-live="polite">
            {cuantos(entidad, seleccion.length)} {`seleccionad${femenina(entidad) ? 'a' : 'o'}${seleccion.length === 1 ? '' : 's'}`}
          </span>
          {acciones
            .filter((a) => a !== 'publicarEn' && a !== 'retirarEn')
            .map((a) => (
              <Boton
                key={a}
                variante={a === 'baja' ? 'peligro' : 'secundario'}
                onClick={() => dispatch(confirmarLote(entidad, a, items(), invalida))}
              >
                {TEXTOS_LOTE[a].boton}
              </Boton>
            ))}
          {programa && (
            <span className="lista-lote__programar">
              <label htmlFor={`${id}-fecha`}>Fecha y hora (hora local del programa)</label>{' '}
              <input
                id={`${id}-fecha`}
                type="datetime-local"
                className="campo__control"
                value={fecha}
                aria-invalid={fechaMala || undefined}
                aria-describedby={fechaMala ? `${id}-error` : undefined}
                onChange={(e) => dispatch(fechaLoteCambiada({ lista, fecha: e.target.value }))}
              />
              {fechaMala && (
                <span id={`${id}-error`} className="campo__error">
                  {MENSAJES_LOTE.fecha}
                </span>
              )}
              {acciones
                .filter((a) => a === 'publicarEn' || a === 'retirarEn')
                .map((a) => (
                  <Boton
                    key={a}
                    variante="secundario"
                    disabled={!fecha || fechaMala}
                    onClick={() => dispatch(confirmarLote(entidad, a, items(), invalida, fecha))}
                  >
                    {TEXTOS_LOTE[a].boton}
                  </Boton>
                ))}
            </span>
          )}
          {exportar && !bajas && (
            <a className="boton boton--secundario" href={exportar} download>
              Exportar la selección (CSV)
            </a>
          )}
          <Boton variante="texto" onClick={sel.quitar}>
            Quitar selección
          </Boton>
        </>
      )}
    </div>
  );
}
