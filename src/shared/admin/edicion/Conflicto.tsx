// The conflict view (issue 48): a save refused because another person saved a newer version shows
// that version beside what this person typed (the history's comparison, src/shared/admin/historial),
// and lets them keep theirs (save again over the newer version), take the other's texts, or copy one
// field at a time. Nothing typed is thrown away: the values as they were when the save was refused
// stay in the store (useConflicto) and "Volver a mi texto" brings them back.
import { Campos } from '../historial/Comparacion';
import { useMostrarRevisionQuery, useTraerRevisionesQuery } from '../historial/api';
import { Cargando } from '@/shared/ui/SinResultados';
import { ENTIDADES_REVISION, type CampoRevision, type EntidadRevision, type Revision } from '@/shared/api/contrato/revisiones';
import type { Conflicto } from './useConflicto';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { borradorGuardado, type BorradoresState } from '@/shared/modelo/borradores';
import '../historial/historial.css';
import './conflicto.css';

type Valores = Record<string, unknown>;

/** The texts of the newer version that the form holds under the same name (the ones it can compare and copy). */
const comparables = (otra: readonly CampoRevision[], valores: Valores) =>
  otra.filter((c): c is CampoRevision & { tipo: 'texto' } => c.tipo === 'texto' && typeof valores[c.clave] === 'string');

/** What is typed, as the history compares it: those texts, each with the typed value. */
export const camposTecleados = (otra: readonly CampoRevision[], valores: Valores): CampoRevision[] =>
  comparables(otra, valores).map((c) => ({ ...c, valor: valores[c.clave] as string }));

/** The texts that differ between the newer version and what is typed (what can be copied over). */
export const distintos = (otra: readonly CampoRevision[], valores: Valores) => comparables(otra, valores).filter((c) => valores[c.clave] !== c.valor);

interface Props {
  conflicto: Conflicto;
  entidad: string;
  pk: number;
  valores: Valores;
  /** Puts one field's value in the form (the draft). */
  copiar: (clave: string, valor: string) => void;
  /** "Guardar mi versión": the draft's version becomes the newer one (the submit button then saves). */
  mantener: () => void;
  cerrar: () => void;
  enviando: boolean;
}

export function VistaConflicto({ conflicto, entidad, pk, valores, copiar, mantener, cerrar, enviando }: Props) {
  const conHistoria = (ENTIDADES_REVISION as readonly string[]).includes(entidad);
  const lista = useTraerRevisionesQuery(
    { entidad: entidad as EntidadRevision, pk: String(pk) },
    { skip: !conHistoria, refetchOnMountOrArgChange: true },
  );
  const nueva = lista.data?.find((r) => r.numero === conflicto.version) ?? lista.data?.[0];
  const otra = useMostrarRevisionQuery(nueva?.pk_revision ?? 0, { skip: !nueva });
  const mios = JSON.parse(conflicto.mios || '{}') as Valores;
  const rev = otra.currentData;
  const cambiados = rev ? distintos(rev.campos, valores) : [];
  const tecleado: Revision | undefined = rev && { ...rev, usuario: 'usted', campos: camposTecleados(rev.campos, valores) };
  return (
    <section className="conflicto" aria-labelledby="conflicto-titulo">
      <div className="formulario__fallo" role="alert">
        <h2 id="conflicto-titulo" className="conflicto__titulo">
          {conflicto.mensaje}
        </h2>
        <p>
          Su texto se conserva en este formulario. Compárelo con la versión {conflicto.version} (la pestaña «Historial» la muestra completa) y elija
          qué guardar.
        </p>
      </div>
      {!rev || !tecleado ? (
        <Cargando texto="Cargando la versión actual…" />
      ) : (
        <>
          <Campos
            antes={{ ...rev, campos: comparables(rev.campos, valores) }}
            despues={tecleado}
            titulos={[`Versión ${conflicto.version} (actual)`, 'Su texto sin guardar']}
          />
          {cambiados.length > 0 && (
            <ul className="conflicto__copias" aria-label="Copiar partes de la versión actual">
              {cambiados.map((c) => (
                <li key={c.clave}>
                  <button type="button" className="boton boton--secundario boton--chico" disabled={enviando} onClick={() => copiar(c.clave, c.valor)}>
                    Usar «{c.etiqueta}» de la versión {conflicto.version}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="conflicto__acciones">
        <button type="submit" className="boton boton--primario" disabled={enviando} onClick={mantener}>
          Guardar mi versión
        </button>
        {rev && cambiados.length > 0 && (
          <button
            type="button"
            className="boton boton--secundario"
            disabled={enviando}
            onClick={() => cambiados.forEach((c) => copiar(c.clave, c.valor))}
          >
            Usar la versión {conflicto.version}
          </button>
        )}
        {rev && distintos(rev.campos, mios).some((c) => valores[c.clave] !== mios[c.clave]) && (
          <button
            type="button"
            className="boton boton--secundario"
            disabled={enviando}
            onClick={() => Object.entries(mios).forEach(([k, v]) => typeof v === 'string' && valores[k] !== v && copiar(k, v))}
          >
            Volver a mi texto
          </button>
        )}
        <button type="button" className="boton boton--secundario" disabled={enviando} onClick={cerrar}>
          Cerrar la comparación
        </button>
      </div>
    </section>
  );
}

/** The form kit's mount of the view (FormularioAdmin): shown while a conflict is open for an existing item. */
export function ConflictoFormulario({ f }: { f: FormularioConConflicto }) {
  const dispatch = useAppDispatch();
  const store = useStore() as Store<{ borradores: BorradoresState }>;
  const c = f.conflicto.actual;
  if (!c || !f.registro?.pk) return null;
  const mantener = () =>
    dispatch(
      borradorGuardado({
        clave: f.claveBorrador,
        valores: store.getState().borradores[f.claveBorrador]?.valores ?? f.valores,
        guardado: Date.now(),
        version: c.version,
      }),
    );
  return (
    <VistaConflicto
      conflicto={c}
      entidad={f.registro.entidad}
      pk={f.registro.pk}
      valores={f.valores as Valores}
      copiar={(k, v) => (f.cambiar as (k: string, v: string) => void)(k, v)}
      mantener={mantener}
      cerrar={f.conflicto.cerrar}
      enviando={f.enviando}
    />
  );
}

export interface FormularioConConflicto {
  conflicto: { actual: Conflicto | null; cerrar: () => void };
  claveBorrador: string;
  registro?: { entidad: string; pk: number | null };
  valores: object;
  cambiar: (k: never, v: never) => void;
  enviando: boolean;
}
