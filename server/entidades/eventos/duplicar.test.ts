// duplicarEvento (issue 43, docs/decisiones/0059-duplicar-y-atajos.md): a draft "Copia de …" with its
// dates, place and images (the same files, alt texts kept), absent from the public list, its page,
// the search, the feed and both calendars until "Publicar el"; audited; a file stays while either uses it.
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from '@server/pruebas/arnes';
import { prepararEventos } from '@server/pruebas/eventos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
const { archivos } = prepararEventos((x) => (h = x), { REVISIONES_MAX: '1' });

const existe = (ruta: string) => fs.existsSync(path.join(h.config.uploadsDir, ruta.slice('uploads/'.length)));
type E = {
  pk_evento: number;
  nombre_evento: string;
  publicado: boolean;
  imgs: { img_evento: string; alt: string | null; decorativa: boolean }[];
} & Record<string, unknown>;
const leer = async (pk: number, quien: 'a' | 'visitante' = 'a') => (await h.llamar('obtenerEvento', { pkEvento: String(pk) }, { quien })).body as E;
const campos = (e: E, extra: Record<string, string> = {}) => ({
  pkEvento: String(e.pk_evento),
  nombreEvento: e.nombre_evento,
  descripcion: String(e.descripcion_evento),
  imgs: JSON.stringify(e.imgs.map((i, n) => ({ key: `${n}`, imagen: i.img_evento }))),
  ...extra,
});
async function publico(pk: number) {
  const lista = JSON.stringify((await h.llamar('obtenerTodosEventos')).body);
  const busqueda = JSON.stringify((await h.llamar('buscar', { q: 'Copia' })).body);
  const cal = (await h.app.inject('/eventos.ics')).body;
  const uno = (await h.app.inject(`/eventos/${pk}.ics`)).statusCode;
  const feed = (await h.app.inject('/feed.xml')).body;
  return { texto: `${lista}\n${busqueda}\n${cal}\n${feed}`, uno };
}

it('duplicarEvento: a draft with every field on the same files, nowhere public until published; files kept while either uses them', async () => {
  const r0 = await h.llamar(
    'registrarEvento',
    {
      nombreEvento: 'Feria de Proyectos',
      descripcion: 'Exposición de fin de cuatrimestre.',
      inicio: '2030-03-12T10:00',
      fin: '2030-03-12T14:00',
      lugar: 'Auditorio A',
      imgs: JSON.stringify([
        { key: '1', imagen: dataUrlDemo(81), alt: 'Estands de la feria', decorativa: false },
        { key: '2', imagen: dataUrlDemo(82) },
      ]),
    },
    { quien: 'a', multipart: true },
  );
  const original = await leer(r0.body.pk_evento as number);
  const antes = archivos();
  for (const [quien, status] of NO_ADMINS) esperarRechazo(await h.llamar('duplicarEvento', { pk: String(original.pk_evento) }, { quien }), status);

  const r = await h.llamar('duplicarEvento', { pk: String(original.pk_evento) }, { quien: 'a' });
  expect(r.body).toEqual({
    codigo: 1,
    mensaje: 'Copia del evento creada sin publicar: revísela y, cuando esté lista, indique «Publicar el».',
    pk: expect.any(Number),
  });
  const copia = await leer(r.body.pk as number);
  const sin = (e: E) => ({
    ...e,
    pk_evento: 0,
    nombre_evento: '',
    publicado: null,
    editado: null,
    imgs: e.imgs.map(({ img_evento, alt, decorativa }) => ({ img_evento, alt, decorativa })),
  });
  expect(sin(copia)).toEqual(sin(original));
  expect(copia).toMatchObject({
    nombre_evento: 'Copia de Feria de Proyectos',
    publicado: false,
    publicar_en: null,
    retirar_en: null,
    lugar: 'Auditorio A',
  });
  expect(archivos()).toEqual(antes);
  expect(h.db.prepare('SELECT funcion, pk_entidad FROM bitacora ORDER BY pk_bitacora DESC LIMIT 1').get()).toEqual({
    funcion: 'duplicarEvento',
    pk_entidad: copia.pk_evento,
  });

  // nowhere public, an edit keeps it so; "Publicar el" publishes it
  let visto = await publico(copia.pk_evento);
  expect([visto.texto.includes('Feria de Proyectos'), visto.texto.includes('Copia de'), visto.uno]).toEqual([true, false, 404]);
  expect((await leer(copia.pk_evento, 'visitante')).codigo).toBe(0);
  expect((await h.llamar('editarEvento', campos(copia, { publicarEn: '', retirarEn: '' }), { quien: 'a', multipart: true })).body.codigo).toBe(1);
  expect((await publico(copia.pk_evento)).texto).not.toContain('Copia de');
  expect((await h.llamar('duplicarEvento', { pk: '999999' }, { quien: 'a' })).body).toEqual({
    codigo: 0,
    mensaje: 'El evento no existe o fue dado de baja.',
  });

  // the copy drops image 1, the original image 2: both files stay; then each replaces the other: both go
  const [a, b] = original.imgs.map((i) => i.img_evento);
  const solo = (e: E, i: number) => ({ ...e, imgs: [e.imgs[i]] });
  const nueva = (e: E, n: number) => ({ ...e, imgs: [{ img_evento: dataUrlDemo(n), alt: null, decorativa: false }] });
  expect((await h.llamar('editarEvento', campos(solo(copia, 1)), { quien: 'a', multipart: true })).body.codigo).toBe(1);
  expect((await h.llamar('editarEvento', campos(solo(original, 0)), { quien: 'a', multipart: true })).body.codigo).toBe(1);
  expect([existe(a), existe(b)]).toEqual([true, true]);
  expect(
    (await h.llamar('editarEvento', campos(nueva(copia, 84), { publicarEn: '2020-01-01T08:00' }), { quien: 'a', multipart: true })).body.codigo,
  ).toBe(1);
  expect((await h.llamar('editarEvento', campos(nueva(original, 85)), { quien: 'a', multipart: true })).body.codigo).toBe(1);
  expect([existe(a), existe(b)]).toEqual([false, false]);
  visto = await publico(copia.pk_evento);
  expect([visto.texto.includes('Copia de Feria de Proyectos'), visto.uno]).toEqual([true, 200]);
});
