// Login and logout calls.
import type { RespuestaComun, Rol } from './comun';
import type { Seccion } from './secciones';

/** A login whose account has the second factor (or must enrol): no session yet, a short-lived token (dosPasos.ts). */
export interface RespuestaSegundoPaso {
  codigo: 2;
  mensaje: string;
  /** 'codigo': type the app's code (or a recovery code); 'inscribir': the account must enrol first. */
  segundo_paso: 'codigo' | 'inscribir';
  /** Opens no session: valid a few minutes, for the calls below only. */
  token: string;
  /** 'inscribir' only: an admin inside the grace period may enter without enrolling this time. */
  posponible: boolean;
  nombre_persona: string;
}

export interface RespuestaLogin extends RespuestaComun {
  pk_usuario: number;
  nombre_persona: string;
  rol: Rol;
  /** Our addition: true while the password is still its initial value (must be changed). */
  contrasena_inicial: boolean;
  /** Issue 48 (admins): the sections they edit (empty: every section) and whether they publish without review. */
  secciones?: Seccion[];
  puedePublicar?: 0 | 1;
}

/** Our addition: one of the caller's open sessions (times in ms since the epoch). */
export interface SesionAbierta {
  creada: number;
  actividad: number;
  direccion: string;
  /** The browser's User-Agent as sent at login. */
  navegador: string;
  /** The session of this very call. */
  esta: boolean;
}

export interface ContratoSesion {
  iniciarSesion: { pide: { usuario: string; contrasena: string }; responde: RespuestaLogin | RespuestaSegundoPaso };
  cerrarSesion: { pide: Record<string, never>; responde: RespuestaComun };
  /** Ours: the caller's open sessions. */
  traerSesiones: { pide: Record<string, never>; responde: { codigo: 1; sesiones: SesionAbierta[] } };
  /** Ours (issue 44): `contrasenaLocal` false when the university sign-in made the account (no current password to ask). */
  traerMiCuenta: { pide: Record<string, never>; responde: { codigo: 1; contrasenaLocal: boolean } };
  /** Ours: ends every session of the caller but this one. */
  cerrarOtrasSesiones: { pide: Record<string, never>; responde: RespuestaComun };
}

/** docs/SPEC.md §5's login messages (the login page checks them without zod: it is a visitor's page). */
export const MENSAJES_LOGIN = {
  usuario: 'Se necesita ingresar un usuario.',
  contrasena: 'Se necesita ingresar una contraseña.',
} as const;
