// Scheduled publishing (issue 37, docs/decisiones/0054-publicacion-programada.md): the optional
// publicarEn / retirarEn of projects, events and pages. Typed as the wall clock of the programme's
// zone (ZONA_HORARIA, like the events' dates: 0042), stored and answered in UTC ('…Z'). Both are
// optional on the wire: a client that never sends them publishes at once and never retires, and an
// edit without them keeps what was stored.
import { z } from './campos';
import { aPared, fechaValida } from '@/shared/lib/zonaHoraria';

/** What an item's answer carries of its schedule (admins see items the public does not: publicado false). */
export interface Programacion {
  /** UTC ('…Z'); null: published when saved. */
  publicar_en?: string | null;
  /** UTC ('…Z'); null: never retired. */
  retirar_en?: string | null;
  /** Whether the public sees it now (false only in an admin's read). */
  publicado?: boolean;
  /** The programme's zone (ZONA_HORARIA), the one the times are shown and typed in (events always carry it; projects in an admin's read). */
  zona?: string;
}

/** The form fields: 'YYYY-MM-DDTHH:MM' of the programme's zone; '' clears; absent keeps what was stored. */
export interface DatosProgramacion {
  publicarEn?: string;
  retirarEn?: string;
}

export const MENSAJES_PROGRAMACION = {
  publicarEn: 'La fecha de publicación no es válida: escríbala como 2027-03-12 08:00.',
  retirarEn: 'La fecha de retiro no es válida: escríbala como 2027-03-12 08:00.',
  retirarAntes: 'La fecha de retiro debe ser posterior a la de publicación.',
  pagina: 'Las páginas del sitio no se retiran: programe el cambio con «Publicar el».',
} as const;
const M = MENSAJES_PROGRAMACION;

/** A date-time of the zone's wall clock (a date alone means 00:00); absent stays absent, '' clears. */
const cuando = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .trim()
    .max(25, mensaje)
    .refine((v) => v === '' || fechaValida(v), mensaje)
    .optional();

export const camposProgramacion = { publicarEn: cuando(M.publicarEn), retirarEn: cuando(M.retirarEn) };

/** 'YYYY-MM-DD' → 'YYYY-MM-DDT00:00'; a time keeps its seconds when sent ('…T08:00:30'; the form sends minutes). */
export const normalizarCuando = (v: string) => (v.length === 10 ? `${v}T00:00` : v.length === 16 ? `${v}:00` : v.slice(0, 19));

/** Retiring comes after publishing (both as the zone's wall clock: they compare as text); null when right. */
export function problemaDeProgramacion(d: DatosProgramacion): string | null {
  if (!d.publicarEn || !d.retirarEn) return null;
  return normalizarCuando(d.retirarEn) <= normalizarCuando(d.publicarEn) ? M.retirarAntes : null;
}

/** problemaDeProgramacion as a schema refinement, on the retiring field. */
export function programacionEnOrden(d: DatosProgramacion, ctx: z.RefinementCtx): void {
  const problema = problemaDeProgramacion(d);
  if (problema) ctx.addIssue({ code: 'custom', path: ['retirarEn'], message: problema });
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "3 dic 8:00" in `zona` (the year too when it is not the current one). */
export function cuandoCorto(utc: string, zona: string, ahora = Date.now()): string {
  const p = aPared(utc, zona);
  const anio = p.slice(0, 4) === aPared(new Date(ahora).toISOString(), zona).slice(0, 4) ? '' : ` ${p.slice(0, 4)}`;
  return `${Number(p.slice(8, 10))} ${MESES[Number(p.slice(5, 7)) - 1]}${anio} ${Number(p.slice(11, 13))}:${p.slice(14, 16)}`;
}

/**
 * A draft: stored unpublished with neither publicarEn nor retirarEn (a duplicate, docs/decisiones/0059).
 * The job never publishes it; an edit keeps it a draft until it gets "Publicar el".
 */
export const esBorrador = (p: { publicar_en?: string | null; retirar_en?: string | null; publicado?: boolean | number } | undefined) =>
  !!p && p.publicado !== undefined && !Number(p.publicado) && !p.publicar_en && !p.retirar_en;

/** The admin list's label: "Sin publicar" for a draft, "Programado: 3 dic 8:00" before publicarEn, "Retirado" after retirarEn, null otherwise. */
export function estadoProgramacion(p: Programacion, zona: string, ahora = Date.now()): string | null {
  if (esBorrador(p)) return 'Sin publicar';
  if (p.retirar_en && Date.parse(p.retirar_en) <= ahora) return 'Retirado';
  if (p.publicar_en && Date.parse(p.publicar_en) > ahora) return `Programado: ${cuandoCorto(p.publicar_en, zona, ahora)}`;
  return null;
}
