// duplicarProyecto and duplicarEvento (issue 43, docs/decisiones/0059-duplicar-y-atajos.md): the copy
// is a draft "Copia de …" with every field, member and alternative text, naming the same stored files
// (no new file); absent from every public place until "Publicar el"; audited with its first revision;
// a file stays while the original or the copy still uses it.
import fs from 'node:fs';
import path from 'node:path';
import { esRechazo, type Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
const { archivos, filas, imgs, proyecto, registrar } = prepararProyectos((x) => (h = x), { REVISIONES_MAX: '1' });

const existe = (ruta: string) => fs.existsSync(path.join(h.config.uploadsDir, ruta.slice('uploads/'.length)));
type P = {
  pk_proyecto: number;
  nombre_proyecto: string;
  publicado: boolean;
  imgs: { img_proyecto: string; alt: string | null; decorativa: boolean }[];
  miembros: { pk_miembro_proyecto: number; nombre_miembro: string }[];
  foto_miembros: string;
  foto_miembros_alt: string | null;
} & Record<string, unknown>;
const leer = async (pk: number, quien: 'a' | 'visitante' = 'a') =>
  (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) }, { quien })).body as P;
/** Everything a visitor can reach: the list, the search, the sitemap and the feed. */
async function publico() {
  const lista = JSON.stringify((await h.llamar('obtenerTodosProyectosPorCuatrimestre')).body);
  const busqueda = JSON.stringify((await h.llamar('buscar', { q: 'Copia' })).body);
  const mapa = (await h.app.inject('/sitemap.xml')).body;
  const feed = (await h.app.inject('/feed.xml')).body;
  return `${lista}\n${busqueda}\n${mapa}\n${feed}`;
}
const editar = (pk: number, p: P, extra: Record<string, string>) =>
  h.llamar(
    'editarProyecto',
    proyecto({
      pkProyecto: String(pk),
      nombre_proyecto: p.nombre_proyecto,
      imgs_proyecto: JSON.stringify(p.imgs.map((i, n) => ({ key: `${n}`, imagen: i.img_proyecto }))),
      miembros: JSON.stringify(p.miembros.map((m, n) => ({ key: `${n}`, nombre: m.nombre_miembro, pk: m.pk_miembro_proyecto }))),
      foto_miembros: p.foto_miembros,
      ...extra,
    }),
    { quien: 'a', multipart: true },
  );

describe('duplicarProyecto', () => {
  it('copies every field, member and alt text onto the same files, as a draft no visitor reaches, audited with its revision', async () => {
    const imagenes = JSON.stringify([
      { key: '1', imagen: dataUrlDemo(61), alt: 'Tablero del huerto', decorativa: false },
      { key: '2', imagen: dataUrlDemo(62), alt: '', decorativa: true },
    ]);
    const pk = await registrar({
      nombre_proyecto: 'Huerto Inteligente',
      imgs_proyecto: imagenes,
      miembros: JSON.stringify(['Ana', 'Luis', 'Sofía', 'Raúl'].map((nombre, i) => ({ key: `${i}`, nombre, pk: 0 }))),
      foto_miembros: dataUrlDemo(63),
      foto_miembros_alt: 'El equipo en el laboratorio',
    });
    const original = await leer(pk);
    const antes = archivos();

    const r = await h.llamar('duplicarProyecto', { pk: String(pk) }, { quien: 'a' });
    expect(r.body).toEqual({
      codigo: 1,
      mensaje: 'Copia del proyecto creada sin publicar: revísela y, cuando esté lista, indique «Publicar el».',
      pk: expect.any(Number),
    });
    const copia = await leer(r.body.pk as number);
    const sinClaves = (p: P) => ({
      ...p,
      pk_proyecto: 0,
      nombre_proyecto: '',
      publicado: null,
      miembros: p.miembros.map((m) => m.nombre_miembro),
      imgs: p.imgs.map(({ img_proyecto, alt, decorativa }) => ({ img_proyecto, alt, decorativa })),
    });
    expect(copia.nombre_proyecto).toBe('Copia de Huerto Inteligente');
    expect(sinClaves(copia)).toEqual(sinClaves(original));
    expect(copia).toMatchObject({ publicado: false, publicar_en: null, retirar_en: null, foto_miembros_alt: 'El equipo en el laboratorio' });
    expect(copia.miembros.map((m) => m.nombre_miembro)).toEqual(['Ana', 'Luis', 'Sofía', 'Raúl']);
    expect(archivos()).toEqual(antes); // the same files, none re-encoded

    // no visitor reaches it: list, detail (404), search, sitemap, feed
    const visto = await publico();
    expect(visto).toContain('Huerto Inteligente');
    expect(visto).not.toContain('Copia de');
    expect(visto).not.toContain(`/proyectos_estudiantes/${copia.pk_proyecto}<`);
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(copia.pk_proyecto) })).status).toBe(404);

    // the audit trail names the copy; its history has its first revision
    const entrada = h.db.prepare('SELECT funcion, entidad, pk_entidad, resumen FROM bitacora ORDER BY pk_bitacora DESC LIMIT 1').get();
    expect(entrada).toMatchObject({ funcion: 'duplicarProyecto', entidad: 'proyecto', pk_entidad: copia.pk_proyecto });
    expect(String((entrada as { resumen: string }).resumen)).toContain('«Copia de Huerto Inteligente»');
    const revs = (await h.llamar('traerRevisiones', { entidad: 'proyecto', pk: String(copia.pk_proyecto) }, { quien: 'a' })).body;
    expect(revs).toEqual([expect.objectContaining({ resumen: 'Primera versión guardada.' })]);

    // an edit keeps the draft unpublished; "Publicar el" (now) publishes it
    expect((await editar(copia.pk_proyecto, copia, { nombre_proyecto: 'Huerto Inteligente II', publicarEn: '', retirarEn: '' })).body.codigo).toBe(1);
    expect((await leer(copia.pk_proyecto, 'visitante')).codigo).toBe(0);
    expect(await publico()).not.toContain('Huerto Inteligente II');
    expect((await editar(copia.pk_proyecto, copia, { nombre_proyecto: 'Huerto Inteligente II', publicarEn: '2020-01-01T08:00' })).body.codigo).toBe(
      1,
    );
    expect((await leer(copia.pk_proyecto, 'visitante')).nombre_proyecto).toBe('Huerto Inteligente II');
  });

  it('a file stays while the original or the copy uses it, and goes when neither does', async () => {
    const pk = await registrar({ imgs_proyecto: imgs(2, 70), foto_miembros: dataUrlDemo(72) });
    const original = await leer(pk);
    const copia = await leer((await h.llamar('duplicarProyecto', { pk: String(pk) }, { quien: 'a' })).body.pk as number);
    const [a, b] = original.imgs.map((i) => i.img_proyecto);
    // the copy drops image a and the team photo; the original drops image b
    expect((await editar(copia.pk_proyecto, { ...copia, imgs: copia.imgs.slice(1), foto_miembros: '' }, {})).body.codigo).toBe(1);
    expect((await editar(pk, { ...original, imgs: original.imgs.slice(0, 1) }, {})).body.codigo).toBe(1);
    expect([existe(a), existe(b), existe(original.foto_miembros)]).toEqual([true, true, true]);
    // then each replaces the last one it shared: both files go (the team photo with the original's)
    const nueva = (n: number) => [{ img_proyecto: dataUrlDemo(n), alt: null, decorativa: false }];
    expect((await editar(copia.pk_proyecto, { ...copia, imgs: nueva(74), foto_miembros: '' }, {})).body).toMatchObject({ codigo: 1 });
    expect((await editar(pk, { ...original, imgs: nueva(75), foto_miembros: '' }, {})).body).toMatchObject({ codigo: 1 });
    expect([existe(a), existe(b), existe(original.foto_miembros)]).toEqual([false, false, false]);
  });

  it('shortens a title too long for "Copia de"; refuses non-admins, an unknown or deactivated pk, writing nothing', async () => {
    const largo = `Sistema de gestión ${'integral '.repeat(14)}para tutorías`.slice(0, 150);
    const pk = await registrar({ nombre_proyecto: largo });
    const copia = await leer((await h.llamar('duplicarProyecto', { pk: String(pk) }, { quien: 'a' })).body.pk as number);
    expect(copia.nombre_proyecto.length).toBeLessThanOrEqual(150);
    expect(copia.nombre_proyecto).toMatch(/^Copia de Sistema de gestión (integral )+integral…$/);

    const antes = [filas(), archivos()];
    for (const [quien, status] of NO_ADMINS) esperarRechazo(await h.llamar('duplicarProyecto', { pk: String(pk) }, { quien }), status);
    await h.llamar('darBajaProyecto', { pk: String(pk) }, { quien: 'a' });
    const despuesBaja = [filas(), archivos()];
    for (const p of [String(pk), '999999']) {
      const r = await h.llamar('duplicarProyecto', { pk: p }, { quien: 'a' });
      expect([r.status, r.body]).toEqual([404, { codigo: 0, mensaje: 'El proyecto no existe o fue dado de baja.' }]);
    }
    const malo = await h.llamar('duplicarProyecto', { pk: 'x' }, { quien: 'a' });
    expect(esRechazo(malo)).toBe(true);
    expect([filas(), archivos()]).toEqual(despuesBaja);
    expect(antes[1]).toEqual(despuesBaja[1]);
  });
});
