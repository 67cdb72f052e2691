// The media library and the import (issue 43), on both engines: a sheet's image cell naming an
// asset of the library (by file name, ignoring case) reuses its stored file with no ZIP, an image
// the ZIP brings becomes an asset with the row's text, and undoing the import keeps the library's
// asset and its file while the ZIP's image, used by nothing any more, goes with its asset.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { zip } from '@server/pruebas/zip';
import type { Harness } from '@server/pruebas/arnes';
import { CABECERA, dataUrl, png } from '@server/pruebas/importaciones';
import { prepararMedios } from '@server/pruebas/medios';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
const { existe, traer, subir } = prepararMedios((x) => (h = x));

describe('the library in the import', () => {
  it('reuses an asset a cell names (no ZIP), makes a ZIP image an asset, and undo keeps the library asset', async () => {
    const subida = await subir([dataUrlDemo(5, 40, 30)], ['Laboratorio de redes'], ['Laboratorio.JPG']);
    expect(subida.body).toMatchObject({ codigo: 1 });
    const [lab] = (await traer({ q: 'laboratorio' })).medios;

    // no ZIP: the cell names the library's file (another case)
    const hoja = [CABECERA, 'Red mesh;5;Una red.;;laboratorio.jpg;;Ana;;;;;publicado'].join('\r\n');
    const p1 = await h.llamar(
      'previsualizarImportacion',
      { entidad: 'proyectos', archivo: dataUrl(hoja, 'text/csv') },
      { quien: 'a', multipart: true },
    );
    expect(p1.body).toMatchObject({ codigo: 1, validas: 1, conErrores: 0 });
    const c1 = await h.llamar('confirmarImportacion', { token: p1.body.token as string }, { quien: 'a' });
    expect(c1.body).toMatchObject({ codigo: 1, creados: 1 });
    const [pkRed] = c1.body.pks as number[];
    expect(await h.db.todas(sql`SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ${pkRed}`)).toEqual([{ img_proyecto: lab.url }]);
    expect(fs.existsSync(path.join(h.config.uploadsDir, 'proyectos'))).toBe(false);

    // with a ZIP: its image becomes an asset (the row's text, its use)
    const hoja2 = [CABECERA, 'Dron;6;Vuela.;;dron.png;Dron sobre el campus;Luis;;;;;publicado'].join('\r\n');
    const archivos = await zip({ 'dron.png': png(6) });
    const p2 = await h.llamar(
      'previsualizarImportacion',
      { entidad: 'proyectos', archivo: dataUrl(hoja2, 'text/csv'), imagenes: dataUrl(archivos, 'application/zip') },
      { quien: 'a', multipart: true },
    );
    expect(p2.body).toMatchObject({ codigo: 1, validas: 1 });
    expect((await h.llamar('confirmarImportacion', { token: p2.body.token as string }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
    const [dron] = (await traer({ q: 'dron sobre' })).medios;
    expect(dron).toMatchObject({ alt: 'Dron sobre el campus', usos: [{ tipo: 'Proyecto', nombre: 'Dron' }] });
    expect(dron.url).toMatch(/^uploads\/proyectos\//);

    // undo both: the library's asset and file stay; the ZIP's image, now unused, goes with its asset
    expect((await h.llamar('deshacerImportacion', { token: p1.body.token as string }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
    expect((await h.llamar('deshacerImportacion', { token: p2.body.token as string }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(existe(lab.url)).toBe(true);
    expect((await traer({ q: 'laboratorio' })).medios).toMatchObject([{ pk: lab.pk, usos: [] }]);
    expect(existe(dron.url)).toBe(false);
    expect((await traer({ q: 'dron sobre' })).total).toBe(0);
  });
});
