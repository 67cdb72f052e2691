// Accounts: the funciones shared by both kinds of account, each with its variants (an admin
// manages students: alumnos.ts; the super admin manages admins: administradores.ts; the rule of
// each variant is in the entry, checked by the pipeline), deactivation, and everyone's change of
// an initial password. Deactivation marks activo = 0 and ends the user's sessions; nothing is deleted.
import { funcion, type Variantes } from '@server/api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, pk, primerMensaje } from '@server/api/validacion';
import type { Db } from '@server/db/db';
import { repoAvisos } from '@server/db/repositorios/avisos';
import { correo } from '@server/funciones/avisos';
import { cuentaAdmin } from '@server/funciones/avisosDeContenido';
import { correoBienvenidaAdmin } from '@server/autenticacion/restablecer';
import { repoUsuarios } from './repositorio';
import { hashPassword, verificarCuenta } from '@server/autenticacion/contrasenas';
import { destruirSesionesDe } from '@server/autenticacion/sesiones';
import { esContrasenaComun } from '@server/autenticacion/comunes';
import { problemaContrasenaNueva, esquemaAdmin, esquemaAlumno } from '@/shared/api/contrato/usuarios';
import { MATRICULA, MSJ, contrasenaNueva } from './cuentas';
import { duplicada, editarAlumno, funcionesAlumnos, registrarAlumno } from './alumnos';
import { claveDeAdmin, editarAdmin, funcionesAdministradores, registrarAdmin } from './administradores';

export { MSJ, MATRICULA, duplicada };

/** A student's account is the admin's; an admin's account is the super admin's. */
const DE_ALUMNO = { roles: ['a'], mensaje: MSJ.soloAdminAlumnos } as const;
const DE_ADMIN = { roles: ['s'], mensaje: MSJ.soloSuperAdmins } as const;

const porRol: Variantes<{ rol: 'e' | 'a' }> = {
  de: (p) => (p.rol === 'e' ? 'alumno' : 'admin'),
  porNombre: { alumno: { ...DE_ALUMNO, selector: { rol: 'e' } }, admin: { ...DE_ADMIN, selector: { rol: 'a' } } },
};
const porId: Variantes<{ idAlumno?: number; idAdmin?: number }> = {
  de: (p) => (p.idAlumno !== undefined ? 'alumno' : p.idAdmin !== undefined ? 'admin' : undefined),
  porNombre: { alumno: { ...DE_ALUMNO, selector: { idAlumno: '1' } }, admin: { ...DE_ADMIN, selector: { idAdmin: '1' } } },
};

/** The fields of both account forms: the trail may quote them (their schemas are loose). */
const CAMPOS_USUARIO = [...Object.keys(esquemaAlumno.shape), ...Object.keys(esquemaAdmin.shape), 'secciones', 'puedePublicar'];

/** The e-mail an admin may enter for a student (`correo`: absent keeps it, '' removes it). */
async function correoDeAlumno(db: Db, pk: number | undefined, p: Record<string, unknown>) {
  if (pk === undefined || !('correo' in p)) return;
  const r = z.union([z.literal(''), correo]).safeParse(p.correo);
  if (!r.success) throw new ErrorApi(primerMensaje(r.error));
  await repoAvisos(db).fijarCorreo(pk, r.data === '' ? null : r.data);
}

export const funcionesUsuarios = {
  registrarUsuario: funcion('registrarUsuario', {
    acceso: ['a', 's'],
    seccion: 'alumnos',
    variantes: porRol,
    escribe: true,
    bitacora: { entidad: 'usuario', nueva: true, campos: CAMPOS_USUARIO },
    schema: z.looseObject({ rol: z.enum(['e', 'a'], { error: MSJ.rol }) }),
    // an admin's random password is hashed (scrypt, asynchronous) before the write phase
    prepara: (p) => (p.rol === 'e' ? null : claveDeAdmin(p)),
    async run(p, ctx, clave) {
      if (p.rol === 'e') {
        const r = await registrarAlumno(ctx.db, p);
        await correoDeAlumno(ctx.db, await repoUsuarios(ctx.db).pkDe(esquemaAlumno.parse(p).matricula), p);
        return r;
      }
      const { respuesta, bienvenida } = await registrarAdmin(ctx.db, p, clave);
      if (bienvenida) await correoBienvenidaAdmin(ctx.db, ctx.config, bienvenida);
      await cuentaAdmin(ctx, respuesta.usuario, true);
      return respuesta;
    },
  }),

  editarUsuario: funcion('editarUsuario', {
    acceso: ['a', 's'],
    seccion: 'alumnos',
    variantes: porId,
    escribe: true,
    bitacora: { entidad: 'usuario', pk: 'idAlumno|idAdmin', campos: CAMPOS_USUARIO },
    schema: z.looseObject({ idAlumno: pk().optional(), idAdmin: pk().optional() }),
    async run(p, { db }) {
      if (p.idAlumno !== undefined) {
        const r = await editarAlumno(db, p.idAlumno, p);
        await correoDeAlumno(db, p.idAlumno, p);
        return r;
      }
      if (p.idAdmin !== undefined) return editarAdmin(db, p.idAdmin, p);
      throw new ErrorApi('Identificador no válido.');
    },
  }),

  darBaja: funcion('darBaja', {
    acceso: ['a', 's'],
    seccion: 'alumnos',
    escribe: true,
    bitacora: { entidad: 'usuario', pk: 'idAlumno|pk' },
    schema: z.looseObject({ idAlumno: pk().optional(), pk: pk().optional() }),
    async run(p, ctx) {
      const { db, usuario } = ctx;
      const id = p.idAlumno ?? p.pk;
      if (id === undefined) throw new ErrorApi('Identificador no válido.');
      if (id === usuario.pk_usuario) throw new ErrorApi('No puede darse de baja a sí mismo.', 403);
      const rol = await repoUsuarios(db).rolActivo(id);
      // an admin deactivates students; the super admin deactivates admins; nobody the super admin
      const propio = usuario.rol === 'a' ? 'e' : 'a';
      if (!rol) throw noEncontrado(usuario.rol === 'a' ? MSJ.alumnoNoExiste : MSJ.usuarioNoExiste);
      if (rol === 's') throw new ErrorApi('No se puede dar de baja al super administrador.', 403);
      if (rol !== propio) throw new ErrorApi(usuario.rol === 'a' ? MSJ.soloSuperAdmins : MSJ.soloAdminAlumnos, 403);
      await repoUsuarios(db).darBaja(id);
      await destruirSesionesDe(db, id);
      if (rol === 'a') await cuentaAdmin(ctx, (await repoUsuarios(db).credenciales(id))?.usuario ?? String(id), false);
      return { codigo: 1 as const, mensaje: rol === 'e' ? 'Alumno dado de baja.' : 'Usuario dado de baja.' };
    },
  }),

  cambiarContrasena: funcion('cambiarContrasena', {
    acceso: ['e', 'a', 's'],
    escribe: true,
    bitacora: { entidad: 'usuario' },
    conContrasenaInicial: true,
    schema: z.object({
      // optional on the wire: an account the university sign-in made has no password its owner knows (issue 44)
      contrasena_actual: z.string({ error: MSJ.contrasenaActual }).max(200, MSJ.contrasenaIncorrecta).optional(),
      contrasena_nueva: contrasenaNueva,
    }),
    // checking the current password and hashing the new one are asynchronous (scrypt): done, with
    // the failed-attempt records, before the write phase
    async prepara({ contrasena_actual, contrasena_nueva }, ctx) {
      const { db } = ctx;
      const yo = ctx.usuario;
      const fila = await repoUsuarios(db).credenciales(yo.pk_usuario);
      if (!fila) throw new ErrorApi(MSJ.usuarioNoExiste, 404);
      // failures are limited per account, not per address: a whole class behind one school NAT
      // changes its initial passwords on the first day. Reserved before the check (a burst gets no
      // more checks than the limit), given back when the current password was right.
      const clave = String(yo.pk_usuario);
      const desconocida = fila.contrasena_desconocida === 1;
      if (!desconocida) {
        if (!contrasena_actual) throw new ErrorApi(MSJ.contrasenaActual);
        if (!(await ctx.limites.reservar(ctx.limites.cambioContrasena, clave)).ok) throw new ErrorApi(MSJ.demasiadosIntentos, 429);
        if (!(await verificarCuenta(contrasena_actual, fila))) throw new ErrorApi(MSJ.contrasenaIncorrecta, 403);
        await ctx.limites.cambioContrasena.delete(clave);
      }
      const problema = problemaContrasenaNueva(contrasena_nueva, [fila.usuario, fila.matricula], esContrasenaComun);
      if (problema) throw new ErrorApi(problema);
      if (!desconocida && contrasena_nueva === contrasena_actual) throw new ErrorApi(MSJ.contrasenaIgual);
      return hashPassword(contrasena_nueva);
    },
    async run(_p, ctx, hash) {
      const { db } = ctx;
      const yo = ctx.usuario;
      await repoUsuarios(db).ponerHash(yo.pk_usuario, hash, false);
      // every other session (a stolen initial password) ends; this one is rotated
      await destruirSesionesDe(db, yo.pk_usuario);
      await ctx.abrirSesion(yo.pk_usuario, ctx.db);
      return { codigo: 1 as const, mensaje: 'Contraseña actualizada.' };
    },
  }),
};

export const funcionesCuentas = { ...funcionesUsuarios, ...funcionesAlumnos, ...funcionesAdministradores };
