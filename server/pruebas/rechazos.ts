// The refusals the funcion tests check again and again: who may not call an admin-only funcion (with
// the status each gets), and the two facts every such refusal must show.
import { esRechazo, type Harness, type Quien, type Respuesta } from './arnes';

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

/** A refusal case: the fields sent, the exact mensaje and status expected, and who sends it (an admin if not said). */
export type Negativa = [campos: Record<string, string>, mensaje: string, status: number, quien?: Quien];

/** Sends each case to `funcion` in turn: each must answer its status with exactly its mensaje. */
export async function esperarNegativas(h: Harness, funcion: string, casos: Negativa[]): Promise<void> {
  for (const [campos, mensaje, status, quien = 'a'] of casos) {
    const r = await h.llamar(funcion, campos, { quien });
    expect([r.status, r.body]).toEqual([status, { codigo: 0, mensaje }]);
  }
}
