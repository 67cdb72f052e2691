// Issue 45 (Low): the alt-text page names a person of "Acerca de" by their photo's path, not their
// position: after another admin removed a person, the text still lands on the right photo (before,
// `persona:N` landed on the next person's). Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import type { ImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const foto = (n: string) => `uploads/paginas/persona${n}-abcdef.webp`;
const persona = (nombre: string, n: string) => ({ nombre, cargo: 'Docente', foto: foto(n) });
const personas = () =>
  (JSON.parse(h.db.prepare("SELECT datos FROM paginas WHERE clave = 'acerca_de'").pluck().get() as string) as { personas: Record<string, unknown>[] })
    .personas;
function fijar(lista: object[]) {
  const datos = JSON.parse(
    (h.db.prepare("SELECT datos FROM paginas WHERE clave = 'acerca_de'").pluck().get() as string | undefined) ?? '{}',
  ) as Record<string, unknown>;
  h.db.prepare("UPDATE paginas SET datos = ? WHERE clave = 'acerca_de'").run(JSON.stringify({ ...datos, personas: lista }));
}

it('the text for a person lands on that person’s photo after another one was removed; a removed photo is "no longer exists"', async () => {
  fijar([persona('Ana', '1'), persona('Beto', '2'), persona('Carla', '3')]);
  const lista = (await h.llamar('traerImagenesSinAlt', {}, { quien: 'a' })).body as unknown as ImagenSinAlt[];
  const beto = lista.find((x) => x.tipo === 'persona' && x.nombre === 'Beto')!;
  expect(beto.referencia).toBe(`persona:${foto('2')}`);
  // another admin removes Ana meanwhile
  fijar([persona('Beto', '2'), persona('Carla', '3')]);
  const r = await h.llamar('guardarTextoAlternativo', { referencia: beto.referencia, alt: 'Beto sonriendo en el laboratorio' }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  expect(personas().map((p) => [p.nombre, p.alt])).toEqual([
    ['Beto', 'Beto sonriendo en el laboratorio'],
    ['Carla', undefined],
  ]);
  // Ana's photo is gone: refused, nobody else written
  const ana = await h.llamar('guardarTextoAlternativo', { referencia: `persona:${foto('1')}`, alt: 'Ana' }, { quien: 'a' });
  expect([ana.status, ana.body.mensaje]).toEqual([404, 'La imagen ya no existe: quizá la quitaron del contenido.']);
  expect((await h.llamar('guardarTextoAlternativo', { referencia: 'persona:1', alt: 'X' }, { quien: 'a' })).body.mensaje).toBe('Imagen no válida.');
  expect(personas()[1].alt).toBeUndefined();
});
