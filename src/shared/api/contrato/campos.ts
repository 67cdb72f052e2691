// Building blocks of the per-entity zod schemas (at the end of <entidad>.ts): fields as the forms hold them
// and as api.php receives them (strings; lists as JSON strings, see `lista`). Every refusal carries
// a Spanish message. Imported only by area chunks and the server: zod never reaches a visitor (so a
// visitor's page imports only types from a contract that holds schemas; bench/bundle.ts checks it).
import { z } from 'zod';
import { ALT_REQUERIDO, ENLACE_NO_VALIDO, FORMATO_NO_VALIDO, MAX_ALT, MENSAJE_CARACTERES, largo } from './comun';

export { z };

/**
 * Control characters (NUL…, except tab and line breaks) and bidi overrides/isolates, which can
 * hide or reverse what a name shows ("\u202egpj.exe"): never part of a text anyone types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
export const CARACTERES_PROHIBIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const sinCaracteresProhibidos = (v: string) => !CARACTERES_PROHIBIDOS.test(v);

/** Required text, trimmed; `mensaje` when missing or blank. */
export const texto = (mensaje: string, max = 200) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(max, largo(max)).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES);

/** Optional text, trimmed, '' when absent. */
export const textoOpcional = (max = 200) =>
  z
    .string({ error: 'Texto no válido.' })
    .trim()
    .max(max, largo(max))
    .refine(sinCaracteresProhibidos, MENSAJE_CARACTERES)
    .optional()
    .transform((v) => v ?? '');

/** An integer sent as a form string, within [min, max]. */
export const entero = (mensaje: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: mensaje })
    .trim()
    .regex(/^-?\d{1,15}$/, mensaje)
    .transform(Number)
    .pipe(z.number().int().min(min, mensaje).max(max, mensaje));

/** A primary key sent as a form string. */
export const pk = (mensaje = 'Identificador no válido.') => entero(mensaje, 1);

const esWeb = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
};

/** An http(s) address: required with `requerido`, else optional ('' allowed). */
export const enlaceWeb = (max: number, requerido?: string) =>
  (requerido ? texto(requerido, max) : textoOpcional(max)).refine((v) => !v || esWeb(v), ENLACE_NO_VALIDO);

/** A JSON-encoded field (ids…) validated by `schema` once parsed. */
export const json = <T extends z.ZodType>(schema: T, mensaje = FORMATO_NO_VALIDO) =>
  z
    .string({ error: mensaje })
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: mensaje });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** A form list sent as JSON (imgs, miembros): blank is an empty list, `requerida` when absent, `formato` when not JSON. */
export const lista = <T extends z.ZodType>(schema: T, requerida: string, formato = FORMATO_NO_VALIDO) =>
  z
    .string({ error: requerida })
    .transform((s, ctx) => {
      if (!s.trim()) return [];
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: formato });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * A form item's random key (docs/SPEC.md §9: five decimals), as a string or a number: the server never
 * stores it, so a client sending `0.12345` is as good as one sending "0.12345".
 */
export const clave = (formato: string) => z.union([z.string().max(40), z.number().finite()], { error: formato }).optional();

/** A yes/no of a form: JSON's true/false, or as api.php's strings ('1'/'0', 'true'/'false', '' = no). */
export const siNo = (formato: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['1', '0', 'true', 'false', ''])], { error: formato })
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** An authored alternative text: absent (docs/SPEC.md's format: not described yet) or a trimmed text. */
export const textoAlt = () =>
  z.string({ error: FORMATO_NO_VALIDO }).trim().max(MAX_ALT, largo(MAX_ALT)).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES).optional();

/**
 * The alternative text rule (issue 37): an image that carries `alt` must describe itself or be
 * decorative; one without the key (an older client) is accepted as not described yet.
 */
export const altCompleto = (i: { alt?: string; decorativa?: boolean }) => i.alt === undefined || i.decorativa === true || i.alt.length > 0;

/** One form image ({ key, imagen, alt, decorativa }), ALT_REQUERIDO on `alt` when it describes nothing. */
export const imagenForm = (formato: string) =>
  z
    .object(
      {
        key: clave(formato),
        imagen: z.string({ error: formato }).min(1, formato),
        alt: textoAlt(),
        decorativa: siNo(formato).optional(),
      },
      { error: formato },
    )
    .refine(altCompleto, { message: ALT_REQUERIDO, path: ['alt'] });

/**
 * The form's images ({ key, imagen }): at least one (`requerida`), at most `max` (`demasiadas`),
 * `formato` (naming the field: "Las imágenes del proyecto tienen un formato no válido.") when malformed.
 */
export const imagenes = (requerida: string, max: number, demasiadas: string, formato = FORMATO_NO_VALIDO) =>
  z.array(imagenForm(formato), { error: formato }).min(1, requerida).max(max, demasiadas);

/** The single image of a form (an image input of one): at least one, `mensaje` otherwise; described (ALT_REQUERIDO). */
export const imagenRequerida = (mensaje: string) =>
  z
    .array(z.object({ imagen: z.string(), alt: z.string().optional(), decorativa: z.boolean().optional() }))
    .refine((l) => !!l[0]?.imagen, mensaje)
    .refine((l) => l.every((i) => altCompleto({ ...i, alt: i.alt?.trim() })), ALT_REQUERIDO);

/** An optional single image of a form (a list of at most one): described when present (ALT_REQUERIDO). */
export const imagenOpcional = () =>
  z
    .array(z.object({ imagen: z.string(), alt: z.string().optional(), decorativa: z.boolean().optional() }))
    .refine((l) => l.every((i) => altCompleto({ ...i, alt: i.alt?.trim() })), ALT_REQUERIDO);

/**
 * A single image field as api.php receives it (imagenForm): the image itself (a stored path or a
 * data URL). Also accepts it wrapped as a form item `{ key, imagen }` or a one-item list, as JSON.
 */
export const imagenUnica = (mensaje: string) =>
  z
    .string({ error: mensaje })
    .trim()
    .transform((v) => {
      if (!v.startsWith('{') && !v.startsWith('[')) return v;
      try {
        const dato = JSON.parse(v) as unknown;
        const item: unknown = Array.isArray(dato) ? dato[0] : dato;
        const imagen = (item as { imagen?: unknown } | undefined)?.imagen;
        return typeof imagen === 'string' ? imagen.trim() : '';
      } catch {
        return '';
      }
    })
    .pipe(z.string().min(1, mensaje));

/** The form's view of a failed check: the first message of each top-level field ('' = the form). */
export function erroresDe<K extends string>(schema: z.ZodType, valores: unknown): Partial<Record<K, string>> {
  const r = schema.safeParse(valores);
  const errores: Partial<Record<string, string>> = {};
  if (!r.success) for (const i of r.error.issues) errores[String(i.path[0] ?? '')] ??= i.message;
  return errores;
}
