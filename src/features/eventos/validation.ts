// The event form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '../../shared/api/contract/campos';
import { formEvento } from '../../shared/api/contract/eventos.esquema';
import type { FormEvento } from './types';

export { MENSAJES_EVENTO } from '../../shared/api/contract/eventos';
export type ErroresEvento = Partial<Record<keyof FormEvento, string>>;

export const validarEvento = (f: FormEvento): ErroresEvento => erroresDe(formEvento, f);
