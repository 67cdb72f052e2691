// The FAQ editor's list operations, pure (the list is the form's draft in the store, so each one is
// a transition of that draft): add at the end, remove one, move one up or down. A move past either
// end changes nothing.
import { randomKey } from '@/shared/lib/claveAleatoria';

/** An entry as the editor holds it: `key` keys it in the list (never sent). */
export interface EntradaEditable {
  key: string;
  pregunta: string;
  respuesta: string;
}

export const nuevaEntrada = (): EntradaEditable => ({ key: randomKey(), pregunta: '', respuesta: '' });

export const agregar = (lista: readonly EntradaEditable[], nueva: EntradaEditable = nuevaEntrada()): EntradaEditable[] => [...lista, nueva];

export const quitar = (lista: readonly EntradaEditable[], i: number): EntradaEditable[] => lista.filter((_, j) => j !== i);

/** Entry `i` one place up (-1) or down (+1). */
export function mover(lista: readonly EntradaEditable[], i: number, paso: -1 | 1): EntradaEditable[] {
  const j = i + paso;
  if (i < 0 || i >= lista.length || j < 0 || j >= lista.length) return [...lista];
  const copia = [...lista];
  [copia[i], copia[j]] = [copia[j], copia[i]];
  return copia;
}

export const cambiar = (lista: readonly EntradaEditable[], i: number, campo: 'pregunta' | 'respuesta', valor: string): EntradaEditable[] =>
  lista.map((e, j) => (j === i ? { ...e, [campo]: valor } : e));
