// Site search through api.php, on SQLite and on PostgreSQL (PRUEBAS_POSTGRES), on the content
// server/pruebas/busqueda.ts writes through the funciones: the order of the results (every word
// typed first, the programme's own pages on a tie), and bad input answered in Spanish or searched
// as plain text, never a 500.
import type { Harness } from '../pruebas/arnes';
import { prepararBusqueda } from '../pruebas/busqueda';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

let h: Harness;
const { ok, imgs, proyecto, buscar, encontrados } = prepararBusqueda((x) => (h = x));

describe('buscar: results holding every word typed come first', () => {
  it('«proyectos integradores»: the curriculum’s Proyecto Integrador before 12 photo projects whose member is an «integrante»', async () => {
    // as the bench's photo load writes them: "proyecto" in the text, «Integrante del equipo» (the
    // stem of «integradores», not the word) as the member
    for (let i = 1; i <= 12; i++)
      await ok(
        'registrarProyecto',
        {
          ...proyecto(
            `Proyecto fotográfico ${i}`,
            'Un proyecto del cuatrimestre con fotografías reales del equipo trabajando.',
            'Integrante del equipo',
          ),
          cuatrimestre: String((i % 10) + 1),
        },
        'a',
        true,
      );
    const r = (await buscar('proyectos integradores')).body as unknown as RespuestaBusqueda;
    const titulos = r.resultados.map((x) => `${x.tipo}:${x.titulo.map((t) => t.texto).join('')}`);
    expect(titulos.slice(0, 2).sort()).toEqual(['materia:Proyecto Integrador I', 'materia:Proyecto Integrador II']);
    // the about page tells the site was built «como proyecto integrador»: both words, so before the photo projects
    expect(titulos[2]).toBe('pagina:Acerca de');
    expect(titulos.slice(3, 10).every((t) => t.startsWith('proyecto:Proyecto fotográfico '))).toBe(true);
    // every item holding either word is found, those holding only «proyectos» last (the fair among them)
    const segunda = (await buscar('proyectos integradores', 2)).body as unknown as RespuestaBusqueda;
    const resto = segunda.resultados.map((x) => `${x.tipo}:${x.titulo.map((t) => t.texto).join('')}`);
    expect(resto.slice(0, 4).every((t) => t.startsWith('proyecto:Proyecto fotográfico '))).toBe(true);
    expect(resto.slice(4)).toContain('evento:Feria de Ingeniería');
    expect(r.total).toBe(10 + resto.length);
  }, 120_000);

  it("on a tie, the programme's own pages and subjects come before dated items holding the same words", async () => {
    // as the demo data has them: an event named after the subjects, a project named after the page
    await ok(
      'registrarEvento',
      { nombreEvento: 'Presentación de Proyectos Integradores', descripcion: 'Los equipos muestran su proyecto del cuatrimestre.', imgs },
      'a',
      true,
    );
    await ok('registrarProyecto', proyecto('Asistente de Admisiones', 'Un chat que responde dudas de aspirantes.', 'Iris Nava'), 'a', true);
    const integradores = await encontrados('proyectos integradores');
    expect(integradores.slice(0, 2).sort()).toEqual(['materia:Proyecto Integrador I', 'materia:Proyecto Integrador II']);
    expect(integradores).toContain('evento:Presentación de Proyectos Integradores');
    const admision = await encontrados('admisión');
    expect(admision[0]).toBe('pagina:Admisiones');
    expect(admision).toContain('proyecto:Asistente de Admisiones');
  });

  it('a singular typed finds its plural as the same word, before a word of the same family', async () => {
    // «integrador» is the word of the subjects (two words held) and of no photo project (one word held)
    const r = await encontrados('proyecto integrador');
    expect(r.slice(0, 2).sort()).toEqual(['materia:Proyecto Integrador I', 'materia:Proyecto Integrador II']);
  });
});

describe('buscar: bad input is a Spanish message or a plain-text search, never a 500', () => {
  it.each([
    ['empty', '', 'Escribe al menos 2 letras o números para buscar.'],
    ['one character', 'a', 'Escribe al menos 2 letras o números para buscar.'],
    ['only signs', '  ¿? "" * " ', 'Escribe al menos 2 letras o números para buscar.'],
    ['10,000 characters', 'x'.repeat(10_000), 'La búsqueda es demasiado larga (máximo 200 caracteres).'],
  ])('%s is refused', async (_que, q, mensaje) => {
    const r = await buscar(q);
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
  });

  it.each([
    '"ingenieria',
    'ingenieria*',
    'NEAR(ingenieria datos)',
    'ingenieria OR datos',
    'datos AND NOT',
    "ing'enieria",
    'ingenieria\u0000\u0007datos',
    '-datos',
    'datos:*',
    '(datos',
    'datos | !x',
  ])('%j is searched as plain text', async (q) => {
    const r = await buscar(q);
    expect([r.status, r.body.codigo ?? 1]).toEqual([200, 1]);
  });

  it('refuses a page that is not a positive number', async () => {
    for (const pagina of ['0', '-1', 'x', '1000']) {
      const r = await h.llamar('buscar', { q: 'datos', pagina });
      expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: 'Página no válida.' }]);
    }
  });
});
