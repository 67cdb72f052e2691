// historial slice: what an edit page's "Historial" tab shows, as replayable data, keyed by the
// item (`${entidad}:${pk}`): the tab ("Editar" | "Historial") and the two revisions compared. The
// restore's confirmation is the kit's (ui.modal), its intent carrying the tags to refresh. Never
// persisted; login and logout empty it, like the lists' state (docs/decisiones/0011).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import { confirmRequested } from '@/shared/modelo/ui';
import type { TipoTag, TagRef } from '@/shared/api/etiquetas';
import type { EntidadRevision } from '@/shared/api/contrato/revisiones';
import { ranuraHistorial, type EstadoHistorial, type HistorialState } from '@/shared/modelo/ranuraHistorial';
import { etiquetaHistorial } from './api';

export type { EstadoHistorial, HistorialState };

export const historialInicial: EstadoHistorial = { pestana: 'editar' };
const historialVacio: HistorialState = {};

/** The key of one item's history. */
export const claveHistorial = (entidad: EntidadRevision, pk: number) => `${entidad}:${pk}`;

const de = (s: HistorialState, clave: string): EstadoHistorial => (s[clave] ??= { pestana: 'editar' });

export const historialSlice = createSlice({
  name: 'historial',
  initialState: historialVacio,
  reducers: {
    /** "Editar" or "Historial". */
    pestanaElegida: (s, { payload }: PayloadAction<{ clave: string; pestana: EstadoHistorial['pestana'] }>) => {
      de(s, payload.clave).pestana = payload.pestana;
    },
    /** A revision picked as the older (`antes`) or the newer (`despues`) side of the comparison. */
    revisionElegida: (s, { payload }: PayloadAction<{ clave: string; lado: 'antes' | 'despues'; pk: number }>) => {
      const h = de(s, payload.clave);
      if (Number.isInteger(payload.pk) && payload.pk > 0) h[payload.lado] = payload.pk;
    },
    /** Back to the default comparison (the newest against the one before), e.g. after a restore. */
    comparacionReiniciada: (s, { payload }: PayloadAction<{ clave: string }>) => {
      const h = s[payload.clave];
      if (!h) return;
      delete h.antes;
      delete h.despues;
    },
  },
  extraReducers: (b) => {
    b.addCase(loginSucceeded, () => ({}));
    b.addCase(sessionCleared, () => ({}));
  },
});

export const { pestanaElegida, revisionElegida, comparacionReiniciada } = historialSlice.actions;

/** One item's state; an item never touched shows its form. */
export const estadoDeHistorial = (s: HistorialState | undefined, clave: string): EstadoHistorial => s?.[clave] ?? historialInicial;

/** The restore's confirmation: runs restaurarRevision, then refreshes the history and every query of
 * the item's kind (`tipo` with no id: the item, its lists, whatever tags the feature gives them). */
export const confirmarRestaurar = (entidad: EntidadRevision, tipo: TipoTag, pkRevision: number, cuando: string) => {
  const invalida: TagRef[] = [etiquetaHistorial(entidad), { type: tipo }];
  return confirmRequested({
    mensaje: '¿Restaurar esta versión? El contenido actual se guarda en el historial y puede volver a él.',
    detalle: cuando,
    aceptar: 'Restaurar',
    intent: { tipo: 'llamada', funcion: 'restaurarRevision', campos: { pkRevision: String(pkRevision) }, invalida },
  });
};

ranuraHistorial.conectar(historialSlice.reducer);
