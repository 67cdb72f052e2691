// A reducer slot for a slice whose code loads with the area chunks (the drafts): until its
// reducer is plugged in, the slot keeps whatever state it was given (a preloaded or imported
// state survives), so the home page's JS carries only these few lines.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

export function ranura<S extends object>(): { reducer: Reducer<S>; conectar(r: Reducer<S>): void } {
  let real: Reducer<S> | null = null;
  return {
    reducer: (s = {} as S, a: UnknownAction) => (real ? real(s, a) : s),
    conectar: (r) => {
      real = r;
    },
  };
}

/** The drafts' slot (shared/model/borradores.ts plugs its slice in when an area chunk loads it). */
export const ranuraBorradores = ranura<Record<string, { valores: unknown; guardado: number }>>();
