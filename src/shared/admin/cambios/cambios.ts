// cambios slice (issue 48, item 6): what "Cambios por revisar" shows, as replayable data (decision
// 0009): the change whose comparison is open, the "Devolver con comentario" dialog with the comment
// typed and its refusal, the call running, and an approval's refusal beside its change. Never
// persisted; login and logout empty it. Plugged into the store's slot when an admin chunk loads it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import { ranuraCambios, type CambiosState } from '@/shared/modelo/ranuraCambios';

export type { CambiosState };

const inicial: CambiosState = {};

export const cambiosSlice = createSlice({
  name: 'cambios',
  initialState: inicial,
  reducers: {
    /** "Ver comparación" of a change (the same again closes it). */
    comparacionAlternada: (s, { payload }: PayloadAction<number>) => {
      s.abierto = s.abierto === payload ? undefined : payload;
    },
    /** "Devolver con comentario": its dialog, empty. */
    devolucionAbierta: (s, { payload }: PayloadAction<number>) => {
      if (s.enCurso) return;
      s.devolver = { pk: payload, comentario: '' };
    },
    comentarioEscrito: (s, { payload }: PayloadAction<string>) => {
      if (!s.devolver) return;
      s.devolver.comentario = payload;
      delete s.devolver.error;
    },
    /** The dialog's refusal (an empty comment, or the server's). */
    devolucionRechazada: (s, { payload }: PayloadAction<string>) => {
      if (s.devolver) s.devolver.error = payload;
    },
    devolucionCerrada: (s) => {
      if (s.enCurso?.accion !== 'devolver') delete s.devolver;
    },
    /** A call starts: only one at a time. */
    envioIniciado: (s, { payload }: PayloadAction<{ pk: number; accion: 'aprobar' | 'devolver' }>) => {
      if (s.enCurso) return;
      s.enCurso = payload;
      delete s.error;
    },
    /** The call answered: done (the change leaves the list), or refused (its message stays beside it / in the dialog). */
    envioTerminado: (s, { payload }: PayloadAction<{ ok: true } | { ok: false; mensaje: string }>) => {
      const curso = s.enCurso;
      if (!curso) return;
      delete s.enCurso;
      if (payload.ok) {
        if (curso.accion === 'devolver') delete s.devolver;
        if (s.abierto === curso.pk) delete s.abierto;
        return;
      }
      if (curso.accion === 'devolver' && s.devolver) s.devolver.error = payload.mensaje;
      else s.error = { pk: curso.pk, mensaje: payload.mensaje };
    },
  },
  extraReducers: (b) => {
    b.addCase(loginSucceeded, () => ({}));
    b.addCase(sessionCleared, () => ({}));
  },
});

export const { comparacionAlternada, devolucionAbierta, comentarioEscrito, devolucionRechazada, devolucionCerrada, envioIniciado, envioTerminado } =
  cambiosSlice.actions;

ranuraCambios.conectar(cambiosSlice.reducer);
