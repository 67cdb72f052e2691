// The event form's check: the contract's schema (SPEC.md §5, and the dates' order), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { fechasEnOrden, formEvento } from '@/shared/api/contrato/eventos.esquema';
import type { FormEvento } from './tipos';

export { MENSAJES_EVENTO } from '@/shared/api/contrato/eventos';
export type ErroresEvento = Partial<Record<keyof FormEvento, string>>;

export const ESQUEMA_EVENTO = formEvento.superRefine(fechasEnOrden);

/** SPEC.md's fields are required; the dates and place may be left out. */
export const validarEvento = (f: Pick<FormEvento, 'nombreEvento' | 'descripcion' | 'imgs'> & Partial<FormEvento>): ErroresEvento =>
  erroresDe(ESQUEMA_EVENTO, f);
