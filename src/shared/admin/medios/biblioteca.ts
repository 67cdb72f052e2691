// The picker's state (decision 0009): open for one image field, its search text and page. Plugged
// into the store's `biblioteca` slot when the admin chunk loads (shared/modelo/ranuraBiblioteca.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import { ranuraBiblioteca, type BibliotecaState } from '@/shared/modelo/ranuraBiblioteca';

export const inicialBiblioteca: BibliotecaState = { campo: null, q: '', pagina: 1 };

export const bibliotecaSlice = createSlice({
  name: 'biblioteca',
  initialState: inicialBiblioteca,
  reducers: {
    /** "Elegir de la biblioteca" of one field: a fresh search, first page. */
    bibliotecaAbierta: (_s, a: PayloadAction<string>) => ({ ...inicialBiblioteca, campo: a.payload }),
    /** A new search text goes back to the first page. */
    bibliotecaBuscada: (s, a: PayloadAction<string>) => (s.campo === null ? s : { ...s, q: a.payload.slice(0, 100), pagina: 1 }),
    bibliotecaPaginada: (s, a: PayloadAction<number>) =>
      s.campo === null || !Number.isInteger(a.payload) || a.payload < 1 ? s : { ...s, pagina: a.payload },
    /** Closed (Escape, "Cerrar", or an asset chosen). */
    bibliotecaCerrada: () => inicialBiblioteca,
  },
  extraReducers: (b) => {
    b.addCase(loginSucceeded, () => inicialBiblioteca).addCase(sessionCleared, () => inicialBiblioteca);
  },
});

export const { bibliotecaAbierta, bibliotecaBuscada, bibliotecaPaginada, bibliotecaCerrada } = bibliotecaSlice.actions;

/** A replayed or imported state may lack keys: fill them in before reducing. */
export const reducerBiblioteca = (s: Partial<BibliotecaState> | undefined, a: Parameters<typeof bibliotecaSlice.reducer>[1]) =>
  bibliotecaSlice.reducer({ ...inicialBiblioteca, ...s }, a);

ranuraBiblioteca.conectar(reducerBiblioteca);
