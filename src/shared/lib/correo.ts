// An e-mail address as a person types it, checked the same way by the account page, the admin's
// student form and the visitor's question form (which must not load zod): trimmed, at most
// MAX_CORREO characters, one @, no spaces, a domain with a dot. Deliberately loose: the
// confirmation link (or the answer's e-mail) is the real test of an address.
import { MAX_CORREO, MENSAJES_AVISOS } from '../api/contrato/avisos';

/** Never part of an address: spaces, C0/C1 controls (U+0085 is no `\s`, and it went raw into `To:`), bidi overrides, and the signs of a display name. */
const FUERA = String.raw`\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069@<>()[\]\\,;:"`;
/** The address's shape; the server's schema uses the same one (server/funciones/avisos.ts). */
export const FORMA_CORREO = new RegExp(`^[^${FUERA}]+@[^${FUERA}.]+(\\.[^${FUERA}.]+)+$`);

/**
 * The Spanish message of what is wrong with `texto` (trimmed), or null when it is a usable address;
 * `publico`: a public form's, which speaks "tú" (docs/convenciones.md).
 */
export function problemaCorreo(texto: string, publico = false): string | null {
  const v = texto.trim();
  if (v.length > MAX_CORREO) return MENSAJES_AVISOS.correoLargo;
  return FORMA_CORREO.test(v) ? null : publico ? MENSAJES_AVISOS.correoNoValidoPublico : MENSAJES_AVISOS.correoNoValido;
}
