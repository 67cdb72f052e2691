// The curriculum (docs/SPEC.md §2, §3): academic levels → terms → subjects, kept in the database as one
// document with a version (server/entidades/plan/repositorio.ts), read whole by mostrarPlan and written
// whole by editarPlan. No zod here and no editor's words: the visitor's home page reads these
// types and helpers; the limits, messages and schema that check a plan are in plan.esquema.ts
// (the editor's area chunk and the server only: a module both chunks share keeps every export).
import type { RespuestaComun } from './comun';

/** A subject. docs/SPEC.md §3's fields, and ours (optional: a client that knows only docs/SPEC.md's shape ignores them). */
export interface Materia {
  nombre: string;
  puntos: string[];
  /** Image paths (docs/SPEC.md §3): a site illustration (`/img/plan/…svg`) or a stored upload (`uploads/plan/…`). */
  imgs: string[];
  /**
   * Ours: each image's alternative text, parallel to `imgs`. '' or missing: a site illustration's own
   * description (ALT_ILUSTRACIONES); an upload stored before issue 37 without one: "<nombre>: ilustración N".
   */
  alts?: string[];
  /** Ours: the subject's hours. */
  horas?: number;
  /** Ours: its credits (up to two decimals). */
  creditos?: number;
}

export interface Cuatrimestre {
  numero: number;
  materias: Materia[];
}

export interface NivelAcademico {
  nivel_academico: string;
  cuatrimestres: Cuatrimestre[];
}

/** The plan as the editor starts from it: its version (editarPlan's `version`) and when it was saved. */
export interface PlanConVersion {
  version: number;
  /** 'YYYY-MM-DD HH:MM:SS', UTC. */
  actualizado: string;
  plan: NivelAcademico[];
}

export interface ContratoPlan {
  mostrarPlan: { pide: Record<string, never>; responde: NivelAcademico[] };
  /** Ours (admin): the plan with its version, for the editor. */
  traerPlan: { pide: Record<string, never>; responde: PlanConVersion };
  /**
   * The whole plan as JSON (docs/SPEC.md §3's shape; images as paths or new data URLs). `version`
   * (optional): the version the edit started from; another admin's save in between is refused (409).
   * A refusal of one field carries `campo` (its path in the plan: "0.cuatrimestres.1.materias.2.nombre").
   */
  editarPlan: { pide: { plan: NivelAcademico[] | string; version?: number | string }; responde: RespuestaComun & { version: number } };
}

/** The programme's name (the PDF's title). */
export const NOMBRE_PROGRAMA = 'Ingeniería en Desarrollo y Gestión de Software';

/** Where the PDF of the current plan is served (server/http/suscripciones.ts). */
export const RUTA_PDF_PLAN = '/plan_de_estudios.pdf';

const ORDINALES = ['', 'Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo', 'Undécimo'];

/** "Primer cuatrimestre" … "Undécimo cuatrimestre" (the number itself beyond them). */
export const nombreCuatrimestre = (numero: number) => (ORDINALES[numero] ? `${ORDINALES[numero]} cuatrimestre` : `Cuatrimestre ${numero}`);

/**
 * What each of the site's illustrations (public/img/plan/) shows: its alternative text when the
 * editor leaves the field empty. The site drew them, so the site describes them; an upload has no
 * such text and its editor must write one (plan.esquema.ts).
 */
export const ALT_ILUSTRACIONES: Record<string, string> = {
  arquitectura: 'Diagrama de un bloque que se divide en tres módulos',
  calidad: 'Marca de verificación dentro de un círculo',
  codigo: 'Los signos de una etiqueta de código: </>',
  datos: 'Cilindro de una base de datos',
  equipo: 'Siluetas de tres personas juntas',
  idiomas: 'Dos globos de diálogo: «Hi!» y «¡Hola!»',
  matematicas: 'Los símbolos de sumatoria, pi y raíz cuadrada',
  movil: 'Un teléfono móvil',
  nube: 'Una nube con una flecha hacia arriba',
  redes: 'Cuatro nodos unidos por líneas, como una red',
  servidor: 'Tres unidades de servidor apiladas',
  web: 'La ventana de un navegador con una página web',
};

/** A site illustration's description ('' for any other path). */
export function altIlustracion(ruta: string): string {
  const nombre = /^\/img\/plan\/([a-z]+)\.svg$/.exec(ruta)?.[1];
  return nombre && Object.hasOwn(ALT_ILUSTRACIONES, nombre) ? ALT_ILUSTRACIONES[nombre] : '';
}

/** An image's alternative text: the authored one, else the illustration's own, else the subject's name and its position. */
export const altDe = (m: Pick<Materia, 'nombre' | 'alts' | 'imgs'>, i: number) =>
  m.alts?.[i]?.trim() || altIlustracion(m.imgs[i] ?? '') || `${m.nombre}: ilustración ${i + 1}`;

const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** "75 horas · 4.5 créditos", or '' when neither is given. */
export function cargaDe(m: Pick<Materia, 'horas' | 'creditos'>): string {
  const partes: string[] = [];
  if (m.horas !== undefined) partes.push(`${numero.format(m.horas)} ${m.horas === 1 ? 'hora' : 'horas'}`);
  if (m.creditos !== undefined) partes.push(`${numero.format(m.creditos)} ${m.creditos === 1 ? 'crédito' : 'créditos'}`);
  return partes.join(' · ');
}
