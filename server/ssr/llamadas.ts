// api.php in-process, for server rendering: the store's baseQuery (funcionBaseQuery.ts, through
// the thunk extra argument) runs the same pipeline as POST /api.php (server/api/llamar.ts) with the
// page visitor's own session. Its own rules: a render never writes (405) and never opens or closes
// a session; a refusal is not a security event (the page only shows less).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LlamarFuncion } from '@/shared/api/funcionBaseQuery';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import type { Limites } from '../autenticacion/limites';
import { Serializada } from '../api/memoria';
import { Subidas } from '../imagenes/subidas';
import { almacenDe } from '../imagenes/almacen';
import { llamar, type Entorno } from '../api/llamar';

export type { LlamarFuncion };

export interface Llamador {
  db: Db;
  config: AppConfig;
  usuario: UsuarioSesion | null;
  /** The app's attempt limits (only writes use them, and a render does not write). */
  limites: Limites;
  request: FastifyRequest;
  reply: FastifyReply;
}

const SIN_ESCRITURA = { status: 405, mensaje: 'Una página no puede modificar datos al mostrarse.' };

export function llamadorEnProceso({ db, config, usuario, limites, request, reply }: Llamador): LlamarFuncion {
  const entorno: Entorno = {
    db,
    config,
    limites,
    ip: request.ip,
    request,
    reply,
    sesion: () => Promise.resolve(usuario),
    escritura: () => SIN_ESCRITURA,
    subidas: () => new Subidas(almacenDe(config), config.maxImageBytes),
    abrirSesion: () => Promise.reject(new Error('una página no abre sesiones')),
    cerrarSesion: () => Promise.reject(new Error('una página no cierra sesiones')),
  };
  return async (campos) => {
    const r = await llamar(campos.funcion ?? '', campos, entorno);
    // an unexpected failure fails the render (the page falls back to the SPA shell, ssr/index.ts)
    if ('error' in r) throw r.error;
    return { status: r.status, body: r.body instanceof Serializada ? JSON.parse(r.body.json.toString('utf8')) : r.body };
  };
}
