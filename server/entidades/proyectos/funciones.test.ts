// Projects through api.php: registering (role matrix, atomic writes with images and members, exact
// Spanish refusals that change no row and write no file), grouping by term, detail, and the seed.
// Editing, deactivation and the public list answered from memory are in edicion.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { nuevoHarness, esRechazo, QUIENES, type Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { sembrarProyectos } from './semilla';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
const { archivos, filas, imgs, miembros, proyecto, registrar } = prepararProyectos((x) => (h = x));

describe('registrarProyecto', () => {
  it.each(NO_ADMINS)('is refused to %s (%i), nothing stored', async (quien, status) => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarProyecto', proyecto(), { quien, multipart: true });
    esperarRechazo(r, status);
    expect([filas(), archivos()]).toEqual(antes);
  });

  it('saves a project whole: row, images in order (first = cover), members, team photo, relative paths', async () => {
    const pk = await registrar();
    const p = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body;
    expect(p).toMatchObject({
      pk_proyecto: pk,
      nombre_proyecto: 'Gestor de Tutorías',
      cuatrimestre: 4,
      enlace: 'https://github.com/ejemplo/tutorias',
    });
    const lista = p.imgs as { img_proyecto: string }[];
    expect(lista).toHaveLength(2);
    expect(p.img).toBe(lista[0].img_proyecto);
    for (const ruta of [...lista.map((i) => i.img_proyecto), p.foto_miembros as string]) {
      expect(ruta).toMatch(/^uploads\/proyectos\/[0-9a-f]{16}_\d+x\d+\.png$/);
      expect(fs.existsSync(path.join(h.config.uploadsDir, ruta.slice('uploads/'.length)))).toBe(true);
    }
    expect((p.miembros as { nombre_miembro: string }[]).map((m) => m.nombre_miembro)).toEqual(['Ana', 'Luis']);
  });

  it('accepts a project without link or team photo', async () => {
    const pk = await registrar({ enlace: '', foto_miembros: '' });
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body).toMatchObject({ enlace: '', foto_miembros: '' });
  });

  it.each([
    [{ nombre_proyecto: ' ' }, 'Se necesita el nombre del proyecto.'],
    [{ cuatrimestre: '12' }, 'Seleccione un cuatrimestre del 1 al 11.'],
    [{ cuatrimestre: '0' }, 'Seleccione un cuatrimestre del 1 al 11.'],
    [{ cuatrimestre: 'x' }, 'Seleccione un cuatrimestre del 1 al 11.'],
    [{ descripcion_proyecto: '' }, 'Se necesita la descripción del proyecto.'],
    [{ enlace: 'javascript:alert(1)' }, 'El enlace debe ser una dirección web completa (https://…).'],
    [{ imgs_proyecto: '[]' }, 'Se necesita mínimo una imagen del proyecto.'],
    // The message names the field (it was «Datos con formato no válido.»)
    [{ imgs_proyecto: '{no json' }, 'Las imágenes del proyecto tienen un formato no válido.'],
    [{ miembros: '[{"nombre":"Ana","pk":"x"}]' }, 'Los miembros del proyecto tienen un formato no válido.'],
    [{ miembros: miembros('Ana\u0000Luisa') }, 'El texto contiene caracteres no permitidos (de control o que invierten la dirección del texto).'],
    [{ miembros: '[]' }, 'Se necesita mínimo un miembro del proyecto.'],
    [{ miembros: miembros('Ana', '  ') }, 'Hay miembros sin nombre. Por favor, elimínelos.'],
  ])('refuses %j with its exact message, nothing stored', async (extra, mensaje) => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarProyecto', proyecto(extra), { quien: 'a', multipart: true });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect([filas(), archivos()]).toEqual(antes);
  });

  it('refuses 11 images (limit 10), nothing stored', async () => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarProyecto', proyecto({ imgs_proyecto: imgs(11) }), { quien: 'a', multipart: true });
    expect(r.body).toEqual({ codigo: 0, mensaje: 'Se permiten máximo 10 imágenes por proyecto.' });
    expect([filas(), archivos()]).toEqual(antes);
  });

  it.each([
    ['a non-image data URL', 'data:text/plain;base64,' + Buffer.from('hola').toString('base64')],
    [
      'an SVG with a script',
      'data:image/svg+xml;base64,' + Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64'),
    ],
    ['HTML labelled as JPEG', 'data:image/jpeg;base64,' + Buffer.from('<html><script>alert(1)</script></html>').toString('base64')],
    ['a path it does not own', 'uploads/proyectos/0123456789abcdef0123456789abcdef.png'],
  ])('refuses %s even after a valid image was checked: no row, no file', async (_n, malo) => {
    const antes = [filas(), archivos()];
    const lista = JSON.stringify([
      { key: '1.00000', imagen: dataUrlDemo(5) },
      { key: '2.00000', imagen: malo },
    ]);
    const r = await h.llamar('registrarProyecto', proyecto({ imgs_proyecto: lista }), { quien: 'a', multipart: true });
    expect(r.status).toBe(400);
    expect(esRechazo(r)).toBe(true);
    expect([filas(), archivos()]).toEqual(antes);
  });

  it('refuses a bad team photo after the images are valid: nothing written', async () => {
    const antes = [filas(), archivos()];
    const r = await h.llamar('registrarProyecto', proyecto({ foto_miembros: 'data:image/gif;base64,R0lGODlhAQ==' }), { quien: 'a', multipart: true });
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.' });
    expect([filas(), archivos()]).toEqual(antes);
  });
});

describe('obtenerTodosProyectosPorCuatrimestre and obtenerProyecto', () => {
  it.each(QUIENES)('groups active projects by term for %s, covers first', async (quien) => {
    const r = await h.llamar('obtenerTodosProyectosPorCuatrimestre', {}, { quien });
    expect(r.status).toBe(200);
    const grupos = r.body as unknown as { cuatrimestre: number; proyectos: { cuatrimestre: number; img: string }[] }[];
    const terms = grupos.map((g) => g.cuatrimestre);
    expect(terms).toEqual([...terms].sort((a, b) => a - b));
    expect(new Set(terms).size).toBe(terms.length);
    for (const g of grupos) for (const p of g.proyectos) expect(p.cuatrimestre).toBe(g.cuatrimestre);
  });

  it('puts projects of several terms in their groups', async () => {
    const a = await registrar({ cuatrimestre: '1', nombre_proyecto: 'Uno' });
    const b = await registrar({ cuatrimestre: '11', nombre_proyecto: 'Once' });
    const grupos = (await h.llamar('obtenerTodosProyectosPorCuatrimestre')).body as unknown as {
      cuatrimestre: number;
      proyectos: { pk_proyecto: number }[];
    }[];
    expect(grupos[0]).toEqual({ cuatrimestre: 1, proyectos: [expect.objectContaining({ pk_proyecto: a, nombre_proyecto: 'Uno' })] });
    expect(grupos.at(-1)).toEqual({ cuatrimestre: 11, proyectos: [expect.objectContaining({ pk_proyecto: b })] });
  });

  it.each([['999'], ['0'], ['abc']])('answers a Spanish refusal for pk %s', async (pkProyecto) => {
    const r = await h.llamar('obtenerProyecto', { pkProyecto });
    expect(esRechazo(r)).toBe(true);
    expect([400, 404]).toContain(r.status);
  });
});

describe('sembrarProyectos', () => {
  it('seeds projects across several terms with existing images that edits may keep', async () => {
    const h2 = await nuevoHarness();
    try {
      await sembrarProyectos(h2.db, h2.config);
      const grupos = (await h2.llamar('obtenerTodosProyectosPorCuatrimestre')).body as unknown as {
        cuatrimestre: number;
        proyectos: { img: string }[];
      }[];
      expect(grupos.length).toBeGreaterThanOrEqual(4);
      for (const p of grupos.flatMap((g) => g.proyectos))
        expect(fs.existsSync(path.join(h2.config.uploadsDir, p.img.slice('uploads/'.length)))).toBe(true);
    } finally {
      await h2.cerrar();
    }
  }, 400_000); // demo photos and their variants: generated once per machine (minutes on a loaded 2-core machine), then copied
});
