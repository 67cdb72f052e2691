// Students' accounts, managed by admins: register and edit (the student variants of
// registrarUsuario and editarUsuario, usuarios.ts), read, reset the password to the matricula,
// deactivate in bulk, CSV import. Deactivation marks activo = 0 and ends the sessions.
import { funcion } from '@server/api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, pk, json, primerMensaje } from '@server/api/validacion';
import type { Db } from '@server/db/db';
import { repoUsuarios } from './repositorio';
import { HASH_MATRICULA } from '@server/autenticacion/contrasenas';
import { destruirSesionesDe } from '@server/autenticacion/sesiones';
import { type Alumno, type FilaImportacion, type VeredictoFila, esquemaAlumno } from '@/shared/api/contrato/usuarios';
import { MSJ, validar } from './cuentas';
import { reactivacion } from '@server/funciones/bajas';

export const duplicada = (matricula: string) => `Ya existe un alumno con la matrícula ${matricula}.`;
export const MAX_IMPORTACION = 5000;

/** True when the login name or matricula is taken by any user, active or not (except `excepto`). */
function matriculaOcupada(db: Db, m: string, excepto = 0): Promise<boolean> {
  return repoUsuarios(db).matriculaOcupada(m, excepto);
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

/** registrarUsuario with rol = 'e'. */
export async function registrarAlumno(db: Db, p: unknown) {
  const { alumno, matricula: m } = validar(esquemaAlumno, p);
  if (await matriculaOcupada(db, m)) throw new ErrorApi(duplicada(m), 409);
  await insertarAlumno(db, alumno, m);
  return { codigo: 1 as const, mensaje: `Alumno registrado. Su usuario y contraseña inicial son su matrícula (${m}).` };
}

/** editarUsuario with idAlumno. */
export async function editarAlumno(db: Db, idAlumno: number, p: unknown) {
  const previo = await alumnoActivo(db, idAlumno);
  const { alumno, matricula: m } = validar(esquemaAlumno, p);
  if (await matriculaOcupada(db, m, idAlumno)) throw new ErrorApi(duplicada(m), 409);
  await repoUsuarios(db).editarAlumno(idAlumno, alumno, m);
  // the login name is the matricula: a change ends the sessions opened under the old one
  if (previo.matricula !== m) await destruirSesionesDe(db, idAlumno);
  return { codigo: 1 as const, mensaje: 'Datos del alumno actualizados.' };
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

export const funcionesAlumnos = {
  mostrarAlumnoId: funcion('mostrarAlumnoId', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({ idAlumno: pk() }),
    async run({ idAlumno }, { db }) {
      const { pk_usuario, nombre_persona, matricula: m, correo } = await alumnoActivo(db, idAlumno);
      return { pk_usuario, nombre_persona, matricula: m, correo: correo ?? null };
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

  reestablecerAlumno: funcion('reestablecerAlumno', {
    acceso: ['a'],
    seccion: 'alumnos',
    escribe: true,
    bitacora: { entidad: 'usuario', pk: 'idAlumno' },
    // matricula and alumno travel too (docs/SPEC.md §7); the stored matricula is what counts
    schema: z.looseObject({ idAlumno: pk() }),
    async run({ idAlumno }, { db }) {
      const a = await alumnoActivo(db, idAlumno);
      await repoUsuarios(db).reestablecer(idAlumno, HASH_MATRICULA);
      await destruirSesionesDe(db, idAlumno);
      return {
        codigo: 1 as const,
        mensaje: `Contraseña reestablecida: ahora es la matrícula (${a.matricula}). Se le pedirá cambiarla al entrar.`,
      };
    },
  }),

  darBajaAlumnos: funcion('darBajaAlumnos', {
    acceso: ['a'],
    seccion: 'alumnos',
    escribe: true,
    bitacora: { entidad: 'usuario' },
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
        await destruirSesionesDe(db, id);
      }
      return { codigo: 1 as const, mensaje: unicos.length === 1 ? '1 alumno dado de baja.' : `${unicos.length} alumnos dados de baja.` };
    },
  }),

  importarAlumnos: funcion('importarAlumnos', {
    acceso: ['a'],
    seccion: 'alumnos',
    escribe: true,
    bitacora: { entidad: 'usuario' },
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
  reactivarAlumno: reactivacion('reactivarAlumno', {
    acceso: ['a'],
    seccion: 'alumnos',
    entidad: 'usuario',
    noExiste: MSJ.alumnoDeBajaNoExiste,
    hecho: MSJ.alumnoReactivado,
  }),
};
