// Accounts: students (managed by admins), admin users (managed by the super admin), password
// change and the CSV import of students.
import type { RespuestaComun } from '../contract';

/** A student as the admin list and form see it (usuario is the matricula). */
export interface Alumno {
  pk_usuario: number;
  nombre_persona: string;
  matricula: string;
  /** Still on the initial password (the matricula): anyone knowing it can take the account over. */
  contrasena_inicial?: boolean;
}

/** An admin user as the super admin's list sees it. */
export interface UsuarioAdmin {
  pk_usuario: number;
  usuario: string;
  nombre_persona: string;
  nombres: string;
  apellido_p: string;
  apellido_m: string;
}

/** Registering an admin answers its derived login name and the random initial password, once. */
export interface RespuestaRegistroAdmin extends RespuestaComun {
  usuario?: string;
  contrasena?: string;
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
    pide: { rol: 'e'; alumno: string; matricula: string } | { rol: 'a'; nombres: string; apellido_p: string; apellido_m?: string };
    responde: RespuestaRegistroAdmin;
  };
  editarUsuario: {
    pide: { idAlumno: number; alumno: string; matricula: string } | { idAdmin: number; nombres: string; apellido_p: string; apellido_m?: string };
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
  cambiarContrasena: { pide: { contrasena_actual: string; contrasena_nueva: string }; responde: RespuestaComun };
  /** Our addition: confirmar 0 = preview (nothing written), 1 = import every row in one transaction. */
  importarAlumnos: { pide: { filas: FilaImportacion[]; confirmar: 0 | 1 }; responde: RespuestaImportacion };
}
