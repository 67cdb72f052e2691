// Building blocks of the payload schemas: form fields arrive as strings, objects as JSON strings.
// Every refusal carries a Spanish message; the dispatcher sends the first one to the client.
import { z } from 'zod';

z.config(z.locales.es());

export { z };

export const largo = (max: number) => `El texto es demasiado largo (máximo ${max} caracteres).`;

/** Required text, trimmed; `mensaje` when missing or blank. */
export const texto = (mensaje: string, max = 200) =>
  z.string({ error: mensaje }).trim().min(1, mensaje).max(max, largo(max));

/** Optional text, trimmed, '' when absent. */
export const textoOpcional = (max = 200) =>
  z
    .string({ error: 'Texto no válido.' })
    .trim()
    .max(max, largo(max))
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
