// Accounts' SQL: students, admins and the super admin in one table; sessions are in autenticacion/sesiones.ts.
// Its tables: server/db/migrations/001_base.sql, 005_limites_y_contrasenas.sql, 008_dos_pasos_y_seguridad.sql,
// 010_avisos.sql, 017_identidad_oidc.sql (numbered in one shared order).
import { sql } from 'kysely';
import { normalizar } from '@server/db/normalizar';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import { retirarRestablecimientos } from '@server/db/repositorios/enlacesRestablecer';
import type { Rol } from '@/shared/api/contrato';
import type { Alumno, UsuarioAdmin } from '@/shared/api/contrato/usuarios';
import { leerSecciones, type Seccion } from '@/shared/api/contrato/secciones';
import type { Entidad } from '@server/db/repositorios/entidad';

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
  /** 1: a demo account, never asked to enrol a second factor. */
  exento_2fa: number;
  /** Issue 48: an admin's sections (JSON text) and publishing right (absent on rows read elsewhere). */
  secciones?: string;
  puede_publicar?: number;
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
  /** A demo account: never asked to enrol a second factor. */
  exento2fa?: boolean;
}

export const repoUsuarios = repositorio((db: Db) => {
  const uno = async (q: ReturnType<typeof sql>) => (await db.una(q)) !== undefined;
  const n = async (q: ReturnType<typeof sql<{ n: number }>>) => (await db.una(q))?.n ?? 0;
  return {
    /** The account with that exact login name, active or not. */
    cuenta: (usuario: string) =>
      db.una<FilaCuenta>(
        sql`SELECT pk_usuario, usuario, nombre_persona, rol, hash, matricula, activo, contrasena_inicial, exento_2fa, secciones, puede_publicar,
                   CASE WHEN contrasena_inicial = 1 THEN ${db.diasDesde(sql`COALESCE(inicial_desde, creado)`)} END AS dias_inicial
              FROM usuarios WHERE usuario = ${usuario}`,
      ),
    /** What the second step needs of an account (login name and name for events and the session). */
    porPk: (pk: number) =>
      db.una<FilaCuenta>(
        sql`SELECT pk_usuario, usuario, nombre_persona, rol, hash, matricula, activo, contrasena_inicial, exento_2fa, secciones, puede_publicar, NULL AS dias_inicial
              FROM usuarios WHERE pk_usuario = ${pk}`,
      ),
    credenciales: (pk: number) =>
      db.una<{ hash: string; matricula: string | null; usuario: string; contrasena_desconocida: number }>(
        sql`SELECT hash, matricula, usuario, contrasena_desconocida FROM usuarios WHERE pk_usuario = ${pk}`,
      ),
    pkDe: async (usuario: string) =>
      (await db.una<{ pk_usuario: number }>(sql`SELECT pk_usuario FROM usuarios WHERE usuario = ${usuario}`))?.pk_usuario,
    hayUsuarios: async () => (await n(sql<{ n: number }>`SELECT COUNT(*) AS n FROM usuarios`)) > 0,
    haySuperadmin: async () => (await n(sql<{ n: number }>`SELECT COUNT(*) AS n FROM usuarios WHERE rol = 's'`)) > 0,
    /** True when the login name or matricula is taken by any user, active or not (except `excepto`); case-insensitive. */
    matriculaOcupada: (m: string, excepto = 0) =>
      uno(
        sql`SELECT 1 AS uno FROM usuarios WHERE (${db.igualSinMayusculas('usuario', m)} OR ${db.igualSinMayusculas('matricula', m)}) AND pk_usuario <> ${excepto}`,
      ),
    loginOcupado: (usuario: string) => uno(sql`SELECT 1 AS uno FROM usuarios WHERE ${db.igualSinMayusculas('usuario', usuario)}`),
    alumnoActivo: (pk: number) =>
      db.una<Omit<Alumno, 'contrasena_inicial'>>(
        sql`SELECT pk_usuario, nombre_persona, matricula, correo FROM usuarios WHERE pk_usuario = ${pk} AND rol = 'e' AND activo = 1`,
      ),
    adminActivo: (pk: number) => uno(sql`SELECT 1 AS uno FROM usuarios WHERE pk_usuario = ${pk} AND rol = 'a' AND activo = 1`),
    rolActivo: async (pk: number) => (await db.una<{ rol: Rol }>(sql`SELECT rol FROM usuarios WHERE pk_usuario = ${pk} AND activo = 1`))?.rol,
    /** Active students, name order; `contrasena_inicial`: still on the initial password. */
    alumnos: async () =>
      (
        await db.todas<Omit<Alumno, 'contrasena_inicial'> & { contrasena_inicial: number }>(
          sql`SELECT pk_usuario, nombre_persona, matricula, contrasena_inicial FROM usuarios WHERE rol = 'e' AND activo = 1 ORDER BY nombre_norm, pk_usuario`,
        )
      ).map((f): Alumno => ({ ...f, contrasena_inicial: f.contrasena_inicial === 1 })),
    admins: async () =>
      (
        await db.todas<Omit<UsuarioAdmin, 'secciones' | 'puedePublicar'> & { secciones: string; puede_publicar: number }>(
          sql`SELECT pk_usuario, usuario, nombre_persona, COALESCE(nombres, nombre_persona) AS nombres, COALESCE(apellido_p, '') AS apellido_p,
                     COALESCE(apellido_m, '') AS apellido_m, secciones, puede_publicar
                FROM usuarios WHERE rol = 'a' AND activo = 1 ORDER BY nombre_norm, pk_usuario`,
        )
      ).map(({ puede_publicar, secciones, ...a }): UsuarioAdmin => ({
        ...a,
        secciones: leerSecciones(secciones),
        puedePublicar: puede_publicar === 0 ? 0 : 1,
      })),
    /** Issue 48: an admin's sections and publishing right (each only when sent). */
    async permisosAdmin(pk: number, p: { secciones?: readonly Seccion[]; puedePublicar?: 0 | 1 }) {
      if (p.secciones !== undefined) await db.ejecutar(sql`UPDATE usuarios SET secciones = ${JSON.stringify(p.secciones)} WHERE pk_usuario = ${pk}`);
      if (p.puedePublicar !== undefined) await db.ejecutar(sql`UPDATE usuarios SET puede_publicar = ${p.puedePublicar} WHERE pk_usuario = ${pk}`);
    },
    async insertar(u: NuevoUsuario): Promise<number> {
      const p = u.partes;
      const fila = await db.una<{ pk_usuario: number }>(
        sql`INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, matricula, hash, contrasena_inicial, nombres, apellido_p, apellido_m, exento_2fa)
            VALUES (${u.usuario}, ${u.nombre}, ${normalizar(u.nombre)}, ${u.rol}, ${u.matricula}, ${u.hash}, ${u.inicial ? 1 : 0},
                    ${p?.nombres ?? null}, ${p?.apellido_p ?? null}, ${p?.apellido_m ?? null}, ${u.exento2fa ? 1 : 0})
            RETURNING pk_usuario`,
      );
      return fila!.pk_usuario;
    },
    /** A student's name and matricula (which is also the login name). */
    editarAlumno: async (pk: number, nombre: string, matricula: string) =>
      void (await db.ejecutar(
        sql`UPDATE usuarios SET nombre_persona = ${nombre}, nombre_norm = ${normalizar(nombre)}, matricula = ${matricula}, usuario = ${matricula} WHERE pk_usuario = ${pk}`,
      )),
    editarAdmin: async (pk: number, partes: NombreAdmin, nombre: string) =>
      void (await db.ejecutar(
        sql`UPDATE usuarios SET nombres = ${partes.nombres}, apellido_p = ${partes.apellido_p}, apellido_m = ${partes.apellido_m},
                   nombre_persona = ${nombre}, nombre_norm = ${normalizar(nombre)}
             WHERE pk_usuario = ${pk}`,
      )),
    /** A new password: the account's mailed reset links die with the old one (issue 45). */
    async ponerHash(pk: number, hash: string, inicial: boolean) {
      await db.ejecutar(
        sql`UPDATE usuarios SET hash = ${hash}, contrasena_inicial = ${inicial ? 1 : 0}, contrasena_desconocida = 0 WHERE pk_usuario = ${pk}`,
      );
      await retirarRestablecimientos(db, pk);
    },
    /** Back to an initial password (`hash`), counted from now (CONTRASENA_INICIAL_DIAS); mailed reset links die. */
    async reestablecer(pk: number, hash: string) {
      await db.ejecutar(
        sql`UPDATE usuarios SET hash = ${hash}, contrasena_inicial = 1, contrasena_desconocida = 0, inicial_desde = ${db.ahora()} WHERE pk_usuario = ${pk}`,
      );
      await retirarRestablecimientos(db, pk);
    },
    darBaja: async (pk: number) => void (await db.ejecutar(sql`UPDATE usuarios SET activo = 0 WHERE pk_usuario = ${pk}`)),
    /** The demo admin's name parts, when not set yet. */
    partesDemo: async (usuario: string, p: NombreAdmin) =>
      void (await db.ejecutar(
        sql`UPDATE usuarios SET nombres = ${p.nombres}, apellido_p = ${p.apellido_p}, apellido_m = ${p.apellido_m}
             WHERE usuario = ${usuario} AND rol = 'a' AND nombres IS NULL`,
      )),
  };
});

/** Accounts: in the audit trail only. */
export const entidadUsuario: Entidad = {
  entidad: 'usuario',
  // the password and its state stay as they were; sessions are not brought back
  baja: {
    reactivar: {
      reactivarAlumno: (pk) => sql`UPDATE usuarios SET activo = 1 WHERE pk_usuario = ${pk} AND rol = 'e' AND activo = 0`,
      reactivarUsuario: (pk) => sql`UPDATE usuarios SET activo = 1 WHERE pk_usuario = ${pk} AND rol = 'a' AND activo = 0`,
    },
    // the students' (the admins' is mostrarUsuariosDeBaja: repositorios/bajas.ts' adminsDeBaja)
    lista: {
      nombre: 'alumnos',
      filas: () => sql`SELECT pk_usuario AS pk, nombre_persona AS nombre, 'Matrícula ' || coalesce(matricula, usuario) AS detalle,
                      nombre_norm || ' ' || lower(coalesce(matricula, usuario)) AS buscable
                 FROM usuarios WHERE rol = 'e' AND activo = 0`,
      orden: sql`x.buscable, x.pk`,
    },
  },
  tabla: { tabla: 'usuarios', pk: 'pk_usuario', nombre: 'nombre_persona' },
  // the students' list (the admins' are the super admin's, one by one)
  lote: { donde: sql`AND rol = 'e'` },
  // importarAlumnos: up to 5,000 rows as JSON
  camposGrandes: ['filas'],
};
