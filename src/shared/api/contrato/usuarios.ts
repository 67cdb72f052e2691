// Accounts: students (managed by admins), admin users (managed by the super admin), password
// change and the CSV import of students.
import type { RespuestaComun } from './comun';
import { z, texto, textoOpcional } from './campos';
import { esquemaPuedePublicar, esquemaSecciones, type Seccion } from './secciones';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_USUARIO = {
  clave: 'usuario',
  bitacora: 'Usuario',
  lote: { nombre: 'alumnos', uno: 'alumno', acciones: ['baja', 'reactivar'] },
} as const;

/** A student as the admin list and form see it (usuario is the matricula). */
export interface Alumno {
  pk_usuario: number;
  nombre_persona: string;
  matricula: string;
  /** Still on the initial password (the matricula): anyone knowing it can take the account over. */
  contrasena_inicial?: boolean;
  /** Our addition: the student's e-mail, when an admin entered it or the student confirmed it. */
  correo?: string | null;
}

/** An admin user as the super admin's list sees it. */
export interface UsuarioAdmin {
  pk_usuario: number;
  usuario: string;
  nombre_persona: string;
  nombres: string;
  apellido_p: string;
  apellido_m: string;
  /** Issue 48: the sections the admin edits (empty: every section) and whether they publish without review. */
  secciones?: Seccion[];
  puedePublicar?: 0 | 1;
}

/** Issue 48's optional fields of an admin's account (registrarUsuario with rol 'a', editarUsuario with idAdmin). */
export interface PermisosAdmin {
  /** A JSON array of section names (or the array): none listed = every section. */
  secciones?: string | Seccion[];
  /** 0: their saves of public items wait for review; 1 (default): they publish. */
  puedePublicar?: 0 | 1;
}

/** Registering an admin answers its derived login name and the random initial password, once. */
export interface RespuestaRegistroAdmin extends RespuestaComun {
  usuario?: string;
  /** Without an e-mail: the one-time password, shown once. */
  contrasena?: string;
  /** With one (issue 44): where the link to choose a password went (no password in the answer). */
  correo?: string;
}

/** One row of a CSV import as the client sends it. */
export interface FilaImportacion {
  alumno: string;
  matricula: string;
  /** Line of the file the row came from, used to name rows in the verdicts (else its position). */
  linea?: number;
}

/** The server's verdict on one row: ok, or the reason it would be refused. */
export interface VeredictoFila extends FilaImportacion {
  /** The row's `linea`, or its 1-based position among the rows sent. */
  fila: number;
  ok: boolean;
  motivo?: string;
}

export interface RespuestaImportacion extends RespuestaComun {
  filas: VeredictoFila[];
  validas: number;
  importadas: number;
}

export interface ContratoUsuarios {
  registrarUsuario: {
    pide:
      | { rol: 'e'; alumno: string; matricula: string; correo?: string }
      | ({ rol: 'a'; nombres: string; apellido_p: string; apellido_m?: string; correo?: string } & PermisosAdmin);
    responde: RespuestaRegistroAdmin;
  };
  editarUsuario: {
    pide:
      | { idAlumno: number; alumno: string; matricula: string; correo?: string }
      | ({ idAdmin: number; nombres: string; apellido_p: string; apellido_m?: string } & PermisosAdmin);
    responde: RespuestaComun;
  };
  mostrarAlumnoId: { pide: { idAlumno: number }; responde: Alumno };
  mostrarAlumnos: { pide: Record<string, never>; responde: Alumno[] };
  mostrarUsuarios: { pide: Record<string, never>; responde: UsuarioAdmin[] };
  reestablecerAlumno: { pide: { idAlumno: number; matricula?: string; alumno?: string }; responde: RespuestaComun };
  /** idAlumno for a student (admins), pk for an admin user (super admin). */
  darBaja: { pide: { idAlumno?: number; pk?: number }; responde: RespuestaComun };
  /** Our addition: several students in one confirmed, atomic action. ids: JSON array of pks. */
  darBajaAlumnos: { pide: { ids: number[] }; responde: RespuestaComun };
  /** Our addition: ends the initial password. */
  /** `contrasena_actual` optional (ours, issue 44): an account the university sign-in made has none its owner knows. */
  cambiarContrasena: { pide: { contrasena_actual?: string; contrasena_nueva: string }; responde: RespuestaComun };
  /** Our addition: confirmar 0 = preview (nothing written), 1 = import every row in one transaction. */
  importarAlumnos: { pide: { filas: FilaImportacion[]; confirmar: 0 | 1 }; responde: RespuestaImportacion };
  reactivarAlumno: { pide: { pk: string }; responde: RespuestaComun };
  reactivarUsuario: { pide: { pk: string }; responde: RespuestaComun };
}

// the students' "Dados de baja" list (contrato/bajas.ts; the admins' is mostrarUsuariosDeBaja)
declare module './bajas' {
  interface ListasBaja {
    alumnos: true;
  }
}

/** Login name and initial password of a student: letters, digits and dashes, with a digit. */
export const MATRICULA = /^(?=.*\d)[A-Za-z0-9-]{4,20}$/;
export const LARGO_MINIMO_CONTRASENA = 8;

/** The accounts' messages: server refusals and form checks use these. */
export const MENSAJES_USUARIOS = {
  alumnoDeBajaNoExiste: 'El alumno no existe o ya está activo.',
  usuarioDeBajaNoExiste: 'El usuario no existe o ya está activo.',
  alumnoReactivado: 'Alumno reactivado.',
  usuarioReactivado: 'Usuario reactivado.',
  nombreAlumno: 'Se necesita el nombre del alumno.',
  matricula: 'Se necesita la matrícula del alumno.',
  formatoMatricula: 'La matrícula solo puede tener letras, números y guiones (de 4 a 20 caracteres, con al menos un número).',
  nombres: 'Se necesita el nombre del usuario.',
  apellidoP: 'Se necesita el apellido paterno.',
  rol: 'El tipo de usuario debe ser alumno (e) o administrador (a).',
  soloAdminAlumnos: 'Solo los administradores gestionan las cuentas de alumnos.',
  soloSuperAdmins: 'Solo el super administrador gestiona a los administradores.',
  alumnoNoExiste: 'El alumno no existe o fue dado de baja.',
  usuarioNoExiste: 'El usuario no existe o fue dado de baja.',
  contrasenaActual: 'Se necesita la contraseña actual.',
  contrasenaNueva: `La nueva contraseña debe tener al menos ${LARGO_MINIMO_CONTRASENA} caracteres.`,
  contrasenaEsMatricula: 'La nueva contraseña no puede ser su matrícula ni su usuario.',
  contrasenaIgual: 'La nueva contraseña debe ser distinta de la actual.',
  contrasenaRepetitiva: 'La nueva contraseña repite demasiado los mismos caracteres: use al menos 4 distintos.',
  contrasenaComun: 'Esa contraseña está entre las más usadas y se adivina en segundos: elija otra.',
  noCoinciden: 'Las contraseñas nuevas no coinciden.',
  contrasenaIncorrecta: 'La contraseña actual no es correcta.',
  demasiadosIntentos: 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.',
  sinFilas: 'El archivo no tiene filas de alumnos para importar.',
  demasiadasFilas: 'Se pueden importar como máximo 5000 alumnos a la vez.',
} as const;

/**
 * The rules of a new password, the one place they are written (the form and the server apply it;
 * the server adds `esComun`, its list of the 3,000 most common passwords). The first rule it
 * breaks, in Spanish, or undefined.
 */
export function problemaContrasenaNueva(
  nueva: string,
  prohibidas: (string | null | undefined)[] = [],
  esComun?: (contrasena: string) => boolean,
): string | undefined {
  const M = MENSAJES_USUARIOS;
  if (nueva.length < LARGO_MINIMO_CONTRASENA) return M.contrasenaNueva;
  const clave = nueva.trim().toLowerCase();
  if (prohibidas.some((p) => p && p.toLowerCase() === clave)) return M.contrasenaEsMatricula;
  if (new Set(clave).size < 4) return M.contrasenaRepetitiva;
  if (esComun?.(clave)) return M.contrasenaComun;
  return undefined;
}

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// A student's and an admin's fields (docs/SPEC.md §5: first name and paternal surname required).
const M = MENSAJES_USUARIOS;
const matricula = z.string({ error: M.matricula }).trim().min(1, M.matricula).regex(MATRICULA, M.formatoMatricula);

export const esquemaAlumno = z.object({ alumno: texto(M.nombreAlumno, 150), matricula });
export const esquemaAdmin = z.object({ nombres: texto(M.nombres, 80), apellido_p: texto(M.apellidoP, 60), apellido_m: textoOpcional(60) });
/** Issue 48: an admin's sections and publishing right, both optional (absent: unchanged / as before). */
export const esquemaPermisosAdmin = z.object({ secciones: esquemaSecciones.optional(), puedePublicar: esquemaPuedePublicar.optional() });
