// The refusals the funcion tests check again and again: who may not call an admin-only funcion (with
// the status each gets), and the two facts every such refusal must show.
import { esRechazo, type Respuesta } from './arnes';

/** Callers refused by an admin-only funcion: no session or a forged one 401, the other roles 403. */
export const NO_ADMINS = [
  ['visitante', 401],
  ['falso', 401],
  ['e', 403],
  ['s', 403],
] as const;

/** The answer has the status expected and the shape of a refusal (see esRechazo). */
export function esperarRechazo(r: Respuesta, status: number): void {
  expect(r.status).toBe(status);
  expect(esRechazo(r)).toBe(true);
}
