// Issue 45 (Low): revisions had no default cap (300 saves of a large page: +12 MB). REVISIONES_MAX
// now defaults to 50; past it the oldest go but the item's first revision (the original) stays.
// Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

it('defaults to 50 and keeps the newest ones plus the original', async () => {
  expect(h.config.revisionesMax).toBe(50);
  h.config.revisionesMax = 3; // the same rule, with fewer saves
  try {
    for (let i = 1; i <= 6; i++) {
      const r = await h.llamar('editarPagina', { clave: 'inicio', titulo: `Inicio ${i}`, cuerpo: `Versión ${i} del cuerpo.` }, { quien: 'a' });
      expect(r.body).toMatchObject({ codigo: 1 });
    }
    const pk = h.db.prepare("SELECT pk_pagina FROM paginas WHERE clave = 'inicio'").pluck().get() as number;
    const filas = h.db.prepare("SELECT numero, contenido FROM revisiones WHERE entidad = 'pagina' AND pk = ? ORDER BY pk_revision").all(pk) as {
      numero: number;
      contenido: string;
    }[];
    const numeros = filas.map((f) => Number(f.numero));
    expect(numeros).toHaveLength(4);
    expect(numeros[0]).toBe(1);
    expect(numeros.slice(1)).toEqual([numeros[3] - 2, numeros[3] - 1, numeros[3]]);
    expect(filas[3].contenido).toContain('Versión 6');
    expect(filas[0].contenido).not.toContain('Versión 3');
  } finally {
    h.config.revisionesMax = 50;
  }
});
