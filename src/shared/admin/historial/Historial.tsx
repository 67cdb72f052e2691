// An item's "Historial" tab (issue 37): its revisions newest first (when, who, what changed), two of
// them compared field by field (by default the newest and the one before) and "Restaurar esta
// versión" behind the kit's confirmation. Which two are compared lives in the store (historial.ts).
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import type { RevisionResumen } from '@/shared/api/contrato/revisiones';
import { estadoConsulta } from '../PaginaAdmin';
import { useTraerRevisionesQuery } from './api';
import { claveHistorial, confirmarRestaurar, estadoDeHistorial, revisionElegida, type PropsHistorial } from './historial';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { Comparacion } from './Comparacion';
import { fechaRevision } from './fecha';

/** The two revisions compared: the chosen ones while they are in the list, else the newest and the one before. */
export function elegidas(lista: RevisionResumen[], antes?: number, despues?: number): [number | undefined, number | undefined] {
  const hay = (pk?: number) => pk !== undefined && lista.some((r) => r.pk_revision === pk);
  return [hay(antes) ? antes : lista[1]?.pk_revision, hay(despues) ? despues : lista[0]?.pk_revision];
}

/** "Versión 3 · 27 nov 2026, 04:10": numbered from the oldest kept, as two edits in one minute read alike. */
/** Its number: the server's (one sequence with the editor's version, issue 48), else counted from the oldest kept. */
const numeroDe = (r: RevisionResumen, lista: RevisionResumen[]) => r.numero ?? lista.length - lista.indexOf(r);
const nombre = (r: RevisionResumen, lista: RevisionResumen[]) => `Versión ${numeroDe(r, lista)} · ${fechaRevision(r.fecha)}`;

export function Historial({ entidad, pk, tipo }: PropsHistorial) {
  const clave = claveHistorial(entidad, pk);
  const estado = useAppSelector((s) => estadoDeHistorial(s.historial, clave));
  const dispatch = useAppDispatch();
  const consulta = useTraerRevisionesQuery(pk > 0 ? { entidad, pk: String(pk) } : { entidad });
  const vacio = estadoConsulta(consulta, 'Cargando historial…');
  if (vacio) return <div className="historial">{vacio}</div>;
  const lista = consulta.data ?? [];
  if (lista.length === 0) return <p className="historial historial__vacio">Todavía no hay versiones guardadas de este contenido.</p>;
  const [antes, despues] = elegidas(lista, estado.antes, estado.despues);
  const elegir = (lado: 'antes' | 'despues', valor: string) => dispatch(revisionElegida({ clave, lado, pk: Number(valor) }));
  const opciones = lista.map((r) => ({ valor: String(r.pk_revision), texto: nombre(r, lista) }));
  const titulo = (pk: number) =>
    nombre(
      lista.find((r) => r.pk_revision === pk)!,
      lista,
    );
  const selector = (lado: 'antes' | 'despues', etiqueta: string, valor?: number) => (
    <CampoSeleccion etiqueta={etiqueta} opciones={opciones} value={String(valor ?? '')} onChange={(e) => elegir(lado, e.target.value)} />
  );
  return (
    <div className="historial">
      <h2 className="historial__titulo" id={`${clave}-versiones`}>
        Versiones guardadas
      </h2>
      <ol className="historial__lista" aria-labelledby={`${clave}-versiones`}>
        {lista.map((r, i) => (
          <li key={r.pk_revision} className="historial__version">
            <p className="historial__quien">
              Versión {numeroDe(r, lista)} · <time dateTime={r.fecha}>{fechaRevision(r.fecha)}</time> · {r.usuario}
              {i === 0 && <span className="historial__actual">Versión actual</span>}
            </p>
            <p className="historial__resumen">{r.resumen}</p>
            {i > 0 && (
              <button
                type="button"
                className="boton boton--secundario historial__restaurar"
                aria-label={`Restaurar esta versión (${nombre(r, lista)})`}
                onClick={() => dispatch(confirmarRestaurar(entidad, tipo, r.pk_revision, `${nombre(r, lista)} · ${r.usuario}`))}
              >
                Restaurar esta versión
              </button>
            )}
          </li>
        ))}
      </ol>
      {lista.length < 2 ? (
        <p className="historial__vacio">Solo hay una versión: no hay otra con qué compararla.</p>
      ) : (
        <section className="historial__comparar" aria-labelledby={`${clave}-comparar`}>
          <h2 className="historial__titulo" id={`${clave}-comparar`}>
            Comparar dos versiones
          </h2>
          <div className="historial__selectores">
            {selector('antes', 'Versión anterior', antes)}
            {selector('despues', 'Versión posterior', despues)}
          </div>
          {antes !== undefined && despues !== undefined && <Comparacion antes={antes} despues={despues} titulos={[titulo(antes), titulo(despues)]} />}
        </section>
      )}
    </div>
  );
}
