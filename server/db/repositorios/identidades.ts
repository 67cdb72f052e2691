// The university sign-in's SQL (autenticacion/cuentaOidc.ts): an account by its recorded identity,
// by matrícula or by confirmed e-mail, and the identity recorded on it (migration 017).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { FilaCuenta } from '@server/entidades/usuarios/repositorio';

export type FilaIdentidad = FilaCuenta & { oidc_emisor: string | null; oidc_sujeto: string | null };

const COLUMNAS = sql`pk_usuario, usuario, nombre_persona, rol, hash, matricula, activo, contrasena_inicial, exento_2fa, NULL AS dias_inicial,
                     oidc_emisor, oidc_sujeto`;

export const repoIdentidades = repositorio((db: Db) => ({
  porIdentidad: (emisor: string, sujeto: string) =>
    db.una<FilaIdentidad>(sql`SELECT ${COLUMNAS} FROM usuarios WHERE oidc_emisor = ${emisor} AND oidc_sujeto = ${sujeto}`),
  /** A student by matrícula (case-insensitive, as it is typed at login). */
  porMatricula: (matricula: string) =>
    db.una<FilaIdentidad>(sql`SELECT ${COLUMNAS} FROM usuarios WHERE rol = 'e' AND ${db.igualSinMayusculas('matricula', matricula)}`),
  /** Staff by confirmed e-mail (the demo accounts' seeded addresses are confirmed). */
  personalPorCorreo: (correo: string) =>
    db.una<FilaIdentidad>(
      sql`SELECT ${COLUMNAS} FROM usuarios WHERE rol IN ('a', 's') AND correo_confirmado = 1 AND ${db.igualSinMayusculas('correo', correo)}`,
    ),
  /** Records the identity on an account that has none yet. */
  vincular: (pk: number, emisor: string, sujeto: string) =>
    db.ejecutar(sql`UPDATE usuarios SET oidc_emisor = ${emisor}, oidc_sujeto = ${sujeto} WHERE pk_usuario = ${pk} AND oidc_sujeto IS NULL`),
  /** Ends an initial password (the matrícula anyone may know) once the account signed in through the provider. */
  cerrarInicial: (pk: number, hash: string) =>
    db.ejecutar(
      sql`UPDATE usuarios SET hash = ${hash}, contrasena_inicial = 0, contrasena_desconocida = 1 WHERE pk_usuario = ${pk} AND contrasena_inicial = 1`,
    ),
  /** An account the sign-in created with a random password: its owner knows none (no "Contraseña actual" to ask). */
  marcarDesconocida: (pk: number) => db.ejecutar(sql`UPDATE usuarios SET contrasena_desconocida = 1 WHERE pk_usuario = ${pk}`),
}));
