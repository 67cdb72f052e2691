// api.php in-process, for server rendering: the store's baseQuery (funcionBaseQuery.ts, through
// the thunk extra argument) calls the dispatch table directly, with the same lookup, role check
// and zod validation as POST /api.php and the page visitor's own session. Only reads: a render
// never writes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import type { AppConfig } from '../config';
import type { UsuarioSesion } from '../auth/sessions';
import { ejecutarFuncion, type Ctx } from '../funcion';
import type { Limites } from '../auth/limites';
import { buscarFuncion, negado } from '../acceso';
import { ErrorApi } from '../errors';
import { Serializada } from '../memoria';
import { primerMensaje } from '../validation';
import { Subidas } from '../uploads';
import { almacenDe } from '../almacen';

export type LlamarFuncion = (campos: Record<string, string>) => Promise<{ status: number; body: unknown }>;

export interface Llamador {
  db: Db;
  config: AppConfig;
  usuario: UsuarioSesion | null;
  /** The app's attempt limits (only writes use them, and a render does not write). */
  limites: Limites;
  request: FastifyRequest;
  reply: FastifyReply;
}

const fallo = (status: number, mensaje: string) => ({ status, body: { codigo: 0, mensaje } });

export function llamadorEnProceso({ db, config, usuario, limites, request, reply }: Llamador): LlamarFuncion {
  return async (campos) => {
    const def = buscarFuncion(campos.funcion ?? '');
    if (!def) return fallo(404, 'La función solicitada no existe.');
    if (def.escribe) return fallo(405, 'Una página no puede modificar datos al mostrarse.');
    const sinPermiso = negado(def, usuario);
    if (sinPermiso) return fallo(sinPermiso.status, sinPermiso.mensaje);
    const parsed = def.schema.safeParse(campos);
    if (!parsed.success) return fallo(400, primerMensaje(parsed.error));
    const ctx: Omit<Ctx, 'alConfirmar'> = {
      db,
      config,
      usuario,
      limites,
      ip: request.ip,
      subidas: new Subidas(almacenDe(config.uploadsDir), config.maxImageBytes),
      request,
      reply,
      abrirSesion() {
        return Promise.reject(new Error('una página no abre sesiones'));
      },
      cerrarSesion() {
        return Promise.reject(new Error('una página no cierra sesiones'));
      },
    };
    try {
      const r = await ejecutarFuncion(def, parsed.data, ctx);
      return { status: 200, body: r instanceof Serializada ? JSON.parse(r.json.toString('utf8')) : r };
    } catch (e) {
      if (e instanceof ErrorApi) return fallo(e.status, e.mensaje);
      throw e;
    }
  };
}
