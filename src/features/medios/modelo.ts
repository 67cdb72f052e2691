// The media library's state (decision 0009): the upload queue as a small state machine per file
// (pendiente → subiendo → subida | rechazada → subiendo again after a fix) and the in-place edit.
// Plugged into the store's `medios` slot when the admin chunk loads the page (shared/modelo/ranuraMedios.ts).
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import { ranuraMedios, type ArchivoEnCola, type MediosState } from '@/shared/modelo/ranuraMedios';

export const inicialMedios: MediosState = { cola: [], edicion: null, arrastrando: false };

const cambiar = (s: MediosState, id: string, f: (a: ArchivoEnCola) => ArchivoEnCola): MediosState => ({
  ...s,
  cola: s.cola.map((a) => (a.id === id ? f(a) : a)),
});

/** A file that may be sent: described (or decorative), and not sent or being sent already. */
export const porEnviar = (a: ArchivoEnCola) => a.estado === 'pendiente' || a.estado === 'rechazada';
export const descrito = (a: ArchivoEnCola) => a.decorativa || a.alt.trim() !== '';

export const mediosSlice = createSlice({
  name: 'medios',
  initialState: inicialMedios,
  reducers: {
    archivosAgregados: (s, a: PayloadAction<{ id: string; nombre: string; tamano: number; vista: string }[]>) => ({
      ...s,
      arrastrando: false,
      cola: [...s.cola, ...a.payload.map((f) => ({ ...f, alt: '', decorativa: false, progreso: null, estado: 'pendiente' as const, error: null }))],
    }),
    altCambiado: (s, a: PayloadAction<{ id: string; alt: string }>) =>
      cambiar(s, a.payload.id, (f) => (porEnviar(f) ? { ...f, alt: a.payload.alt, decorativa: false, error: null } : f)),
    decorativaCambiada: (s, a: PayloadAction<{ id: string; decorativa: boolean }>) =>
      cambiar(s, a.payload.id, (f) => (porEnviar(f) ? { ...f, decorativa: a.payload.decorativa, error: null } : f)),
    /** "Subir": the undescribed files get the message beside them (none is sent until all are described). */
    faltanAlts: (s) => ({ ...s, cola: s.cola.map((f) => (porEnviar(f) && !descrito(f) ? { ...f, error: ALT_REQUERIDO } : f)) }),
    subidaIniciada: (s, a: PayloadAction<string>) =>
      cambiar(s, a.payload, (f) => (porEnviar(f) && descrito(f) ? { ...f, estado: 'subiendo', progreso: 0, error: null } : f)),
    progresoSubida: (s, a: PayloadAction<{ id: string; porcentaje: number }>) =>
      cambiar(s, a.payload.id, (f) =>
        f.estado === 'subiendo' ? { ...f, progreso: Math.max(f.progreso ?? 0, Math.min(100, Math.round(a.payload.porcentaje))) } : f,
      ),
    subidaHecha: (s, a: PayloadAction<string>) =>
      cambiar(s, a.payload, (f) => (f.estado === 'subiendo' ? { ...f, estado: 'subida', progreso: 100, error: null } : f)),
    subidaRechazada: (s, a: PayloadAction<{ id: string; mensaje: string }>) =>
      cambiar(s, a.payload.id, (f) => (f.estado === 'subiendo' ? { ...f, estado: 'rechazada', progreso: null, error: a.payload.mensaje } : f)),
    quitadoDeCola: (s, a: PayloadAction<string>) => ({ ...s, cola: s.cola.filter((f) => f.id !== a.payload || f.estado === 'subiendo') }),
    subidasLimpiadas: (s) => ({ ...s, cola: s.cola.filter((f) => f.estado !== 'subida') }),
    arrastre: (s, a: PayloadAction<boolean>) => ({ ...s, arrastrando: a.payload }),
    edicionAbierta: (s, a: PayloadAction<{ pk: number; alt: string; decorativa: boolean }>) => ({ ...s, edicion: { ...a.payload, error: null } }),
    edicionCambiada: (s, a: PayloadAction<{ alt: string; decorativa: boolean }>) =>
      s.edicion ? { ...s, edicion: { ...s.edicion, ...a.payload, error: null } } : s,
    edicionFallida: (s, a: PayloadAction<string>) => (s.edicion ? { ...s, edicion: { ...s.edicion, error: a.payload } } : s),
    edicionCerrada: (s) => ({ ...s, edicion: null }),
  },
});

export const {
  archivosAgregados,
  altCambiado,
  decorativaCambiada,
  faltanAlts,
  subidaIniciada,
  progresoSubida,
  subidaHecha,
  subidaRechazada,
  quitadoDeCola,
  subidasLimpiadas,
  arrastre,
  edicionAbierta,
  edicionCambiada,
  edicionFallida,
  edicionCerrada,
} = mediosSlice.actions;

export const reducerMedios = (s: Partial<MediosState> | undefined, a: Parameters<typeof mediosSlice.reducer>[1]) =>
  mediosSlice.reducer({ ...inicialMedios, ...s }, a);
ranuraMedios.conectar(reducerMedios);

/** The slot with its defaults, memoized (the same object while the slot does not change). */
export const selectMedios = createSelector(
  (s: { medios?: Partial<MediosState> }) => s.medios,
  (m): MediosState => ({ ...inicialMedios, ...m }),
);
