// The curriculum in the database through api.php, on SQLite and on PostgreSQL (PRUEBAS_POSTGRES):
// docs/SPEC.md's plan on a site without demo content, the guards, an admin's edit (renamed, moved,
// hours, credits, alt text, an uploaded image), one Spanish message per field naming where it is,
// a concurrent edit refused, the audit entry, the search index and the PDF, current at once on a
// second instance.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { nuevoHarness, esRechazo, type Harness } from '@server/pruebas/arnes';
import { buildApp } from '@server/app';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { textoDePdf } from '@server/pruebas/textoPdf';
import type { Db } from '@server/db/db';
import { altDe, type NivelAcademico, type PlanConVersion } from '@/shared/api/contrato/plan';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';
import type { PaginaMedios } from '@/shared/api/contrato/medios';

let h: Harness;
// A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
// the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
beforeAll(async () => {
  h = await nuevoHarness({ REVISIONES_MAX: '1' });
}, 60_000);
afterAll(() => h.cerrar());

const traer = async () => (await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion;
const editar = (plan: unknown, version?: number, quien: 'a' | 'e' | 'visitante' = 'a') =>
  h.llamar(
    'editarPlan',
    { plan: typeof plan === 'string' ? plan : JSON.stringify(plan), ...(version !== undefined ? { version: String(version) } : {}) },
    { quien: quien === 'visitante' ? undefined : quien, multipart: true },
  );
const copia = (p: NivelAcademico[]) => JSON.parse(JSON.stringify(p)) as NivelAcademico[];
const nombres = (p: NivelAcademico[], nivel: number, numero: number) =>
  p[nivel].cuatrimestres.find((c) => c.numero === numero)!.materias.map((m) => m.nombre);
const pdf = async (app: FastifyInstance = h.app, etag?: string) =>
  app.inject({ method: 'GET', url: '/plan_de_estudios.pdf', headers: etag ? { 'if-none-match': etag } : {} });
const buscar = async (q: string) =>
  ((await h.llamar('buscar', { q })).body as unknown as RespuestaBusqueda).resultados.map(
    (x) => `${x.tipo}:${x.titulo.map((t) => t.texto).join('')}`,
  );

describe('the plan of a site without demo content', () => {
  it('is SPEC.md’s: T.S.U. in five terms, Ingeniería’s seventh term with the software architectures', async () => {
    const r = await h.llamar('mostrarPlan');
    expect(r.status).toBe(200);
    const plan = r.body as unknown as NivelAcademico[];
    expect(plan.map((n) => n.cuatrimestres.map((c) => c.numero))).toEqual([[1, 2, 3, 4, 5], [7]]);
    expect(plan[1].cuatrimestres[0].materias.map((m) => m.nombre)).toEqual(['Arquitecturas de Software']);
    expect(plan[0].cuatrimestres[0].materias[0]).toEqual({
      nombre: 'Fundamentos de Programación',
      puntos: ['Algoritmos y diagramas de flujo', 'Variables, tipos de datos y operadores', 'Estructuras de control y funciones'],
      imgs: ['/img/plan/codigo.svg'],
    });
    expect(await traer()).toMatchObject({ version: 1, plan });
  });
});

describe('guards', () => {
  it.each([
    ['visitante', 401, 'Su sesión no está activa. Inicie sesión para continuar.'],
    ['e', 403, 'No tiene permiso para realizar esta acción.'],
  ] as const)('a %s gets %i with a Spanish message from traerPlan and editarPlan, and nothing changes', async (quien, status, mensaje) => {
    const antes = await traer();
    for (const r of [
      await h.llamar('traerPlan', {}, { quien: quien === 'visitante' ? undefined : quien }),
      await editar([{ nivel_academico: 'Intruso', cuatrimestres: [] }], undefined, quien),
    ])
      expect([r.status, r.body]).toEqual([status, { codigo: 0, mensaje }]);
    expect(await traer()).toEqual(antes);
  });
});

describe('an admin edits the plan', () => {
  it('renames, moves, adds hours, credits, alt text and an image: read back, audited, searchable, in the PDF', async () => {
    const { version, plan } = await traer();
    const nuevo = copia(plan);
    const tercero = nuevo[0].cuatrimestres[2];
    const bd = tercero.materias.findIndex((m) => m.nombre === 'Bases de Datos');
    Object.assign(tercero.materias[bd], { nombre: 'Bases de Datos Relacionales', horas: 75, creditos: 4.5, alts: ['Cilindro de una base de datos'] });
    tercero.materias.unshift(...tercero.materias.splice(bd, 1)); // moved to the top
    nuevo[1].cuatrimestres[0].materias[0].imgs.push(dataUrlDemo(4));
    const r = await editar(nuevo, version);
    expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: 'Plan de estudios guardado.', version: version + 1 }]);

    const leido = (await h.llamar('mostrarPlan')).body as unknown as NivelAcademico[];
    expect(nombres(leido, 0, 3)[0]).toBe('Bases de Datos Relacionales');
    expect(leido[0].cuatrimestres[2].materias[0]).toMatchObject({ horas: 75, creditos: 4.5, alts: ['Cilindro de una base de datos'] });
    const arq = leido[1].cuatrimestres[0].materias[0];
    const subida = arq.imgs.at(-1)!;
    expect(arq.imgs[0]).toBe('/img/plan/arquitectura.svg');
    expect(subida).toMatch(/^uploads\/plan\/[0-9a-f]{16}_\d+x\d+\.png$/);
    expect(fs.existsSync(path.join(h.config.uploadsDir, subida.slice('uploads/'.length)))).toBe(true);
    expect('alts' in arq).toBe(false);

    const entrada = await h.db.una(sql<{ funcion: string; resumen: string }>`SELECT funcion, resumen FROM bitacora WHERE entidad = 'materia'`);
    expect(entrada?.funcion).toBe('editarPlan');
    // the plan row's internal counter is not the version staff see (the history's number, issue 48): not in the trail
    expect(entrada?.resumen).toBe('Plan de estudios guardado. — Plan de estudios 2 elementos');
    expect(entrada?.resumen).not.toContain(`Versión «${version}»`);

    expect(await buscar('relacionales')).toEqual(['materia:Bases de Datos Relacionales']);
    expect(await buscar('"bases de datos"')).toContain('materia:Bases de Datos Relacionales');

    const p = await pdf();
    expect([p.statusCode, p.headers['content-type'], p.headers['cache-control']]).toEqual([200, 'application/pdf', 'no-cache']);
    const texto = textoDePdf(p.rawPayload);
    expect(texto).toContain('Bases de Datos Relacionales');
    expect(texto).toContain('75 horas · 4.5 créditos');
    expect(texto).toContain('Ingeniería en Desarrollo y Gestión de Software');
    expect(texto).toContain('Tópicos de Calidad para el Diseño de Software');
    expect(texto).toContain(`Versión ${version + 1}, actualizada el`);
    // the same version again: 304 to its ETag
    expect((await pdf(h.app, p.headers.etag as string)).statusCode).toBe(304);

    // the uploaded image removed in the next edit: its file goes after the commit
    const sinImagen = copia(leido);
    sinImagen[1].cuatrimestres[0].materias[0].imgs.pop();
    expect((await editar(sinImagen, version + 1)).body).toMatchObject({ codigo: 1, version: version + 2 });
    expect(fs.existsSync(path.join(h.config.uploadsDir, subida.slice('uploads/'.length)))).toBe(false);
  }, 60_000);

  it('an upload described and a site illustration left empty: accepted, the illustration keeps its own text', async () => {
    const { version, plan } = await traer();
    const nuevo = copia(plan);
    Object.assign(nuevo[0].cuatrimestres[3].materias[0], {
      imgs: ['/img/plan/arquitectura.svg', dataUrlDemo(6)],
      alts: ['', 'Equipo frente a un diagrama de capas'],
    });
    const r = await editar(nuevo, version);
    expect([r.status, r.body.codigo]).toEqual([200, 1]);
    const arq = ((await h.llamar('mostrarPlan')).body as unknown as NivelAcademico[])[0].cuatrimestres[3].materias[0];
    expect(arq.alts).toEqual(['', 'Equipo frente a un diagrama de capas']);
    expect(altDe(arq, 0)).toBe('Diagrama de un bloque que se divide en tres módulos');
  });

  it('an asset picked from the media library is stored as its file, kept on the next save, used; a stored path of another folder is refused', async () => {
    const subida = await h.llamar(
      'subirMedios',
      { archivos: [dataUrlDemo(7)], alts: JSON.stringify(['Pizarrón con un diagrama de flujo']) },
      { quien: 'a', multipart: true },
    );
    expect(subida.body.codigo).toBe(1);
    const medio = ((await h.llamar('traerMedios', { q: 'pizarron' }, { quien: 'a' })).body as unknown as PaginaMedios).medios[0];
    const { version, plan } = await traer();
    const nuevo = copia(plan);
    const materia = nuevo[0].cuatrimestres[0].materias[0];
    Object.assign(materia, { imgs: [`medio:${medio.pk}`], alts: ['Pizarrón con un diagrama de flujo'] });
    const r = await editar(nuevo, version);
    expect([r.status, r.body.codigo]).toEqual([200, 1]);
    const guardado = await traer();
    expect(guardado.plan[0].cuatrimestres[0].materias[0].imgs).toEqual([medio.url]);
    const usos = ((await h.llamar('traerMedios', { q: 'pizarron' }, { quien: 'a' })).body as unknown as PaginaMedios).medios[0].usos;
    expect(usos).toEqual([expect.objectContaining({ tipo: 'Plan de estudios', nombre: materia.nombre })]);
    // sent back as it is: kept (and its version too: one sequence with the history, issue 48)
    expect((await editar(guardado.plan, guardado.version)).body).toMatchObject({ codigo: 1, version: guardado.version });
    // another stored file is not named in by its path (only picked): refused, nothing changed
    const otro = copia(guardado.plan);
    otro[0].cuatrimestres[0].materias[1].imgs = ['uploads/proyectos/abcdef0123456789.webp'];
    otro[0].cuatrimestres[0].materias[1].alts = ['Otra'];
    const ajena = await editar(otro, guardado.version);
    expect([ajena.status, ajena.body.mensaje, ajena.body.campo]).toEqual([
      400,
      'Una de las imágenes no pertenece al plan de estudios.',
      '0.cuatrimestres.0.materias.1.imgs.0',
    ]);
    // removed from the plan: the library keeps it
    const sin = copia(guardado.plan);
    Object.assign(sin[0].cuatrimestres[0].materias[0], { imgs: [], alts: [] });
    expect((await editar(sin, guardado.version)).body.codigo).toBe(1);
    expect(fs.existsSync(path.join(h.config.uploadsDir, medio.url.slice('uploads/'.length)))).toBe(true);
  });

  it('an edit started from an older version is refused with 409 and changes nothing; without a version, the last write wins', async () => {
    const { version, plan } = await traer();
    const otro = copia(plan);
    otro[0].nivel_academico = 'T.S.U.';
    // an older version than the plan's (there is one: earlier tests saved it)
    expect(version).toBeGreaterThan(1);
    const r = await editar(otro, version - 1);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      codigo: 0,
      mensaje: 'Otra persona guardó cambios mientras usted editaba. Revise la versión actual antes de guardar.',
      version,
    });
    expect((await traer()).version).toBe(version);
    // without a version (docs/SPEC.md's client) the last write wins; a changed plan is one more version
    expect((await editar(otro)).body).toMatchObject({ codigo: 1, version: version + 1 });
    expect((await editar(plan)).body).toMatchObject({ codigo: 1, version: version + 2 });
  });

  it('the PDF of a second instance follows an edit made through the first at once', async () => {
    let construir: typeof buildApp = buildApp;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      construir = (require('../../app') as typeof import('@server/app')).buildApp;
    });
    const db2: Db = await h.otraConexion();
    const otra = await construir({ db: db2, config: h.config });
    try {
      const antes = await pdf(otra);
      expect(textoDePdf(antes.rawPayload)).toContain('Inglés I');
      const { version, plan } = await traer();
      const nuevo = copia(plan);
      nuevo[0].cuatrimestres[0].materias[4].nombre = 'Inglés Básico';
      expect((await editar(nuevo, version)).body).toMatchObject({ codigo: 1 });
      const despues = await pdf(otra, antes.headers.etag);
      expect(despues.statusCode).toBe(200);
      expect(despues.headers.etag).not.toBe(antes.headers.etag);
      const texto = textoDePdf(despues.rawPayload);
      expect(texto).toContain('Inglés Básico');
      expect(texto).not.toContain('Inglés I\n');
    } finally {
      await otra.close();
      await db2.cerrar();
    }
  }, 60_000);
});

describe('a bad plan gets one Spanish message naming the field and where it is, and changes nothing', () => {
  type Cambio = (p: NivelAcademico[]) => unknown;
  const casos: [string, Cambio, string, string | undefined][] = [
    [
      'a subject without a name',
      (p) => ((p[0].cuatrimestres[1].materias[2].nombre = '  '), p),
      '«Técnico Superior Universitario en Desarrollo de S…», segundo cuatrimestre, materia 3: Se necesita el nombre de la materia.',
      '0.cuatrimestres.1.materias.2.nombre',
    ],
    ['a level without a name', (p) => ((p[1].nivel_academico = ''), p), 'Nivel 2: Se necesita el nombre del nivel académico.', '1.nivel_academico'],
    [
      'a term number used twice',
      (p) => ((p[1].cuatrimestres[0].numero = 3), p),
      '«Ingeniería en Desarrollo y Gestión de Software», tercer cuatrimestre: Ese número de cuatrimestre ya está en el plan: cada cuatrimestre lleva un número distinto.',
      '1.cuatrimestres.0.numero',
    ],
    [
      'a term number out of range',
      (p) => ((p[1].cuatrimestres[0].numero = 12), p),
      '«Ingeniería en Desarrollo y Gestión de Software», cuatrimestre 12: El número de cuatrimestre debe ser del 1 al 11.',
      '1.cuatrimestres.0.numero',
    ],
    [
      'a subject name used twice in its term',
      (p) => ((p[0].cuatrimestres[0].materias[1].nombre = 'fundamentos de programación'), p),
      '«Técnico Superior Universitario en Desarrollo de S…», primer cuatrimestre, materia «fundamentos de programación»: Ya hay una materia con ese nombre en este cuatrimestre.',
      '0.cuatrimestres.0.materias.1.nombre',
    ],
    [
      'an empty topic',
      (p) => ((p[1].cuatrimestres[0].materias[0].puntos[1] = ''), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software», tema 2: Un tema no puede quedar vacío.',
      '1.cuatrimestres.0.materias.0.puntos.1',
    ],
    [
      'hours that are not a whole number',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { horas: 'muchas' }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Las horas deben ser un número entero del 1 al 999.',
      '1.cuatrimestres.0.materias.0.horas',
    ],
    [
      'credits with three decimals',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { creditos: 4.125 }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Los créditos deben ser un número mayor que 0 y menor que 100, con hasta dos decimales.',
      '1.cuatrimestres.0.materias.0.creditos',
    ],
    [
      'an image that is not one',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs[0] = 'javascript:alert(1)'), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software», imagen 1: La imagen no es válida: elija un archivo de imagen o una ilustración del sitio.',
      '1.cuatrimestres.0.materias.0.imgs.0',
    ],
    [
      'an upload of another record',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs[0] = 'uploads/plan/0123456789abcdef_10x10.png'), p),
      'Una de las imágenes no pertenece al plan de estudios.',
      '1.cuatrimestres.0.materias.0.imgs.0',
    ],
    [
      'five images',
      (p) => ((p[1].cuatrimestres[0].materias[0].imgs = Array(5).fill('/img/plan/web.svg')), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Se permiten máximo 4 imágenes por materia.',
      '1.cuatrimestres.0.materias.0.imgs',
    ],
    [
      'an upload without its alternative text, from a client that sends them (the editor)',
      (p) => (Object.assign(p[1].cuatrimestres[0].materias[0], { imgs: ['/img/plan/arquitectura.svg', dataUrlDemo(5)], alts: ['', ' '] }), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre, materia «Arquitecturas de Software»: Describa la imagen para quien no puede verla.',
      '1.cuatrimestres.0.materias.0.imgs',
    ],
    [
      'a term without subjects',
      (p) => ((p[1].cuatrimestres[0].materias = []), p),
      '«Ingeniería en Desarrollo y Gestión de Software», séptimo cuatrimestre: Cada cuatrimestre necesita al menos una materia.',
      '1.cuatrimestres.0.materias',
    ],
    ['no level at all', () => [], 'El plan de estudios necesita al menos un nivel académico.', ''],
    ['not JSON', () => '[{"nivel_academico": ', 'El plan de estudios no tiene un formato válido.', undefined],
    ['another shape', () => ({ niveles: [] }), 'El plan de estudios no tiene un formato válido.', ''],
  ];

  it.each(casos)('%s', async (_que, cambio, mensaje, campo) => {
    const { version, plan } = await traer();
    const r = await editar(cambio(copia(plan)), version);
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje, ...(campo !== undefined ? { campo } : {}) }]);
    expect(esRechazo(r)).toBe(true);
    expect(await traer()).toEqual({ version, actualizado: expect.any(String), plan });
  });
});
