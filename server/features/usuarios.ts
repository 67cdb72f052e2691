// Accounts: admins manage students (register, edit, reset the password to the matricula, deactivate,
// CSV import), the super admin manages admin users, and everyone changes an initial password.
// Deactivation marks activo = 0 and ends the user's sessions; nothing is deleted.
import { funcion, type Ctx } from '../funcion';
import { ErrorApi, noEncontrado } from '../errors';
import { z, pk, json, primerMensaje } from '../validation';
import { normalizar, type Db } from '../db/open';
import { repoUsuarios } from '../repositorios/usuarios';
import { HASH_MATRICULA, contrasenaAleatoria, hashPassword, verificarCuenta } from '../auth/passwords';
import { destroyUserSessions } from '../auth/sessions';
import { esContrasenaComun } from '../auth/comunes';
import {
  MATRICULA,
  MENSAJES_USUARIOS,
  problemaContrasenaNueva,
  type Alumno,
  type FilaImportacion,
  type VeredictoFila,
} from '../../src/shared/api/contract/usuarios';
import { esquemaAdmin, esquemaAlumno } from '../../src/shared/api/contract/usuarios.esquema';

// Messages: the contract's, shared with the forms.
export const MSJ = MENSAJES_USUARIOS;

export const duplicada = (matricula: string) => `Ya existe un alumno con la matrícula ${matricula}.`;
export const MAX_IMPORTACION = 5000;
export { MATRICULA };

/** Parses a sub-schema inside a handler, refusing with its first Spanish message. */
function validar<S extends z.ZodType>(schema: S, datos: unknown): z.output<S> {
  const r = schema.safeParse(datos);
  if (!r.success) throw new ErrorApi(primerMensaje(r.error));
  return r.data;
}

function exigirRol(ctx: Ctx, rol: 'a' | 's') {
  if (ctx.usuario?.rol !== rol) throw new ErrorApi(rol === 'a' ? MSJ.soloAdminAlumnos : MSJ.soloSuperAdmins, 403);
}

const nombreAdmin = (a: { nombres: string; apellido_p: string; apellido_m: string }) =>
  [a.nombres, a.apellido_p, a.apellido_m].filter(Boolean).join(' ');

/** True when the login name or matricula is taken by any user, active or not (except `excepto`). */
function matriculaOcupada(db: Db, m: string, excepto = 0): Promise<boolean> {
  return repoUsuarios(db).matriculaOcupada(m, excepto);
}

/** The login name of a new admin: first given name + '.' + paternal surname, ascii, unique. */
export async function derivarUsuario(db: Db, a: { nombres: string; apellido_p: string }): Promise<string> {
  const limpio = (s: string) => normalizar(s.split(/\s+/)[0] ?? '').replace(/[^a-z0-9]/g, '');
  const base = [limpio(a.nombres), limpio(a.apellido_p)].filter(Boolean).join('.') || 'admin';
  const repo = repoUsuarios(db);
  let candidato = base;
  for (let n = 2; await repo.loginOcupado(candidato); n++) candidato = `${base}${n}`;
  return candidato;
}

/** A new student: login name and initial password are the matricula (HASH_MATRICULA, no scrypt). */
async function insertarAlumno(db: Db, nombre: string, m: string): Promise<void> {
  await repoUsuarios(db).insertar({ usuario: m, nombre, rol: 'e', matricula: m, hash: HASH_MATRICULA, inicial: true });
}

async function alumnoActivo(db: Db, id: number): Promise<Alumno> {
  const fila = await repoUsuarios(db).alumnoActivo(id);
  if (!fila) throw noEncontrado(MSJ.alumnoNoExiste);
  return fila;
}

/** Verdicts for every row of an import: format, duplicates inside the file and against the db. */
export async function revisarFilas(db: Db, filas: FilaImportacion[]): Promise<VeredictoFila[]> {
  const vistas = new Map<string, number>();
  const repo = repoUsuarios(db);
  const veredictos: VeredictoFila[] = [];
  for (const [i, f] of filas.entries()) {
    const alumno = String(f.alumno ?? '').trim();
    const mat = String(f.matricula ?? '').trim();
    const n = f.linea ?? i + 1;
    const v: VeredictoFila = { fila: n, alumno, matricula: mat, ok: false };
    const r = esquemaAlumno.safeParse({ alumno, matricula: mat });
    const clave = mat.toLowerCase();
    if (!r.success) v.motivo = primerMensaje(r.error);
    else if (vistas.has(clave)) v.motivo = `Matrícula repetida en el archivo (fila ${vistas.get(clave)}).`;
    else if (await repo.matriculaOcupada(mat)) v.motivo = duplicada(mat);
    else v.ok = true;
    if (!vistas.has(clave) && mat) vistas.set(clave, n);
    veredictos.push(v);
  }
  return veredictos;
}

const filaImportacion = z.object({ alumno: z.string().max(1000), matricula: z.string().max(1000), linea: z.number().int().positive().optional() });

export const funcionesUsuarios = {
  registrarUsuario: funcion('registrarUsuario', {
    acceso: ['a', 's'],
    escribe: true,
    schema: z.looseObject({ rol: z.enum(['e', 'a'], { error: MSJ.rol }) }),
    // an admin's random password is hashed (scrypt, asynchronous) before the write phase
    async prepara(p, ctx) {
      if (p.rol === 'e') return null;
      exigirRol(ctx, 's');
      validar(esquemaAdmin, p);
      const contrasena = contrasenaAleatoria();
      return { contrasena, hash: await hashPassword(contrasena) };
    },
    async run(p, ctx, clave) {
      if (p.rol === 'e') {
        exigirRol(ctx, 'a');
        const { alumno, matricula: m } = validar(esquemaAlumno, p);
        if (await matriculaOcupada(ctx.db, m)) throw new ErrorApi(duplicada(m), 409);
        await insertarAlumno(ctx.db, alumno, m);
        return { codigo: 1 as const, mensaje: `Alumno registrado. Su usuario y contraseña inicial son su matrícula (${m}).` };
      }
      const a = validar(esquemaAdmin, p);
      if (!clave) throw new Error('registrarUsuario: prepara no dio la contraseña del administrador');
      const { contrasena, hash } = clave;
      const usuario = await derivarUsuario(ctx.db, a);
      await repoUsuarios(ctx.db).insertar({ usuario, nombre: nombreAdmin(a), rol: 'a', matricula: null, hash, inicial: true, partes: a });
      return {
        codigo: 1 as const,
        mensaje: 'Administrador registrado. Anote la contraseña: no se volverá a mostrar.',
        usuario,
        contrasena,
      };
    },
  }),

  editarUsuario: funcion('editarUsuario', {
    acceso: ['a', 's'],
    escribe: true,
    schema: z.looseObject({ idAlumno: pk().optional(), idAdmin: pk().optional() }),
    async run(p, ctx) {
      const { db } = ctx;
      if (p.idAlumno !== undefined) {
        exigirRol(ctx, 'a');
        const previo = await alumnoActivo(db, p.idAlumno);
        const { alumno, matricula: m } = validar(esquemaAlumno, p);
        if (await matriculaOcupada(db, m, p.idAlumno)) throw new ErrorApi(duplicada(m), 409);
        await repoUsuarios(db).editarAlumno(p.idAlumno, alumno, m);
        // the login name is the matricula: a change ends the sessions opened under the old one
        if (previo.matricula !== m) await destroyUserSessions(db, p.idAlumno);
        return { codigo: 1 as const, mensaje: 'Datos del alumno actualizados.' };
      }
      if (p.idAdmin !== undefined) {
        exigirRol(ctx, 's');
        if (!(await repoUsuarios(db).adminActivo(p.idAdmin))) throw noEncontrado(MSJ.usuarioNoExiste);
        const a = validar(esquemaAdmin, p);
        await repoUsuarios(db).editarAdmin(p.idAdmin, a, nombreAdmin(a));
        return { codigo: 1 as const, mensaje: 'Datos del administrador actualizados.' };
      }
      throw new ErrorApi('Identificador no válido.');
    },
  }),

  mostrarAlumnoId: funcion('mostrarAlumnoId', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({ idAlumno: pk() }),
    async run({ idAlumno }, { db }) {
      const { pk_usuario, nombre_persona, matricula: m } = await alumnoActivo(db, idAlumno);
      return { pk_usuario, nombre_persona, matricula: m };
    },
  }),

  mostrarAlumnos: funcion('mostrarAlumnos', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      // ordered by the precomputed normalised name (index usuarios_rol)
      return repoUsuarios(db).alumnos();
    },
  }),

  mostrarUsuarios: funcion('mostrarUsuarios', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return repoUsuarios(db).admins();
    },
  }),

  reestablecerAlumno: funcion('reestablecerAlumno', {
    acceso: ['a'],
    escribe: true,
    // matricula and alumno travel too (SPEC.md §7); the stored matricula is what counts
    schema: z.looseObject({ idAlumno: pk() }),
    async run({ idAlumno }, { db }) {
      const a = await alumnoActivo(db, idAlumno);
      await repoUsuarios(db).reestablecer(idAlumno, HASH_MATRICULA);
      await destroyUserSessions(db, idAlumno);
      return {
        codigo: 1 as const,
        mensaje: `Contraseña reestablecida: ahora es la matrícula (${a.matricula}). Se le pedirá cambiarla al entrar.`,
      };
    },
  }),

  darBaja: funcion('darBaja', {
    acceso: ['a', 's'],
    escribe: true,
    schema: z.looseObject({ idAlumno: pk().optional(), pk: pk().optional() }),
    async run(p, ctx) {
      const { db, usuario } = ctx;
      const id = p.idAlumno ?? p.pk;
      if (id === undefined) throw new ErrorApi('Identificador no válido.');
      if (id === usuario!.pk_usuario) throw new ErrorApi('No puede darse de baja a sí mismo.', 403);
      const rol = await repoUsuarios(db).rolActivo(id);
      // an admin deactivates students; the super admin deactivates admins; nobody the super admin
      const propio = usuario!.rol === 'a' ? 'e' : 'a';
      if (!rol) throw noEncontrado(usuario!.rol === 'a' ? MSJ.alumnoNoExiste : MSJ.usuarioNoExiste);
      if (rol === 's') throw new ErrorApi('No se puede dar de baja al super administrador.', 403);
      if (rol !== propio) throw new ErrorApi(usuario!.rol === 'a' ? MSJ.soloSuperAdmins : MSJ.soloAdminAlumnos, 403);
      await repoUsuarios(db).darBaja(id);
      await destroyUserSessions(db, id);
      return { codigo: 1 as const, mensaje: rol === 'e' ? 'Alumno dado de baja.' : 'Usuario dado de baja.' };
    },
  }),

  darBajaAlumnos: funcion('darBajaAlumnos', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({
      ids: json(
        z
          .array(z.number().int().positive(), { error: 'Seleccione al menos un alumno.' })
          .min(1, 'Seleccione al menos un alumno.')
          .max(MAX_IMPORTACION, 'Demasiados alumnos seleccionados.'),
        'Seleccione al menos un alumno.',
      ),
    }),
    async run({ ids }, { db }) {
      const unicos = [...new Set(ids)];
      const repo = repoUsuarios(db);
      // all or nothing: one unknown, inactive or non-student id refuses the whole action (the
      // dispatcher's transaction rolls back the ones already deactivated)
      for (const id of unicos) {
        if (!(await repo.alumnoActivo(id))) throw new ErrorApi('Algún alumno seleccionado ya no existe o fue dado de baja. Recargue la lista.', 409);
        await repo.darBaja(id);
        await destroyUserSessions(db, id);
      }
      return { codigo: 1 as const, mensaje: unicos.length === 1 ? '1 alumno dado de baja.' : `${unicos.length} alumnos dados de baja.` };
    },
  }),

  cambiarContrasena: funcion('cambiarContrasena', {
    acceso: ['e', 'a', 's'],
    escribe: true,
    conContrasenaInicial: true,
    schema: z.object({
      contrasena_actual: z.string({ error: MSJ.contrasenaActual }).min(1, MSJ.contrasenaActual).max(200, MSJ.contrasenaIncorrecta),
      contrasena_nueva: z
        .string({ error: MSJ.contrasenaNueva })
        .min(8, MSJ.contrasenaNueva)
        .max(200, 'La nueva contraseña es demasiado larga (máximo 200 caracteres).'),
    }),
    // checking the current password and hashing the new one are asynchronous (scrypt): done, with
    // the failed-attempt records, before the write phase
    async prepara({ contrasena_actual, contrasena_nueva }, ctx) {
      const { db } = ctx;
      const yo = ctx.usuario!;
      const fila = await repoUsuarios(db).credenciales(yo.pk_usuario);
      if (!fila) throw new ErrorApi(MSJ.usuarioNoExiste, 404);
      // failures are limited per account, not per address: a whole class behind one school NAT
      // changes its initial passwords on the first day. Reserved before the check (a burst gets no
      // more checks than the limit), given back when the current password was right.
      const clave = String(yo.pk_usuario);
      if (!(await ctx.limites.reservar(ctx.limites.cambioContrasena, clave)).ok) throw new ErrorApi(MSJ.demasiadosIntentos, 429);
      if (!(await verificarCuenta(contrasena_actual, fila))) throw new ErrorApi(MSJ.contrasenaIncorrecta, 403);
      await ctx.limites.cambioContrasena.delete(clave);
      const problema = problemaContrasenaNueva(contrasena_nueva, [fila.usuario, fila.matricula], esContrasenaComun);
      if (problema) throw new ErrorApi(problema);
      if (contrasena_nueva === contrasena_actual) throw new ErrorApi(MSJ.contrasenaIgual);
      return hashPassword(contrasena_nueva);
    },
    async run(_p, ctx, hash) {
      const { db } = ctx;
      const yo = ctx.usuario!;
      await repoUsuarios(db).ponerHash(yo.pk_usuario, hash, false);
      // every other session (a stolen initial password) ends; this one is rotated
      await destroyUserSessions(db, yo.pk_usuario);
      await ctx.abrirSesion(yo.pk_usuario, ctx.db);
      return { codigo: 1 as const, mensaje: 'Contraseña actualizada.' };
    },
  }),

  importarAlumnos: funcion('importarAlumnos', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({
      filas: json(z.array(filaImportacion, { error: MSJ.sinFilas }).min(1, MSJ.sinFilas).max(MAX_IMPORTACION, MSJ.demasiadasFilas), MSJ.sinFilas),
      confirmar: z.enum(['0', '1'], { error: 'Indique si es una vista previa (0) o la importación (1).' }),
    }),
    async run({ filas, confirmar }, { db }) {
      const veredictos = await revisarFilas(db, filas);
      const validas = veredictos.filter((v) => v.ok).length;
      const malas = veredictos.length - validas;
      if (confirmar === '0') {
        return {
          codigo: 1 as const,
          mensaje: malas ? `${validas} filas listas y ${malas} con problemas.` : `${validas} filas listas para importar.`,
          filas: veredictos,
          validas,
          importadas: 0,
        };
      }
      if (malas)
        throw new ErrorApi(`No se importó nada: ${malas} ${malas === 1 ? 'fila tiene' : 'filas tienen'} problemas. Revise la vista previa.`, 409);
      for (const v of veredictos) await insertarAlumno(db, v.alumno, v.matricula);
      return {
        codigo: 1 as const,
        mensaje: validas === 1 ? 'Se importó 1 alumno.' : `Se importaron ${validas} alumnos.`,
        filas: veredictos,
        validas,
        importadas: validas,
      };
    },
  }),
};
