// The enrolment link shown on the home banner while active.
import type { RespuestaComun } from './comun';
import { z, enlaceWeb } from './campos';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_ENLACE = { clave: 'enlace', bitacora: 'Enlace de inscripciones', tag: 'Enlace', historial: {}, seccion: 'paginas' } as const;

export interface Enlace {
  enlace: string;
  estatus: 0 | 1;
}

export interface ContratoEnlace {
  mostrarEnlace: { pide: Record<string, never>; responde: Enlace };
  cambiarEstadoEnlace: { pide: { enlace: string; estatus: 0 | 1 }; responde: RespuestaComun };
}

/** docs/SPEC.md §5's enrolment-link message (the address check is ENLACE_NO_VALIDO). */
export const ENLACE_REQUERIDO = 'Se necesita el enlace para las inscripciones.';

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The enrolment link's fields (docs/SPEC.md §5).
export const formEnlace = z.object({
  enlace: enlaceWeb(500, ENLACE_REQUERIDO),
  estatus: z.enum(['0', '1'], { error: 'El estado del enlace debe ser 0 (inactivo) o 1 (activo).' }),
});
