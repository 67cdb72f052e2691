// A new account with its password hashed: the seeds, the first super admin, the tests' accounts and
// the university sign-in (cuentaOidc.ts) all insert users this way. In autenticacion/, below the
// seeds that use it (docs/decisiones/0068-capas-del-servidor.md).
import type { Db } from '@server/db/db';
import { repoUsuarios } from '@server/entidades/usuarios/repositorio';
import { HASH_MATRICULA, hashPassword } from './contrasenas';

/** Inserts one account; answers its pk. */
export async function insertarUsuario(
  db: Db,
  u: {
    rol: 'e' | 'a' | 's';
    usuario: string;
    contrasena: string;
    nombre: string;
    matricula?: string | null;
    inicial?: boolean;
    /** A demo account (SEED_DEMO, the tests' accounts): never asked to enrol a second factor. */
    exento2fa?: boolean;
  },
): Promise<number> {
  // a student whose initial password is the matricula needs no scrypt (see HASH_MATRICULA)
  const hash = u.inicial && u.rol === 'e' && u.matricula && u.contrasena === u.matricula ? HASH_MATRICULA : await hashPassword(u.contrasena);
  return repoUsuarios(db).insertar({
    usuario: u.usuario,
    nombre: u.nombre,
    rol: u.rol,
    matricula: u.matricula ?? null,
    hash,
    inicial: !!u.inicial,
    exento2fa: !!u.exento2fa,
  });
}
