// Building blocks of the payload schemas: form fields arrive as strings, objects as JSON strings.
// Every refusal carries a Spanish message; the dispatcher sends the first one to the client.
import { z } from 'zod';

z.config(z.locales.es());

export { z };

export const largo = (max: number) => `El texto es demasiado largo (máximo ${max} caracteres).`;

/**
 * Control characters (NUL…, except tab and line breaks) and bidi overrides/isolates, which can
 * hide or reverse what a name shows ("‮gpj.exe"): never part of a text anyone types.
 */
export const CARACTERES_PROHIBIDOS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
export const MENSAJE_CARACTERES = 'El texto contiene caracteres no permitidos (de control o que invierten la dirección del texto).';
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

/** A JSON-encoded field (imgs, miembros…) validated by `schema` once parsed. */
export const json = <T extends z.ZodType>(schema: T, mensaje = 'Datos con formato no válido.') =>
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

/** Spanish text of the first problem in a failed parse. */
export function primerMensaje(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Datos no válidos.';
  return issue.message || 'Datos no válidos.';
}

/**
 * A single image field (imagenForm): the image itself (a stored path or a data URL). Also accepts
 * it wrapped as a form item `{ key, imagen }` or a one-item list of them, as JSON.
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
