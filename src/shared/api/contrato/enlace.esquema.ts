// The enrolment link's fields (SPEC.md §5).
import { z, enlaceWeb } from './campos';
import { ENLACE_REQUERIDO } from './enlace';

export const formEnlace = z.object({
  enlace: enlaceWeb(500, ENLACE_REQUERIDO),
  estatus: z.enum(['0', '1'], { error: 'El estado del enlace debe ser 0 (inactivo) o 1 (activo).' }),
});
