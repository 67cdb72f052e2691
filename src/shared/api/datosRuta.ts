// What a public page needs before it can be rendered on the server: its page module exports
// `datos`, which dispatches the page's own RTK Query endpoints (the same arguments its hooks use,
// so the hydrated page finds them in the cache) and says what the answer is: the page, a 404 or a
// redirect. Declared beside the component that reads the data, so the two cannot drift apart.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router-dom';
import type { ErrorFuncion } from './funcionBaseQuery';

export interface PeticionRuta {
  params: Params<string>;
  url: URL;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store of this app
  dispatch: ThunkDispatch<any, unknown, UnknownAction>;
}

export type RespuestaRuta = { status: 200 | 404 } | { redirigir: string };
export type DatosRuta = (p: PeticionRuta) => Promise<RespuestaRuta | void>;

export const NO_ENCONTRADA: RespuestaRuta = { status: 404 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query's thunk signature
type Thunk<R> = (dispatch: any, getState: any, extra: any) => R;

/**
 * Runs one query endpoint into the cache without subscribing to it (the hydrated component
 * subscribes; nothing is left to expire on the server). Its data, or its error.
 */
export async function pedir<A, R extends PromiseLike<{ data?: unknown; error?: unknown }>>(
  dispatch: PeticionRuta['dispatch'],
  endpoint: { initiate(arg: A, opciones: { subscribe: false }): Thunk<R> },
  arg: A,
): Promise<{ data?: NonNullable<Awaited<R>['data']>; error?: ErrorFuncion }> {
  const r = await dispatch(endpoint.initiate(arg, { subscribe: false }));
  return { data: r.data ?? undefined, error: r.error as ErrorFuncion | undefined };
}

/** A refusal that means "there is no such item": a 404, or a pk the server's schema rejects. */
export const noExiste = (e: ErrorFuncion | undefined) => e?.status === 404 || e?.status === 400;
