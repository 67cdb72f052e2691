// borradores slice: the values of every half-filled admin and student form, keyed by
// user, form and pk, so a QA engineer can export and replay a half-filled form and nothing typed
// is lost to a reload, a closed tab or an expired session. Persisted to IndexedDB by the area
// chunks only (shared/admin/persistirBorradores.ts); this module too loads with them only, and plugs
// its reducer into the store's slot (ranura.ts) when it does.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ranuraBorradores } from './ranura';
import { BORRADORES_DIAS } from '../config';

export interface Borrador {
  /** The form's values as it holds them (images as data URLs or stored paths). */
  valores: unknown;
  /** When it was last changed, ms since the epoch (the restore notice shows it). */
  guardado: number;
  /** The item's version the draft started from (issue 48): its save sends it, and a newer one is refused. */
  version?: number;
}

/** `${pk_usuario}:${formulario}:${pk | 'nuevo'}` → draft. */
export type BorradoresState = Record<string, Borrador>;

export const borradoresInicial: BorradoresState = {};

/** Drafts of another user are never shown: the user is part of the key. */
export const claveBorrador = (usuario: number | null, formulario: string, pk: number | null) =>
  `${usuario ?? 'anonimo'}:${formulario}:${pk ?? 'nuevo'}`;

export const borradoresSlice = createSlice({
  name: 'borradores',
  initialState: borradoresInicial,
  reducers: {
    /** A field changed: the form's values replace the draft. */
    borradorGuardado: (s, { payload }: PayloadAction<{ clave: string; valores: unknown; guardado: number; version?: number }>) => {
      s[payload.clave] = {
        valores: payload.valores,
        guardado: payload.guardado,
        ...(payload.version !== undefined ? { version: payload.version } : {}),
      };
    },
    /** "Descartar borrador", or the form was saved. */
    borradorDescartado: (s, { payload }: PayloadAction<string>) => {
      delete s[payload];
    },
    /** "Cerrar sesión y borrar": every draft of this user leaves the browser (a shared lab computer). */
    borradoresDeUsuarioBorrados: (s, { payload }: PayloadAction<number>) => {
      for (const k of Object.keys(s)) if (k.startsWith(`${payload}:`)) delete s[k];
    },
    /** What IndexedDB held, read when an area chunk loads: drafts written since then win. */
    borradoresRestaurados: (s, { payload }: PayloadAction<BorradoresState>) => ({ ...payload, ...s }),
  },
});

export const { borradorGuardado, borradorDescartado, borradoresRestaurados, borradoresDeUsuarioBorrados } = borradoresSlice.actions;

/** The keys of this user's drafts (the logout warning counts them). */
export const borradoresDe = (b: BorradoresState | undefined, usuario: number | null) =>
  usuario === null ? [] : Object.keys(b ?? {}).filter((k) => k.startsWith(`${usuario}:`));

/** How long a draft is kept (BORRADORES_DIAS, 7 by default): older ones are dropped when read back. */
export const caducado = (b: Borrador, ahora: number, dias = BORRADORES_DIAS) => ahora - b.guardado > dias * 86_400_000;

/** The drafts still within their days (what IndexedDB gives back goes through this). */
export function vigentes(b: BorradoresState, ahora: number, dias = BORRADORES_DIAS): BorradoresState {
  return Object.fromEntries(Object.entries(b).filter(([, v]) => !caducado(v, ahora, dias)));
}

/**
 * Writes what the store holds to IndexedDB at once (no throttle): set by persistirBorradores once
 * it runs; until then there is nothing to write. The logout awaits it before leaving.
 */
export const escrituraBorradores: { escribir: () => Promise<void> } = { escribir: () => Promise.resolve() };

ranuraBorradores.conectar(borradoresSlice.reducer);
