// Enrolment link form check: the contract's schema (docs/SPEC.md §5), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEnlace } from '@/shared/api/contrato/enlace';

export { ENLACE_REQUERIDO } from '@/shared/api/contrato/enlace';
export { ENLACE_NO_VALIDO } from '@/shared/api/contrato';

export const validarEnlace = (enlace: string): string | null => erroresDe<'enlace'>(formEnlace.pick({ enlace: true }), { enlace }).enlace ?? null;
