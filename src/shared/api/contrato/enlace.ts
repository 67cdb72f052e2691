// The enrolment link shown on the home banner while active.
import type { RespuestaComun } from './comun';

/** Its name in the audit trail (gathered by herramientas/generadores/entidades.mjs). */
export const ENTIDAD_ENLACE = { clave: 'enlace', bitacora: 'Enlace de inscripciones' } as const;

export interface Enlace {
  enlace: string;
  estatus: 0 | 1;
}

export interface ContratoEnlace {
  mostrarEnlace: { pide: Record<string, never>; responde: Enlace };
  cambiarEstadoEnlace: { pide: { enlace: string; estatus: 0 | 1 }; responde: RespuestaComun };
}

/** SPEC.md §5's enrolment-link message (the address check is ENLACE_NO_VALIDO). */
export const ENLACE_REQUERIDO = 'Se necesita el enlace para las inscripciones.';
