// Student internship experiences, and the company choices of their form (docs/SPEC.md §3, §7).
import type { RespuestaComun } from './comun';
import { z, texto, pk } from './campos';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_EXPERIENCIA = {
  clave: 'experiencia',
  bitacora: 'Experiencia',
  tag: 'Experiencia',
  historial: {},
  seccion: 'experiencias',
  lote: { nombre: 'experiencias', uno: 'experiencia', acciones: ['baja', 'reactivar'] },
} as const;

export type NivelAcademico = 't' | 'l' | 'i';

export interface ExperienciaEstadia {
  pk_experiencia_estadia: number;
  nombre_estudiante: string;
  nivel_academico: NivelAcademico;
  experiencia: string;
  fkEmpresaEstadia: number;
}

/** A company as the experience form's select needs it. */
export interface OpcionEmpresa {
  pk_empresa_estadia: number;
  nombre_empresa: string;
}

/** The company (for its heading and the URL name check) with its active experiences. */
export interface ExperienciasDeEmpresa {
  empresa: {
    pk_empresa_estadia: number;
    nombre_empresa: string;
    imagen_empresa: string;
    /** Ours (issue 37): the image's alternative text, as in EmpresaEstadia. */
    imagen_empresa_alt?: string | null;
    imagen_empresa_decorativa?: boolean;
  };
  experiencias: ExperienciaEstadia[];
}

export interface DatosExperiencia {
  nombreEstudiante: string;
  nivelAcademico: NivelAcademico | '';
  experiencia: string;
  fkEmpresaEstadia: number | string;
}

/** The moderation queue: a student's experience waiting for review (name from the student's account). */
export interface ExperienciaPendiente extends ExperienciaEstadia {
  nombre_empresa: string;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  fecha: string;
}

/** A student's experience enters review (estatus 0); an admin's is published at once (1). */
export interface ExperienciaRegistrada extends RespuestaComun {
  estatus?: 0 | 1;
}

/** One item (`pk`) or several at once (`ids`, a JSON array of pks). */
export type PideModerarExperiencia = { pk: number | string } | { ids: string };

export interface ContratoExperiencias {
  mostrarEmpresas: { pide: Record<string, never>; responde: OpcionEmpresa[] };
  /** A student's `nombreEstudiante` is ignored: the name comes from the session. */
  registrarExperienciaEstadia: { pide: DatosExperiencia; responde: ExperienciaRegistrada };
  traerExperienciasPendientes: { pide: Record<string, never>; responde: ExperienciaPendiente[] };
  validarExperienciaEstadia: { pide: PideModerarExperiencia; responde: RespuestaComun };
  descartarExperienciaEstadia: { pide: PideModerarExperiencia; responde: RespuestaComun };
  obtenerTodasExperienciasDeEmpresa: { pide: { pkEmpresa: number | string }; responde: ExperienciasDeEmpresa };
  darBajaExperienciaEstadia: { pide: { pk: number | string }; responde: RespuestaComun };
  reactivarExperienciaEstadia: { pide: { pk: string }; responde: RespuestaComun };
}

// its "Dados de baja" list (contrato/bajas.ts)
declare module './bajas' {
  interface ListasBaja {
    experiencias: true;
  }
}

/** docs/SPEC.md §5's experience messages and the calls' own refusals (server and form use these). */
export const MENSAJES_EXPERIENCIA = {
  deBajaNoExiste: 'La experiencia no existe o ya está activa.',
  reactivado: 'Experiencia de estadía reactivada.',
  empresaDeBaja: 'La empresa de esta experiencia está dada de baja: reactive primero la empresa.',
  empresa: 'Se necesita seleccionar una empresa de estadía.',
  experiencia: 'Se necesita escribir la experiencia del estudiante.',
  nombre: 'Se necesita el nombre del estudiante.',
  nivel: 'Se necesita seleccionar el nivel académico: T.S.U., Licenciatura o Ingeniería.',
  noEncontrada: 'La experiencia no existe o ya fue dada de baja.',
} as const;

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The experience's fields (docs/SPEC.md §5), the same for the admin's and the student's form.
const M = MENSAJES_EXPERIENCIA;
export const formExperiencia = z.object({
  nombreEstudiante: texto(M.nombre, 120),
  nivelAcademico: z.enum(['t', 'l', 'i'], { error: M.nivel }),
  experiencia: texto(M.experiencia, 3000),
  fkEmpresaEstadia: pk(M.empresa),
});
