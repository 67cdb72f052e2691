// A reducer slot for a slice whose code loads with the area chunks (the drafts): until its
// reducer is plugged in, the slot keeps whatever state it was given (a preloaded or imported
// state survives), so the home page's JS carries only these few lines. The slice's own actions
// (`<nombre>/…`) that reach the slot before its reducer are kept and applied, in order, at the
// first action after it is plugged in: a QA import that lands while the page loads replays its
// recorded actions before the area's chunk has arrived (a picker opened, a filter chosen), and
// they must not be lost.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/** At most this many early actions are kept (a page that never loads the area keeps no more). */
export const MAX_PENDIENTES = 200;

export function ranura<S extends object>(nombre?: string): { reducer: Reducer<S>; conectar(r: Reducer<S>): void } {
  let real: Reducer<S> | null = null;
  let pendientes: UnknownAction[] = [];
  const propia = (a: UnknownAction) => nombre !== undefined && typeof a.type === 'string' && a.type.startsWith(`${nombre}/`);
  return {
    reducer: (s = {} as S, a: UnknownAction) => {
      if (!real) {
        if (propia(a) && pendientes.length < MAX_PENDIENTES) pendientes.push(a);
        return s;
      }
      if (pendientes.length) {
        const antes = pendientes;
        pendientes = [];
        s = antes.reduce<S>((e, x) => real!(e, x), s);
      }
      return real(s, a);
    },
    conectar: (r) => {
      real = r;
    },
  };
}

/** The drafts' slot (shared/model/borradores.ts plugs its slice in when an area chunk loads it). */
export const ranuraBorradores = ranura<Record<string, { valores: unknown; guardado: number }>>('borradores');
