// What a screen reads of a failed call. RTK Query types a hook's error as our ErrorFuncion or a
// SerializedError (an exception thrown inside the query: a bug, never an answer of the server).
import type { ErrorFuncion } from './funcionBaseQuery';

export const ERROR_INESPERADO = 'Ocurrió un error inesperado. Inténtelo de nuevo.';

/** The failure as the baseQuery reported it, or undefined (no error, or not one of ours). */
export function errorFuncion(error: unknown): ErrorFuncion | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Partial<ErrorFuncion>;
  return typeof e.mensaje === 'string' && typeof e.codigo === 'number' ? (e as ErrorFuncion) : undefined;
}

/** The Spanish mensaje to show for a failure; `porDefecto` when it carries none. */
export function mensajeDeError(error: unknown, porDefecto = ERROR_INESPERADO): string {
  return errorFuncion(error)?.mensaje ?? porDefecto;
}

/** The HTTP status of a failure, when the server answered. */
export function estadoDeError(error: unknown): number | undefined {
  return errorFuncion(error)?.status;
}

/** The field a failure names (editarPlan: its path in the plan), when the server names one. */
export function campoDeError(error: unknown): string | undefined {
  return errorFuncion(error)?.campo;
}
