// The project form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formProyecto } from '@/shared/api/contrato/proyectos.esquema';
import type { FormProyecto } from './tipos';

export { MENSAJES_PROYECTO } from '@/shared/api/contrato/proyectos';
export type ErroresProyecto = Partial<Record<'nombre_proyecto' | 'cuatrimestre' | 'descripcion_proyecto' | 'enlace' | 'imgs' | 'miembros', string>>;

export const validarProyecto = (f: FormProyecto): ErroresProyecto => erroresDe(formProyecto, f);
