// formularios slice: what is typed in the forum's question and answer forms, and the message under
// each field, as replayable data (a QA export shows a half-typed question with its error). Never
// persisted (the store persists `session` only). A form's entry is removed once it is sent, and
// every entry at login and logout.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { loginSucceeded, sessionCleared } from './sesion';
import { ranuraFormularios, type EstadoFormulario, type FormulariosState } from './ranuraFormularios';

export type { EstadoFormulario, FormulariosState };

const VACIO: EstadoFormulario = { valores: {}, errores: {} };
const formulariosInicial: FormulariosState = {};

export const formulariosSlice = createSlice({
  name: 'formularios',
  initialState: formulariosInicial,
  reducers: {
    /** A keystroke: the field's new text (its message stays until the next send). */
    campoEscrito: (s, { payload }: PayloadAction<{ formulario: string; campo: string; valor: string }>) => {
      const f = (s[payload.formulario] ??= { valores: {}, errores: {} });
      f.valores[payload.campo] = payload.valor;
    },
    /** A send was checked: the message under each field (null: none). */
    erroresMostrados: (s, { payload }: PayloadAction<{ formulario: string; errores: Record<string, string | null> }>) => {
      const f = (s[payload.formulario] ??= { valores: {}, errores: {} });
      f.errores = payload.errores;
    },
    /** Sent and accepted: the form is empty again. */
    formularioVaciado: (s, { payload }: PayloadAction<string>) => {
      delete s[payload];
    },
  },
  extraReducers: (b) => {
    // a shared lab computer: nothing one person typed is shown to the next
    b.addCase(loginSucceeded, () => formulariosInicial);
    b.addCase(sessionCleared, () => formulariosInicial);
  },
});

export const { campoEscrito, erroresMostrados, formularioVaciado } = formulariosSlice.actions;

ranuraFormularios.conectar(formulariosSlice.reducer);

/** One form's state (a form never touched is empty). */
export const estadoDeFormulario = (s: FormulariosState | undefined, formulario: string): EstadoFormulario => s?.[formulario] ?? VACIO;

/** A form of the store: its values and messages, and the three things a form does with them. */
export function useFormularioGuardado(formulario: string) {
  const dispatch = useAppDispatch();
  const { valores, errores } = useAppSelector((s) => estadoDeFormulario(s.formularios, formulario));
  const escribir = useCallback((campo: string, valor: string) => dispatch(campoEscrito({ formulario, campo, valor })), [dispatch, formulario]);
  const mostrarErrores = useCallback(
    (e: Record<string, string | null>) => dispatch(erroresMostrados({ formulario, errores: e })),
    [dispatch, formulario],
  );
  const vaciar = useCallback(() => dispatch(formularioVaciado(formulario)), [dispatch, formulario]);
  return { valores, errores, escribir, mostrarErrores, vaciar };
}
