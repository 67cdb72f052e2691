// Entity types of the usuarios feature (the wire types are the truth: contract/usuarios.ts).
import type { Seccion } from '@/shared/api/contrato/secciones';
export type {
  Alumno,
  UsuarioAdmin,
  FilaImportacion,
  VeredictoFila,
  RespuestaImportacion,
  RespuestaRegistroAdmin,
} from '@/shared/api/contrato/usuarios';

export interface DatosAlumno {
  alumno: string;
  matricula: string;
  /** Optional: the admin may enter it for the student (sent only when there is one to set or remove). */
  correo?: string;
}

export interface DatosAdmin {
  nombres: string;
  apellido_p: string;
  apellido_m: string;
  /** A new admin's e-mail (issue 44): the link to choose a password goes there. Optional. */
  correo?: string;
  /** Issue 48 (absent in a draft kept before it: every section, publishes). */
  secciones?: Seccion[];
  puedePublicar?: boolean;
}

export interface DatosCambio {
  actual: string;
  nueva: string;
  repetida: string;
}
