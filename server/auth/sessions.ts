// Server-side sessions: a random token in an httpOnly SameSite=Strict cookie, stored hashed.
// The role cookies the SPA keeps are UI hints only; the role always comes from here.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import type { Rol } from '../../src/shared/api/contract';

export const SESSION_COOKIE = 'sid';

export interface UsuarioSesion {
  pk_usuario: number;
  usuario: string;
  nombre_persona: string;
  rol: Rol;
  contrasena_inicial: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, pkUsuario: number, hours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.ejecutar(
    sql`INSERT INTO sesiones (token_hash, pk_usuario, creada, expira) VALUES (${hashToken(token)}, ${pkUsuario}, ${now}, ${now + hours * 3600_000})`,
  );
  return token;
}

export async function findSession(db: Db, token: string | undefined): Promise<UsuarioSesion | null> {
  if (!token || token.length > 100) return null;
  const row = await db.una<Omit<UsuarioSesion, 'contrasena_inicial'> & { contrasena_inicial: number; expira: number }>(
    sql`SELECT u.pk_usuario, u.usuario, u.nombre_persona, u.rol, u.contrasena_inicial, s.expira
          FROM sesiones s JOIN usuarios u ON u.pk_usuario = s.pk_usuario
         WHERE s.token_hash = ${hashToken(token)} AND u.activo = 1`,
  );
  // an expired row is left for purgeExpired(): reading a session never writes
  if (!row || row.expira < Date.now()) return null;
  return {
    pk_usuario: row.pk_usuario,
    usuario: row.usuario,
    nombre_persona: row.nombre_persona,
    rol: row.rol,
    contrasena_inicial: row.contrasena_inicial === 1,
  };
}

export async function destroySession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.ejecutar(sql`DELETE FROM sesiones WHERE token_hash = ${hashToken(token)}`);
}

/** Ends every open session of a user (deactivation, password change by an admin). */
export async function destroyUserSessions(db: Db, pkUsuario: number, exceptToken?: string): Promise<void> {
  if (exceptToken) {
    await db.ejecutar(sql`DELETE FROM sesiones WHERE pk_usuario = ${pkUsuario} AND token_hash <> ${hashToken(exceptToken)}`);
  } else {
    await db.ejecutar(sql`DELETE FROM sesiones WHERE pk_usuario = ${pkUsuario}`);
  }
}

export async function purgeExpired(db: Db): Promise<void> {
  await db.ejecutar(sql`DELETE FROM sesiones WHERE expira < ${Date.now()}`);
}
