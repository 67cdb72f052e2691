// Preview links' SQL (migration 022) and their tokens. A token is `n.firma`: `n` 24 random bytes,
// `firma` the HMAC-SHA256 of `vista_previa:n` with the e-mail links' key (avisos/enlaces.ts: kept in
// the database, the same on every instance), so a forged token is refused before any query; the
// row keeps only SHA-256(n), like sessions and reset links. The items are read here with queries of
// their own that ignore `activo` (and any publishing schedule): a preview shows what is not public.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import { claveDe } from './claveEnlaces';
import type { FilaPagina } from '@server/entidades/paginas/repositorio';
import type { Proyecto } from '@/shared/api/contrato/proyectos';
import type { Evento } from '@/shared/api/contrato/eventos';
import type { EntidadVistaPrevia, VistaPreviaViva } from '@/shared/api/contrato/vistasPrevias';

const firma = (clave: Buffer, n: string) => crypto.createHmac('sha256', clave).update(`vista_previa:${n}`).digest('base64url');
const resumen = (n: string) => crypto.createHash('sha256').update(n).digest('base64url');

/** A new token and the digest its row keeps. */
export async function nuevoToken(db: Db): Promise<{ token: string; resumen: string }> {
  const n = crypto.randomBytes(24).toString('base64url');
  return { token: `${n}.${firma(await claveDe(db), n)}`, resumen: resumen(n) };
}

/** The digest of a well-formed, correctly signed token; else null (no query needed to refuse it). */
export async function resumenDeToken(db: Db, token: string): Promise<string | null> {
  const m = /^([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const esperada = Buffer.from(firma(await claveDe(db), m[1]));
  const dada = Buffer.from(m[2]);
  if (dada.length !== esperada.length || !crypto.timingSafeEqual(dada, esperada)) return null;
  return resumen(m[1]);
}

export interface FilaVistaPrevia {
  pk_vista_previa: number;
  entidad: EntidadVistaPrevia;
  pk_item: number;
  expira: number;
}

type CrudaEvento = Omit<Evento, 'imgs' | 'zona' | 'todo_el_dia' | 'cancelado'> & { todo_el_dia: number; cancelado: number };

export const repoVistasPrevias = repositorio((db: Db) => ({
  insertar: async (v: { resumen: string; entidad: EntidadVistaPrevia; pk: number; usuario: number; creada: number; expira: number }) =>
    void (await db.ejecutar(
      sql`INSERT INTO vistas_previas (resumen, entidad, pk_item, fk_usuario, creada, expira)
          VALUES (${v.resumen}, ${v.entidad}, ${v.pk}, ${v.usuario}, ${v.creada}, ${v.expira})`,
    )),
  /** The pk of the link just written (its digest is unique). */
  pkDe: async (digest: string) =>
    (await db.una<{ pk: number }>(sql`SELECT pk_vista_previa AS pk FROM vistas_previas WHERE resumen = ${digest}`))?.pk ?? null,
  /** The live link of a digest: not revoked, not expired. */
  viva: (digest: string, ahora: number) =>
    db.una<FilaVistaPrevia>(
      sql`SELECT pk_vista_previa, entidad, pk_item, expira FROM vistas_previas
           WHERE resumen = ${digest} AND revocada IS NULL AND expira > ${ahora}`,
    ),
  /** An item's live links, newest first, with who created each. */
  vivasDe: (entidad: EntidadVistaPrevia, pk: number, ahora: number) =>
    db.todas<VistaPreviaViva>(
      sql`SELECT v.pk_vista_previa, v.creada, v.expira, u.nombre_persona AS usuario
            FROM vistas_previas v JOIN usuarios u ON u.pk_usuario = v.fk_usuario
           WHERE v.entidad = ${entidad} AND v.pk_item = ${pk} AND v.revocada IS NULL AND v.expira > ${ahora}
           ORDER BY v.pk_vista_previa DESC`,
    ),
  /** Revokes a live link; false when there is none with that pk. */
  revocar: async (pk: number, ahora: number) =>
    (await db.ejecutar(sql`UPDATE vistas_previas SET revocada = ${ahora} WHERE pk_vista_previa = ${pk} AND revocada IS NULL AND expira > ${ahora}`)) >
    0,

  // the items, public or not
  async proyecto(pk: number): Promise<Proyecto | null> {
    const p = await db.una<Omit<Proyecto, 'img' | 'imgs' | 'miembros'>>(
      sql`SELECT pk_proyecto, nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros FROM proyectos WHERE pk_proyecto = ${pk}`,
    );
    if (!p) return null;
    // every column of an image (the ones later issues add, such as its alt text, come along)
    const imgs = await db.todas<Proyecto['imgs'][number]>(sql`SELECT * FROM proyecto_imagenes WHERE fk_proyecto = ${pk} ORDER BY orden`);
    const miembros = await db.todas<Proyecto['miembros'][number]>(
      sql`SELECT pk_miembro_proyecto, nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden`,
    );
    return { ...p, img: imgs[0]?.img_proyecto ?? '', imgs, miembros };
  },
  async evento(pk: number, zona: string): Promise<Evento | null> {
    const c = await db.una<CrudaEvento>(
      sql`SELECT pk_evento, nombre_evento, descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado, secuencia,
                 COALESCE(editado, creado) AS editado
            FROM eventos WHERE pk_evento = ${pk}`,
    );
    if (!c) return null;
    const imgs = await db.todas<Evento['imgs'][number]>(sql`SELECT * FROM evento_imagenes WHERE fk_evento = ${pk} ORDER BY orden`);
    return { ...c, todo_el_dia: c.todo_el_dia === 1, cancelado: c.cancelado === 1, imgs, zona };
  },
  pagina: (pk: number) => db.una<FilaPagina>(sql`SELECT pk_pagina, clave, titulo, cuerpo, datos, editado FROM paginas WHERE pk_pagina = ${pk}`),
}));
