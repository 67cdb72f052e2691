// A fresh harness for every test of the calling file (the attack tests, the image tests): call
// harnessPorPrueba() at the top of the file, read the current test's harness as `h`
// (abrirArnes.ts opens and closes it).
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';

/** The current test's harness (a live binding: importers read the one harnessPorPrueba() built). */
export let h: Harness;

/** Registers the beforeEach/afterEach that give every test of the calling file its own harness. */
export function harnessPorPrueba() {
  abrirArnes('prueba', (nuevo) => {
    h = nuevo;
  });
}
