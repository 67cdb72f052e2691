// THE pipeline of a funcion call, written once: POST /api.php (server/http/api.ts) and the
// in-process calls of server rendering (server/ssr/llamadas.ts) both run `llamar`. Its steps:
// lookup → the caller's write rule (api.php: the Origin check; a render: no writes) → role →
// schema → the role of the variant the payload selects → limits (address, account, recipient) → context →
// ejecutarFuncion (transaction and audit trail) → the answer as `{ status, body }` with the
// Spanish message of every refusal. What differs between the two callers is data in `Entorno`
// (how a session is opened, what a refusal records), never a step.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import type { Limites } from '../autenticacion/limites';
import { ejecutarFuncion, type Ctx, type DefEscritura } from './funcion';
import { leerVersion } from './revisiones';
import { entidadDe } from '../db/entidades';
import type { z } from 'zod';
import type { Funcion } from '@/shared/api/contrato';
import { negadaSeccion, negadaVariante, negado, type Def } from './acceso';
import { buscarFuncion } from './funciones';
import { ErrorApi } from '@server/base/errores';
import { primerMensaje } from './validacion';
import { reservarLimites, type Limite, type LimiteFuncion } from '@server/autenticacion/limitesFuncion';
import { MENSAJES_REVISION } from '@/shared/api/contrato/revisiones';
import type { Subidas } from '../imagenes/subidas';
import { proponerCambio, vaARevision } from './cambios';

export interface Motivo {
  status: number;
  mensaje: string;
}

/** Everything a call needs from its caller: the request's pieces and the caller's own rules. */
export interface Entorno {
  db: Db;
  config: AppConfig;
  limites: Limites;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's session, read only once the funcion exists (an unknown name costs no query). */
  sesion(): Promise<UsuarioSesion | null>;
  /** Whether a writing funcion may run here at all (api.php: the Origin; a render: never). */
  escritura(def: Def): Motivo | null;
  /** A refusal for role or limit, recorded by the caller (api.php: a security event). */
  rechazada?(nombre: string, usuario: UsuarioSesion | null, motivo: Motivo): Promise<void>;
  /** The call's image files (created only once the call is accepted). */
  subidas(): Subidas;
  abrirSesion: Ctx['abrirSesion'];
  cerrarSesion: Ctx['cerrarSesion'];
  /** After an accepted call, before the answer (api.php: the session's last activity). */
  aceptada?(usuario: UsuarioSesion | null): Promise<void>;
}

/**
 * The answer: `body` is the funcion's answer (possibly a `Serializada`: already serialized) or `{ codigo: 0, mensaje }`;
 * `error` is set when the handler failed unexpectedly (the answer is then the generic 500), so the
 * caller logs it or lets it propagate.
 */
export type Respuesta = { status: number; body: unknown; error?: undefined } | { status: 500; body: { codigo: 0; mensaje: string }; error: unknown };

export const MENSAJE_INTERNO = 'Ocurrió un error en el servidor. Inténtelo de nuevo más tarde.';
export const NO_EXISTE = 'La función solicitada no existe.';

/** The wire fields a pending change keeps: the payload without the call's own controls. */
const sinControl = ({ funcion: _f, version: _v, ...campos }: Record<string, unknown>) => campos;

/**
 * A write through another funcion (`reenvia`: restoring a revision): that funcion's access and
 * schema as if it were called, its images allowed, then it runs; the entry's own `run` answers.
 */
async function reenviar(
  def: Def & { reenvia?: DefEscritura<z.ZodType, Funcion>['reenvia'] },
  datos: unknown,
  ctx: Omit<Ctx, 'alConfirmar'>,
): Promise<unknown> {
  const envio = await def.reenvia!(datos, ctx);
  const destino = buscarFuncion(envio.funcion);
  if (!destino) throw new ErrorApi(NO_EXISTE, 404);
  const sinPermiso = negado(destino, ctx.usuario) ?? negadaSeccion(destino, ctx.usuario);
  if (sinPermiso) throw new ErrorApi(sinPermiso.mensaje, sinPermiso.status);
  const p = destino.schema.safeParse(envio.payload);
  if (!p.success) throw new ErrorApi(primerMensaje(p.error));
  ctx.subidas.permitir(envio.rutas);
  // a non-publisher's restore is a pending change too (issue 48)
  if (vaARevision(destino, ctx.usuario)) {
    const propuesta = await proponerCambio(destino, sinControl(envio.payload), p.data, ctx);
    if (propuesta) return propuesta;
  }
  await ejecutarFuncion(destino, p.data, { ...ctx, notaRevision: envio.nota, version: envio.version ?? ctx.version, dentro: envio.dentro });
  return def.run(datos, { ...ctx, alConfirmar: () => {} }, undefined);
}

/**
 * Issue 45: every save of an item with a history (a write of its audited entity, a pending change,
 * a restore, an approval included) also counts against its account's GUARDADOS_POR_MINUTO, one count for all such
 * funciones, in the limits table every instance shares: a script cannot fill the database with
 * revisions, a person saving every few seconds never reaches it.
 */
function conGuardados(def: Def, max: number): Limite<unknown> | undefined {
  const propio: Limite<unknown> | undefined = def.limite;
  // a write through another funcion (a restore, an approved change) saves an item with a history too
  const guarda = def.escribe && (def.reenvia !== undefined || (def.bitacora && entidadDe(def.bitacora.entidad)?.revision));
  if (!max || !guarda) return propio;
  const guardados: LimiteFuncion<unknown> = { max, ventanaMs: 60_000, mensaje: MENSAJES_REVISION.demasiados, por: 'cuenta', compartido: 'guardados' };
  const lista: readonly LimiteFuncion<unknown>[] = !propio ? [] : Array.isArray(propio) ? propio : [propio as LimiteFuncion<unknown>];
  return [...lista, guardados];
}

const fallo = (status: number, mensaje: string) => ({ status, body: { codigo: 0 as const, mensaje } });

export async function llamar(nombre: string, campos: Record<string, unknown>, e: Entorno): Promise<Respuesta> {
  const def = buscarFuncion(nombre);
  if (!def) return fallo(404, NO_EXISTE);
  if (def.escribe) {
    const prohibida = e.escritura(def);
    if (prohibida) return fallo(prohibida.status, prohibida.mensaje);
  }

  const usuario = await e.sesion();
  const sinPermiso = negado(def, usuario) ?? negadaSeccion(def, usuario);
  if (sinPermiso) {
    await e.rechazada?.(nombre, usuario, sinPermiso);
    return fallo(sinPermiso.status, sinPermiso.mensaje);
  }

  const parsed = def.schema.safeParse(campos);
  if (!parsed.success) return fallo(400, primerMensaje(parsed.error));
  const otraVariante = negadaVariante(def, parsed.data, usuario);
  if (otraVariante) return fallo(otraVariante.status, otraVariante.mensaje);

  // the limits count accepted calls only: reserved here (a burst cannot overrun them), given back
  // below when the call is refused
  const { limites, ip } = e;
  const reserva = await reservarLimites(limites, nombre, conGuardados(def, e.config.guardadosPorMinuto), parsed.data, usuario, ip);
  if (reserva.rechazo !== null) {
    await e.rechazada?.(nombre, usuario, { status: 429, mensaje: reserva.rechazo });
    return fallo(429, reserva.rechazo);
  }

  // an edit of an item with a history may send the `version` it was read with (issue 48): read here,
  // for every such funcion at once, outside its schema (which would drop it)
  let version: number | undefined;
  try {
    version =
      def.escribe && def.bitacora && !def.bitacora.nueva && entidadDe(def.bitacora.entidad)?.revision ? leerVersion(campos.version) : undefined;
  } catch (error) {
    await reserva.devolver();
    return fallo(400, (error as ErrorApi).mensaje);
  }
  const subidas = e.subidas();
  const ctx: Omit<Ctx, 'alConfirmar'> = {
    db: e.db,
    config: e.config,
    usuario,
    ip,
    limites,
    subidas,
    request: e.request,
    reply: e.reply,
    abrirSesion: e.abrirSesion,
    cerrarSesion: e.cerrarSesion,
    version,
  };
  try {
    // review before publishing (issue 48): a non-publisher's save of a public item waits for a reviewer
    const propuesta = vaARevision(def, usuario) ? await proponerCambio(def, sinControl(campos), parsed.data, ctx) : null;
    const body = propuesta ?? (def.escribe && def.reenvia ? await reenviar(def, parsed.data, ctx) : await ejecutarFuncion(def, parsed.data, ctx));
    subidas.confirmar();
    if (e.aceptada) await e.aceptada(usuario);
    return { status: 200, body };
  } catch (error) {
    await subidas.descartar();
    await reserva.devolver();
    if (error instanceof ErrorApi)
      return error.campo === undefined && error.datos === undefined
        ? fallo(error.status, error.mensaje)
        : {
            status: error.status,
            body: { ...error.datos, ...fallo(0, error.mensaje).body, ...(error.campo === undefined ? {} : { campo: error.campo }) },
          };
    return { status: 500, body: { codigo: 0, mensaje: MENSAJE_INTERNO }, error };
  }
}
