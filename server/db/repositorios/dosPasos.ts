// The second factor's SQL: each account's TOTP secret and last accepted step, its
// recovery codes (hashed), the pending second steps of logins, and the settings row.
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';

export interface EstadoTotp {
  secreto: string;
  activo: number;
  ultimo_paso: number;
  /** When it was activated ('YYYY-MM-DD HH:MM:SS', UTC); null while pending. */
  desde: string | null;
}

export const repoDosPasos = repositorio((db: Db) => ({
  totp: (pk: number) =>
    db.una<EstadoTotp>(sql`SELECT secreto, activo, ultimo_paso, desde FROM dos_pasos WHERE fk_usuario = ${pk}`).then((f) => f ?? null),
  /** A new pending secret (enrolment started again replaces the previous, never an active one). */
  async pendiente(pk: number, secreto: string): Promise<boolean> {
    await db.ejecutar(sql`DELETE FROM dos_pasos WHERE fk_usuario = ${pk} AND activo = 0`);
    return (
      (await db.ejecutar(
        sql`INSERT INTO dos_pasos (fk_usuario, secreto, activo, ultimo_paso) VALUES (${pk}, ${secreto}, 0, 0) ON CONFLICT (fk_usuario) DO NOTHING`,
      )) === 1
    );
  },
  /** Confirms enrolment with the step just used; false when it was not pending. */
  activar: async (pk: number, paso: number) =>
    (await db.ejecutar(
      sql`UPDATE dos_pasos SET activo = 1, ultimo_paso = ${paso}, desde = ${db.ahora()} WHERE fk_usuario = ${pk} AND activo = 0`,
    )) === 1,
  /** Takes step `paso` for the account once: false when it (or a later one) was already used. */
  usarPaso: async (pk: number, paso: number) =>
    (await db.ejecutar(sql`UPDATE dos_pasos SET ultimo_paso = ${paso} WHERE fk_usuario = ${pk} AND activo = 1 AND ultimo_paso < ${paso}`)) === 1,
  /** Removes the factor and its recovery codes (disable, or the super admin's reset). */
  async quitar(pk: number): Promise<boolean> {
    const n = await db.ejecutar(sql`DELETE FROM dos_pasos WHERE fk_usuario = ${pk}`);
    await db.ejecutar(sql`DELETE FROM codigos_recuperacion WHERE fk_usuario = ${pk}`);
    return n > 0;
  },
  async guardarCodigos(pk: number, hashes: string[]): Promise<void> {
    await db.ejecutar(sql`DELETE FROM codigos_recuperacion WHERE fk_usuario = ${pk}`);
    for (const h of hashes) await db.ejecutar(sql`INSERT INTO codigos_recuperacion (fk_usuario, hash) VALUES (${pk}, ${h})`);
  },
  /** Marks an unused recovery code as used; false when it is not one (or was used already). */
  usarCodigo: async (pk: number, hash: string) =>
    (await db.ejecutar(sql`UPDATE codigos_recuperacion SET usado = ${db.ahora()} WHERE fk_usuario = ${pk} AND hash = ${hash} AND usado IS NULL`)) ===
    1,
  codigoDisponible: async (pk: number, hash: string) =>
    (await db.una<{ uno: number }>(sql`SELECT 1 AS uno FROM codigos_recuperacion WHERE fk_usuario = ${pk} AND hash = ${hash} AND usado IS NULL`)) !==
    undefined,
  codigosRestantes: async (pk: number) =>
    (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM codigos_recuperacion WHERE fk_usuario = ${pk} AND usado IS NULL`))?.n ?? 0,

  crearPendiente: (tokenHash: string, pk: number, expira: number) =>
    db.ejecutar(sql`INSERT INTO pasos_pendientes (token_hash, fk_usuario, expira) VALUES (${tokenHash}, ${pk}, ${expira})`),
  /** The account of a pending step still valid, or null. */
  pendienteDe: async (tokenHash: string) =>
    (await db.una<{ fk_usuario: number }>(sql`SELECT fk_usuario FROM pasos_pendientes WHERE token_hash = ${tokenHash} AND expira > ${Date.now()}`))
      ?.fk_usuario ?? null,
  /** Uses a pending step up: false when another call already did. */
  consumirPendiente: async (tokenHash: string) => (await db.ejecutar(sql`DELETE FROM pasos_pendientes WHERE token_hash = ${tokenHash}`)) === 1,
  purgarPendientes: () => db.ejecutar(sql`DELETE FROM pasos_pendientes WHERE expira < ${Date.now()}`),

  async ajustes(): Promise<Record<string, string>> {
    const filas = await db.todas<{ clave: string; valor: string }>(sql`SELECT clave, valor FROM ajustes`);
    return Object.fromEntries(filas.map((f) => [f.clave, f.valor]));
  },
  guardarAjuste: (clave: string, valor: string) =>
    db.ejecutar(sql`INSERT INTO ajustes (clave, valor) VALUES (${clave}, ${valor}) ON CONFLICT (clave) DO UPDATE SET valor = ${valor}`),
}));
