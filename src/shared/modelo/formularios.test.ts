// The formularios slice as a transition table: (state, event) → state.
import { sessionCleared } from './sesion';
import { campoEscrito, erroresMostrados, estadoDeFormulario, formularioVaciado, formulariosSlice, type FormulariosState } from './formularios';

const r = formulariosSlice.reducer;
const uno: FormulariosState = { 'pregunta:2': { valores: { pregunta: '¿Hay' }, errores: {} } };

describe('formularios transitions', () => {
  it.each<[string, FormulariosState, Parameters<typeof r>[1], FormulariosState]>([
    [
      'a first keystroke creates the form',
      {},
      campoEscrito({ formulario: 'pregunta:2', campo: 'pregunta', valor: '¿' }),
      { 'pregunta:2': { valores: { pregunta: '¿' }, errores: {} } },
    ],
    [
      'a keystroke replaces its field only',
      uno,
      campoEscrito({ formulario: 'pregunta:2', campo: 'correo', valor: 'a' }),
      { 'pregunta:2': { valores: { pregunta: '¿Hay', correo: 'a' }, errores: {} } },
    ],
    [
      'a checked send shows its messages, keeping what was typed',
      uno,
      erroresMostrados({ formulario: 'pregunta:2', errores: { pregunta: null, correo: 'Mal' } }),
      { 'pregunta:2': { valores: { pregunta: '¿Hay' }, errores: { pregunta: null, correo: 'Mal' } } },
    ],
    ['a sent form is empty again', uno, formularioVaciado('pregunta:2'), {}],
    ['a logout forgets every form', uno, sessionCleared(), {}],
    [
      'another form is left as it was',
      uno,
      campoEscrito({ formulario: 'respuesta:7', campo: 'respuesta', valor: 'S' }),
      { ...uno, 'respuesta:7': { valores: { respuesta: 'S' }, errores: {} } },
    ],
  ])('%s', (_que, antes, accion, despues) => {
    expect(r(antes, accion)).toEqual(despues);
  });

  it('a form never touched reads as empty', () => {
    expect(estadoDeFormulario(undefined, 'pregunta:1')).toEqual({ valores: {}, errores: {} });
  });
});
