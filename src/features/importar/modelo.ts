// The import page's state machine (decision 0009): choose → preview → confirm → (undo). Plugged into
// the store's `importacion` slot when the admin chunk loads the page (shared/modelo/ranuraImportacion.ts).
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EntidadImportacion, FilaPrevia } from '@/shared/api/contrato/importaciones';
import { ranuraImportacion, type ArchivoElegido, type ImportacionState } from '@/shared/modelo/ranuraImportacion';

export const inicialImportacion: ImportacionState = {
  paso: 'eligiendo',
  entidad: 'proyectos',
  hoja: null,
  imagenes: null,
  token: null,
  filas: [],
  validas: 0,
  conErrores: 0,
  resultado: null,
  confirmarDeshacer: false,
  error: null,
  aviso: null,
};

/** A new choice drops the preview made from the old one. */
const sinPrevia = (s: ImportacionState): ImportacionState => ({
  ...s,
  paso: 'eligiendo',
  token: null,
  filas: [],
  validas: 0,
  conErrores: 0,
  error: null,
});

export const importacionSlice = createSlice({
  name: 'importacion',
  initialState: inicialImportacion,
  reducers: {
    entidadElegida: (s, a: PayloadAction<EntidadImportacion>) => ({ ...sinPrevia(s), entidad: a.payload, resultado: null, aviso: null }),
    archivoElegido: (s, a: PayloadAction<{ campo: 'hoja' | 'imagenes'; archivo: ArchivoElegido | null }>) => ({
      ...sinPrevia(s),
      [a.payload.campo]: a.payload.archivo,
      resultado: null,
      aviso: null,
    }),
    previaPedida: (s) => ({ ...s, paso: 'previsualizando', error: null, aviso: null }),
    previaRecibida: (s, a: PayloadAction<{ token: string; filas: FilaPrevia[]; validas: number; conErrores: number }>) => ({
      ...s,
      ...a.payload,
      paso: 'previa',
    }),
    fallo: (s, a: PayloadAction<string>) => ({
      ...s,
      paso: s.paso === 'previsualizando' ? 'eligiendo' : s.paso === 'confirmando' ? 'previa' : s.paso === 'deshaciendo' ? 'importada' : s.paso,
      error: a.payload,
      confirmarDeshacer: false,
    }),
    confirmacionPedida: (s) => (s.paso === 'previa' && s.validas > 0 ? { ...s, paso: 'confirmando', error: null } : s),
    importada: (s, a: PayloadAction<{ mensaje: string; pks: number[]; editores?: (string | null)[] }>) => ({
      ...s,
      paso: 'importada',
      resultado: a.payload,
    }),
    deshacerAbierto: (s) => (s.paso === 'importada' ? { ...s, confirmarDeshacer: true } : s),
    deshacerCerrado: (s) => ({ ...s, confirmarDeshacer: false }),
    deshacerPedido: (s) => (s.paso === 'importada' ? { ...s, paso: 'deshaciendo', confirmarDeshacer: false, error: null } : s),
    deshecha: (s, a: PayloadAction<string>) => ({ ...inicialImportacion, entidad: s.entidad, paso: 'deshecha', aviso: a.payload }),
    reiniciada: (s) => ({ ...inicialImportacion, entidad: s.entidad }),
  },
});

export const {
  entidadElegida,
  archivoElegido,
  previaPedida,
  previaRecibida,
  fallo,
  confirmacionPedida,
  importada,
  deshacerAbierto,
  deshacerCerrado,
  deshacerPedido,
  deshecha,
  reiniciada,
} = importacionSlice.actions;

/** The state as the page reads it: an imported or empty slot completed with the initial values. */
export const estadoImportacion = createSelector([(s: { importacion?: Partial<ImportacionState> }) => s.importacion], (i): ImportacionState => ({
  ...inicialImportacion,
  ...i,
}));

ranuraImportacion.conectar((s, a) => importacionSlice.reducer({ ...inicialImportacion, ...s }, a));
