// Admin users' accounts, managed by the super admin: register (a random initial password shown
// once) and edit (the admin variants of registrarUsuario and editarUsuario, usuarios.ts), list.
import { funcion } from '@server/api/funcion';
import { noEncontrado } from '@server/api/errores';
import { z } from '@server/api/validacion';
import { type Db } from '@server/db/db';
import { normalizar } from '@server/db/normalizar';
import { repoUsuarios } from './repositorio';
import { contrasenaAleatoria, hashPassword } from '@server/autenticacion/contrasenas';
import { esquemaAdmin, esquemaPermisosAdmin } from '@/shared/api/contrato/usuarios';
import { MSJ, validar } from '@server/funciones/cuentas';
import { reactivacion } from '@server/funciones/bajas';

const nombreAdmin = (a: { nombres: string; apellido_p: string; apellido_m: string }) =>
  [a.nombres, a.apellido_p, a.apellido_m].filter(Boolean).join(' ');

/** The login name of a new admin: first given name + '.' + paternal surname, ascii, unique. */
export async function derivarUsuario(db: Db, a: { nombres: string; apellido_p: string }): Promise<string> {
  const limpio = (s: string) => normalizar(s.split(/\s+/)[0] ?? '').replace(/[^a-z0-9]/g, '');
  const base = [limpio(a.nombres), limpio(a.apellido_p)].filter(Boolean).join('.') || 'admin';
  const repo = repoUsuarios(db);
  let candidato = base;
  for (let n = 2; await repo.loginOcupado(candidato); n++) candidato = `${base}${n}`;
  return candidato;
}

export interface ClaveNueva {
  contrasena: string;
  hash: string;
}

/** registrarUsuario with rol = 'a', before the write phase: the random password, hashed (scrypt). */
export async function claveDeAdmin(p: unknown): Promise<ClaveNueva> {
  validar(esquemaAdmin, p);
  validar(esquemaPermisosAdmin, p);
  const contrasena = contrasenaAleatoria();
  return { contrasena, hash: await hashPassword(contrasena) };
}

/** registrarUsuario with rol = 'a'. */
export async function registrarAdmin(db: Db, p: unknown, clave: ClaveNueva | null) {
  const a = validar(esquemaAdmin, p);
  if (!clave) throw new Error('registrarUsuario: prepara no dio la contraseña del administrador');
  const { contrasena, hash } = clave;
  const permisos = validar(esquemaPermisosAdmin, p);
  const usuario = await derivarUsuario(db, a);
  const pk = await repoUsuarios(db).insertar({ usuario, nombre: nombreAdmin(a), rol: 'a', matricula: null, hash, inicial: true, partes: a });
  await repoUsuarios(db).permisosAdmin(pk, permisos);
  return {
    codigo: 1 as const,
    mensaje: 'Administrador registrado. Anote la contraseña: no se volverá a mostrar.',
    usuario,
    contrasena,
  };
}

/** editarUsuario with idAdmin. */
export async function editarAdmin(db: Db, idAdmin: number, p: unknown) {
  if (!(await repoUsuarios(db).adminActivo(idAdmin))) throw noEncontrado(MSJ.usuarioNoExiste);
  const a = validar(esquemaAdmin, p);
  const permisos = validar(esquemaPermisosAdmin, p);
  await repoUsuarios(db).editarAdmin(idAdmin, a, nombreAdmin(a));
  await repoUsuarios(db).permisosAdmin(idAdmin, permisos);
  return { codigo: 1 as const, mensaje: 'Datos del administrador actualizados.' };
}

export const funcionesAdministradores = {
  mostrarUsuarios: funcion('mostrarUsuarios', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return repoUsuarios(db).admins();
    },
  }),
  reactivarUsuario: reactivacion('reactivarUsuario', {
    acceso: ['s'],
    entidad: 'usuario',
    noExiste: MSJ.usuarioDeBajaNoExiste,
    hecho: MSJ.usuarioReactivado,
  }),
};
