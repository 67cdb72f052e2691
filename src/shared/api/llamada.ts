// An endpoint's `query`, generated from the typed contract (contract/index.ts): `query:
// llamada('traerTopicos')` sends { funcion: 'traerTopicos', ...datos }. A name outside the
// contract (Funcion) or fields that are not that call's (Pide<F>) do not compile, so an endpoint
// cannot drift from what the server dispatches. Features declare their endpoints in their api.ts
// (llamadas.ts's `endpoints()` builds them with this); hand-written endpoints use it directly.
import type { Funcion, Pide } from './contrato';
import type { ArgsFuncion } from './funcionBaseQuery';

/** The call's fields are the endpoint's argument (`void` when the call takes none). */
export function llamada<F extends Funcion>(funcion: F): (datos: Pide<F> | void) => ArgsFuncion;
/** The call's fields built from the endpoint's argument (an id, a row…). */
export function llamada<F extends Funcion, A>(funcion: F, campos: (arg: A) => Pide<F>): (arg: A) => ArgsFuncion;
export function llamada(funcion: Funcion, campos?: (arg: unknown) => object): (arg: unknown) => ArgsFuncion {
  return (arg) => ({ funcion, ...(campos ? campos(arg) : (arg as object | undefined)) });
}
