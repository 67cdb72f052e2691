// The event form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEvento } from '@/shared/api/contrato/eventos.esquema';
import type { FormEvento } from './tipos';

export { MENSAJES_EVENTO } from '@/shared/api/contrato/eventos';
export type ErroresEvento = Partial<Record<keyof FormEvento, string>>;

export const validarEvento = (f: FormEvento): ErroresEvento => erroresDe(formEvento, f);
