// The media library through api.php (issue 43), on both engines: uploads with their texts and the
// refusals in Spanish, search by text and by file name, paging, where each asset is used, the 409
// of a used asset, `medio:<pk>` picked in a project and an event (no file written, the text taken
// from the asset), the orphan rule across entities, the images already on the site (backfill) and
// the events' default image on the public read.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Harness } from '@server/pruebas/arnes';
import { prepararMedios } from '@server/pruebas/medios';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { sincronizarMedios, medioPorNombre, registrarMedio } from '@server/imagenes/biblioteca';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import { MEDIOS_POR_PAGINA } from '@/shared/api/contrato/medios';

let h: Harness;
const { existe, todos, traer, subir } = prepararMedios((x) => (h = x), { REVISIONES_MAX: '1' });

describe('media library', () => {
  it('uploads with texts, refuses in Spanish, searches, pages, lists uses and refuses deleting a used asset', async () => {
    const antes = await todos();
    // refusals: nothing written
    const sinAlt = await subir([dataUrlDemo(1)], [''], ['playa.png']);
    expect(sinAlt.status).toBe(400);
    expect(sinAlt.body).toMatchObject({ codigo: 0, mensaje: `«playa.png»: ${ALT_REQUERIDO}`, campo: 'alts.0' });
    const noImagen = await subir(['data:image/png;base64,' + Buffer.from('hola, no soy imagen').toString('base64')], ['Un texto'], ['notas.txt']);
    expect(noImagen.body).toMatchObject({ codigo: 0, mensaje: '«notas.txt»: La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.' });
    const texto = await subir(['hola'], ['Un texto'], ['notas.txt']);
    expect(texto.body.mensaje).toBe('«notas.txt»: La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.');
    const desalineado = await subir([dataUrlDemo(1)], [], ['a.png']);
    expect(desalineado.body.mensaje).toBe('Falta el texto alternativo de cada imagen, en el mismo orden.');
    // one good image beside a refused one: nothing of either is kept
    const mixta = await subir([dataUrlDemo(1), 'data:image/png;base64,AAAA'], ['Bien', 'Mal'], ['bien.png', 'mal.png']);
    expect(mixta.body).toMatchObject({ codigo: 0, campo: 'archivos.1' });
    expect(await todos()).toEqual(antes);
    expect(fs.existsSync(path.join(h.config.uploadsDir, 'medios')) ? fs.readdirSync(path.join(h.config.uploadsDir, 'medios')) : []).toEqual([]);
    expect((await h.llamar('traerMedios', {}, { quien: 'e' })).status).toBe(403);

    // accepted: a described one and a decorative one
    const r1 = await subir(
      [dataUrlDemo(2, 80, 60), dataUrlDemo(3)],
      [
        { alt: 'Estudiantes en la feria de proyectos', decorativa: false },
        { alt: '', decorativa: true },
      ],
      ['Feria_2026.PNG', 'fondo.png'],
    );
    expect(r1.body).toMatchObject({ codigo: 1, mensaje: '2 imágenes agregadas a la biblioteca.' });
    const [pkFeria] = r1.body.pks as number[];

    const pagina = await traer();
    const feria = pagina.medios.find((m) => m.pk === pkFeria)!;
    expect(feria).toMatchObject({
      alt: 'Estudiantes en la feria de proyectos',
      decorativa: false,
      ancho: 80,
      alto: 60,
      nombre: 'Feria_2026.PNG',
      subidoPor: 'Admin de Prueba',
      usos: [],
    });
    expect(feria.url).toMatch(/^uploads\/medios\/[0-9a-f]{16}_80x60\.png$/);
    expect(feria.bytes).toBeGreaterThan(0);
    expect(existe(feria.url)).toBe(true);
    expect(pagina.medios.find((m) => m.nombre === 'fondo.png')).toMatchObject({ alt: '', decorativa: true });
    // search by text (accents and case ignored) and by file name
    expect((await traer({ q: 'FERÍA' })).medios.map((m) => m.pk)).toEqual([pkFeria]);
    expect((await traer({ q: 'feria_2026' })).total).toBe(1);
    expect((await traer({ q: 'fondo.png' })).medios.map((m) => m.nombre)).toEqual(['fondo.png']);
    expect((await traer({ q: '100%' })).total).toBe(0);
    // the helpers other parts use: by original file name, case-insensitive
    expect((await medioPorNombre(h.db, 'feria_2026.png'))?.pk).toBe(pkFeria);

    // picked in a project and an event: no new file, the asset's text by default
    const dirProyectos = path.join(h.config.uploadsDir, 'proyectos');
    const enProyectos = () => (fs.existsSync(dirProyectos) ? fs.readdirSync(dirProyectos).length : 0);
    const proyecto = await h.llamar(
      'registrarProyecto',
      {
        nombre_proyecto: 'Huerto inteligente',
        cuatrimestre: '4',
        descripcion_proyecto: 'Riego automático.',
        enlace: 'https://github.com/ejemplo/huerto',
        imgs_proyecto: JSON.stringify([{ key: '1', imagen: `medio:${pkFeria}` }]),
        miembros: JSON.stringify([{ key: '1', nombre: 'Ana', pk: 0 }]),
        foto_miembros: `medio:${pkFeria}`,
      },
      { quien: 'a', multipart: true },
    );
    expect(proyecto.body).toMatchObject({ codigo: 1 });
    expect(enProyectos()).toBe(0);
    const [img] = await h.db.todas<{ img_proyecto: string; alt: string }>(sql`SELECT img_proyecto, alt FROM proyecto_imagenes`);
    expect(img).toEqual({ img_proyecto: feria.url, alt: 'Estudiantes en la feria de proyectos' });
    expect(await h.db.todas(sql`SELECT foto_miembros, foto_miembros_alt FROM proyectos WHERE nombre_proyecto = 'Huerto inteligente'`)).toEqual([
      { foto_miembros: feria.url, foto_miembros_alt: 'Estudiantes en la feria de proyectos' },
    ]);
    const evento = await h.llamar(
      'registrarEvento',
      {
        nombreEvento: 'Feria',
        descripcion: 'Muestra de proyectos.',
        imgs: JSON.stringify([{ key: '1', imagen: `medio:${pkFeria}`, alt: 'Stand del equipo' }]),
      },
      { quien: 'a', multipart: true },
    );
    expect(evento.body).toMatchObject({ codigo: 1 });
    const pkEvento = evento.body.pk_evento as number;
    expect(await h.db.todas(sql`SELECT img_evento, alt FROM evento_imagenes`)).toEqual([{ img_evento: feria.url, alt: 'Stand del equipo' }]);
    // an unknown asset: a Spanish message, no 500, nothing written
    const ajeno = await h.llamar(
      'registrarEvento',
      { nombreEvento: 'Otra', descripcion: 'x', imgs: JSON.stringify([{ key: '1', imagen: 'medio:999999' }]) },
      { quien: 'a', multipart: true },
    );
    expect(ajeno.status).toBe(400);
    expect(ajeno.body.mensaje).toBe('La imagen elegida de la biblioteca ya no existe.');
    // a raw stored path the item does not own is still refused
    const robada = await h.llamar(
      'registrarEvento',
      { nombreEvento: 'Otra', descripcion: 'x', imgs: JSON.stringify([{ key: '1', imagen: feria.url }]) },
      { quien: 'a', multipart: true },
    );
    expect(robada.body.mensaje).toBe('Una de las imágenes no pertenece a este registro.');

    // its uses, with links; deleting it is refused with them (409)
    const usado = (await traer({ q: 'feria' })).medios[0];
    expect(usado.usos).toEqual([
      { tipo: 'Evento', nombre: 'Feria', editar: `/panel_admin/eventos_admin/editar/${pkEvento}` },
      { tipo: 'Proyecto', nombre: 'Huerto inteligente', editar: expect.stringMatching(/^\/panel_admin\/proyectos_estudiantes\/editar\/\d+$/) },
      { tipo: 'Proyecto (foto del equipo)', nombre: 'Huerto inteligente', editar: expect.any(String) },
    ]);
    const borrar = await h.llamar('borrarMedio', { pk: String(pkFeria) }, { quien: 'a' });
    expect(borrar.status).toBe(409);
    expect(borrar.body.mensaje).toBe(
      'No se puede borrar: la usan Evento «Feria», Proyecto «Huerto inteligente», Proyecto (foto del equipo) «Huerto inteligente». Quítela de ahí primero.',
    );
    expect((borrar.body as { usos: unknown[] }).usos).toHaveLength(3);
    expect(existe(feria.url)).toBe(true);

    // the event drops it: still used by the project, so the file stays
    const edicion = await h.llamar(
      'editarEvento',
      {
        pkEvento: String(pkEvento),
        nombreEvento: 'Feria',
        descripcion: 'Muestra.',
        imgs: JSON.stringify([{ key: '1', imagen: dataUrlDemo(7), alt: 'Cartel' }]),
      },
      { quien: 'a', multipart: true },
    );
    expect(edicion.body).toMatchObject({ codigo: 1 });
    expect(existe(feria.url)).toBe(true);
    // the event's new image, uploaded through its form, is an asset with the text it was given
    const cartel = (await traer({ q: 'cartel' })).medios;
    expect(cartel).toHaveLength(1);
    expect(cartel[0]).toMatchObject({ alt: 'Cartel', subidoPor: 'Admin de Prueba', usos: [{ tipo: 'Evento', nombre: 'Feria' }] });
    // replaced again: a form's upload with no use left goes, file and asset (as before the library)
    await h.llamar(
      'editarEvento',
      {
        pkEvento: String(pkEvento),
        nombreEvento: 'Feria',
        descripcion: 'Muestra.',
        imgs: JSON.stringify([{ key: '1', imagen: `medio:${pkFeria}` }]),
      },
      { quien: 'a', multipart: true },
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(existe(cartel[0].url)).toBe(false);
    expect((await traer({ q: 'cartel' })).total).toBe(0);

    // a library asset an item picks and then drops stays (file and asset) though nothing uses it
    const fondo = (await traer({ q: 'fondo' })).medios[0];
    for (const imagen of [`medio:${fondo.pk}`, `medio:${pkFeria}`])
      expect(
        (
          await h.llamar(
            'editarEvento',
            { pkEvento: String(pkEvento), nombreEvento: 'Feria', descripcion: 'Muestra.', imgs: JSON.stringify([{ key: '1', imagen }]) },
            { quien: 'a', multipart: true },
          )
        ).body,
      ).toMatchObject({ codigo: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(existe(fondo.url)).toBe(true);
    expect((await traer({ q: 'fondo' })).medios).toMatchObject([{ pk: fondo.pk, usos: [] }]);
    // an unused library asset is deleted, file and all
    const ok = await h.llamar('borrarMedio', { pk: String(fondo.pk) }, { quien: 'a' });
    expect(ok.body).toEqual({ codigo: 1, mensaje: 'Imagen borrada de la biblioteca.' });
    expect(existe(fondo.url)).toBe(false);
    expect((await h.llamar('borrarMedio', { pk: String(fondo.pk) }, { quien: 'a' })).status).toBe(404);
  });

  it('edits a text, lists the images already on the site, pages, and shows the default image on events without one', async () => {
    // an image stored before the library (a row only): the backfill lists it with its item's text
    await h.db.ejecutar(
      sql`INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa, imagen_empresa_alt) VALUES ('Acme', 'acme', 'uploads/empresas/0123456789abcdef_10x10.png', 'Logotipo de Acme')`,
    );
    expect(await sincronizarMedios(h.db)).toBe(1);
    expect(await sincronizarMedios(h.db)).toBe(0);
    const acme = (await traer({ q: 'acme' })).medios[0];
    expect(acme).toMatchObject({ alt: 'Logotipo de Acme', ancho: 10, alto: 10, subidoPor: '', usos: [{ tipo: 'Empresa', nombre: 'Acme' }] });

    // many assets: the first page and the next
    for (let i = 0; i < MEDIOS_POR_PAGINA + 2; i++)
      await registrarMedio(h.db, {
        ruta: `uploads/medios/${String(i).padStart(16, '0')}_4x4.png`,
        nombre: `lote-${i}.png`,
        alt: `Lote ${i}`,
        origen: 'biblioteca',
      });
    const p1 = await traer({ q: 'lote' });
    const p2 = await traer({ q: 'lote', pagina: '2' });
    expect([p1.medios.length, p2.medios.length, p1.total]).toEqual([MEDIOS_POR_PAGINA, 2, MEDIOS_POR_PAGINA + 2]);
    expect((await h.llamar('traerMedios', { pagina: 'x' }, { quien: 'a' })).body.mensaje).toBe('Datos con formato no válido.');

    // a text edited; a missing one refused
    const falta = await h.llamar('editarMedio', { pk: String(acme.pk), alt: '', decorativa: '0' }, { quien: 'a' });
    expect(falta.body).toMatchObject({ codigo: 0, mensaje: ALT_REQUERIDO });
    const editado = await h.llamar(
      'editarMedio',
      { pk: String(acme.pk), alt: 'Logo de Acme', decorativa: '0', predeterminadaEventos: '1' },
      { quien: 'a' },
    );
    expect(editado.body).toEqual({ codigo: 1, mensaje: 'Imagen de la biblioteca actualizada.' });
    expect((await traer({ q: 'logo de acme' })).medios[0]).toMatchObject({ pk: acme.pk, predeterminadaEventos: true });
    expect((await h.llamar('editarMedio', { pk: '999999', alt: 'x' }, { quien: 'a' })).status).toBe(404);

    // the audit trail names the writes
    const trail = await h.db.todas<{ funcion: string }>(sql`SELECT funcion FROM bitacora WHERE entidad = 'medio' ORDER BY pk_bitacora`);
    expect(trail.map((t) => t.funcion)).toEqual(expect.arrayContaining(['subirMedios', 'editarMedio', 'borrarMedio']));

    // an event without image shows the default one on the public read; with images, its own
    const sinImagen = await h.db.una<{ pk: number }>(
      sql`INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES ('Charla', 'charla', 'Sin foto.') RETURNING pk_evento AS pk`,
    );
    const publico = await h.llamar('obtenerEvento', { pkEvento: String(sinImagen!.pk) });
    expect(publico.body).toMatchObject({ imgs: [], imagenPredeterminada: { imagen: acme.url, alt: 'Logo de Acme', decorativa: false } });
    const lista = (await h.llamar('obtenerTodosEventos', {})).body as unknown as { nombre_evento: string; imagenPredeterminada?: unknown }[];
    expect(lista.find((e) => e.nombre_evento === 'Charla')?.imagenPredeterminada).toMatchObject({ imagen: acme.url });
    expect(lista.find((e) => e.nombre_evento === 'Feria')?.imagenPredeterminada).toBeUndefined();
  });
});
