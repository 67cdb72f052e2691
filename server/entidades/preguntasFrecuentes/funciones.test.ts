// The 'Preguntas frecuentes' topic's entries through the real server on both engines: every site
// starts with docs/SPEC.md §9's three; an admin's save of the whole list (edited, added, removed, moved)
// is what the public read, the server-rendered topic page (with its FAQPage JSON-LD), the search
// and the sitemap show at once; each bad list is refused in Spanish and changes nothing; visitors
// and students are refused.
import { nuevoHarness, esRechazo, type Harness } from '@server/pruebas/arnes';
import { appConPaginas } from '@server/pruebas/paginas';
import { MENSAJES_FAQ as M, MAX_ENTRADAS_FAQ, MAX_PREGUNTA_FRECUENTE } from '@/shared/api/contrato/preguntasFrecuentes';
import { largo } from '@/shared/api/contrato';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx' });
});
afterEach(() => h.cerrar());

type Entrada = { pk_pregunta_frecuente: number; pregunta: string; respuesta: string };
const leer = async () => (await h.llamar('traerPreguntasFrecuentes')).body as unknown as Entrada[];
const guardar = (entradas: unknown, quien: 'a' | 'e' | 's' | 'visitante' = 'a') =>
  h.llamar('guardarPreguntasFrecuentes', { entradas: typeof entradas === 'string' ? entradas : JSON.stringify(entradas) }, { quien });
const buscar = async (q: string) =>
  (await h.llamar('buscar', { q })).body as unknown as { total: number; resultados: { tipo: string; enlace: string; titulo: { texto: string }[] }[] };
const titulo = (r: { titulo: { texto: string }[] }) => r.titulo.map((t) => t.texto).join('');

const NUEVA = { pregunta: '¿Hay becas de transporte?', respuesta: 'Sí: la beca de transporte cubre el 50 % del pasaje.' };

it("starts with SPEC.md §9's three entries, in order, on every site", async () => {
  const entradas = await leer();
  expect(entradas.map((e) => e.pregunta)).toEqual(['¿Cuánto cuesta la colegiatura?', '¿Cuánto dura el programa?', '¿Cuántas estadías se realizan?']);
  const [costo, duracion, estadias] = entradas.map((e) => e.respuesta);
  expect(costo).toMatch(/1,?800/);
  expect(duracion).toMatch(/2 años de T\.S\.U\./);
  expect(duracion).toMatch(/1 año 8 meses de ingeniería/);
  expect(duracion).toMatch(/3 años 8 meses/);
  expect(estadias).toMatch(/Dos periodos de estadía/);
  // and the search finds them, linked to the FAQ topic's page
  const r = await buscar('colegiatura');
  expect(r.resultados.map((x) => [x.tipo, titulo(x), x.enlace])).toContainEqual(['pregunta_frecuente', '¿Cuánto cuesta la colegiatura?', '/foro/1']);
});

it('saves the whole list: the public read, the search and the audit trail change together', async () => {
  const [costo, duracion] = await leer();
  // the third removed, the second edited and moved first, a new one added last
  const lista = [
    { pregunta: duracion.pregunta, respuesta: 'Tres años y ocho meses en total.' },
    { pregunta: costo.pregunta, respuesta: costo.respuesta },
    NUEVA,
  ];
  const r = await guardar(lista);
  expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: M.guardadas }]);
  expect((await leer()).map(({ pregunta, respuesta }) => ({ pregunta, respuesta }))).toEqual(lista);
  // the search at once: the new entry found, the removed one gone, the edited answer indexed
  // (first: the only item holding both words; /admisiones, which tells of «becas», after it)
  const becas = (await buscar('becas transporte')).resultados.map((x) => [x.tipo, titulo(x), x.enlace]);
  expect(becas[0]).toEqual(['pregunta_frecuente', NUEVA.pregunta, '/foro/1']);
  expect(becas.slice(1).filter(([tipo]) => tipo === 'pregunta_frecuente')).toEqual([]);
  expect((await buscar('estadías')).resultados.filter((x) => x.tipo === 'pregunta_frecuente')).toEqual([]);
  expect((await buscar('ocho meses')).resultados.map(titulo)).toContain(duracion.pregunta);
  // one audit entry, by the admin, with what changed
  const e = h.db.prepare("SELECT funcion, fk_usuario, resumen FROM bitacora WHERE entidad = 'pregunta_frecuente'").all() as {
    funcion: string;
    fk_usuario: number;
    resumen: string;
  }[];
  expect(e).toHaveLength(1);
  expect(e[0]).toMatchObject({ funcion: 'guardarPreguntasFrecuentes', fk_usuario: h.pks.a });
  expect(e[0].resumen).toContain(M.guardadas);
  expect(e[0].resumen).not.toContain('Entradas «3»'); // the count did not change…
  expect(e[0].resumen).toMatch(/Preguntas «¿Cuánto cuesta.*» → «¿Cuánto dura/); // …the order did
  // an empty list is allowed (the topic then says so)
  expect((await guardar([])).body.codigo).toBe(1);
  expect(await leer()).toEqual([]);
  expect((await buscar('colegiatura')).resultados.filter((x) => x.tipo === 'pregunta_frecuente')).toEqual([]);
});

describe('a bad list is refused in Spanish and changes nothing', () => {
  it.each<[string, unknown, string]>([
    ['a blank question', [{ pregunta: '  ', respuesta: 'Algo.' }], M.pregunta],
    ['a missing answer', [{ pregunta: '¿Algo?' }], M.respuesta],
    ['a question too long', [{ pregunta: 'a'.repeat(MAX_PREGUNTA_FRECUENTE + 1), respuesta: 'Algo.' }], largo(MAX_PREGUNTA_FRECUENTE)],
    ['text that is not JSON', '[{pregunta', M.entradas],
    ['an object instead of a list', { pregunta: '¿Algo?', respuesta: 'Algo.' }, M.entradas],
    ['an entry that is not an object', ['¿Algo?'], M.entradas],
    ['too many entries', Array.from({ length: MAX_ENTRADAS_FAQ + 1 }, () => NUEVA), M.demasiadas],
  ])('%s', async (_caso, entradas, mensaje) => {
    const antes = await leer();
    const r = await guardar(entradas);
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
    expect(await leer()).toEqual(antes);
  });

  it('no list at all', async () => {
    const r = await h.llamar('guardarPreguntasFrecuentes', {}, { quien: 'a' });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: M.entradas }]);
  });
});

it.each([
  ['a visitor', 'visitante', 401, 'Su sesión no está activa. Inicie sesión para continuar.'],
  ['a student', 'e', 403, 'No tiene permiso para realizar esta acción.'],
  ['the super admin', 's', 403, 'No tiene permiso para realizar esta acción.'],
] as const)('refuses %s the save, changing nothing', async (_caso, quien, status, mensaje) => {
  const antes = await leer();
  const r = await guardar([NUEVA], quien);
  expect([r.status, r.body]).toEqual([status, { codigo: 0, mensaje }]);
  expect(esRechazo(r)).toBe(true);
  expect(await leer()).toEqual(antes);
});

it('the topic page is rendered with the saved entries, no question form and FAQPage JSON-LD; the sitemap dates it', async () => {
  const hostil = { pregunta: '¿Y </script><script>alert(1)</script>?', respuesta: 'Nada <b>pasa</b>.' };
  expect((await guardar([NUEVA, hostil])).body.codigo).toBe(1);
  const paginas = await appConPaginas(h);
  try {
    const r = await paginas.inject('/foro/1');
    expect(r.statusCode).toBe(200);
    const html = r.body;
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<dt>${NUEVA.pregunta}</dt>`);
    expect(root).toContain('<dd>Sí: la beca de transporte cubre el 50 % del pasaje.</dd>');
    expect(root).not.toContain('<script>alert(1)');
    expect(root).not.toContain('Tu pregunta');
    expect(root).not.toContain('colegiatura');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    expect(ld).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: NUEVA.pregunta, acceptedAnswer: { '@type': 'Answer', text: NUEVA.respuesta } },
        { '@type': 'Question', name: hostil.pregunta, acceptedAnswer: { '@type': 'Answer', text: hostil.respuesta } },
      ],
    });
    const mapa = (await paginas.inject('/sitemap.xml')).body;
    const editado = h.db.prepare('SELECT MAX(editado) FROM preguntas_frecuentes').pluck().get() as string;
    expect(mapa).toMatch(new RegExp(`<loc>https://carrera\\.ejemplo\\.edu\\.mx/foro/1</loc><lastmod>${editado.slice(0, 10)}`));
  } finally {
    await paginas.close();
  }
});
