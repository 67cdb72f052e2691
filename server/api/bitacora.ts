// The audit trail: every accepted write leaves one row — who, when, the funcion, the
// entity and its pk, and a short summary of what was sent — written by the dispatcher inside the
// write's own transaction (a refused or rolled-back call leaves none). The summary never holds a
// password (any field named contrasena…) nor image bytes (data URLs become "imagen nueva").
// The summary quotes only the fields of the funcion's own zod schema (plus, for the few
// loose schemas, the fields of the sub-schemas their handler parses: `campos`), never what else a
// caller planted; before them, the before → after value of each column the write changed (never
// hashes, secrets or search keys); bulk actions list their ids. Security events (logins, second
// factor, refusals) are another table: server/api/seguridad.ts.
// Each writing entry of the dispatch table says which entity it touches and where its pk is
// (`bitacora` in its entry, required by the type of a write).
import type { Db } from '../db/db';
import { repoBitacora } from '../db/repositorios/bitacora';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';
import { etiquetaCampo, tieneEtiqueta } from './etiquetasBitacora';
import { esFechaHora, fechaHoraZona } from '@/shared/lib/zonaHoraria';

type Campos = Record<string, unknown>;

/**
 * What the trail records of one writing funcion, declared in its entry of the dispatch table
 * (`bitacora`; `false`: not audited, e.g. sessions and the second factor, which leave security
 * events instead: server/api/seguridad.ts).
 */
export interface Auditada {
  entidad: EntidadBitacora;
  /** The payload field holding the pk (edits, deactivations), or the answer's field (registrations). */
  pk?: string;
  /** A registration: the new row is the table's largest pk once the write is done (one writer at a time). */
  nueva?: boolean;
  /** A loose schema's fields that its handler parses with a sub-schema (the summary may quote them). */
  campos?: readonly string[];
}

/** The fields a schema declares (z.object, or a pipe/refinement around one), in its order. */
export function camposDeEsquema(schema: unknown): string[] {
  const s = schema as { shape?: Record<string, unknown>; in?: { shape?: Record<string, unknown> } } | undefined;
  const shape = s?.shape ?? s?.in?.shape;
  return shape ? Object.keys(shape) : [];
}

const MAX_RESUMEN = 400;
const MAX_VALOR = 80;
/** Fields that only repeat what the entry already says, or that the server ignores. */
const OMITIDOS = new Set([
  'funcion',
  'estatus',
  'confirmar',
  // guardarTextoAlternativo's "proyecto:4": its message already names the item and the image
  'referencia',
]);

/**
 * A field named as a pk (`pk`, `pkProyecto`, `pk_usuario`, `idCasoExito`): the entry names its item
 * already, so it is not quoted, whatever the entity; one with a label of its own (`idTopico`:
 * the question an answer joins) adds context and is.
 */
const esPk = (k: string) => /^(pk|id)($|[A-Z_])/.test(k) && !tieneEtiqueta(k);

/** Whether a sent field is quoted: an e-mail address or a phone (a visitor's, or one an admin typed) stays out of the trail. */
export const seCita = (k: string) => !OMITIDOS.has(k) && !esPk(k) && !/contrase|password|clave|token|hash|correo|telefono/i.test(k);

const corto = (s: string, max = MAX_VALOR) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A role as people name it (the users' `rol` column and field), never its letter. */
const ROLES: Record<string, string> = { e: 'Alumno', a: 'Administrador', s: 'Super administrador' };

/** Columns and fields holding a person's pk: the summary names the person. */
export const PERSONAS = new Set(['atendida_por', 'moderada_por', 'fk_usuario']);

/** How values are put in words: the programme's zone for times, people's names for their pks. */
export interface Lectura {
  zona?: string;
  personas?: ReadonlyMap<number, string>;
}

/** A value that is a role, a person or a time, in words (null: none of those). */
function enPalabras(clave: string, valor: string, l: Lectura): string | null {
  if (clave === 'rol' && ROLES[valor]) return ROLES[valor];
  if (PERSONAS.has(clave) && /^\d+$/.test(valor)) return l.personas?.get(Number(valor)) ?? 'una persona dada de baja';
  if (esFechaHora(valor)) return fechaHoraZona(valor, l.zona);
  return null;
}

/** One sent value as the summary shows it: never image bytes, lists as counts or names, times in the programme's zone. */
function describir(clave: string, valor: unknown, l: Lectura = {}): string | null {
  if (valor === undefined || valor === null || valor === '') return null;
  if (typeof valor === 'boolean') return String(valor);
  if (typeof valor === 'number') return enPalabras(clave, String(valor), l) ?? String(valor);
  if (typeof valor !== 'string') return describirLista(clave, valor);
  if (valor.startsWith('data:')) return 'imagen nueva';
  const t = valor.trim();
  const palabras = enPalabras(clave, t, l);
  if (palabras !== null) return `«${palabras}»`;
  if ((t.startsWith('[') || t.startsWith('{')) && t.length > 1) {
    try {
      return describirLista(clave, JSON.parse(t));
    } catch {
      // a plain text that starts with a bracket
    }
  }
  return `«${corto(t.replace(/\s+/g, ' '))}»`;
}

function describirLista(clave: string, valor: unknown): string | null {
  if (!Array.isArray(valor)) return typeof valor === 'object' ? '(datos)' : null;
  if (/img|imagen|foto/i.test(clave)) {
    const nuevas = valor.filter((v) => JSON.stringify(v).includes('data:')).length;
    return `${valor.length} ${valor.length === 1 ? 'imagen' : 'imágenes'}${nuevas ? ` (${nuevas} ${nuevas === 1 ? 'nueva' : 'nuevas'})` : ''}`;
  }
  if (valor.length && valor.every((v) => typeof v === 'number')) return valor.join(', ');
  const nombres = valor
    .map((v) => (typeof v === 'object' && v && 'nombre' in v ? String((v as { nombre: unknown }).nombre) : null))
    .filter((v): v is string => v !== null);
  if (nombres.length === valor.length && nombres.length) return `«${corto(nombres.join(', '))}»`;
  return `${valor.length} ${valor.length === 1 ? 'elemento' : 'elementos'}`;
}

/**
 * The summary of what a call sent: "Etiqueta «valor», …" (the form's label: etiquetasBitacora.ts), passwords left out, images counted. With
 * `conocidos`, only those fields, in that order (the funcion's schema: nothing a caller planted).
 */
export function resumirCampos(campos: Campos, conocidos?: readonly string[], l: Lectura = {}): string {
  const partes: string[] = [];
  const claves = conocidos ? [...new Set(conocidos)].filter((k) => Object.hasOwn(campos, k)) : Object.keys(campos);
  for (const k of claves) {
    const v = campos[k];
    if (!seCita(k)) continue;
    const d = describir(k, v, l);
    if (d !== null) partes.push(`${etiquetaCampo(k)} ${d}`);
  }
  return partes.join(', ');
}

function pkDe(a: Auditada, payload: Campos, respuesta: Campos): number | null {
  if (!a.pk) return null;
  for (const campo of a.pk.split('|')) {
    const v = Number(payload[campo] ?? respuesta[campo]);
    if (Number.isSafeInteger(v) && v > 0) return v;
  }
  return null;
}

export interface Escritura {
  funcion: string;
  payload: unknown;
  usuario: UsuarioSesion | null;
  /** The funcion's zod schema: its fields are the only ones the summary quotes. */
  schema?: unknown;
  /** Its entry's `bitacora`. */
  auditada: Auditada;
  /** The programme's zone (ZONA_HORARIA): the summary's times are its wall clock, with the offset. */
  zona?: string;
}

/** Columns never shown before/after: secrets, derived search keys, bookkeeping dates, the state the message already names. */
const COLUMNAS_OCULTAS =
  /hash|contrase|secreto|totp|token|_norm$|^creado$|^creada$|^moderada$|^inicial_desde$|^exento_2fa$|^activo$|^secuencia$|^editado$|^publicado$|^pendiente$|^version$/i;

/** Whether a column's before → after is shown. */
export const seMuestra = (k: string) => !COLUMNAS_OCULTAS.test(k) && !/^pk_/.test(k);

/** "Etiqueta «antes» → «después»" for each column the write changed (its form's label, not the column's name). */
export function describirCambios(antes: Campos | null, despues: Campos | null, l: Lectura = {}): string {
  if (!antes || !despues) return '';
  const partes: string[] = [];
  for (const k of Object.keys(despues)) {
    if (!seMuestra(k)) continue;
    // a column holds text, a number or NULL
    const texto = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : '');
    const a = texto(antes[k]);
    const d = texto(despues[k]);
    if (a === d) continue;
    const valor = (v: string) => (v === '' ? '(vacío)' : `«${enPalabras(k, v, l) ?? corto(v.replace(/\s+/g, ' '), 60)}»`);
    partes.push(`${etiquetaCampo(k)} ${valor(a)} → ${valor(d)}`);
  }
  return partes.length ? `cambios: ${partes.join(', ')}` : '';
}

/**
 * Call inside the write's transaction, before its handler runs: notes the item's name (a
 * deletion removes it). Returns what `anotar` needs after the handler.
 */
export async function antesDeEscribir(db: Db, e: Escritura) {
  const a = e.auditada;
  const payload = (e.payload ?? {}) as Campos;
  const pkAntes = pkDe(a, payload, {});
  const repo = repoBitacora(db);
  const conocidos = [...camposDeEsquema(e.schema), ...(a.campos ?? [])];
  return {
    ...e,
    a,
    payload,
    pkAntes,
    conocidos: conocidos.length ? conocidos : undefined,
    nombreAntes: await repo.nombre(a.entidad, pkAntes),
    filaAntes: await repo.fila(a.entidad, pkAntes),
  };
}

/** Call inside the same transaction once the handler answered: writes the entry; the item's pk (null: unknown or several). */
export async function anotar(db: Db, previo: NonNullable<Awaited<ReturnType<typeof antesDeEscribir>>>, respuesta: unknown): Promise<number | null> {
  const { a, payload, usuario, funcion } = previo;
  const repo = repoBitacora(db);
  const r = (respuesta && typeof respuesta === 'object' ? respuesta : {}) as Campos;
  let pk = pkDe(a, payload, r);
  if (pk === null && a.nueva) pk = await repo.ultimoPk(a.entidad);
  const nombre = (await repo.nombre(a.entidad, pk)) ?? previo.nombreAntes;
  const mensaje = typeof r.mensaje === 'string' ? r.mensaje : '';
  // before → after of the row the write changed (edits, resets, deactivations; the link's one row)
  const filaDespues = previo.filaAntes ? await repo.fila(a.entidad, previo.pkAntes) : null;
  const l: Lectura = { zona: previo.zona, personas: await personasDe(db, [previo.filaAntes, filaDespues, payload]) };
  const cambios = previo.filaAntes ? describirCambios(previo.filaAntes, filaDespues, l) : '';
  const enviados = resumirCampos(payload, previo.conocidos, l);
  const resumen = corto([nombre !== null ? `«${corto(nombre, 60)}»` : '', mensaje, cambios, enviados].filter(Boolean).join(' — '), MAX_RESUMEN);
  await repo.insertar({
    pkUsuario: usuario?.pk_usuario ?? null,
    nombreUsuario: usuario?.nombre_persona ?? 'Visitante',
    funcion,
    entidad: a.entidad,
    pk,
    resumen,
  });
  return pk;
}

/** The names of the people the rows and the payload point at (PERSONAS), for the summary. */
async function personasDe(db: Db, filas: (Campos | null)[]): Promise<Map<number, string>> {
  const pks = new Set<number>();
  for (const f of filas) {
    for (const k of PERSONAS) {
      const v = f?.[k];
      if ((typeof v === 'number' || typeof v === 'string' || typeof v === 'bigint') && /^\d+$/.test(String(v))) pks.add(Number(v));
    }
  }
  const repo = repoBitacora(db);
  const nombres = new Map<number, string>();
  for (const pk of pks) {
    const n = await repo.nombre('usuario', pk);
    if (n !== null) nombres.set(pk, n);
  }
  return nombres;
}

/** Deletes the entries older than `dias` days (0: keep everything). */
export async function purgarBitacora(db: Db, dias: number): Promise<number> {
  return dias > 0 ? repoBitacora(db).purgar(dias) : 0;
}
