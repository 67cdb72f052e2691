// Wire types of the api.php contract (SPEC.md §7), shared with server/; beside them, each entity's
// messages and limits (<entidad>.ts) and its zod schemas (<entidad>.esquema.ts), used by both sides.
// Each entity declares its calls in contract/<entidad>.ts; Contrato gathers them.
import type { ContratoSesion } from './sesion';
import type { ContratoEnlace } from './enlace';
import type { ContratoForo } from './foro';
import type { ContratoProyectos } from './proyectos';
import type { ContratoEventos } from './eventos';
import type { ContratoUsuarios } from './usuarios';
import type { ContratoEmpresas } from './empresas';
import type { ContratoExperiencias } from './experiencias';
import type { ContratoEgresados } from './egresados';
import type { ContratoBajas } from './bajas';
import type { ContratoBitacora, ContratoSeguridad } from './bitacora';
import type { ContratoDosPasos } from './dosPasos';

export type Rol = 'e' | 'a' | 's';

/** The common answer: codigo 1 is success; mensaje is shown to the user. */
export interface RespuestaComun {
  codigo: 0 | 1;
  mensaje: string;
}

/** A form image: a stored relative path or a new data URL (SPEC.md §3). */
export interface ImagenForm {
  key: string;
  imagen: string;
}

// One line per entity (keeps merges of parallel work trivial).
export interface Contrato
  extends
    ContratoSesion,
    ContratoEnlace,
    ContratoForo,
    ContratoProyectos,
    ContratoEventos,
    ContratoUsuarios,
    ContratoEmpresas,
    ContratoExperiencias,
    ContratoEgresados,
    ContratoBajas,
    ContratoBitacora,
    ContratoSeguridad,
    ContratoDosPasos {}

export type Funcion = keyof Contrato;
export type Pide<F extends Funcion> = Contrato[F]['pide'];
export type Responde<F extends Funcion> = Contrato[F]['responde'];

/** The refusal of a text over its limit (every text field of every form). */
export const largo = (max: number) => `El texto es demasiado largo (máximo ${max} caracteres).`;
/** A list or object field that is not the JSON the form sends. */
export const FORMATO_NO_VALIDO = 'Datos con formato no válido.';
/** An optional or required web address that is not http(s). */
export const ENLACE_NO_VALIDO = 'El enlace debe ser una dirección web completa (https://…).';
/** A text with control characters or bidi overrides (they can hide or reverse what a name shows). */
export const MENSAJE_CARACTERES = 'El texto contiene caracteres no permitidos (de control o que invierten la dirección del texto).';
