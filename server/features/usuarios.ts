// Accounts: admins manage students (register, edit, reset the password to the matricula, deactivate,
// CSV import), the super admin manages admin users, and everyone changes an initial password.
// Deactivation marks activo = 0 and ends the user's sessions; nothing is deleted.
import { funcion, type Ctx } from '../funcion';
import { ErrorApi, noEncontrado } from '../errors';
import { z, pk, json, primerMensaje } from '../validation';
import { normalizar, type Db } from '../db/open';
import { HASH_MATRICULA, contrasenaAleatoria, hashPassword, verificarCuenta } from '../auth/passwords';
import { destroyUserSessions } from '../auth/sessions';
import { esContrasenaComun } from '../auth/comunes';
import { MATRICULA, MENSAJES_USUARIOS, problemaContrasenaNueva, type Alumno, type FilaImportacion, type UsuarioAdmin, type VeredictoFila } from '../../src/shared/api/contract/usuarios';
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
function matriculaOcupada(db: Db, m: string, excepto = 0): boolean {
  return !!db
    .prepare('SELECT 1 FROM usuarios WHERE (usuario = ? COLLATE NOCASE OR matricula = ? COLLATE NOCASE) AND pk_usuario <> ?')
    .get(m, m, excepto);
}

/** The login name of a new admin: first given name + '.' + paternal surname, ascii, unique. */
export function derivarUsuario(db: Db, a: { nombres: string; apellido_p: string }): string {
  const limpio = (s: string) => normalizar(s.split(/\s+/)[0] ?? '').replace(/[^a-z0-9]/g, '');
  const base = [limpio(a.nombres), limpio(a.apellido_p)].filter(Boolean).join('.') || 'admin';
  const ocupado = db.prepare('SELECT 1 FROM usuarios WHERE usuario = ? COLLATE NOCASE');
  let candidato = base;
  for (let n = 2; ocupado.get(candidato); n++) candidato = `${base}${n}`;
  return candidato;
}

/** A new student: login name and initial password are the matricula (HASH_MATRICULA, no scrypt). */
function insertarAlumno(db: Db, nombre: string, m: string): void {
  db.prepare(
    `INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, matricula, hash, contrasena_inicial)
     VALUES (?, ?, ?, 'e', ?, ?, 1)`,
  ).run(m, nombre, normalizar(nombre), m, HASH_MATRICULA);
}

interface FilaAlumno extends Alumno {
  rol: string;
}

function alumnoActivo(db: Db, id: number): FilaAlumno {
  const fila = db
    .prepare("SELECT pk_usuario, nombre_persona, matricula, rol FROM usuarios WHERE pk_usuario = ? AND rol = 'e' AND activo = 1")
    .get(id) as FilaAlumno | undefined;
  if (!fila) throw noEncontrado(MSJ.alumnoNoExiste);
  return fila;
}

/** Verdicts for every row of an import: format, duplicates inside the file and against the db. */
export function revisarFilas(db: Db, filas: FilaImportacion[]): VeredictoFila[] {
  const vistas = new Map<string, number>();
  const existe = db.prepare('SELECT 1 FROM usuarios WHERE usuario = ? COLLATE NOCASE OR matricula = ? COLLATE NOCASE');
  return filas.map((f, i) => {
    const alumno = String(f.alumno ?? '').trim();
    const mat = String(f.matricula ?? '').trim();
    const n = f.linea ?? i + 1;
    const v: VeredictoFila = { fila: n, alumno, matricula: mat, ok: false };
    const r = esquemaAlumno.safeParse({ alumno, matricula: mat });
    const clave = mat.toLowerCase();
    if (!r.success) v.motivo = primerMensaje(r.error);
    else if (vistas.has(clave)) v.motivo = `Matrícula repetida en el archivo (fila ${vistas.get(clave)}).`;
    else if (existe.get(mat, mat)) v.motivo = duplicada(mat);
    else v.ok = true;
    if (!vistas.has(clave) && mat) vistas.set(clave, n);
    return v;
  });
}

const filaImportacion = z.object({ alumno: z.string().max(1000), matricula: z.string().max(1000), linea: z.number().int().positive().optional() });

export const funcionesUsuarios = {
  registrarUsuario: funcion('registrarUsuario', {
    acceso: ['a', 's'],
    escribe: true,
    schema: z.looseObject({ rol: z.enum(['e', 'a'], { error: MSJ.rol }) }),
    async run(p, ctx) {
      if (p.rol === 'e') {
        exigirRol(ctx, 'a');
        const { alumno, matricula: m } = validar(esquemaAlumno, p);
        if (matriculaOcupada(ctx.db, m)) throw new ErrorApi(duplicada(m), 409);
        insertarAlumno(ctx.db, alumno, m);
        return { codigo: 1 as const, mensaje: `Alumno registrado. Su usuario y contraseña inicial son su matrícula (${m}).` };
      }
      exigirRol(ctx, 's');
      const a = validar(esquemaAdmin, p);
      const contrasena = contrasenaAleatoria();
      const hash = await hashPassword(contrasena);
      const usuario = ctx.db.transaction(() => {
        const u = derivarUsuario(ctx.db, a);
        const nombre = nombreAdmin(a);
        ctx.db
          .prepare(
            `INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, nombres, apellido_p, apellido_m, hash, contrasena_inicial)
             VALUES (?, ?, ?, 'a', ?, ?, ?, ?, 1)`,
          )
          .run(u, nombre, normalizar(nombre), a.nombres, a.apellido_p, a.apellido_m, hash);
        return u;
      })();
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
    run(p, ctx) {
      const { db } = ctx;
      if (p.idAlumno !== undefined) {
        exigirRol(ctx, 'a');
        const previo = alumnoActivo(db, p.idAlumno);
        const { alumno, matricula: m } = validar(esquemaAlumno, p);
        if (matriculaOcupada(db, m, p.idAlumno)) throw new ErrorApi(duplicada(m), 409);
        db.transaction(() => {
          db.prepare('UPDATE usuarios SET nombre_persona = ?, nombre_norm = ?, matricula = ?, usuario = ? WHERE pk_usuario = ?').run(
            alumno,
            normalizar(alumno),
            m,
            m,
            p.idAlumno,
          );
          // the login name is the matricula: a change ends the sessions opened under the old one
          if (previo.matricula !== m) destroyUserSessions(db, p.idAlumno!);
        })();
        return { codigo: 1 as const, mensaje: 'Datos del alumno actualizados.' };
      }
      if (p.idAdmin !== undefined) {
        exigirRol(ctx, 's');
        const existe = db.prepare("SELECT 1 FROM usuarios WHERE pk_usuario = ? AND rol = 'a' AND activo = 1").get(p.idAdmin);
        if (!existe) throw noEncontrado(MSJ.usuarioNoExiste);
        const a = validar(esquemaAdmin, p);
        const nombre = nombreAdmin(a);
        db.prepare('UPDATE usuarios SET nombres = ?, apellido_p = ?, apellido_m = ?, nombre_persona = ?, nombre_norm = ? WHERE pk_usuario = ?').run(
          a.nombres,
          a.apellido_p,
          a.apellido_m,
          nombre,
          normalizar(nombre),
          p.idAdmin,
        );
        return { codigo: 1 as const, mensaje: 'Datos del administrador actualizados.' };
      }
      throw new ErrorApi('Identificador no válido.');
    },
  }),

  mostrarAlumnoId: funcion('mostrarAlumnoId', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({ idAlumno: pk() }),
    run({ idAlumno }, { db }) {
      const { pk_usuario, nombre_persona, matricula: m } = alumnoActivo(db, idAlumno);
      return { pk_usuario, nombre_persona, matricula: m };
    },
  }),

  mostrarAlumnos: funcion('mostrarAlumnos', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      // ordered by the precomputed normalised name (index usuarios_rol)
      const filas = db
        .prepare(
          "SELECT pk_usuario, nombre_persona, matricula, contrasena_inicial FROM usuarios WHERE rol = 'e' AND activo = 1 ORDER BY nombre_norm, pk_usuario",
        )
        .all() as (Omit<Alumno, 'contrasena_inicial'> & { contrasena_inicial: number })[];
      return filas.map((f): Alumno => ({ ...f, contrasena_inicial: f.contrasena_inicial === 1 }));
    },
  }),

  mostrarUsuarios: funcion('mostrarUsuarios', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return db
        .prepare(
          `SELECT pk_usuario, usuario, nombre_persona, COALESCE(nombres, nombre_persona) AS nombres, COALESCE(apellido_p, '') AS apellido_p,
                  COALESCE(apellido_m, '') AS apellido_m
             FROM usuarios WHERE rol = 'a' AND activo = 1 ORDER BY nombre_norm, pk_usuario`,
        )
        .all() as UsuarioAdmin[];
    },
  }),

  reestablecerAlumno: funcion('reestablecerAlumno', {
    acceso: ['a'],
    escribe: true,
    // matricula and alumno travel too (SPEC.md §7); the stored matricula is what counts
    schema: z.looseObject({ idAlumno: pk() }),
    run({ idAlumno }, { db }) {
      const a = alumnoActivo(db, idAlumno);
      db.transaction(() => {
        db.prepare("UPDATE usuarios SET hash = ?, contrasena_inicial = 1, inicial_desde = datetime('now') WHERE pk_usuario = ?").run(HASH_MATRICULA, idAlumno);
        destroyUserSessions(db, idAlumno);
      })();
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
    run(p, ctx) {
      const { db, usuario } = ctx;
      const id = p.idAlumno ?? p.pk;
      if (id === undefined) throw new ErrorApi('Identificador no válido.');
      if (id === usuario!.pk_usuario) throw new ErrorApi('No puede darse de baja a sí mismo.', 403);
      const fila = db.prepare('SELECT rol FROM usuarios WHERE pk_usuario = ? AND activo = 1').get(id) as { rol: string } | undefined;
      // an admin deactivates students; the super admin deactivates admins; nobody the super admin
      const propio = usuario!.rol === 'a' ? 'e' : 'a';
      if (!fila) throw noEncontrado(usuario!.rol === 'a' ? MSJ.alumnoNoExiste : MSJ.usuarioNoExiste);
      if (fila.rol === 's') throw new ErrorApi('No se puede dar de baja al super administrador.', 403);
      if (fila.rol !== propio) throw new ErrorApi(usuario!.rol === 'a' ? MSJ.soloSuperAdmins : MSJ.soloAdminAlumnos, 403);
      db.transaction(() => {
        db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?').run(id);
        destroyUserSessions(db, id);
      })();
      return { codigo: 1 as const, mensaje: fila.rol === 'e' ? 'Alumno dado de baja.' : 'Usuario dado de baja.' };
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
    run({ ids }, { db }) {
      const unicos = [...new Set(ids)];
      const activo = db.prepare("SELECT 1 FROM usuarios WHERE pk_usuario = ? AND rol = 'e' AND activo = 1");
      const baja = db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?');
      db.transaction(() => {
        // all or nothing: one unknown, inactive or non-student id refuses the whole action
        for (const id of unicos) if (!activo.get(id)) throw new ErrorApi('Algún alumno seleccionado ya no existe o fue dado de baja. Recargue la lista.', 409);
        for (const id of unicos) {
          baja.run(id);
          destroyUserSessions(db, id);
        }
      })();
      return { codigo: 1 as const, mensaje: unicos.length === 1 ? '1 alumno dado de baja.' : `${unicos.length} alumnos dados de baja.` };
    },
  }),

  cambiarContrasena: funcion('cambiarContrasena', {
    acceso: ['e', 'a', 's'],
    escribe: true,
    conContrasenaInicial: true,
    schema: z.object({
      contrasena_actual: z.string({ error: MSJ.contrasenaActual }).min(1, MSJ.contrasenaActual).max(200, MSJ.contrasenaIncorrecta),
      contrasena_nueva: z.string({ error: MSJ.contrasenaNueva }).min(8, MSJ.contrasenaNueva).max(200, 'La nueva contraseña es demasiado larga (máximo 200 caracteres).'),
    }),
    async run({ contrasena_actual, contrasena_nueva }, ctx) {
      const { db } = ctx;
      const yo = ctx.usuario!;
      const fila = db.prepare('SELECT hash, matricula, usuario FROM usuarios WHERE pk_usuario = ?').get(yo.pk_usuario) as {
        hash: string;
        matricula: string | null;
        usuario: string;
      };
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
      const hash = await hashPassword(contrasena_nueva);
      db.transaction(() => {
        db.prepare('UPDATE usuarios SET hash = ?, contrasena_inicial = 0 WHERE pk_usuario = ?').run(hash, yo.pk_usuario);
        // every other session (a stolen initial password) ends; this one is rotated
        destroyUserSessions(db, yo.pk_usuario);
      })();
      ctx.abrirSesion(yo.pk_usuario);
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
    run({ filas, confirmar }, { db }) {
      const veredictos = revisarFilas(db, filas);
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
      if (malas) throw new ErrorApi(`No se importó nada: ${malas} ${malas === 1 ? 'fila tiene' : 'filas tienen'} problemas. Revise la vista previa.`, 409);
      db.transaction(() => {
        for (const v of veredictos) insertarAlumno(db, v.alumno, v.matricula);
      })();
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

/** Demo students (a few; the bench seeds thousands itself), and the demo admin's name parts. */
export function sembrarUsuarios(db: Db): void {
  const demo: FilaImportacion[] = [
    { alumno: 'José Ángel Martínez López', matricula: '20231002' },
    { alumno: 'María Fernanda Núñez Castillo', matricula: '20231003' },
    { alumno: 'Luis Eduardo Ramírez Soto', matricula: '20231004' },
    { alumno: 'Sofía Guadalupe Peña Aguilar', matricula: '20231005' },
    { alumno: 'Diego Armando Cruz Valdés', matricula: '20231006' },
  ];
  db.transaction(() => {
    for (const a of demo) if (!matriculaOcupada(db, a.matricula)) insertarAlumno(db, a.alumno, a.matricula);
    db.prepare("UPDATE usuarios SET nombres = 'Carlos', apellido_p = 'Méndez', apellido_m = 'Ortiz' WHERE usuario = 'admin' AND rol = 'a' AND nombres IS NULL").run();
  })();
}
