// The curriculum (SPEC.md §2, §3): academic levels → terms → subjects, kept in the database as one
// document with a version (server/db/repositorios/plan.ts), read whole by mostrarPlan and written
// whole by editarPlan. No zod here: the visitor's home page reads these types and words; the
// schema that checks a plan is in plan.esquema.ts (area chunks and the server only).
import type { RespuestaComun } from './comun';

/** Its name in the audit trail and its kind of search result (gathered by herramientas/generadores/entidades.mjs). */
export const ENTIDAD_PLAN = { clave: 'materia', bitacora: 'Plan de estudios', busqueda: 'Plan de estudios' } as const;

/** A subject. SPEC.md §3's fields, and ours (optional: a client that knows only SPEC.md's shape ignores them). */
export interface Materia {
  nombre: string;
  puntos: string[];
  /** Image paths (SPEC.md §3): a site illustration (`/img/plan/…svg`) or a stored upload (`uploads/plan/…`). */
  imgs: string[];
  /** Ours: each image's alternative text, parallel to `imgs` ('' or missing: "<nombre>: ilustración N"). */
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
   * The whole plan as JSON (SPEC.md §3's shape; images as paths or new data URLs). `version`
   * (optional): the version the edit started from; another admin's save in between is refused (409).
   * A refusal of one field carries `campo` (its path in the plan: "0.cuatrimestres.1.materias.2.nombre").
   */
  editarPlan: { pide: { plan: NivelAcademico[] | string; version?: number | string }; responde: RespuestaComun & { version: number } };
}

/** The programme's name (the PDF's title). */
export const NOMBRE_PROGRAMA = 'Ingeniería en Desarrollo y Gestión de Software';

/** Where the PDF of the current plan is served (server/http/suscripciones.ts). */
export const RUTA_PDF_PLAN = '/plan_de_estudios.pdf';

export const LIMITES_PLAN = {
  niveles: 6,
  cuatrimestres: 11,
  materias: 15,
  puntos: 15,
  imagenes: 4,
  nombre: 150,
  punto: 200,
  alt: 200,
  horas: 999,
  creditos: 99.99,
} as const;

const L = LIMITES_PLAN;

/** Every message a plan's check gives (the editor and the server use these). */
export const MENSAJES_PLAN = {
  formato: 'El plan de estudios no tiene un formato válido.',
  sinNiveles: 'El plan de estudios necesita al menos un nivel académico.',
  demasiadosNiveles: `Se permiten máximo ${L.niveles} niveles académicos.`,
  nivel: 'Se necesita el nombre del nivel académico.',
  sinCuatrimestres: 'Cada nivel académico necesita al menos un cuatrimestre.',
  demasiadosCuatrimestres: `Se permiten máximo ${L.cuatrimestres} cuatrimestres por nivel.`,
  numero: 'El número de cuatrimestre debe ser del 1 al 11.',
  numeroRepetido: 'Ese número de cuatrimestre ya está en el plan: cada cuatrimestre lleva un número distinto.',
  sinMaterias: 'Cada cuatrimestre necesita al menos una materia.',
  demasiadasMaterias: `Se permiten máximo ${L.materias} materias por cuatrimestre.`,
  materia: 'Se necesita el nombre de la materia.',
  materiaRepetida: 'Ya hay una materia con ese nombre en este cuatrimestre.',
  punto: 'Un tema no puede quedar vacío.',
  demasiadosPuntos: `Se permiten máximo ${L.puntos} temas por materia.`,
  demasiadasImagenes: `Se permiten máximo ${L.imagenes} imágenes por materia.`,
  imagen: 'La imagen no es válida: elija un archivo de imagen o una ilustración del sitio.',
  alts: 'Hay más textos alternativos que imágenes.',
  horas: `Las horas deben ser un número entero del 1 al ${L.horas}.`,
  creditos: 'Los créditos deben ser un número mayor que 0 y menor que 100, con hasta dos decimales.',
  version: 'Versión del plan no válida.',
  conflicto:
    'Otra persona guardó el plan de estudios mientras usted lo editaba. Su borrador se conserva: revise la versión actual o guárdelo de nuevo para reemplazarla.',
  imagenAjena: 'Una de las imágenes no pertenece al plan de estudios.',
  guardado: 'Plan de estudios guardado.',
} as const;

/** The site's own illustrations (public/img/plan/), offered by the editor beside uploads; the label names what each shows. */
export const ILUSTRACIONES = {
  arquitectura: 'Arquitectura',
  calidad: 'Calidad',
  codigo: 'Código',
  datos: 'Datos',
  equipo: 'Equipo',
  idiomas: 'Idiomas',
  matematicas: 'Matemáticas',
  movil: 'Móvil',
  nube: 'Nube',
  redes: 'Redes',
  servidor: 'Servidor',
  web: 'Web',
} as const;

export const rutaIlustracion = (nombre: keyof typeof ILUSTRACIONES) => `/img/plan/${nombre}.svg`;

const ORDINALES = ['', 'Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo', 'Undécimo'];

/** "Primer cuatrimestre" … "Undécimo cuatrimestre" (the number itself beyond them). */
export const nombreCuatrimestre = (numero: number) => (ORDINALES[numero] ? `${ORDINALES[numero]} cuatrimestre` : `Cuatrimestre ${numero}`);

/** An image's alternative text: the authored one, or the subject's name and its position. */
export const altDe = (m: Pick<Materia, 'nombre' | 'alts'>, i: number) => m.alts?.[i]?.trim() || `${m.nombre}: ilustración ${i + 1}`;

const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** "75 horas · 4.5 créditos", or '' when neither is given. */
export function cargaDe(m: Pick<Materia, 'horas' | 'creditos'>): string {
  const partes: string[] = [];
  if (m.horas !== undefined) partes.push(`${numero.format(m.horas)} ${m.horas === 1 ? 'hora' : 'horas'}`);
  if (m.creditos !== undefined) partes.push(`${numero.format(m.creditos)} ${m.creditos === 1 ? 'crédito' : 'créditos'}`);
  return partes.join(' · ');
}
