// Entity types of the usuarios feature (the wire types are the truth: contract/usuarios.ts).
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
}

export interface DatosCambio {
  actual: string;
  nueva: string;
  repetida: string;
}
