// Projects through api.php: role matrix, grouping by term, detail, atomic writes with images and
// members, exact Spanish refusals, and that refused calls change no row and write no file.
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { sql } from 'kysely';
import { nuevoHarness, esRechazo, QUIENES, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/db/semillas/imagenDemo';
import { sembrarProyectos } from './semilla';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const dirProyectos = () => path.join(h.config.uploadsDir, 'proyectos');
const archivos = () => (fs.existsSync(dirProyectos()) ? fs.readdirSync(dirProyectos()).sort() : []);
const filas = () => ({
  p: h.db.prepare('SELECT * FROM proyectos ORDER BY pk_proyecto').all(),
  i: h.db.prepare('SELECT * FROM proyecto_imagenes ORDER BY pk_img_proyecto').all(),
  m: h.db.prepare('SELECT * FROM proyecto_miembros ORDER BY pk_miembro_proyecto').all(),
});
const imgs = (n: number, semilla = 1) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ key: `${i}.12345`, imagen: dataUrlDemo(semilla + i) })));
const miembros = (...nombres: string[]) => JSON.stringify(nombres.map((nombre, i) => ({ key: `${i}.00001`, nombre, pk: 0 })));

function proyecto(extra: Record<string, string> = {}): Record<string, string> {
  return {
    nombre_proyecto: 'Gestor de Tutorías',
    cuatrimestre: '4',
    descripcion_proyecto: 'Reserva de asesorías.',
    enlace: 'https://github.com/ejemplo/tutorias',
    imgs_proyecto: imgs(2),
    miembros: miembros('Ana', 'Luis'),
    foto_miembros: dataUrlDemo(99),
    ...extra,
  };
}

async function registrar(extra: Record<string, string> = {}) {
  const r = await h.llamar('registrarProyecto', proyecto(extra), { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1, mensaje: 'Proyecto registrado correctamente.' });
  return r.body.pk_proyecto as number;
}

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

describe('editarProyecto', () => {
  it('removes an image, reorders, keeps and adds members; the removed file is deleted', async () => {
    const pk = await registrar({ imgs_proyecto: imgs(3, 40) });
    const antes = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body as unknown as {
      imgs: { img_proyecto: string }[];
      miembros: { pk_miembro_proyecto: number; nombre_miembro: string }[];
      foto_miembros: string;
    };
    const [i0, i1, i2] = antes.imgs.map((i) => i.img_proyecto);
    const [ana, luis] = antes.miembros;
    const r = await h.llamar(
      'editarProyecto',
      proyecto({
        pkProyecto: String(pk),
        nombre_proyecto: 'Gestor de Tutorías 2',
        imgs_proyecto: JSON.stringify([
          { key: '1.1', imagen: i2 },
          { key: '1.2', imagen: i0 },
          { key: '1.3', imagen: dataUrlDemo(77) },
        ]),
        miembros: JSON.stringify([
          { key: 'a', nombre: 'Ana María', pk: ana.pk_miembro_proyecto },
          { key: 'b', nombre: 'Sofía', pk: 0 },
        ]),
        foto_miembros: antes.foto_miembros,
      }),
      { quien: 'a', multipart: true },
    );
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Proyecto actualizado correctamente.' });
    const p = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body as unknown as typeof antes & {
      img: string;
      nombre_proyecto: string;
    };
    expect(p.nombre_proyecto).toBe('Gestor de Tutorías 2');
    expect(p.imgs.map((i) => i.img_proyecto).slice(0, 2)).toEqual([i2, i0]);
    expect(p.img).toBe(i2);
    expect(p.foto_miembros).toBe(antes.foto_miembros);
    expect(p.miembros).toEqual([
      { pk_miembro_proyecto: ana.pk_miembro_proyecto, nombre_miembro: 'Ana María' },
      { pk_miembro_proyecto: expect.any(Number), nombre_miembro: 'Sofía' },
    ]);
    expect(h.db.prepare('SELECT COUNT(*) FROM proyecto_miembros WHERE pk_miembro_proyecto = ?').pluck().get(luis.pk_miembro_proyecto)).toBe(0);
    expect(h.db.prepare('SELECT COUNT(*) FROM proyecto_imagenes WHERE img_proyecto = ?').pluck().get(i1)).toBe(0);
    expect(fs.existsSync(path.join(h.config.uploadsDir, i1.slice('uploads/'.length)))).toBe(false);
    expect(fs.existsSync(path.join(h.config.uploadsDir, i0.slice('uploads/'.length)))).toBe(true);
  });

  it("refuses another project's image or member, an unknown pk, and non-admins; nothing changes", async () => {
    const a = await registrar();
    const b = await registrar();
    const deA = (await h.llamar('obtenerProyecto', { pkProyecto: String(a) })).body as unknown as {
      imgs: { img_proyecto: string }[];
      miembros: { pk_miembro_proyecto: number }[];
    };
    const antes = [filas(), archivos()];
    const ajenaImg = await h.llamar(
      'editarProyecto',
      proyecto({ pkProyecto: String(b), imgs_proyecto: JSON.stringify([{ key: '1', imagen: deA.imgs[0].img_proyecto }]) }),
      { quien: 'a', multipart: true },
    );
    expect(ajenaImg.body).toEqual({ codigo: 0, mensaje: 'Una de las imágenes no pertenece a este registro.' });
    const ajenoM = await h.llamar(
      'editarProyecto',
      proyecto({ pkProyecto: String(b), miembros: JSON.stringify([{ key: '1', nombre: 'X', pk: deA.miembros[0].pk_miembro_proyecto }]) }),
      { quien: 'a', multipart: true },
    );
    expect(ajenoM.body).toEqual({ codigo: 0, mensaje: 'Uno de los miembros no pertenece a este proyecto.' });
    const noHay = await h.llamar('editarProyecto', proyecto({ pkProyecto: '99999' }), { quien: 'a', multipart: true });
    expect(noHay.status).toBe(404);
    expect(noHay.body).toEqual({ codigo: 0, mensaje: 'El proyecto no existe o fue dado de baja.' });
    for (const quien of ['visitante', 'falso', 'e', 's'] as const) {
      expect(esRechazo(await h.llamar('editarProyecto', proyecto({ pkProyecto: String(b) }), { quien, multipart: true }))).toBe(true);
    }
    expect([filas(), archivos()]).toEqual(antes);
  });
});

describe('darBajaProyecto', () => {
  it('hides the project from the public list and detail without deleting it; admin only', async () => {
    const pk = await registrar({ nombre_proyecto: 'Para baja' });
    for (const quien of ['visitante', 'falso', 'e', 's'] as const) {
      expect(esRechazo(await h.llamar('darBajaProyecto', { pk: String(pk) }, { quien }))).toBe(true);
    }
    const r = await h.llamar('darBajaProyecto', { pk: String(pk) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Proyecto dado de baja correctamente.' });
    const grupos = (await h.llamar('obtenerTodosProyectosPorCuatrimestre')).body as unknown as { proyectos: { pk_proyecto: number }[] }[];
    expect(grupos.flatMap((g) => g.proyectos).some((p) => p.pk_proyecto === pk)).toBe(false);
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status).toBe(404);
    expect(h.db.prepare('SELECT activo FROM proyectos WHERE pk_proyecto = ?').pluck().get(pk)).toBe(0);
    expect(h.db.prepare('SELECT COUNT(*) FROM proyecto_imagenes WHERE fk_proyecto = ?').pluck().get(pk)).toBe(2);
    const otra = await h.llamar('darBajaProyecto', { pk: String(pk) }, { quien: 'a' });
    expect(otra.status).toBe(404);
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

describe('the public list answered from memory', () => {
  it('reflects any write at once: through the API, on the same connection, or from another one', async () => {
    const nombres = async () =>
      ((await h.llamar('obtenerTodosProyectosPorCuatrimestre')).body as unknown as { proyectos: { nombre_proyecto: string }[] }[]).flatMap((g) =>
        g.proyectos.map((p) => p.nombre_proyecto),
      );
    const antes = await nombres();
    h.db
      .prepare(
        "UPDATE proyectos SET nombre_proyecto = 'Renombrado en la base' WHERE pk_proyecto = (SELECT MIN(pk_proyecto) FROM proyectos WHERE activo = 1)",
      )
      .run();
    const despues = await nombres();
    expect(despues).toContain('Renombrado en la base');
    expect(despues).not.toEqual(antes);
    const otra = await h.otraConexion(); // another process on the same database
    await otra.ejecutar(sql`UPDATE proyectos SET nombre_proyecto = 'Desde otra conexión' WHERE nombre_proyecto = 'Renombrado en la base'`);
    await otra.cerrar();
    expect(await nombres()).toContain('Desde otra conexión');
  });

  it('is sent compressed to a browser that accepts it, and decodes to the same answer', async () => {
    // answers under 1 KB are sent as they are: make the list long enough to be compressed
    const ins = h.db.prepare("INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES (?, ?, 4, 'd')");
    for (let i = 0; i < 12; i++) ins.run(`Proyecto de relleno número ${i}`, `proyecto de relleno numero ${i}`);
    const plano = await h.llamar('obtenerTodosProyectosPorCuatrimestre');
    for (const [acepta, codificacion, descomprimir] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const r = await h.app.inject({
        method: 'POST',
        url: '/api.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': acepta },
        payload: 'funcion=obtenerTodosProyectosPorCuatrimestre',
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe(codificacion);
      expect(r.headers['vary']).toMatch(/accept-encoding/i);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(descomprimir(r.rawPayload).toString('utf8'))).toEqual(plano.body);
    }
  });
});
