// What every call of the contract shares: the roles, the common answer, a form image and the
// refusals every form uses. Apart from index.ts (which gathers every entity's calls) so an entity's
// file imports these without importing the whole contract back (no import cycle).

export type Rol = 'e' | 'a' | 's';

/** The common answer: codigo 1 is success; mensaje is shown to the user. */
export interface RespuestaComun {
  codigo: 0 | 1;
  mensaje: string;
}

/** A form image: a stored relative path or a new data URL (docs/SPEC.md §3). */
export interface ImagenForm {
  key: string;
  imagen: string;
}

/** The refusal of a text over its limit (every text field of every form). */
export const largo = (max: number) => `El texto es demasiado largo (máximo ${max} caracteres).`;
/** A list or object field that is not the JSON the form sends. */
export const FORMATO_NO_VALIDO = 'Datos con formato no válido.';
/** An optional or required web address that is not http(s). */
export const ENLACE_NO_VALIDO = 'El enlace debe ser una dirección web completa (https://…).';
/** A text with control characters or bidi overrides (they can hide or reverse what a name shows). */
export const MENSAJE_CARACTERES = 'El texto contiene caracteres no permitidos (de control o que invierten la dirección del texto).';
