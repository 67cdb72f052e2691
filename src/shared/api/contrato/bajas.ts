// Ours: what was "dado de baja" can be seen and brought back. Every list with a
// deactivation has a "Dados de baja" view (mostrarDadosDeBaja; the super admin's admins:
// mostrarUsuariosDeBaja) and each entity a reactivar* funcion, which is also the "Deshacer" of
// its "Dar de baja".
import type { RespuestaComun } from './comun';

/** The lists with a "Dados de baja" view (graduates are deleted, not deactivated). */
export const ENTIDADES_BAJA = ['proyectos', 'eventos', 'empresas', 'experiencias', 'alumnos'] as const;
export type EntidadBaja = (typeof ENTIDADES_BAJA)[number];

/** One deactivated item as the view lists it. */
export interface DadoDeBaja {
  pk: number;
  nombre: string;
  /** A second line: the term, the company, the matrícula, the login… */
  detalle: string;
}

/** Deactivated rows a page at a time (a programme's thousands of deactivated students were one 1.3 MB answer). */
export const POR_PAGINA_BAJAS = 50;

/** One page of a "Dados de baja" view: the rows whose name (or matrícula) holds every word of `q`. */
export interface PaginaBajas {
  filas: DadoDeBaja[];
  total: number;
  pagina: number;
  porPagina: number;
}

export interface ContratoBajas {
  mostrarDadosDeBaja: { pide: { entidad: EntidadBaja; pkEmpresa?: string; pagina?: string; q?: string }; responde: PaginaBajas };
  mostrarUsuariosDeBaja: { pide: Record<string, never>; responde: DadoDeBaja[] };
  reactivarProyecto: { pide: { pk: string }; responde: RespuestaComun };
  reactivarEvento: { pide: { pk: string }; responde: RespuestaComun };
  reactivarEmpresaEstadia: { pide: { pk: string }; responde: RespuestaComun };
  reactivarExperienciaEstadia: { pide: { pk: string }; responde: RespuestaComun };
  reactivarAlumno: { pide: { pk: string }; responde: RespuestaComun };
  reactivarUsuario: { pide: { pk: string }; responde: RespuestaComun };
}

export const MENSAJES_BAJAS = {
  entidad: 'Lista de dados de baja no válida.',
  pagina: 'Página no válida.',
  busqueda: 'La búsqueda es demasiado larga (máximo 100 caracteres).',
  pk: 'Identificador no válido.',
  proyectoNoExiste: 'El proyecto no existe o ya está activo.',
  eventoNoExiste: 'El evento no existe o ya está activo.',
  empresaNoExiste: 'La empresa no existe o ya está activa.',
  experienciaNoExiste: 'La experiencia no existe o ya está activa.',
  empresaDeBaja: 'La empresa de esta experiencia está dada de baja: reactive primero la empresa.',
  alumnoNoExiste: 'El alumno no existe o ya está activo.',
  usuarioNoExiste: 'El usuario no existe o ya está activo.',
  proyectoReactivado: 'Proyecto reactivado correctamente.',
  eventoReactivado: 'Evento reactivado correctamente.',
  empresaReactivada: 'Empresa de estadía reactivada.',
  experienciaReactivada: 'Experiencia de estadía reactivada.',
  alumnoReactivado: 'Alumno reactivado.',
  usuarioReactivado: 'Usuario reactivado.',
} as const;
