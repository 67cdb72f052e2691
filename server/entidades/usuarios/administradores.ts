// Admin users' accounts, managed by the super admin: register (a random initial password shown
// once) and edit (the admin variants of registrarUsuario and editarUsuario, usuarios.ts), list.
import { funcion } from '@server/api/funcion';
import { noEncontrado } from '@server/base/errores';
import { z } from '@server/api/validacion';
import { type Db } from '@server/db/db';
import { normalizar } from '@server/db/normalizar';
import { repoUsuarios } from './repositorio';
import { contrasenaAleatoria, hashPassword } from '@server/autenticacion/contrasenas';
import { esquemaAdmin, esquemaPermisosAdmin } from '@/shared/api/contrato/usuarios';
import { MSJ, validar } from './cuentas';
import { reactivacion } from '@server/funciones/bajas';
import { correo as esquemaCorreo } from '@server/funciones/avisos';
import { repoAvisos } from '@server/db/repositorios/avisos';
import { repoIdentidades } from '@server/db/repositorios/identidades';

/** The new admin's e-mail, optional ('' or absent: none, the one-time password as before). */
const correoAdmin = z.object({ correo: z.union([z.literal(''), esquemaCorreo]).optional() });

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
  /** The address the super admin typed (the welcome link goes there), or null. */
  correo: string | null;
}

/** registrarUsuario with rol = 'a', before the write phase: every field checked, the random password hashed (scrypt). */
export async function claveDeAdmin(p: unknown): Promise<ClaveNueva> {
  validar(esquemaAdmin, p);
  validar(esquemaPermisosAdmin, p);
  const correo = validar(correoAdmin, p).correo || null;
  const contrasena = contrasenaAleatoria();
  return { contrasena, hash: await hashPassword(contrasena), correo };
}

/**
 * registrarUsuario with rol = 'a'. Without an e-mail: the random initial password, shown once (SPEC).
 * With one (issue 44): the address is set, confirmed by the super admin's word (as an admin's for a
 * student), the random password is never shown nor known (`contrasena_desconocida`), and the caller
 * sends the welcome link; the answer carries no password.
 */
export async function registrarAdmin(db: Db, p: unknown, clave: ClaveNueva | null) {
  const a = validar(esquemaAdmin, p);
  if (!clave) throw new Error('registrarUsuario: prepara no dio la contraseña del administrador');
  const { contrasena, hash, correo } = clave;
  const permisos = validar(esquemaPermisosAdmin, p);
  const usuario = await derivarUsuario(db, a);
  const nombre = nombreAdmin(a);
  const pk = await repoUsuarios(db).insertar({ usuario, nombre, rol: 'a', matricula: null, hash, inicial: !correo, partes: a });
  await repoUsuarios(db).permisosAdmin(pk, permisos);
  if (correo) {
    await repoAvisos(db).fijarCorreo(pk, correo);
    await repoIdentidades(db).marcarDesconocida(pk);
    const respuesta = {
      codigo: 1 as const,
      mensaje: `Administrador registrado. Le enviamos a ${correo} un enlace para elegir su contraseña: vale 24 horas y sirve una sola vez.`,
      usuario,
      correo,
    };
    return { respuesta, bienvenida: { pk, correo, usuario, nombre } };
  }
  return {
    respuesta: { codigo: 1 as const, mensaje: 'Administrador registrado. Anote la contraseña: no se volverá a mostrar.', usuario, contrasena },
    bienvenida: null,
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
