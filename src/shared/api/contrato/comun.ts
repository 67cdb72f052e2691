// What every call of the contract shares: the roles, the common answer, a form image and the
// refusals every form uses. Apart from index.ts (which gathers every entity's calls) so an entity's
// file imports these without importing the whole contract back (no import cycle).

export type Rol = 'e' | 'a' | 's';

/** The common answer: codigo 1 is success; mensaje is shown to the user. */
export interface RespuestaComun {
  codigo: 0 | 1;
  mensaje: string;
}

/**
 * A form image: a stored relative path or a new data URL (docs/SPEC.md §3), with its alternative
 * text (ours, issue 37): `alt` what a visitor who cannot see it is told, `decorativa` true when it
 * says nothing (the public <img alt="">). On the wire both are optional: an item without `alt`
 * (docs/SPEC.md's format) is stored as not described yet; one with `alt` must describe the image
 * or be decorativa (ALT_REQUERIDO).
 */
export interface ImagenForm {
  key: string;
  imagen: string;
  /** Always present in the forms (a new image starts with ''); absent from an older client's items. */
  alt?: string;
  decorativa?: boolean;
  /** The stored path to show when `imagen` is not one (an asset of the library, `medio:<pk>`); the server ignores it. */
  vista?: string;
}

/** An image that is neither described nor decorative (the forms and api.php). */
export const ALT_REQUERIDO = 'Describa la imagen para quien no puede verla.';
/** The longest alternative text. */
export const MAX_ALT = 300;

/**
 * A stored image's alternative text as the public answers carry it: null when nobody wrote one yet.
 * Optional for the client: an answer without them (a server before issue 37) gets the generated text.
 */
export interface TextoAlternativo {
  alt?: string | null;
  decorativa?: boolean;
}

/** A form image's alternative text as the sibling fields of a single image field send it ('1' when decorative). */
export const altEnviado = (img: ImagenForm | undefined) => ({
  alt: img?.decorativa ? '' : (img?.alt?.trim() ?? ''),
  decorativa: img?.decorativa ? '1' : '0',
});

/**
 * The public <img alt> of an image: '' when decorative, the authored text, else `generado` (the
 * text the pages built before authored alt existed, e.g. "Nombre: imagen 1 de 3").
 */
export const altDe = (t: Partial<TextoAlternativo> | undefined, generado: string): string => (t?.decorativa ? '' : t?.alt?.trim() || generado);

/** The refusal of a text over its limit (every text field of every form). */
export const largo = (max: number) => `El texto es demasiado largo (máximo ${max} caracteres).`;
/** A list or object field that is not the JSON the form sends. */
export const FORMATO_NO_VALIDO = 'Datos con formato no válido.';
/** An optional or required web address that is not http(s). */
export const ENLACE_NO_VALIDO = 'El enlace debe ser una dirección web completa (https://…).';
/** A text with control characters or bidi overrides (they can hide or reverse what a name shows). */
export const MENSAJE_CARACTERES = 'El texto contiene caracteres no permitidos (de control o que invierten la dirección del texto).';

/**
 * Issue 48: the `version` an item's read returns (its newest revision's number; 1 while only its
 * original exists) and its edit funcion takes back (optional: docs/SPEC.md's clients send none and
 * keep today's behaviour).
 */
// (declared here, not in revisiones.ts: the contracts that carry it are read by revisiones.ts)
export interface ConVersion {
  version?: number;
}
