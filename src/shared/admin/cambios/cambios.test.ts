// The cambios slice ("Cambios por revisar", issue 48) as a transition table: (state, event) → state.
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import {
  cambiosSlice,
  comentarioEscrito,
  comparacionAlternada,
  devolucionAbierta,
  devolucionCerrada,
  devolucionRechazada,
  envioIniciado,
  envioTerminado,
  type CambiosState,
} from './cambios';

const r = cambiosSlice.reducer;
const escribiendo: CambiosState = { devolver: { pk: 3, comentario: 'Falta' } };
const devolviendo: CambiosState = { abierto: 3, devolver: { pk: 3, comentario: 'Falta la fecha.' }, enCurso: { pk: 3, accion: 'devolver' } };
const aprobando: CambiosState = { abierto: 3, enCurso: { pk: 3, accion: 'aprobar' } };

it.each<[string, CambiosState, Parameters<typeof r>[1], CambiosState]>([
  ['a comparison opens', {}, comparacionAlternada(3), { abierto: 3 }],
  ['another one replaces it', { abierto: 3 }, comparacionAlternada(4), { abierto: 4 }],
  ['the same one again closes it', { abierto: 3 }, comparacionAlternada(3), {}],
  ['"Devolver con comentario" opens its dialog, empty', { abierto: 3 }, devolucionAbierta(3), { abierto: 3, devolver: { pk: 3, comentario: '' } }],
  ['…not while a call runs', aprobando, devolucionAbierta(4), aprobando],
  ['typing keeps the comment', { devolver: { pk: 3, comentario: '' } }, comentarioEscrito('Falta'), escribiendo],
  [
    'typing clears the refusal',
    { devolver: { pk: 3, comentario: '', error: 'Escriba…' } },
    comentarioEscrito('F'),
    { devolver: { pk: 3, comentario: 'F' } },
  ],
  ['typing without a dialog changes nothing', {}, comentarioEscrito('x'), {}],
  [
    'an empty comment is refused in the dialog',
    escribiendo,
    devolucionRechazada('Escriba…'),
    { devolver: { pk: 3, comentario: 'Falta', error: 'Escriba…' } },
  ],
  ['closing the dialog drops the comment', escribiendo, devolucionCerrada(), {}],
  ['…but not while it is being sent', devolviendo, devolucionCerrada(), devolviendo],
  ['approving starts', { abierto: 3, error: { pk: 3, mensaje: 'x' } }, envioIniciado({ pk: 3, accion: 'aprobar' }), aprobando],
  ['one call at a time', aprobando, envioIniciado({ pk: 4, accion: 'aprobar' }), aprobando],
  ['approved: the change and its comparison leave', aprobando, envioTerminado({ ok: true }), {}],
  [
    'refused: the message stays beside the change',
    aprobando,
    envioTerminado({ ok: false, mensaje: 'Ya revisado.' }),
    { abierto: 3, error: { pk: 3, mensaje: 'Ya revisado.' } },
  ],
  ['returned: the dialog closes', devolviendo, envioTerminado({ ok: true }), {}],
  [
    'a refused return keeps the dialog and the comment, with the message',
    devolviendo,
    envioTerminado({ ok: false, mensaje: 'Ya revisado.' }),
    { abierto: 3, devolver: { pk: 3, comentario: 'Falta la fecha.', error: 'Ya revisado.' } },
  ],
  ['an answer with no call running changes nothing', { abierto: 3 }, envioTerminado({ ok: true }), { abierto: 3 }],
  ['login empties it', devolviendo, loginSucceeded({ rol: 'a', pk_usuario: 1, nombre_persona: 'A', contrasena_inicial: false }), {}],
  ['logout empties it', devolviendo, sessionCleared(), {}],
])('%s', (_n, antes, accion, despues) => {
  expect(r(antes, accion)).toEqual(despues);
});
