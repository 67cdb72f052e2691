// Issue 46: the orphan sweep lists the store (a folder, then a bucket) and removes only what no row
// names and is older than a day: an item's photo, a kept revision's, a library asset and a recent
// upload stay; an old orphan goes with its variants, and a variant whose original is gone goes too;
// a file of another naming scheme is never touched. Both engines; the bucket is PRUEBAS_S3 or s3rver.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { bucketDePrueba } from '../pruebas/s3';
import { almacenDe } from './almacen';
import { barrerHuerfanas, DIA_MS } from './barrido';
import { variantesListas } from './imagenes';
import { dataUrlDemo, pngDemo } from '@server/semillas/imagenDemo';

const evento = (imagen: string) => ({
  nombreEvento: 'Feria de proyectos',
  descripcion: 'Exposición de los proyectos del cuatrimestre.',
  imgs: JSON.stringify([{ key: '0.1', imagen, alt: 'Estudiantes en la feria', decorativa: false }]),
});

async function recorrido(h: Harness) {
  const almacen = almacenDe(h.config);
  const claves = async () => {
    const r: string[] = [];
    for await (const o of almacen.listar('')) r.push(o.clave);
    return r.sort();
  };
  // an event's photo, replaced: the first is kept by the revision, the second by the item
  const pk = (await h.llamar('registrarEvento', evento(dataUrlDemo(1, 320, 240)), { quien: 'a' })).body.pk_evento as number;
  const leer = async () =>
    ((await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as { imgs: { img_evento: string }[] }).imgs[0].img_evento;
  const primera = await leer();
  expect((await h.llamar('editarEvento', { pkEvento: String(pk), ...evento(dataUrlDemo(2, 320, 240)) }, { quien: 'a' })).status).toBe(200);
  const segunda = await leer();
  // a library asset nothing uses
  const medio = await h.llamar(
    'subirMedios',
    { archivos: [dataUrlDemo(3, 320, 240)], alts: JSON.stringify([{ alt: 'Logotipo', decorativa: false }]) },
    { quien: 'a', multipart: true },
  );
  expect(medio.status).toBe(200);
  await variantesListas();
  // what a dead call and a refused removal leave behind, and a file that is not a stored image
  await almacen.crear('eventos/00000000000000aa_10x10.png', pngDemo(4, 10, 10));
  await almacen.crear('eventos/00000000000000aa_10x10.320.webp', pngDemo(4, 10, 10));
  await almacen.crear('proyectos/00000000000000bb_10x10.320.webp', pngDemo(5, 10, 10));
  await almacen.crear('otros/leeme.txt', Buffer.from('no es una imagen'));
  const antes = await claves();

  // today the orphan is recent: kept; the loose variant is listed; nothing removed without --borrar
  const hoy = await barrerHuerfanas(h.db, almacen);
  expect(hoy).toMatchObject({
    huerfanas: [],
    recientes: 1,
    variantesSueltas: ['uploads/proyectos/00000000000000bb_10x10.320.webp'],
    borradas: false,
  });
  // two days later it is an orphan, with its variant
  const luego = { ahora: Date.now() + 2 * DIA_MS };
  const lista = await barrerHuerfanas(h.db, almacen, luego);
  expect(lista).toMatchObject({ huerfanas: ['uploads/eventos/00000000000000aa_10x10.png'], recientes: 0, borradas: false });
  expect(lista.revisadas).toBe(4);
  expect(await claves()).toEqual(antes);

  const hecho = await barrerHuerfanas(h.db, almacen, { ...luego, borrar: true });
  expect(hecho.huerfanas).toEqual(lista.huerfanas);
  const despues = await claves();
  expect(antes.filter((c) => !despues.includes(c)).sort()).toEqual([
    'eventos/00000000000000aa_10x10.320.webp',
    'eventos/00000000000000aa_10x10.png',
    'proyectos/00000000000000bb_10x10.320.webp',
  ]);
  expect(despues).toContain('otros/leeme.txt');
  for (const ruta of [primera, segunda]) expect((await h.app.inject(`/${ruta}`)).statusCode).toBe(200);
  expect(await barrerHuerfanas(h.db, almacen, luego)).toMatchObject({ huerfanas: [], variantesSueltas: [], recientes: 0 });
}

it('on the folder: only old orphans and loose variants go', async () => {
  const h = await nuevoHarness();
  try {
    await recorrido(h);
  } finally {
    await h.cerrar();
  }
});

it('on a bucket: the same, listed by prefix', async () => {
  const h = await nuevoHarness(await bucketDePrueba());
  try {
    await recorrido(h);
  } finally {
    await h.cerrar();
  }
});
