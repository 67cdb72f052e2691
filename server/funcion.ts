// The shape of one entry of the dispatch table (funciones.ts) and the context a handler gets.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from './db/open';
import type { AppConfig } from './config';
import type { UsuarioSesion } from './auth/sessions';
import type { Funcion, Responde, Rol } from '../src/shared/api/contract';
import type { Subidas } from './uploads';
import type { Serializada } from './memoria';
import type { Limites } from './auth/limites';

/** 'publico': anyone, visitors included; otherwise the roles whose session may call it. */
export type Acceso = 'publico' | readonly Rol[];

export interface Ctx {
  db: Db;
  config: AppConfig;
  usuario: UsuarioSesion | null;
  ip: string;
  /** Attempt limits kept in the database (failed logins, password changes). */
  limites: Limites;
  subidas: Subidas;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Starts a new session for the user (rotating any previous one) and sets the cookie. */
  abrirSesion(pkUsuario: number): void;
  /** Ends the caller's session on the server and clears the cookie. */
  cerrarSesion(): void;
}

export interface DefFuncion<S extends z.ZodType, F extends Funcion> {
  acceso: Acceso;
  /** Changes data: the Origin check applies. */
  escribe: boolean;
  /** Callable while the user still has an initial password (only login/logout/change). */
  conContrasenaInicial?: boolean;
  /** Per-address limit: at most `max` accepted calls per `ventanaMs` (a refused call is given back). */
  limite?: { max: number; ventanaMs: number; mensaje: string };
  schema: S;
  /** The answer, or the same answer already serialized (memoria.ts: public lists kept in memory). */
  run(payload: z.output<S>, ctx: Ctx): Responde<F> | Serializada<Responde<F>> | Promise<Responde<F>>;
}

/** Types one entry: the schema's output feeds the handler, the contract types its answer. */
export function funcion<F extends Funcion, S extends z.ZodType>(_nombre: F, def: DefFuncion<S, F>): DefFuncion<S, F> {
  return def;
}
