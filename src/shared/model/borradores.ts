// borradores slice (issue 14): the values of every half-filled admin and student form, keyed by
// user, form and pk, so a QA engineer can export and replay a half-filled form and nothing typed
// is lost to a reload, a closed tab or an expired session. Persisted to IndexedDB by the area
// chunks only (shared/admin/persistirBorradores.ts); this module too loads with them only, and plugs
// its reducer into the store's slot (ranura.ts) when it does.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ranuraBorradores } from './ranura';

export interface Borrador {
  /** The form's values as it holds them (images as data URLs or stored paths). */
  valores: unknown;
  /** When it was last changed, ms since the epoch (the restore notice shows it). */
  guardado: number;
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
    borradorGuardado: (s, { payload }: PayloadAction<{ clave: string; valores: unknown; guardado: number }>) => {
      s[payload.clave] = { valores: payload.valores, guardado: payload.guardado };
    },
    /** "Descartar borrador", or the form was saved. */
    borradorDescartado: (s, { payload }: PayloadAction<string>) => {
      delete s[payload];
    },
    /** What IndexedDB held, read when an area chunk loads: drafts written since then win. */
    borradoresRestaurados: (s, { payload }: PayloadAction<BorradoresState>) => ({ ...payload, ...s }),
  },
});

export const { borradorGuardado, borradorDescartado, borradoresRestaurados } = borradoresSlice.actions;

ranuraBorradores.conectar(borradoresSlice.reducer);
