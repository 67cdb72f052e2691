// Events through api.php: role matrix, newest-first list with images, atomic writes, the 15-image
// limit, exact Spanish refusals, and that refused calls change no row and write no file.
import fs from 'node:fs';
import path from 'node:path';
import { nuevoHarness, esRechazo, QUIENES, type Harness } from '@server/pruebas/arnes';
import { prepararEventos } from '@server/pruebas/eventos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { sembrarEventos } from './semilla';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
// A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
// the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
const { archivos, filas, imgs, evento, registrar } = prepararEventos((x) => (h = x), { REVISIONES_MAX: '1' });

type EventoR = { pk_evento: number; nombre_evento: string; imgs: { img_evento: string }[] };

describe('registrarEvento', () => {
  it.each(NO_ADMINS)('is refused to %s (%i), nothing stored', async (quien, status) => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarEvento', evento(), { quien, multipart: true });
    esperarRechazo(r, status);
    expect([filas(), archivos()]).toEqual(antes);
  });

  it('saves the event with its images in order, as relative paths of written files', async () => {
    const pk = await registrar();
    const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as EventoR;
    expect(e).toMatchObject({ pk_evento: pk, nombre_evento: 'Hackatón', descripcion_evento: 'Retos de 24 horas.' });
    expect(e.imgs).toHaveLength(2);
    for (const { img_evento } of e.imgs) {
      expect(img_evento).toMatch(/^uploads\/eventos\/[0-9a-f]{16}_\d+x\d+\.png$/);
      expect(fs.existsSync(path.join(h.config.uploadsDir, img_evento.slice('uploads/'.length)))).toBe(true);
    }
  });

  it('accepts 15 images', async () => {
    const pk = await registrar({ imgs: imgs(15, 300) });
    expect(((await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as EventoR).imgs).toHaveLength(15);
  }, 60_000); // 15 images re-encoded, and their variants built before the harness answers

  it.each([
    [{ nombreEvento: '' }, 'Se necesita el nombre del evento.'],
    [{ descripcion: '   ' }, 'Se necesita una descripción.'],
    [{ imgs: '[]' }, 'Se necesita mínimo una imagen del evento.'],
    [{ imgs: '' }, 'Se necesita mínimo una imagen del evento.'],
    [{ imgs: imgs(16) }, 'Se permiten máximo 15 imágenes por evento.'],
    [
      {
        imgs: JSON.stringify([
          { key: '1', imagen: 'data:image/svg+xml;base64,' + Buffer.from('<svg><script>alert(1)</script></svg>').toString('base64') },
        ]),
      },
      'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.',
    ],
    [
      {
        imgs: JSON.stringify([
          { key: '1', imagen: dataUrlDemo(1) },
          { key: '2', imagen: 'data:application/octet-stream;base64,AAAA' },
        ]),
      },
      'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.',
    ],
  ])('refuses %j with its exact message, nothing stored', async (extra, mensaje) => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarEvento', evento(extra), { quien: 'a', multipart: true });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect([filas(), archivos()]).toEqual(antes);
  });
});

describe('obtenerTodosEventos', () => {
  it.each(QUIENES)('lists active events newest first with their images for %s', async (quien) => {
    const r = await h.llamar('obtenerTodosEventos', {}, { quien });
    expect(r.status).toBe(200);
    const lista = r.body as unknown as EventoR[];
    const pks = lista.map((e) => e.pk_evento);
    expect(pks).toEqual([...pks].sort((a, b) => b - a));
    expect(lista.every((e) => e.imgs.length > 0)).toBe(true);
  });

  it.each([['99999'], ['-1'], ['x']])('refuses obtenerEvento of %s in Spanish', async (pkEvento) => {
    const r = await h.llamar('obtenerEvento', { pkEvento });
    expect(esRechazo(r)).toBe(true);
  });
});

describe('editarEvento and darBajaEvento', () => {
  it('edits name, description and images; a removed image is unreferenced and its file deleted', async () => {
    const pk = await registrar({ imgs: imgs(3, 50) });
    const antes = ((await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as EventoR).imgs.map((i) => i.img_evento);
    const r = await h.llamar(
      'editarEvento',
      {
        pkEvento: String(pk),
        nombreEvento: 'Hackatón 2027',
        descripcion: 'Nueva edición.',
        imgs: JSON.stringify([
          { key: '1', imagen: antes[2] },
          { key: '2', imagen: antes[0] },
        ]),
      },
      { quien: 'a', multipart: true },
    );
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Evento actualizado correctamente.' });
    const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as EventoR;
    expect(e.nombre_evento).toBe('Hackatón 2027');
    expect(e.imgs.map((i) => i.img_evento)).toEqual([antes[2], antes[0]]);
    expect(fs.existsSync(path.join(h.config.uploadsDir, antes[1].slice('uploads/'.length)))).toBe(false);
  });

  it("refuses another event's image path, an unknown pk, and non-admins; nothing changes", async () => {
    const a = await registrar();
    const b = await registrar();
    const deA = ((await h.llamar('obtenerEvento', { pkEvento: String(a) })).body as unknown as EventoR).imgs[0].img_evento;
    const antes = [filas(), archivos()];
    const r = await h.llamar(
      'editarEvento',
      { pkEvento: String(b), ...evento({ imgs: JSON.stringify([{ key: '1', imagen: deA }]) }) },
      { quien: 'a', multipart: true },
    );
    expect(r.body).toEqual({ codigo: 0, mensaje: 'Una de las imágenes no pertenece a este registro.' });
    const noHay = await h.llamar('editarEvento', { pkEvento: '99999', ...evento() }, { quien: 'a', multipart: true });
    expect(noHay.body).toEqual({ codigo: 0, mensaje: 'El evento no existe o fue dado de baja.' });
    for (const quien of ['visitante', 'falso', 'e', 's'] as const) {
      expect(esRechazo(await h.llamar('editarEvento', { pkEvento: String(b), ...evento() }, { quien, multipart: true }))).toBe(true);
      expect(esRechazo(await h.llamar('darBajaEvento', { pk: String(b) }, { quien }))).toBe(true);
    }
    expect([filas(), archivos()]).toEqual(antes);
  });

  it('deactivation hides the event and keeps its rows', async () => {
    const pk = await registrar();
    expect((await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' })).body).toEqual({
      codigo: 1,
      mensaje: 'Evento dado de baja correctamente.',
    });
    const lista = (await h.llamar('obtenerTodosEventos')).body as unknown as EventoR[];
    expect(lista.some((e) => e.pk_evento === pk)).toBe(false);
    expect(h.db.prepare('SELECT activo FROM eventos WHERE pk_evento = ?').pluck().get(pk)).toBe(0);
    expect((await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' })).status).toBe(404);
  });
});

describe('sembrarEventos', () => {
  it('seeds a dozen events with images on disk', async () => {
    const h2 = await nuevoHarness();
    try {
      await sembrarEventos(h2.db, h2.config);
      const lista = (await h2.llamar('obtenerTodosEventos')).body as unknown as EventoR[];
      expect(lista).toHaveLength(12);
      for (const { img_evento } of lista.flatMap((e) => e.imgs))
        expect(fs.existsSync(path.join(h2.config.uploadsDir, img_evento.slice('uploads/'.length)))).toBe(true);
    } finally {
      await h2.cerrar();
    }
  }, 400_000); // demo photos and their variants: generated once per machine (minutes on a loaded 2-core machine), then copied
});
