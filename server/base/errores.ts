// The one error a handler throws to refuse a call: its Spanish mensaje goes to the client as
// { codigo: 0, mensaje } with the given HTTP status (and `campo`, when the refusal is of one field of
// a structured payload: editarPlan's path in the plan). Anything else thrown is an internal error.
export class ErrorApi extends Error {
  constructor(
    public readonly mensaje: string,
    public readonly status = 400,
    public readonly campo?: string,
    /** More of the refusal for the client (borrarMedio's `usos`): added to the answer's body. */
    public readonly datos?: Record<string, unknown>,
  ) {
    super(mensaje);
  }
}

export const noEncontrado = (mensaje: string) => new ErrorApi(mensaje, 404);
