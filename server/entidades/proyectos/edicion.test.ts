// Projects through api.php once registered: editing (images and members kept, reordered, removed,
// another project's refused), deactivation, and the public list answered from memory (any write
// seen at once, sent compressed).
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { sql } from 'kysely';
import { esRechazo, type Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
// A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
// the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
const { archivos, filas, imgs, proyecto, registrar } = prepararProyectos((x) => (h = x), { REVISIONES_MAX: '1' });

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
