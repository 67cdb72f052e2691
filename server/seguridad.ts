// Security events (issue 16): logins, failed logins, logouts, second-factor events and refused
// calls, one row each in `seguridad` (who, or the login name tried; the address; when; the
// funcion). Inside a write's transaction the row goes with it. Outside one (a refusal: the failed
// login's `prepara`, a role or limit refusal in app.ts) it is written at once and survives the
// refusal: on SQLite through the attempt limits' own connection (server/auth/limites.ts), so a
// refused call still changes no row on the app's connection; on PostgreSQL through the pool.
import type { Db } from './db/open';
import type { Limites } from './auth/limites';
import { repoBitacora } from './repositorios/bitacora';
import type { EventoSeguridad } from '../src/shared/api/contract/bitacora';

export interface EventoNuevo {
  evento: EventoSeguridad;
  funcion: string;
  pkUsuario: number | null;
  /** The account's login name, or the one that was tried (cut to 100 characters). */
  usuario: string;
  direccion: string;
  detalle?: string;
}

/** Where an event goes: the open transaction, or (outside one) the limits' connection. */
export async function anotarSeguridad(db: Db, limites: Limites, e: EventoNuevo): Promise<void> {
  const destino = db.enTransaccion ? db : limites.dbPropia();
  await repoBitacora(destino).insertarSeguridad({
    pkUsuario: e.pkUsuario,
    usuario: e.usuario.slice(0, 100),
    evento: e.evento,
    funcion: e.funcion,
    direccion: e.direccion,
    detalle: (e.detalle ?? '').slice(0, 400),
  });
}

/** A call refused by role or limit (401/403/429 in app.ts's pipeline), as a security event. */
export async function rechazoRegistrado(
  db: Db,
  limites: Limites,
  direccion: string,
  funcion: string,
  usuario: { pk_usuario: number; usuario: string } | null,
  rechazo: { status: number; mensaje: string },
): Promise<void> {
  await anotarSeguridad(db, limites, {
    evento: 'rechazo',
    funcion,
    pkUsuario: usuario?.pk_usuario ?? null,
    usuario: usuario?.usuario ?? 'Visitante',
    direccion,
    detalle: `${rechazo.status}: ${rechazo.mensaje}`,
  });
}
