// The "Dados de baja" views and the reactivations: each entity declares its own SQL (`baja` in its
// `Entidad`: its deactivated rows, their order, and `activo = 1` back on a deactivated row); this
// pages, searches and runs them for every entity alike.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import type { Entidad, Reactivar } from './entidad';
import { ENTIDADES } from '../entidades';
import type { DadoDeBaja, EntidadBaja } from '@/shared/api/contrato/bajas';

/** Every entity's reactivations, by reactivar* funcion (its `Entidad.baja.reactivar`). */
export const reactivaciones = (entidades: readonly Entidad[] = ENTIDADES) =>
  new Map(entidades.flatMap((e) => Object.entries(e.baja?.reactivar ?? {})) as [Reactivar, Reactivacion][]);
type Reactivacion = (pk: number, db: Db) => RawBuilder<unknown>;

/**
 * Each "Dados de baja" list (its entity's `Entidad.baja.lista`): the deactivated rows as (pk,
 * nombre, detalle), with what a search looks in (`buscable`: the normalised name and the row's
 * identifiers) and its order. Read a page at a time (issue 33: 5,000 deactivated students were one 1.3 MB answer).
 */
export const listasBaja = (entidades: readonly Entidad[] = ENTIDADES) =>
  new Map(entidades.flatMap((e) => (e.baja?.lista ? [[e.baja.lista.nombre, e.baja.lista] as const] : [])));

/** Every word (already normalised) inside the row's searchable text. */
const conPalabras = (palabras: readonly string[]) =>
  palabras.length
    ? sql`WHERE ${sql.join(
        palabras.map((p) => sql`x.buscable LIKE ${`%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`),
        sql` AND `,
      )}`
    : sql``;

export const repoBajas = repositorio((db: Db) => ({
  /** A page of a list's deactivated rows whose searchable text holds every word, and how many there are. */
  dadosDeBaja: async (entidad: EntidadBaja, f: { pkEmpresa: number | null; palabras: readonly string[]; limite: number; desde: number }) => {
    const lista = listasBaja().get(entidad);
    if (!lista) return { total: 0, filas: [] };
    const filas = lista.filas(f.pkEmpresa);
    const donde = conPalabras(f.palabras);
    const total = Number((await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM (${filas}) x ${donde}`))?.n ?? 0);
    const pagina = await db.todas<DadoDeBaja>(
      sql`SELECT x.pk, x.nombre, x.detalle FROM (${filas}) x ${donde} ORDER BY ${lista.orden} LIMIT ${f.limite} OFFSET ${f.desde}`,
    );
    return { total, filas: pagina };
  },
  adminsDeBaja: () =>
    db.todas<DadoDeBaja>(
      sql`SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Usuario ' || usuario AS detalle
          FROM usuarios WHERE rol = 'a' AND activo = 0 ORDER BY nombre_norm, pk_usuario`,
    ),
  /** False when no deactivated row of that funcion's kind had that key. */
  reactivar: async (que: Reactivar, pk: number) => {
    const r = reactivaciones().get(que);
    if (!r) throw new Error(`${que}: ninguna entidad declara esta reactivación (Entidad.baja.reactivar).`);
    return (await db.ejecutar(r(pk, db))) > 0;
  },
}));
