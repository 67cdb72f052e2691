// Server-side sessions: a random token in an httpOnly SameSite=Strict cookie, stored hashed.
// The role cookies the SPA keeps are UI hints only; the role always comes from here.
import { leerSecciones, type Seccion } from '@/shared/api/contrato/secciones';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { Rol } from '@/shared/api/contrato';

export const COOKIE_SESION = 'sid';

export interface UsuarioSesion {
  pk_usuario: number;
  usuario: string;
  nombre_persona: string;
  rol: Rol;
  contrasena_inicial: boolean;
  /** Issue 48: an admin's sections (empty: every section) and whether they publish without review. */
  secciones?: readonly Seccion[];
  puedePublicar?: boolean;
  /** The session row this user came with (absent for users built elsewhere). */
  sesion?: { hash: string; actividad: number };
}

/** Minutes without a call after which a session ends, by role (config: SESION_INACTIVA_MINUTOS*). */
export interface Inactividad {
  personal: number;
  alumno: number;
}

/** Last activity is written at most this often (ms): a call is not a write. */
export const ACTIVIDAD_CADA_MS = 60_000;

/** A session as its owner sees it in the list of open sessions: the wire type of the contract. */
import type { SesionAbierta } from '@/shared/api/contrato/sesion';
export type { SesionAbierta };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function crearSesion(
  db: Db,
  pkUsuario: number,
  hours: number,
  origen: { direccion?: string; navegador?: string } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const direccion = (origen.direccion ?? '').slice(0, 100);
  const navegador = (origen.navegador ?? '').slice(0, 300);
  await db.ejecutar(
    sql`INSERT INTO sesiones (token_hash, pk_usuario, creada, expira, actividad, direccion, navegador)
        VALUES (${hashToken(token)}, ${pkUsuario}, ${now}, ${now + hours * 3600_000}, ${now}, ${direccion}, ${navegador})`,
  );
  return token;
}

/** The inactivity limit of a role, in ms (staff: admins and the super admin). */
export const inactividadDe = (rol: string, inactividad: Inactividad): number => (rol === 'e' ? inactividad.alumno : inactividad.personal) * 60_000;

/**
 * The user of a valid session: not past its SESSION_HOURS, nor idle past its role's limit (when
 * `inactividad` is given). Reading a session never writes (expired rows are purged hourly; the
 * activity is written after a successful call, at most once a minute: tocarSesion).
 */
export async function buscarSesion(db: Db, token: string | undefined, inactividad?: Inactividad): Promise<UsuarioSesion | null> {
  if (!token || token.length > 100) return null;
  const hash = hashToken(token);
  const row = await db.una<
    Omit<UsuarioSesion, 'contrasena_inicial' | 'sesion' | 'secciones' | 'puedePublicar'> & {
      contrasena_inicial: number;
      expira: number;
      actividad: number;
      secciones: string;
      puede_publicar: number;
    }
  >(
    sql`SELECT u.pk_usuario, u.usuario, u.nombre_persona, u.rol, u.contrasena_inicial, s.expira, s.actividad, u.secciones, u.puede_publicar
          FROM sesiones s JOIN usuarios u ON u.pk_usuario = s.pk_usuario
         WHERE s.token_hash = ${hash} AND u.activo = 1`,
  );
  const ahora = Date.now();
  if (!row || row.expira < ahora) return null;
  if (inactividad && row.actividad + inactividadDe(row.rol, inactividad) < ahora) return null;
  return {
    pk_usuario: row.pk_usuario,
    usuario: row.usuario,
    nombre_persona: row.nombre_persona,
    rol: row.rol,
    contrasena_inicial: row.contrasena_inicial === 1,
    secciones: leerSecciones(row.secciones),
    puedePublicar: row.puede_publicar !== 0,
    sesion: { hash, actividad: row.actividad },
  };
}

/** Records a call of this session, at most once a minute (sessions have no cache trigger). */
export async function tocarSesion(db: Db, usuario: UsuarioSesion | null): Promise<void> {
  const s = usuario?.sesion;
  const ahora = Date.now();
  if (!s || ahora - s.actividad < ACTIVIDAD_CADA_MS) return;
  await db.ejecutar(sql`UPDATE sesiones SET actividad = ${ahora} WHERE token_hash = ${s.hash}`);
}

/** The user's open sessions, the newest activity first; `esta` marks the caller's. */
export async function sesionesAbiertas(db: Db, usuario: UsuarioSesion, inactividad: Inactividad): Promise<SesionAbierta[]> {
  const ahora = Date.now();
  const filas = await db.todas<{ token_hash: string; creada: number; actividad: number; direccion: string; navegador: string }>(
    sql`SELECT token_hash, creada, actividad, direccion, navegador FROM sesiones
         WHERE pk_usuario = ${usuario.pk_usuario} AND expira >= ${ahora} AND actividad >= ${ahora - inactividadDe(usuario.rol, inactividad)}
         ORDER BY actividad DESC, creada DESC`,
  );
  return filas.map((f) => ({
    creada: f.creada,
    actividad: f.actividad,
    direccion: f.direccion,
    navegador: f.navegador,
    esta: f.token_hash === usuario.sesion?.hash,
  }));
}

/** Ends every other session of the caller; how many. */
export async function cerrarOtrasSesiones(db: Db, usuario: UsuarioSesion): Promise<number> {
  if (!usuario.sesion) return 0;
  return db.ejecutar(sql`DELETE FROM sesiones WHERE pk_usuario = ${usuario.pk_usuario} AND token_hash <> ${usuario.sesion.hash}`);
}

export async function destruirSesion(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.ejecutar(sql`DELETE FROM sesiones WHERE token_hash = ${hashToken(token)}`);
}

/** Ends every open session of a user (deactivation, password change by an admin). */
export async function destruirSesionesDe(db: Db, pkUsuario: number, exceptToken?: string): Promise<void> {
  if (exceptToken) {
    await db.ejecutar(sql`DELETE FROM sesiones WHERE pk_usuario = ${pkUsuario} AND token_hash <> ${hashToken(exceptToken)}`);
  } else {
    await db.ejecutar(sql`DELETE FROM sesiones WHERE pk_usuario = ${pkUsuario}`);
  }
}

/**
 * Deletes what has expired (hourly, server/index.ts): sessions, password reset links (migration 018)
 * and preview links (022). A link's row only makes it single-use or revocable; once past its
 * `expira` it is refused by that date alone, so the row is of no further use.
 */
export async function purgarVencidas(db: Db, ahora = Date.now()): Promise<void> {
  await db.ejecutar(sql`DELETE FROM sesiones WHERE expira < ${ahora}`);
  await db.ejecutar(sql`DELETE FROM restablecimientos WHERE expira < ${ahora}`);
  await db.ejecutar(sql`DELETE FROM vistas_previas WHERE expira < ${ahora}`);
}
