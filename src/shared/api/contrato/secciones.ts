// Roles per section (issue 48, item 5; decision 0062): the sections an admin may edit and whether
// they may publish. The server's dispatcher (server/api/acceso.ts) refuses a write outside them;
// the panel, the side menu and the staff bar show only the person's (the same table).
import { z } from './campos';

export const SECCIONES = [
  'proyectos',
  'eventos',
  'empresas',
  'egresados',
  'experiencias',
  'paginas',
  'plan',
  'foro',
  'solicitudes',
  'alumnos',
] as const;

export type Seccion = (typeof SECCIONES)[number];

/** Each section's Spanish name (the super admin's checkboxes, the side menu). */
export const NOMBRE_SECCION: Readonly<Record<Seccion, string>> = {
  proyectos: 'Proyectos',
  eventos: 'Eventos',
  empresas: 'Empresas de estadías',
  egresados: 'Casos de éxito',
  experiencias: 'Experiencias',
  paginas: 'Páginas',
  plan: 'Plan de estudios',
  foro: 'Foro',
  solicitudes: 'Solicitudes de informes',
  alumnos: 'Alumnos',
};

/**
 * The section of an audited entity (the audit trail's `entidad`, its history's name): a write on it
 * needs that section. Each contract's ENTIDAD_<X> declares its `seccion` (server/api/seccionDeEntidad.ts
 * reads them); here only the names that are not an entity's: the bulk lists' and seeds' plurals.
 */
export const SECCION_DE_ENTIDAD: Readonly<Record<string, Seccion>> = {
  proyectos: 'proyectos',
  eventos: 'eventos',
  empresas: 'empresas',
  egresados: 'egresados',
  experiencias: 'experiencias',
  solicitudes: 'solicitudes',
  alumnos: 'alumnos',
};

export const MENSAJES_SECCIONES = {
  sinPermiso: 'No tiene permiso para editar esta sección.',
  desconocida: `Sección desconocida. Las secciones son: ${SECCIONES.join(', ')}.`,
  formato: 'Las secciones deben ser una lista JSON de nombres de sección.',
  puedePublicar: 'puedePublicar debe ser 0 o 1.',
} as const;

/** Whether a person with `secciones` edits `seccion` (none listed: every section, as before issue 48). */
export function editaSeccion(secciones: readonly string[] | null | undefined, seccion: Seccion): boolean {
  return !secciones || secciones.length === 0 || secciones.includes(seccion);
}

/** What a person with `secciones` sees of a list of things that may belong to a section (panel tiles, the side menu). */
export function deSusSecciones<T extends { seccion?: Seccion }>(cosas: readonly T[], secciones: readonly string[] | null | undefined): T[] {
  return cosas.filter((c) => !c.seccion || editaSeccion(secciones, c.seccion));
}

/** The stored or sent list: a JSON array (text) or an array; unknown names refused in Spanish. */
export const esquemaSecciones = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z
    .array(z.string({ error: MENSAJES_SECCIONES.formato }), { error: MENSAJES_SECCIONES.formato })
    .max(SECCIONES.length * 2, MENSAJES_SECCIONES.formato)
    .refine((l) => l.every((s) => (SECCIONES as readonly string[]).includes(s)), MENSAJES_SECCIONES.desconocida)
    .transform((l) => SECCIONES.filter((s) => l.includes(s))),
);

export const esquemaPuedePublicar = z.preprocess(
  (v) => (v === '0' || v === '1' ? Number(v) : v === true ? 1 : v === false ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: MENSAJES_SECCIONES.puedePublicar }),
);

/** The stored text of `secciones` read back (a damaged value: every section, as before). */
export function leerSecciones(texto: string | null | undefined): Seccion[] {
  const r = esquemaSecciones.safeParse(texto ?? '[]');
  return r.success ? r.data : [];
}
