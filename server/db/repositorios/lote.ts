// The SQL of the bulk actions (server/funciones/lote.ts): where each list's items are, how one is
// read (its name, whether it is active — for an enquiry: pending — and its schedule), deactivated,
// brought back, scheduled or marked attended. Each UPDATE is guarded by the state it leaves (0 rows:
// the item already was so), so a repeated or concurrent action changes nothing twice.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import { BITACORA_LOTE, type EntidadLote } from '@/shared/api/contrato/lote';
import type { LoteEntidad } from './entidad';
import { entidadDe } from '../entidades';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';

interface Tabla extends LoteEntidad {
  /** Its name in the audit trail and the revisions. */
  bitacora: EntidadBitacora;
  tabla: string;
  pk: string;
  nombre: string;
  estado: RawBuilder<unknown>;
}

/** Each list's table, from its entity's declaration (its `tabla` and `lote`): read when an action runs. */
function tablaLote(e: EntidadLote): Tabla {
  const d = entidadDe(BITACORA_LOTE[e]);
  if (!d?.tabla) throw new Error(`La lista ${e} no declara su tabla.`);
  return { bitacora: d.entidad, ...d.tabla, ...d.lote, estado: d.lote?.estado ?? (d.baja ? sql`activo` : sql`1`) };
}
export const TABLAS_LOTE = new Proxy({} as Readonly<Record<EntidadLote, Tabla>>, { get: (_t, e) => tablaLote(e as EntidadLote) });

/** One item as an action reads it before changing it. */
export interface ItemLote {
  pk: number;
  nombre: string;
  /** 1: active (an enquiry: pending). */
  activo: number;
  publicar_en: string | null;
  retirar_en: string | null;
}

export const repoLote = repositorio((db: Db) => ({
  /** The items of those pks that belong to the list (an unknown or foreign pk is simply absent). */
  leer: (e: EntidadLote, pks: readonly number[]) => {
    const t = TABLAS_LOTE[e];
    const prog = t.programable ? sql`publicar_en, retirar_en` : sql`NULL AS publicar_en, NULL AS retirar_en`;
    return db.todas<ItemLote>(
      sql`SELECT ${sql.ref(t.pk)} AS pk, ${sql.ref(t.nombre)} AS nombre, ${t.estado} AS activo, ${prog}
            FROM ${sql.table(t.tabla)}
           WHERE ${sql.ref(t.pk)} IN (${sql.join(pks.map((p) => sql`${p}`))}) ${t.donde ?? sql``}`,
    );
  },
  /** activo 1 → 0 (or back); false when it already was. */
  ponerActivo: async (e: EntidadLote, pk: number, activo: 0 | 1) => {
    const t = TABLAS_LOTE[e];
    return (
      (await db.ejecutar(
        sql`UPDATE ${sql.table(t.tabla)} SET activo = ${activo}${t.extra ?? sql``}${t.extra ? sql`, editado = ${db.ahora()}` : sql``}
             WHERE ${sql.ref(t.pk)} = ${pk} AND activo = ${1 - activo} ${t.donde ?? sql``}`,
      )) > 0
    );
  },
  /** The stored schedule (UTC) and whether the public sees it now. */
  programar: async (e: EntidadLote, pk: number, p: { publicarEn: string | null; retirarEn: string | null; publicado: boolean }) => {
    const t = TABLAS_LOTE[e];
    await db.ejecutar(
      sql`UPDATE ${sql.table(t.tabla)} SET publicar_en = ${p.publicarEn}, retirar_en = ${p.retirarEn}, publicado = ${p.publicado ? 1 : 0},
                 editado = ${db.ahora()}${t.extra ?? sql``}
           WHERE ${sql.ref(t.pk)} = ${pk} AND activo = 1`,
    );
  },
  /** pendiente → atendida, by `quien`; false when it was not pending. */
  atender: async (pk: number, quien: number) =>
    (await db.ejecutar(
      sql`UPDATE solicitudes_informes SET estado = 'atendida', atendida_por = ${quien}, atendida_en = ${db.ahora()}
           WHERE pk_solicitud = ${pk} AND estado = 'pendiente'`,
    )) > 0,
  /** The experiences among these pks whose company is deactivated. */
  experienciasSinEmpresa: (pks: readonly number[]) =>
    db.todas<{ pk: number }>(
      sql`SELECT x.pk_experiencia_estadia AS pk FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
           WHERE e.activo = 0 AND x.pk_experiencia_estadia IN (${sql.join(pks.map((p) => sql`${p}`))})`,
    ),
}));
