// The shape of one entry of the dispatch table (funciones.ts), the context a handler gets, and
// ejecutarFuncion(): how the dispatcher runs an entry (every writing handler in one transaction).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import type { Funcion, Responde, Rol } from '@/shared/api/contrato';
import type { Seccion } from '@/shared/api/contrato/secciones';
import type { Serializada } from './memoria';
import type { Limites } from '../autenticacion/limites';
import { antesDeEscribir, anotar, type Auditada } from './bitacora';
import { antesDeEditar, guardarRevision, type Previa } from './revisiones';
import { entidadDe } from '../db/entidades';
import { alEscribir } from '../busqueda/indice';
import type { Limite } from '@server/autenticacion/limitesFuncion';
import { registrarSubidas } from '@server/imagenes/biblioteca';
import { borradorGuardado, GUARDA_EL_ITEM } from '../db/repositorios/edicion';
import { borrarRastro } from './borrarRastro';
import { borrarGuardada, type Subidas } from '../imagenes/subidas';

/** 'publico': anyone, visitors included; otherwise the roles whose session may call it. */
export type Acceso = 'publico' | readonly Rol[];

export interface Ctx {
  /** The database; inside a write, its transaction (every query of the call goes through it). */
  db: Db;
  config: AppConfig;
  usuario: UsuarioSesion | null;
  ip: string;
  /** Attempt limits kept in the database (failed logins, password changes). */
  limites: Limites;
  subidas: Subidas;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Starts a new session for the user (rotating any previous one, through `db`) and sets the cookie. */
  abrirSesion(pkUsuario: number, db: Db): Promise<void>;
  /** Ends the caller's session on the server (through `db`) and clears the cookie. */
  cerrarSesion(db: Db): Promise<void>;
  /**
   * Work that must wait until the write is committed (deleting the files an edit left unused):
   * runs after the transaction commits, never when it rolls back, with the database outside the
   * transaction. Outside a transaction, at once.
   */
  alConfirmar: (tarea: (db: Db) => unknown) => void;
  /** A restore's summary for the revision the write leaves (server/api/revisiones.ts). */
  notaRevision?: string;
  /** The `version` an edit was read with (issue 48; llamar.ts reads it): a newer one refuses the write. */
  version?: number;
  /** Work at the end of a write's transaction (approving a pending change marks it and tells its author: issue 48). */
  dentro?: (tx: Db) => Promise<void>;
}

/** One variant of a funcion whose rule depends on what is sent (a student's account vs an admin's). */
export interface Variante {
  /** The roles that may call this variant (each within the entry's `acceso`). */
  roles: readonly Rol[];
  /** The refusal's Spanish message (403). */
  mensaje: string;
  /** Fields that select this variant (the role matrix calls each variant with them). */
  selector: Readonly<Record<string, string>>;
}

export interface Variantes<T> {
  /** The variant a validated payload calls; undefined: none (the handler refuses the payload). */
  de(payload: T): string | undefined;
  porNombre: Readonly<Record<string, Variante>>;
}

/** The context of a handler whose `acceso` needs a session: `usuario` is there (the pipeline checked it). */
export type CtxDe<A extends Acceso> = A extends 'publico' ? Ctx : Ctx & { usuario: UsuarioSesion };

interface DefBase<S extends z.ZodType, P, A extends Acceso = Acceso> {
  /** Set by funcion(): the entry's name, which the audit trail records. */
  nombre?: string;
  acceso: A;
  /**
   * Issue 48: the section an admin needs to call it (server/api/acceso.ts' seccionDe); absent: its
   * audited entity's; null: none (an account's own settings).
   */
  seccion?: Seccion | null;
  /** The rule per variant, checked by the pipeline after the schema (server/api/acceso.ts). */
  variantes?: Variantes<z.output<S>>;
  /** Callable while the user still has an initial password (only login/logout/change). */
  conContrasenaInicial?: boolean;
  /**
   * Limits on accepted calls (a refused call is given back): per address, per account or per a key
   * of the payload (an e-mail's recipient), each at most `max` per `ventanaMs` (limitesFuncion.ts).
   */
  limite?: Limite<z.output<S>>;
  schema: S;
  /**
   * Asynchronous work before the write phase (a password hash, checking a password): runs
   * outside the transaction, reads only, and hands its result to `run`. A refusal thrown here
   * keeps whatever it wrote itself (a failed-login record), since no transaction is open yet.
   */
  prepara?(payload: z.output<S>, ctx: CtxDe<A>): P | Promise<P>;
}

/** A read: may be asynchronous; its answer may come already serialized (memoria.ts). */
export interface DefLectura<S extends z.ZodType, F extends Funcion, P = undefined, A extends Acceso = Acceso> extends DefBase<S, P, A> {
  escribe: false;
  run(payload: z.output<S>, ctx: CtxDe<A>, preparado: P): Responde<F> | Serializada<Responde<F>> | Promise<Responde<F> | Serializada<Responde<F>>>;
}

/**
 * A write (the Origin check applies): the dispatcher runs `run` inside one transaction (ctx.db is
 * that transaction), so anything it throws rolls back every row it wrote. Slow work that needs no
 * transaction (hashing, image encoding) goes in `prepara`: on SQLite a transaction holds the one
 * connection, so `run` awaits only its queries.
 */
export interface DefEscritura<S extends z.ZodType, F extends Funcion, P = undefined, A extends Acceso = Acceso> extends DefBase<S, P, A> {
  escribe: true;
  /** What the audit trail records of it (entity, where its pk is), or false: not audited. */
  bitacora: Auditada | false;
  /** A hard delete of personal data: its item's history, previews, drafts and files go, its audit entries say only this (borrarRastro.ts). */
  borra?: string;
  /**
   * It writes through another funcion (restoring a revision): the dispatcher (llamar.ts) checks what
   * this returns against that funcion's access and schema and runs it instead, with its own checks,
   * trail and revision; then this entry's `run` answers, outside any transaction.
   */
  reenvia?(payload: z.output<S>, ctx: Omit<CtxDe<A>, 'alConfirmar'>): Promise<Reenvio>;
  run(payload: z.output<S>, ctx: CtxDe<A>, preparado: P): Responde<F> | Promise<Responde<F>>;
}

/** The write a `reenvia` asks for: the funcion, its payload, and what it may reuse. */
export interface Reenvio {
  funcion: Funcion;
  payload: Record<string, unknown>;
  /** The summary of the revision the write leaves (none: the fields it changed). */
  nota?: string;
  /** Stored image paths the payload may keep although the item no longer uses them (an older revision's). */
  rutas: readonly string[];
  /** The `version` the payload was read at (a pending change's: a newer item refuses it), and work at the end of its transaction. */
  version?: number;
  dentro?: (tx: Db) => Promise<void>;
}

export type DefFuncion<S extends z.ZodType, F extends Funcion, P = undefined, A extends Acceso = Acceso> =
  DefLectura<S, F, P, A> | DefEscritura<S, F, P, A>;

/**
 * Types one entry: the schema's output feeds the handler, the contract types its answer, and an
 * `acceso` that needs a session gives the handler a `ctx.usuario` that is never null.
 */
export function funcion<F extends Funcion, S extends z.ZodType, P = undefined, const A extends Acceso = Acceso>(
  nombre: F,
  def: DefFuncion<S, F, P, A>,
): DefFuncion<S, F, P> {
  return { ...def, nombre };
}

/**
 * Runs one entry with an already validated payload: `prepara` first (outside any transaction),
 * then `run`; a write runs inside `db.transaccion`, and its `alConfirmar` tasks after the commit.
 * On a refusal the caller discards the files written by the call (ctx.subidas).
 */
export async function ejecutarFuncion<F extends Funcion>(
  def: DefFuncion<z.ZodType, F, unknown>,
  payload: unknown,
  ctx: Omit<Ctx, 'alConfirmar'>,
): Promise<Responde<F> | Serializada<Responde<F>>> {
  const enCurso: Promise<unknown>[] = [];
  const inmediata: Ctx = { ...ctx, alConfirmar: (tarea) => void enCurso.push(Promise.resolve(tarea(ctx.db))) };
  ctx.subidas.usar(ctx.db); // a picked asset (`medio:<pk>`) is looked up here
  const preparado = def.prepara ? await def.prepara(payload, inmediata) : undefined;
  await Promise.all(enCurso);
  if (!def.escribe) return def.run(payload, inmediata, preparado);
  const pendientes: ((db: Db) => unknown)[] = [];
  const respuesta = await ctx.db.transaccion(async (tx) => {
    ctx.subidas.usar(tx).sinEsperar();
    // the audit trail's entry is part of the write: it commits or rolls back with it (bitacora.ts)
    const previo =
      def.nombre && def.bitacora
        ? await antesDeEscribir(tx, {
            funcion: def.nombre,
            payload,
            usuario: ctx.usuario,
            schema: def.schema,
            auditada: def.bitacora,
            zona: ctx.config.zonaHoraria,
          })
        : null;
    // the items it edits as they were: a stale `version` is refused here, before anything is written
    const antes = def.bitacora ? await previas(tx, def.bitacora, payload, ctx) : new Map<number | null, Previa | null>();
    const r = await def.run(payload, { ...ctx, db: tx, alConfirmar: (tarea) => void pendientes.push(tarea) }, preparado);
    // every image the write stored is an asset of the library (issue 43), with the text its item gave it
    if (ctx.subidas.guardadas().length) await registrarSubidas(tx, ctx.subidas.guardadas(), ctx.usuario?.pk_usuario ?? null);
    const pk = previo ? await anotar(tx, previo, r) : null;
    // the search index shows the write at once, or not at all if it rolls back (busqueda/indice.ts)
    if (def.bitacora) {
      await alEscribir(tx, def.bitacora.entidad, pk);
      // the item's history keeps its whole content after the write (issue 37)
      // (a bulk action's items: each of its ids, as the trail lists them)
      const ids = (payload as { ids?: unknown } | null)?.ids;
      const pks = pk !== null ? [pk] : Array.isArray(ids) ? ids.filter((x): x is number => typeof x === 'number') : [null];
      const opciones = { usuario: ctx.usuario, nota: ctx.notaRevision, max: ctx.config.revisionesMax, zona: ctx.config.zonaHoraria };
      for (const p of pks) {
        const version = await guardarRevision(tx, def.bitacora.entidad, p, opciones, antes.get(p));
        // an edit that sent its `version` (or answers one: editarPlan) is told the item's version now,
        // which its page saves from next (issue 48); docs/SPEC.md's clients get today's answer
        const o = r as { version?: number } | null;
        if (version !== null && pks.length === 1 && o && typeof o === 'object' && (ctx.version !== undefined || 'version' in o)) o.version = version;
      }
      // a save of an item removes its author's draft of it on the server (issue 48)
      if (GUARDA_EL_ITEM.test(def.nombre ?? '')) await borradorGuardado(tx, def.bitacora.entidad, pk, ctx.usuario?.pk_usuario ?? null);
      const rutas = def.borra && pk !== null ? await borrarRastro(tx, def.bitacora.entidad, pk, def.borra) : [];
      for (const ruta of rutas) pendientes.push((db) => borrarGuardada(ctx.subidas.almacen, ruta, db, false));
    }
    if (ctx.dentro) await ctx.dentro(tx);
    await ctx.subidas.escritasListas(); // the images' writes (started before it) landed, or their refusal rolls it back
    return r;
  });
  for (const tarea of pendientes) await tarea(ctx.db);
  return respuesta;
}

/**
 * The existing items a write of an entity with a history is about (its pk in the payload, its bulk
 * `ids`, the one-row items), each as it was before it (server/api/revisiones.ts `antesDeEditar`).
 */
async function previas(tx: Db, a: Auditada, payload: unknown, ctx: Omit<Ctx, 'alConfirmar'>): Promise<Map<number | null, Previa | null>> {
  const m = new Map<number | null, Previa | null>();
  const r = entidadDe(a.entidad)?.revision;
  if (!r || a.nueva) return m;
  const campos = (payload ?? {}) as Record<string, unknown>;
  const ids = Array.isArray(campos.ids) ? campos.ids.filter((x): x is number => typeof x === 'number') : null;
  const pks: (number | null)[] = r.unica ? [null] : (ids ?? [await pkAntes(tx, a, r, campos)]);
  for (const pk of pks)
    if (r.unica || pk !== null) m.set(pk, await antesDeEditar(tx, a.entidad, pk, ids ? undefined : ctx.version, ctx.config.zonaHoraria));
  return m;
}

type ConRevision = NonNullable<NonNullable<ReturnType<typeof entidadDe>>['revision']>;
export async function pkAntes(tx: Db, a: Auditada, r: ConRevision, campos: Record<string, unknown>) {
  if (r.pkDe) return r.pkDe(tx, campos);
  for (const campo of a.pk?.split('|') ?? []) {
    const v = Number(campos[campo]);
    if (Number.isSafeInteger(v) && v > 0) return v;
  }
  return null;
}
