// Revisions (issue 37) through api.php on the engine of the run: each write of a project keeps its
// whole content; a comparison sees what changed; a restore is one more revision and puts the old
// content (images and members too) back on the public page; access and bad input refused in Spanish.
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { MENSAJES_REVISION } from '@/shared/api/contrato/revisiones';
import { MENSAJES_PROYECTO } from '@/shared/api/contrato/proyectos';

let h: Harness;
const { proyecto, registrar, imgs } = prepararProyectos((x) => (h = x));

type Lista = { pk_revision: number; fecha: string; usuario: string; resumen: string }[];
const revisiones = async (pk: number) =>
  (await h.llamar('traerRevisiones', { entidad: 'proyecto', pk: String(pk) }, { quien: 'a' })).body as unknown as Lista;
const publico = async (pk: number) =>
  (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body as unknown as {
    descripcion_proyecto: string;
    imgs: { img_proyecto: string }[];
    miembros: { nombre_miembro: string }[];
  };

async function editar(pk: number, extra: Record<string, string>) {
  const actual = await publico(pk);
  const r = await h.llamar(
    'editarProyecto',
    proyecto({
      pkProyecto: String(pk),
      imgs_proyecto: JSON.stringify(actual.imgs.map((i, n) => ({ key: `k${n}`, imagen: i.img_proyecto }))),
      foto_miembros: '',
      ...extra,
    }),
    { quien: 'a', multipart: true },
  );
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Proyecto actualizado correctamente.' });
}

describe('revisions of a project', () => {
  it('three edits, then restoring the first: the first text is public again and the history holds the original, the three and the restore', async () => {
    const pk = await registrar();
    // a project that existed before its history (seeded, or older than this feature): no revision yet
    h.db.prepare("DELETE FROM revisiones WHERE entidad = 'proyecto' AND pk = ?").run(pk);
    await editar(pk, { descripcion_proyecto: 'Primera versión del texto.' });
    await editar(pk, { descripcion_proyecto: 'Segunda versión del texto.' });
    await editar(pk, { descripcion_proyecto: 'Tercera versión, con otras palabras.' });
    const lista = await revisiones(pk);
    // issue 48: what was there before the first edit is kept first, as "Versión original" (revision 1)
    expect(lista).toHaveLength(4);
    expect(lista.map((r) => (r as { numero?: number }).numero)).toEqual([4, 3, 2, 1]);
    expect(lista[3]).toMatchObject({ usuario: 'Sistema', resumen: 'Versión original' });
    expect(lista[0]).toEqual({
      pk_revision: expect.any(Number),
      numero: 4,
      fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      usuario: expect.any(String),
      resumen: 'Cambió: Descripción.',
    });
    const primera = lista[2];
    const r = await h.llamar('restaurarRevision', { pkRevision: String(primera.pk_revision) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES_REVISION.restaurada });
    expect((await publico(pk)).descripcion_proyecto).toBe('Primera versión del texto.');
    const despues = await revisiones(pk);
    expect(despues).toHaveLength(5);
    expect(despues[0].resumen).toMatch(/^Restaurada la versión del \d{1,2} [a-z]{3} \d{4}, \d\d:\d\d \(UTC(?:[−+]\d{1,2}(?::\d\d)?)?\)\.$/);
    // the restore went through editarProyecto: one more audit-trail entry, and nothing was rewritten
    expect(despues.slice(1)).toEqual(lista);
    const contenido = (await h.llamar('mostrarRevision', { pkRevision: String(despues[0].pk_revision) }, { quien: 'a' })).body as unknown as {
      campos: { clave: string; valor: unknown }[];
    };
    expect(contenido.campos.find((c) => c.clave === 'descripcion_proyecto')?.valor).toBe('Primera versión del texto.');
    // restoring what is already there changes nothing
    const otra = await h.llamar('restaurarRevision', { pkRevision: String(primera.pk_revision) }, { quien: 'a' });
    expect(otra.body).toEqual({ codigo: 0, mensaje: MENSAJES_REVISION.sinCambios });
    expect(await revisiones(pk)).toHaveLength(5);
  });

  it('restores removed images (their files kept while a revision uses them) and members', async () => {
    const pk = await registrar({ imgs_proyecto: imgs(2, 30) });
    const antes = await publico(pk);
    const [i0, i1] = antes.imgs.map((i) => i.img_proyecto);
    await editar(pk, {
      imgs_proyecto: JSON.stringify([{ key: 'n', imagen: dataUrlDemo(55) }]),
      miembros: JSON.stringify([{ key: 'x', nombre: 'Otra Persona', pk: 0 }]),
    });
    // the dropped files stay on disk: the first revision still shows them
    for (const ruta of [i0, i1]) expect(fs.existsSync(path.join(h.config.uploadsDir, ruta.slice('uploads/'.length)))).toBe(true);
    const [, primera] = await revisiones(pk);
    const r = await h.llamar('restaurarRevision', { pkRevision: String(primera.pk_revision) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES_REVISION.restaurada });
    const p = await publico(pk);
    expect(p.imgs.map((i) => i.img_proyecto)).toEqual([i0, i1]);
    expect(p.miembros.map((m) => m.nombre_miembro)).toEqual(['Ana', 'Luis']);
  });

  it('a deactivation keeps no revision; a comparison lists images and members as they were', async () => {
    const pk = await registrar();
    await editar(pk, { miembros: JSON.stringify([{ key: 'x', nombre: 'Ana', pk: 0 }]) });
    expect((await h.llamar('darBajaProyecto', { pk: String(pk) }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
    const lista = await revisiones(pk);
    expect(lista.map((r) => r.resumen)).toEqual(['Cambió: Foto del equipo, Miembros del equipo.', MENSAJES_REVISION.primera]);
    const uno = (await h.llamar('mostrarRevision', { pkRevision: String(lista[1].pk_revision) }, { quien: 'a' })).body as unknown as {
      entidad: string;
      pk: number;
      campos: { clave: string; tipo: string; valor: unknown }[];
    };
    expect(uno).toMatchObject({ entidad: 'proyecto', pk });
    expect(uno.campos.find((c) => c.clave === 'miembros')).toMatchObject({ tipo: 'lista', valor: ['Ana', 'Luis'] });
    expect(uno.campos.find((c) => c.clave === 'imgs_proyecto')).toMatchObject({
      tipo: 'imagenes',
      valor: [{ ruta: expect.stringMatching(/^uploads\//) }, expect.anything()],
    });
    // the project is deactivated: its edit refuses, so does the restore (in Spanish, nothing written)
    const r = await h.llamar('restaurarRevision', { pkRevision: String(lista[1].pk_revision) }, { quien: 'a' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES_PROYECTO.noEncontrado });
    expect(await revisiones(pk)).toHaveLength(2);
  });

  it('admins only; bad input answered in Spanish', async () => {
    const pk = await registrar();
    const [una] = await revisiones(pk);
    for (const quien of ['visitante', 'e'] as const) {
      expect((await h.llamar('traerRevisiones', { entidad: 'proyecto', pk: String(pk) }, { quien })).status).toBe(quien === 'visitante' ? 401 : 403);
      expect((await h.llamar('mostrarRevision', { pkRevision: String(una.pk_revision) }, { quien })).status).toBe(quien === 'visitante' ? 401 : 403);
      expect((await h.llamar('restaurarRevision', { pkRevision: String(una.pk_revision) }, { quien })).status).toBe(
        quien === 'visitante' ? 401 : 403,
      );
    }
    expect((await h.llamar('traerRevisiones', { entidad: 'usuario', pk: '1' }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: MENSAJES_REVISION.entidad,
    });
    expect((await h.llamar('traerRevisiones', { entidad: 'proyecto' }, { quien: 'a' })).body).toEqual({ codigo: 0, mensaje: MENSAJES_REVISION.pk });
    expect((await h.llamar('mostrarRevision', { pkRevision: '999999' }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: MENSAJES_REVISION.noExiste,
    });
    expect((await h.llamar('restaurarRevision', { pkRevision: 'x' }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: MENSAJES_REVISION.pkRevision,
    });
  });
});

describe('what a restore brings back besides text', () => {
  it("the images' alternative texts come back with the version; the schedule does not (decision 0054, issue 45)", async () => {
    const pk = await registrar({
      imgs_proyecto: JSON.stringify([{ key: 'a', imagen: dataUrlDemo(61), alt: 'Pantalla de inicio', decorativa: false }]),
    });
    const ruta = (await publico(pk)).imgs[0].img_proyecto;
    const conAlt = (alt: string) => JSON.stringify([{ key: 'a', imagen: ruta, alt, decorativa: false }]);
    await editar(pk, { imgs_proyecto: conAlt('Pantalla de inicio con el calendario') });
    await editar(pk, { imgs_proyecto: conAlt('Otra descripción'), publicarEn: '2031-05-04T08:00' });
    const [, primera] = await revisiones(pk);
    expect(primera.resumen).toBe('Cambió: Imágenes del proyecto, Foto del equipo.');
    expect((await h.llamar('restaurarRevision', { pkRevision: String(primera.pk_revision) }, { quien: 'a' })).body).toMatchObject({ codigo: 1 });
    const p = h.db.prepare('SELECT alt FROM proyecto_imagenes WHERE fk_proyecto = ?').pluck().get(pk);
    expect(p).toBe('Pantalla de inicio con el calendario');
    // the schedule is today's, not the version's: still scheduled for the later date, not public
    expect(h.db.prepare('SELECT publicar_en, publicado FROM proyectos WHERE pk_proyecto = ?').get(pk)).toEqual({
      publicar_en: expect.stringMatching(/^2031-05-04T/),
      publicado: 0,
    });
  });
});
