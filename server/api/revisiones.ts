// The revision a write leaves (issue 37): after every accepted write of an entity with a history
// (its declaration's `revision`), the dispatcher stores the item's whole content, in the write's
// own transaction (server/api/funcion.ts), with who and a one-line summary of what changed against
// the revision before it. A write that left the content as it was (a deactivation) stores none.
// The comparison reads only the previous revision's fingerprints (one short hash per field), never
// its content: a revision costs an edit one read of the item, one small read and one insert.
// Issue 48: revisions are numbered per item (1, 2, 3…: its `version`). Before the write runs, the
// dispatcher reads the item's newest number (`antesDeEditar`): an edit that sent the `version` it
// was read with is refused (409) when a newer one exists, and an item with no revision yet
// (seeded, imported, older than revisions) has its content read then, stored as revision 1
// "Versión original" just before the write's own revision. The unique index on (entidad, pk,
// numero) refuses the second of two concurrent saves of one version on either engine.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import { entidadDe } from '../db/entidades';
import { repoRevisiones } from '../db/repositorios/revisiones';
import type { ContenidoRevision } from '../db/repositorios/entidad';
import { ErrorApi } from '@server/base/errores';
import { rutasDe } from './borrarRastro';
import { MENSAJES_REVISION, MENSAJES_VERSION, type CampoRevision } from '@/shared/api/contrato/revisiones';

type Huellas = Record<string, string>;

/** Each field's fingerprint: its label and value, hashed short. */
export const huellasDe = (campos: readonly CampoRevision[]): Huellas =>
  Object.fromEntries(
    campos.map((c) => [
      c.clave,
      createHash('sha256')
        .update(JSON.stringify([c.etiqueta, c.valor]))
        .digest('base64url')
        .slice(0, 16),
    ]),
  );

/** "Cambió: Descripción, Imágenes" against the revision before (none: the first one). */
export function resumirRevision(campos: readonly CampoRevision[], huellas: Huellas, previas: Huellas | null): string {
  if (!previas) return MENSAJES_REVISION.primera;
  const cambiados = campos.filter((c) => huellas[c.clave] !== previas[c.clave]).map((c) => c.etiqueta);
  return cambiados.length ? `Cambió: ${cambiados.join(', ')}.` : MENSAJES_REVISION.igual;
}

const iguales = (a: Huellas, b: Huellas) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

/** The item's current version: its newest revision's number, or 1 (its original, not stored yet: stored as 1 by its first edit). */
export async function versionDe(db: Db, clave: string, pk: number): Promise<number> {
  return (await repoRevisiones(db).ultima(clave, pk))?.numero ?? 1;
}

/** A conflict's refusal: the message and the item's current version (the client compares against it). */
export const conflictoVersion = (version: number) => new ErrorApi(MENSAJES_VERSION.conflicto, 409, undefined, { version });

/**
 * The sent `version` as the dispatcher reads it (outside the funcion's schema, for every edit of an
 * entity with a history): absent → undefined (docs/SPEC.md's clients: no check); anything but a
 * whole number from 1 up → a Spanish refusal.
 */
export function leerVersion(valor: unknown): number | undefined {
  if (valor === undefined || valor === null || valor === '') return undefined;
  const n = typeof valor === 'number' ? valor : typeof valor === 'string' && /^\d{1,15}$/.test(valor.trim()) ? Number(valor) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new ErrorApi(MENSAJES_VERSION.invalida);
  return n;
}

/** What the dispatcher learned of an item before its write: its newest revision, or its content then (none stored yet). */
export interface Previa {
  numero: number;
  huellas: Huellas | null;
  original: ContenidoRevision | null;
}

/**
 * Before a write of an existing item of an entity with a history (inside the write's transaction):
 * refuses a stale `version` (409) or one that does not exist yet (400), and keeps what the write
 * will compare against. null: the entity keeps no history, or the item does not exist.
 */
export async function antesDeEditar(db: Db, entidad: string, pk: number | null, version: number | undefined, zona: string): Promise<Previa | null> {
  const r = entidadDe(entidad)?.revision;
  if (!r) return null;
  const clave = r.unica ? 0 : pk;
  if (clave === null) return null;
  const ultima = await repoRevisiones(db).ultima(r.clave, clave);
  const numero = ultima?.numero ?? 1;
  if (version !== undefined && version > numero) throw new ErrorApi(MENSAJES_VERSION.noExiste);
  if (version !== undefined && version < numero) throw conflictoVersion(numero);
  if (ultima) return { numero, huellas: JSON.parse(ultima.huellas) as Huellas, original: null };
  const original = await r.leer(db, clave, zona);
  return original && { numero: 0, huellas: null, original };
}

const rutasEn = (c: ContenidoRevision) => {
  const rutas = new Set<string>();
  rutasDe(c, rutas);
  return rutas;
};

/** Texts shorter than this are stored as they come (a reference would not save anything). */
const LARGO_REFERIDO = 64;

/**
 * A revision's content as stored (issue 45: the body was stored twice, once as the field the history
 * shows and once in the payload a restore sends back): each long text of `datos` equal to a text
 * field's value is kept once, in the field; `de` names, per key of `datos`, the field that holds it.
 * desempacar() puts them back; a row without `de` (older ones) reads as it is.
 */
export function empacar(c: ContenidoRevision): string {
  const textos = new Map<string, string>();
  for (const campo of c.campos)
    if (campo.tipo === 'texto' && typeof campo.valor === 'string' && campo.valor.length >= LARGO_REFERIDO) textos.set(campo.valor, campo.clave);
  const datos: Record<string, unknown> = {};
  const de: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.datos)) {
    const clave = typeof v === 'string' ? textos.get(v) : undefined;
    if (clave === undefined) datos[k] = v;
    else de[k] = clave;
  }
  return JSON.stringify(Object.keys(de).length ? { campos: c.campos, datos, de } : c);
}

/** A stored revision's content, its referred texts back in `datos`. */
export function desempacar(texto: string): ContenidoRevision {
  const c = JSON.parse(texto) as ContenidoRevision & { de?: Record<string, string> };
  if (!c.de) return c;
  const valores = new Map(c.campos.map((campo) => [campo.clave, campo.valor]));
  const datos = { ...c.datos };
  for (const [k, clave] of Object.entries(c.de)) datos[k] = valores.get(clave);
  return { campos: c.campos, datos };
}

/** A unique index refused the row: another save took that number first (the engine's code for it). */
const esDuplicada = (e: unknown) => {
  const c = (e as { code?: unknown } | null)?.code;
  return c === '23505' || c === 'SQLITE_CONSTRAINT_UNIQUE';
};

export interface Autor {
  usuario: UsuarioSesion | null;
  /** A restore's own summary ("Restaurada la versión del …"), instead of the list of changed fields. */
  nota?: string;
  /** REVISIONES_MAX: how many revisions an item keeps (0: all). */
  max: number;
  /** ZONA_HORARIA: times as the item's form sends them. */
  zona: string;
}

/**
 * Call inside the write's transaction once its handler answered: stores the item's content when
 * the entity keeps a history and the content changed (after its "Versión original" when `antes`
 * holds it). `pk` is the audit trail's (null: unknown, or a one-row item). Answers the item's
 * version now (null: no history).
 */
export async function guardarRevision(db: Db, entidad: string, pk: number | null, autor: Autor, antes?: Previa | null): Promise<number | null> {
  const r = entidadDe(entidad)?.revision;
  if (!r) return null;
  const clave = r.unica ? 0 : pk;
  if (clave === null) return null;
  const contenido = await r.leer(db, clave, autor.zona);
  if (!contenido) return null;
  const repo = repoRevisiones(db);
  let previa = antes;
  if (!previa) {
    const u = await repo.ultima(r.clave, clave);
    previa = { numero: u?.numero ?? 0, huellas: u ? (JSON.parse(u.huellas) as Huellas) : null, original: null };
  }
  const huellas = huellasDe(contenido.campos);
  const original = previa.original && huellasDe(previa.original.campos);
  const previas = original ?? previa.huellas;
  if (previas && iguales(previas, huellas) && !autor.nota) return Math.max(previa.numero, 1);
  const fila = (c: ContenidoRevision, h: Huellas, numero: number, resumen: string) => ({
    entidad: r.clave,
    pk: clave,
    numero,
    pkUsuario: autor.usuario?.pk_usuario ?? null,
    nombreUsuario: autor.usuario?.nombre_persona ?? 'Sistema',
    resumen,
    contenido: empacar(c),
    huellas: JSON.stringify(h),
    rutas: [...rutasEn(c)],
  });
  let numero = previa.numero;
  try {
    // what was there before the first edit: revision 1, by nobody in particular
    if (previa.original && original)
      await repo.insertar({ ...fila(previa.original, original, ++numero, MENSAJES_VERSION.original), pkUsuario: null, nombreUsuario: 'Sistema' });
    await repo.insertar(fila(contenido, huellas, ++numero, autor.nota ?? resumirRevision(contenido.campos, huellas, previas)));
  } catch (e) {
    // PostgreSQL: another save of the same version committed while this one ran
    if (esDuplicada(e)) throw conflictoVersion(numero);
    throw e;
  }
  if (autor.max > 0) await repo.recortar(r.clave, clave, autor.max, numero);
  return numero;
}
