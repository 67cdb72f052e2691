// The payload schemas' building blocks live with the contract (src/shared/api/contrato/campos.ts),
// shared with the forms; here the server's Spanish defaults and the first-message rule. Every
// refusal carries a Spanish message; the dispatcher sends the first one to the client.
import { z } from '@/shared/api/contrato/campos';

z.config(z.locales.es());

export { z };
export { largo, MENSAJE_CARACTERES } from '@/shared/api/contrato';
export {
  texto,
  textoOpcional,
  entero,
  pk,
  json,
  lista,
  imagenUnica,
  enlaceWeb,
  sinCaracteresProhibidos,
  CARACTERES_PROHIBIDOS,
} from '@/shared/api/contrato/campos';

/** Spanish text of the first problem in a failed parse. */
export function primerMensaje(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Datos no válidos.';
  return issue.message || 'Datos no válidos.';
}
