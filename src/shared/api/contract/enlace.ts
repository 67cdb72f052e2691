// The enrolment link shown on the home banner while active.
import type { RespuestaComun } from '../contract';

export interface Enlace {
  enlace: string;
  estatus: 0 | 1;
}

export interface ContratoEnlace {
  mostrarEnlace: { pide: Record<string, never>; responde: Enlace };
  cambiarEstadoEnlace: { pide: { enlace: string; estatus: 0 | 1 }; responde: RespuestaComun };
}
