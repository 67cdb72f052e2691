// The picker's state as a transition table (decision 0009): open for one field with a fresh search,
// search back to page 1, pages only while open and only whole numbers from 1, closed and emptied
// at login and logout; a partial (imported) state is filled in.
import type { UnknownAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import type { BibliotecaState } from '@/shared/modelo/ranuraBiblioteca';
import { bibliotecaAbierta, bibliotecaBuscada, bibliotecaCerrada, bibliotecaPaginada, inicialBiblioteca, reducerBiblioteca } from './biblioteca';

const abierta: BibliotecaState = { campo: 'c1', q: 'lab', pagina: 3 };

it.each<[string, Partial<BibliotecaState> | undefined, UnknownAction, BibliotecaState]>([
  ['opens for a field, fresh', abierta, bibliotecaAbierta('c2'), { campo: 'c2', q: '', pagina: 1 }],
  ['a search goes back to page 1', abierta, bibliotecaBuscada('aula'), { campo: 'c1', q: 'aula', pagina: 1 }],
  ['a search is cut at 100 characters', abierta, bibliotecaBuscada('x'.repeat(150)), { campo: 'c1', q: 'x'.repeat(100), pagina: 1 }],
  ['no search while closed', inicialBiblioteca, bibliotecaBuscada('aula'), inicialBiblioteca],
  ['a page', abierta, bibliotecaPaginada(2), { ...abierta, pagina: 2 }],
  ['no page 0', abierta, bibliotecaPaginada(0), abierta],
  ['no page 1.5', abierta, bibliotecaPaginada(1.5), abierta],
  ['no page while closed', inicialBiblioteca, bibliotecaPaginada(2), inicialBiblioteca],
  ['closed', abierta, bibliotecaCerrada(), inicialBiblioteca],
  ['emptied at logout', abierta, sessionCleared(), inicialBiblioteca],
  ['emptied at login', abierta, loginSucceeded({ rol: 'a', pk_usuario: 1, nombre_persona: 'A', contrasena_inicial: false }), inicialBiblioteca],
  ['an imported partial state is filled in', { campo: 'c1' }, bibliotecaPaginada(2), { campo: 'c1', q: '', pagina: 2 }],
  ['an empty slot', undefined, { type: 'otra' }, inicialBiblioteca],
])('%s', (_, antes, accion, despues) => {
  expect(reducerBiblioteca(antes, accion)).toEqual(despues);
});
