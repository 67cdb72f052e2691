// Site search through api.php, the same table of queries on SQLite and on PostgreSQL
// (PRUEBAS_POSTGRES), on the content server/pruebas/busqueda.ts writes through the funciones:
// edits and rolled-back writes, the remembered and compressed answers, paging, and the rebuild of
// an existing database's index. The order of the results and bad input are in buscarOrden.test.ts.
import zlib from 'node:zlib';
import { sql } from 'kysely';
import type { Harness } from '../pruebas/arnes';
import { prepararBusqueda } from '../pruebas/busqueda';
import { alEscribir, reconstruirIndice } from '../busqueda/indice';
import { buscarEnIndice } from '../busqueda/consulta';
import type { Db } from '../db/db';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

let h: Harness;
const { pks, ip, ok, proyecto, buscar, encontrados } = prepararBusqueda((x) => (h = x));

describe('buscar: the same queries on both engines', () => {
  it.each([
    ['an accent-free query finds accents', 'ingenieria', ['evento:Feria de Ingeniería', 'proyecto:<b>Ingeniería</b> de datos']],
    ['upper case and accents typed', 'INSCRIPCIÓN', ['pregunta:¿La inscripción tiene costo?']],
    ['a plural finds the singular', 'sensor particula', ['proyecto:Monitor de calidad del aire']],
    ['one typo in a longer word', 'monitr', ['proyecto:Monitor de calidad del aire']],
    // two edits from every indexed word, one from an indexed stem ("inscripcon" against "inscripcion")
    ['one typo in a plural of an indexed singular', 'inscripcones', ['pregunta:¿La inscripción tiene costo?']],
    ['one typo in another form of an indexed word', 'exposicones', ['evento:Feria de Ingeniería']],
    ['a stem two edits away finds nothing', 'inscrpcones', []],
    // "firi" is one edit from "feri" (ferias), but a stem that short is not corrected
    ['a short stem is not corrected', 'firias', []],
    ['a phrase', '"calidad del aire"', ['proyecto:Monitor de calidad del aire']],
    ['a phrase in another order finds nothing', '"aire del calidad"', []],
    ['a member’s name', 'zuniga', ['proyecto:Monitor de calidad del aire']],
    ['a published answer’s word', 'cuota', ['pregunta:¿La inscripción tiene costo?']],
    ['an experience’s words find its company', 'estadias en aguascalientes', ['empresa:Nube Sur']],
    ['a deactivated project is absent', 'invernadero', []],
    ['a deactivated project is absent when typed with a typo too', 'invernadros', []],
    // its own phrase ("becas" alone also finds /admisiones, the admissions page every site has)
    ['a pending question is absent', '"becas deportivas"', []],
    ['the curriculum’s subjects', 'fundamentos de programacion', ['materia:Fundamentos de Programación']],
  ])('%s: %s', async (_que, q, esperados) => {
    const r = await encontrados(q);
    for (const e of esperados) expect(r).toContain(e);
    if (!esperados.length) expect(r).toEqual([]);
  });

  it('one typo in the plural of an active item’s word finds it: «invernadros» the greenhouse project', async () => {
    pks.invernadero = (await ok('registrarProyecto', proyecto('Invernadero escolar', 'Control de temperatura.', 'Ana Ruiz'), 'a', true))
      .pk_proyecto as number;
    expect(await encontrados('invernadros')).toEqual(['proyecto:Invernadero escolar']);
    expect(await encontrados('invernadero')).toEqual(['proyecto:Invernadero escolar']);
    // the matched word is marked though the typed one is not in the text
    const r = (await buscar('invernadros')).body as unknown as RespuestaBusqueda;
    expect(r.resultados[0].titulo).toEqual([{ texto: 'Invernadero', marca: true }, { texto: ' escolar' }]);
    // its kind in the page's words, from its contract's ENTIDAD_PROYECTO.busqueda
    expect(r.resultados[0].nombreTipo).toBe('Proyecto');
  }, 60_000);

  it('returns HTML in a name as plain text, and marks the matched words', async () => {
    const r = (await buscar('datos')).body as unknown as RespuestaBusqueda;
    const x = r.resultados.find((y) => y.pk === pks.html && y.tipo === 'proyecto')!;
    expect(x.titulo).toEqual([{ texto: '<b>Ingeniería</b> de ' }, { texto: 'datos', marca: true }]);
    expect(x.enlace).toBe(`/proyectos_estudiantes/${pks.html}`);
  });

  it('an edit is searchable at once, and a deactivation gone at once', async () => {
    expect(await encontrados('hidroponia')).toEqual([]);
    await ok(
      'editarProyecto',
      { ...proyecto('Monitor de calidad del aire', 'Ahora con hidroponía.', 'Mariana Zúñiga'), pkProyecto: String(pks.aire) },
      'a',
      true,
    );
    expect(await encontrados('hidroponia')).toEqual(['proyecto:Monitor de calidad del aire']);
    expect(await encontrados('perez')).toEqual([]);
    await ok('darBajaProyecto', { pk: String(pks.aire) });
    expect(await encontrados('hidroponia')).toEqual([]);
    await ok('reactivarProyecto', { pk: String(pks.aire) });
    expect(await encontrados('hidroponia')).toEqual(['proyecto:Monitor de calidad del aire']);
  }, 60_000);

  it('a write that rolls back leaves the index as it was', async () => {
    const fallo = h.db.transaccion(async (tx) => {
      await tx.ejecutar(sql`UPDATE proyectos SET nombre_proyecto = 'Radar meteorológico' WHERE pk_proyecto = ${pks.html}`);
      await alEscribir(tx, 'proyecto', pks.html);
      throw new Error('falla después de indexar');
    });
    await expect(fallo).rejects.toThrow('falla después de indexar');
    expect(await encontrados('meteorologico')).toEqual([]);
    expect(await encontrados('datos')).toContain('proyecto:<b>Ingeniería</b> de datos');
  });

  it('a remembered answer: the same words typed otherwise give it, a rolled-back write leaves it, a write replaces it', async () => {
    const antes = await buscar('datos');
    expect((await buscar('  DATOS ¿?')).body).toEqual({ ...antes.body, q: '  DATOS ¿?' });
    const fallo = h.db.transaccion(async (tx) => {
      await tx.ejecutar(sql`UPDATE proyectos SET descripcion_proyecto = 'Sin tableros.' WHERE pk_proyecto = ${pks.html}`);
      await alEscribir(tx, 'proyecto', pks.html);
      throw new Error('falla después de indexar');
    });
    await expect(fallo).rejects.toThrow('falla después de indexar');
    expect((await buscar('datos')).body).toEqual(antes.body);
    expect(await encontrados('tableros')).toEqual(['proyecto:<b>Ingeniería</b> de datos']);
    await ok(
      'editarProyecto',
      { ...proyecto('<b>Ingeniería</b> de datos', 'Tableros y sensores para la dirección.', 'Sofía Ramos'), pkProyecto: String(pks.html) },
      'a',
      true,
    );
    expect(await encontrados('tableros sensores')).toEqual(['proyecto:<b>Ingeniería</b> de datos']);
  }, 60_000);

  it('a repeated search is sent as kept: the same bytes, compressed once for a client that accepts br', async () => {
    const pedir = () =>
      h.app.inject({
        method: 'POST',
        url: '/api.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip, deflate, br' },
        payload: 'funcion=buscar&q=programacion',
        remoteAddress: ip(),
      });
    const [a, b] = [await pedir(), await pedir()];
    expect(a.statusCode).toBe(200);
    expect(b.headers['content-encoding']).toBe('br');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    const json = zlib.brotliDecompressSync(b.rawPayload);
    expect(json.length).toBeGreaterThan(1024);
    const cuerpo = JSON.parse(json.toString('utf8')) as RespuestaBusqueda;
    expect(cuerpo).toMatchObject({ q: 'programacion', pagina: 1 });
    expect(cuerpo.total).toBeGreaterThan(0);
  });

  it('pages the results', async () => {
    const todas = (await buscar('de')).body as unknown as RespuestaBusqueda;
    expect(todas.total).toBeGreaterThan(10);
    expect(todas.resultados).toHaveLength(10);
    const segunda = (await buscar('de', 2)).body as unknown as RespuestaBusqueda;
    expect(segunda.resultados.length).toBe(Math.min(10, todas.total - 10));
    expect(segunda.resultados.map((x) => `${x.tipo}${x.pk}`)).not.toContain(`${todas.resultados[0].tipo}${todas.resultados[0].pk}`);
  });
});

describe('a search that finds nothing (issue 44)', () => {
  it('offers the closest indexed words as queries that find something; none for gibberish, none when something is found', async () => {
    const nada = (await buscar('inscrpcones vespertino')).body as unknown as RespuestaBusqueda;
    expect([nada.total, nada.resultados]).toEqual([0, []]);
    expect(nada.sugerencias?.length).toBeGreaterThan(0);
    expect(nada.sugerencias![0]).toMatch(/^inscripcion/);
    for (const s of nada.sugerencias!) expect((await encontrados(s)).length).toBeGreaterThan(0);
    expect('sugerencias' in ((await buscar('qxzqxzqxz')).body as object)).toBe(false);
    expect('sugerencias' in ((await buscar('monitor')).body as object)).toBe(false);
  });
});

describe('the index of an existing database', () => {
  it('is rebuilt from the content, idempotently', async () => {
    const antes = await encontrados('ingenieria');
    await h.db.ejecutar(sql`DELETE FROM busqueda`);
    if (h.db.motor === 'sqlite') await h.db.ejecutar(sql`DELETE FROM busqueda_fts`);
    expect(await encontrados('ingenieria')).toEqual([]);
    const n = await reconstruirIndice(h.db);
    expect(await reconstruirIndice(h.db)).toBe(n);
    expect(await encontrados('ingenieria')).toEqual(antes);
  });

  it('built before the stems’ vocabulary, is rebuilt once when the upgraded site opens it', async () => {
    const hallados = async (db: Db, q: string) => (await buscarEnIndice(db, q, 1, 10)).resultados.map((x) => `${x.tipo}:${x.pk}`);
    const nuevo = await hallados(h.db, 'invernadros');
    expect(nuevo).toEqual([`proyecto:${pks.invernadero}`]);
    // the index as the previous version left it: words and their deletions only, migration 011 not run
    await h.db.ejecutar(sql`DELETE FROM busqueda_variantes WHERE palabra LIKE '#%'`);
    await h.db.ejecutar(sql`DELETE FROM _migraciones WHERE nombre = '011_busqueda_raices.sql'`);
    expect(await hallados(h.db, 'invernadros')).toEqual([]);
    const abiertas: Db[] = [];
    try {
      abiertas.push(await h.otraConexion()); // the upgraded site starts: migrated, its index rebuilt
      expect(await hallados(h.db, 'invernadros')).toEqual(nuevo);
      expect(await hallados(abiertas[0], 'invernadros')).toEqual(nuevo);
      const filas = Number((await h.db.una(sql<{ n: number }>`SELECT COUNT(*) AS n FROM busqueda_variantes`))!.n);
      const marca = sql`INSERT INTO busqueda_variantes (variante, palabra) VALUES ('zzzzz', 'zzzzz')`;
      await h.db.ejecutar(marca); // a row a rebuild would remove
      abiertas.push(await h.otraConexion()); // started again: nothing dropped nor rebuilt
      expect(Number((await h.db.una(sql<{ n: number }>`SELECT COUNT(*) AS n FROM busqueda_variantes`))!.n)).toBe(filas + 1);
      expect(await hallados(h.db, 'invernadros')).toEqual(nuevo);
      // writes keep the new vocabulary, in their transaction
      await ok(
        'editarProyecto',
        { ...proyecto('Invernadero escolar', 'Riego por goteo automatizado.', 'Ana Ruiz'), pkProyecto: String(pks.invernadero) },
        'a',
        true,
      );
      // (the projects among the results: /acerca_de's seeded text has «pruebas automatizadas» too)
      const proyectos = async (q: string) => (await hallados(h.db, q)).filter((x) => x.startsWith('proyecto:'));
      expect(await proyectos('automatizadas')).toEqual([`proyecto:${pks.invernadero}`]);
      expect(await proyectos('automatisadas')).toEqual([`proyecto:${pks.invernadero}`]);
    } finally {
      for (const db of abiertas) await db.cerrar();
    }
  }, 60_000);
});
