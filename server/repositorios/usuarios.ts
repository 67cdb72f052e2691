// Accounts' SQL: students, admins and the super admin in one table; sessions are in auth/sessions.ts.
import { normalizar, type Db } from '../db/open';
import { repositorio } from './repositorio';
import type { Rol } from '../../src/shared/api/contract';
import type { Alumno, UsuarioAdmin } from '../../src/shared/api/contract/usuarios';

/** What login reads of an account. */
export interface FilaCuenta {
  pk_usuario: number;
  usuario: string;
  nombre_persona: string;
  rol: Rol;
  hash: string;
  matricula: string | null;
  activo: number;
  contrasena_inicial: number;
  /** Days since the initial password was set (NULL unless it is still initial). */
  dias_inicial: number | null;
}

export interface NombreAdmin {
  nombres: string;
  apellido_p: string;
  apellido_m: string;
}

export interface NuevoUsuario {
  usuario: string;
  nombre: string;
  rol: Rol;
  matricula: string | null;
  hash: string;
  inicial: boolean;
  /** An admin's name parts (the super admin's form edits them separately). */
  partes?: NombreAdmin;
}

export const repoUsuarios = repositorio((db: Db) => {
  const cuenta = db.prepare<[string], FilaCuenta>(
    `SELECT pk_usuario, usuario, nombre_persona, rol, hash, matricula, activo, contrasena_inicial,
            CASE WHEN contrasena_inicial = 1 THEN julianday('now') - julianday(COALESCE(inicial_desde, creado)) END AS dias_inicial
       FROM usuarios WHERE usuario = ?`,
  );
  const credenciales = db.prepare<[number], { hash: string; matricula: string | null; usuario: string }>(
    'SELECT hash, matricula, usuario FROM usuarios WHERE pk_usuario = ?',
  );
  const pkDe = db.prepare<[string], { pk_usuario: number }>('SELECT pk_usuario FROM usuarios WHERE usuario = ?');
  const cuantos = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM usuarios');
  const cuantosSuper = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM usuarios WHERE rol = 's'");
  const ocupada = db.prepare<[string, string, number], { uno: 1 }>(
    'SELECT 1 AS uno FROM usuarios WHERE (usuario = ? COLLATE NOCASE OR matricula = ? COLLATE NOCASE) AND pk_usuario <> ?',
  );
  const loginOcupado = db.prepare<[string], { uno: 1 }>('SELECT 1 AS uno FROM usuarios WHERE usuario = ? COLLATE NOCASE');
  const alumnoActivo = db.prepare<[number], Omit<Alumno, 'contrasena_inicial'>>(
    "SELECT pk_usuario, nombre_persona, matricula FROM usuarios WHERE pk_usuario = ? AND rol = 'e' AND activo = 1",
  );
  const adminActivo = db.prepare<[number], { uno: 1 }>("SELECT 1 AS uno FROM usuarios WHERE pk_usuario = ? AND rol = 'a' AND activo = 1");
  const rolActivo = db.prepare<[number], { rol: Rol }>('SELECT rol FROM usuarios WHERE pk_usuario = ? AND activo = 1');
  const alumnos = db.prepare<[], Omit<Alumno, 'contrasena_inicial'> & { contrasena_inicial: number }>(
    "SELECT pk_usuario, nombre_persona, matricula, contrasena_inicial FROM usuarios WHERE rol = 'e' AND activo = 1 ORDER BY nombre_norm, pk_usuario",
  );
  const admins = db.prepare<[], UsuarioAdmin>(
    `SELECT pk_usuario, usuario, nombre_persona, COALESCE(nombres, nombre_persona) AS nombres, COALESCE(apellido_p, '') AS apellido_p,
            COALESCE(apellido_m, '') AS apellido_m
       FROM usuarios WHERE rol = 'a' AND activo = 1 ORDER BY nombre_norm, pk_usuario`,
  );
  const insertar = db.prepare<[string, string, string, Rol, string | null, string, number, string | null, string | null, string | null]>(
    `INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, matricula, hash, contrasena_inicial, nombres, apellido_p, apellido_m)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const editarAlumno = db.prepare<[string, string, string, string, number]>(
    'UPDATE usuarios SET nombre_persona = ?, nombre_norm = ?, matricula = ?, usuario = ? WHERE pk_usuario = ?',
  );
  const editarAdmin = db.prepare<[string, string, string, string, string, number]>(
    'UPDATE usuarios SET nombres = ?, apellido_p = ?, apellido_m = ?, nombre_persona = ?, nombre_norm = ? WHERE pk_usuario = ?',
  );
  const ponerHash = db.prepare<[string, number, number]>('UPDATE usuarios SET hash = ?, contrasena_inicial = ? WHERE pk_usuario = ?');
  const reestablecer = db.prepare<[string, number]>(
    "UPDATE usuarios SET hash = ?, contrasena_inicial = 1, inicial_desde = datetime('now') WHERE pk_usuario = ?",
  );
  const baja = db.prepare<[number]>('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?');
  const partesDemo = db.prepare<[string, string, string, string]>(
    "UPDATE usuarios SET nombres = ?, apellido_p = ?, apellido_m = ? WHERE usuario = ? AND rol = 'a' AND nombres IS NULL",
  );

  return {
    /** The account with that exact login name, active or not. */
    cuenta: (usuario: string) => cuenta.get(usuario),
    credenciales: (pk: number) => credenciales.get(pk),
    pkDe: (usuario: string) => pkDe.get(usuario)?.pk_usuario,
    hayUsuarios: () => (cuantos.get()?.n ?? 0) > 0,
    haySuperadmin: () => (cuantosSuper.get()?.n ?? 0) > 0,
    /** True when the login name or matricula is taken by any user, active or not (except `excepto`). */
    matriculaOcupada: (m: string, excepto = 0) => ocupada.get(m, m, excepto) !== undefined,
    loginOcupado: (usuario: string) => loginOcupado.get(usuario) !== undefined,
    alumnoActivo: (pk: number) => alumnoActivo.get(pk),
    adminActivo: (pk: number) => adminActivo.get(pk) !== undefined,
    rolActivo: (pk: number) => rolActivo.get(pk)?.rol,
    /** Active students, name order; `contrasena_inicial`: still on the initial password. */
    alumnos: () => alumnos.all().map((f): Alumno => ({ ...f, contrasena_inicial: f.contrasena_inicial === 1 })),
    admins: () => admins.all(),
    insertar(u: NuevoUsuario): number {
      const p = u.partes;
      return Number(
        insertar.run(
          u.usuario,
          u.nombre,
          normalizar(u.nombre),
          u.rol,
          u.matricula,
          u.hash,
          u.inicial ? 1 : 0,
          p?.nombres ?? null,
          p?.apellido_p ?? null,
          p?.apellido_m ?? null,
        ).lastInsertRowid,
      );
    },
    /** A student's name and matricula (which is also the login name). */
    editarAlumno: (pk: number, nombre: string, matricula: string) => void editarAlumno.run(nombre, normalizar(nombre), matricula, matricula, pk),
    editarAdmin: (pk: number, partes: NombreAdmin, nombre: string) =>
      void editarAdmin.run(partes.nombres, partes.apellido_p, partes.apellido_m, nombre, normalizar(nombre), pk),
    ponerHash: (pk: number, hash: string, inicial: boolean) => void ponerHash.run(hash, inicial ? 1 : 0, pk),
    /** Back to an initial password (`hash`), counted from now (CONTRASENA_INICIAL_DIAS). */
    reestablecer: (pk: number, hash: string) => void reestablecer.run(hash, pk),
    darBaja: (pk: number) => void baja.run(pk),
    /** The demo admin's name parts, when not set yet. */
    partesDemo: (usuario: string, p: NombreAdmin) => void partesDemo.run(p.nombres, p.apellido_p, p.apellido_m, usuario),
  };
});
