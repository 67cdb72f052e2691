// Staff-edited pages through api.php on a real database (SQLite, or PostgreSQL with PRUEBAS_POSTGRES):
// the seeded content every database has, open reads, admin-only edits and previews (401/403 in
// Spanish), validation per field, the audit trail, acerca_de's photos through the image pipeline,
// and the search index updated in the edit's transaction. Hostile Markdown is in markdown.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { origenDeVariante } from '@/shared/lib/variantes';
import { QUIENES, type Harness } from '@server/pruebas/arnes';
import { prepararPaginas } from '@server/pruebas/paginasEditables';
import { NO_ADMINS, esperarRechazo, esperarNegativas, type Negativa } from '@server/pruebas/rechazos';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import type { DatosPaginas, Pagina } from '@/shared/api/contrato/paginas';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';
import { MENSAJES_MEDIO, type PaginaMedios } from '@/shared/api/contrato/medios';

let h: Harness;
// A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
// the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
const { pagina, editar } = prepararPaginas((x) => (h = x), { REVISIONES_MAX: '1' });

const filas = () => h.db.prepare('SELECT clave, titulo, cuerpo, datos FROM paginas ORDER BY pk_pagina').all();
const encontrados = async (q: string) =>
  ((await h.llamar('buscar', { q })).body as unknown as RespuestaBusqueda).resultados.map((r) => `${r.tipo}:${r.enlace}`);
function archivos(): string[] {
  const dir = path.join(h.config.uploadsDir, 'paginas');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((n) => !origenDeVariante(n));
}

describe('mostrarPagina', () => {
  it.each(QUIENES)("is open to %s: every key's seeded title, body, sanitized html, fields and time zone", async (quien) => {
    const inicio = (await h.llamar('mostrarPagina', { clave: 'inicio' }, { quien })).body as unknown as Pagina<'inicio'>;
    expect(inicio).toMatchObject({
      clave: 'inicio',
      titulo: 'Ingeniería en Desarrollo y Gestión de Software',
      datos: { subtitulo: 'Universidad Tecnológica · Programa educativo', textoBanner: 'Asegura tu lugar en el próximo ciclo escolar.' },
      zona: h.config.zonaHoraria,
    });
    expect(inicio.html).toMatch(/^<p>Aprende a diseñar, programar, probar y desplegar software/);
    expect(inicio.actualizado).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('seeds a real admissions text (requirements, costs with the base tuition, scholarships, documents), its dates, the contact and the people', async () => {
    const a = await pagina('admisiones');
    for (const h2 of ['Requisitos de admisión', 'Costos', 'Becas', 'Documentos para la inscripción']) expect(a.html).toContain(`<h2>${h2}</h2>`);
    expect(a.html).toContain('$1,800');
    expect(a.html).toContain('<a href="/foro/2">');
    expect(a.datos.fechas.map((f) => f.fecha)).toEqual([...a.datos.fechas.map((f) => f.fecha)].sort());
    expect(a.datos.fechas.length).toBeGreaterThanOrEqual(4);
    const c = await pagina('contacto');
    expect(c.datos).toMatchObject({ correo: expect.stringContaining('@'), whatsapp: expect.stringMatching(/^\d{10,15}$/), mapa: /^https:/ });
    const acerca = await pagina('acerca_de');
    expect(acerca.datos.personas.map((p) => p.papel)).toEqual([
      'Desarrolladora front-end',
      'Desarrollador back-end',
      'Desarrolladora full-stack y pruebas',
      'Profesor asesor',
    ]);
  });

  it('answers 404 in Spanish for a key that does not exist', async () => {
    for (const clave of ['otra', '', 'INICIO']) {
      const r = await h.llamar('mostrarPagina', { clave });
      expect([r.status, r.body]).toEqual([404, { codigo: 0, mensaje: 'La página solicitada no existe.' }]);
    }
  });
});

describe('editarPagina', () => {
  it('lets an admin change title, body and fields: every reader sees them at once, with an audit entry', async () => {
    const r = await editar('inicio', {
      titulo: 'Ingeniería de Software',
      cuerpo: 'Nueva **descripción** del programa.',
      datos: JSON.stringify({ subtitulo: 'Programa acreditado', textoBanner: 'Quedan pocos lugares.' }),
    });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Página actualizada.' });
    for (const quien of QUIENES) {
      const p = (await h.llamar('mostrarPagina', { clave: 'inicio' }, { quien })).body as unknown as Pagina<'inicio'>;
      expect(p).toMatchObject({
        titulo: 'Ingeniería de Software',
        cuerpo: 'Nueva **descripción** del programa.',
        html: '<p>Nueva <strong>descripción</strong> del programa.</p>',
        datos: { subtitulo: 'Programa acreditado', textoBanner: 'Quedan pocos lugares.' },
      });
    }
    const entrada = h.db.prepare("SELECT funcion, entidad, pk_entidad AS pk, resumen FROM bitacora WHERE funcion = 'editarPagina'").get() as Record<
      string,
      unknown
    >;
    expect(entrada).toMatchObject({ entidad: 'pagina', pk: 1, resumen: expect.stringContaining('«Ingeniería de Software» — Página actualizada.') });
    expect(entrada.resumen).toContain('Título «Ingeniería en Desarrollo y Gestión de Software» → «Ingeniería de Software»');
    const lista = (await h.llamar('traerPaginas', {}, { quien: 'a' })).body as unknown as { clave: string }[];
    expect(lista.map((p) => p.clave)).toEqual(['inicio', 'admisiones', 'contacto', 'acerca_de']);
  });

  it('keeps the stored fields when none are sent, and stores the dates in calendar order', async () => {
    const antes = await pagina('contacto');
    expect((await editar('contacto', { titulo: 'Contáctanos' })).body.codigo).toBe(1);
    expect((await pagina('contacto')).datos).toEqual(antes.datos);
    const fechas = [
      { fecha: '2031-03-01', texto: 'Examen', tipo: '' },
      { fecha: '2030-12-01', texto: 'Abre la convocatoria', tipo: 'apertura' },
    ];
    expect((await editar('admisiones', { datos: JSON.stringify({ fechas }) })).body.codigo).toBe(1);
    expect((await pagina('admisiones')).datos.fechas).toEqual([
      { fecha: '2030-12-01', texto: 'Abre la convocatoria', tipo: 'apertura' },
      { fecha: '2031-03-01', texto: 'Examen' },
    ]);
  });

  it("stores a textarea's line breaks sent as multipart (\\r\\n) as \\n, and the preview answers the body it rendered", async () => {
    expect((await editar('contacto', { cuerpo: 'Uno\r\n\r\n- dos\r\n- tres' })).body.codigo).toBe(1);
    expect((await pagina('contacto')).cuerpo).toBe('Uno\n\n- dos\n- tres');
    const r = await h.llamar('vistaPreviaPagina', { cuerpo: 'Uno\r\n\r\n*dos*' }, { quien: 'a', multipart: true });
    expect(r.body).toEqual({ cuerpo: 'Uno\n\n*dos*', html: '<p>Uno</p>\n<p><em>dos</em></p>' });
  });

  it.each(NO_ADMINS)('is refused to %s (%i), as are the list and the preview: nothing changes', async (quien, status) => {
    const antes = filas();
    const cookie = h.cookieDe(quien);
    esperarRechazo(await h.llamar('editarPagina', { clave: 'inicio', titulo: 'X', cuerpo: 'Y' }, { cookie }), status);
    esperarRechazo(await h.llamar('traerPaginas', {}, { cookie }), status);
    esperarRechazo(await h.llamar('vistaPreviaPagina', { cuerpo: 'x' }, { cookie }), status);
    expect(filas()).toEqual(antes);
  });

  it('refuses each bad field with its Spanish message, changing nothing', async () => {
    const antes = filas();
    const contacto = { correo: 'a@b.mx', telefono: '449 910 5000', whatsapp: '524499105000', direccion: 'Av. 1', mapa: 'https://osm.org/x' };
    const con = (d: object) => ({ clave: 'contacto', titulo: 'C', cuerpo: 'C', datos: JSON.stringify({ ...contacto, ...d }) });
    const fechas = (f: object) => ({ clave: 'admisiones', titulo: 'A', cuerpo: 'A', datos: JSON.stringify({ fechas: [f] }) });
    const casos: Negativa[] = [
      [{ clave: 'otra', titulo: 'T', cuerpo: 'C' }, 'La página solicitada no existe.', 400],
      [{ clave: 'inicio', titulo: '  ', cuerpo: 'C' }, 'Se necesita el título de la página.', 400],
      [{ clave: 'inicio', titulo: 'T', cuerpo: '' }, 'Se necesita el texto de la página.', 400],
      [{ clave: 'inicio', titulo: 'T', cuerpo: 'x'.repeat(20_001) }, 'El texto es demasiado largo (máximo 20000 caracteres).', 400],
      [{ clave: 'inicio', titulo: 'T', cuerpo: 'C', datos: '{no' }, 'Los datos de la página tienen un formato no válido.', 400],
      [
        { clave: 'inicio', titulo: 'T', cuerpo: 'C', datos: JSON.stringify({ subtitulo: 'S', textoBanner: '' }) },
        'Se necesita el texto del banner de preinscripción.',
        400,
      ],
      [fechas({ fecha: '2027-02-30', texto: 'X' }), 'Cada fecha necesita un día válido (AAAA-MM-DD).', 400],
      [fechas({ fecha: '2027-02-03', texto: ' ' }), 'Cada fecha necesita su descripción.', 400],
      [fechas({ fecha: '2027-02-03', texto: 'X', tipo: 'otro' }), 'El significado de la fecha no es válido.', 400],
      [con({ correo: 'nadie' }), 'Se necesita un correo de contacto válido (nombre@dominio.mx).', 400],
      [con({ telefono: 'llámanos' }), 'Se necesita un teléfono de contacto (solo dígitos, espacios, +, paréntesis o guiones).', 400],
      [con({ whatsapp: '123' }), 'El número de WhatsApp lleva de 10 a 15 dígitos, con la clave del país (por ejemplo 524491234567).', 400],
      [con({ direccion: '' }), 'Se necesita la dirección del plantel.', 400],
      [con({ mapa: 'http://osm.org/x' }), 'El enlace del mapa debe ser una dirección https://… (por ejemplo, de OpenStreetMap).', 400],
      [con({ mapa: 'javascript:alert(1)' }), 'El enlace del mapa debe ser una dirección https://… (por ejemplo, de OpenStreetMap).', 400],
      [
        { clave: 'acerca_de', titulo: 'A', cuerpo: 'A', datos: JSON.stringify({ personas: [{ nombre: '', papel: 'x', foto: '' }] }) },
        'Cada persona necesita su nombre.',
        400,
      ],
      [
        {
          clave: 'acerca_de',
          titulo: 'A',
          cuerpo: 'A',
          datos: JSON.stringify({ personas: [{ nombre: 'Ana', foto: 'uploads/paginas/0123456789abcdef.png' }] }),
        },
        'Una de las imágenes no pertenece a este registro.',
        400,
      ],
    ];
    await esperarNegativas(h, 'editarPagina', casos);
    expect(filas()).toEqual(antes);
  });

  it('stores the people photos through the image pipeline and deletes a replaced one after the commit', async () => {
    const personas = (foto: string) => JSON.stringify({ personas: [{ nombre: 'Ana Ruiz', papel: 'Asesora', descripcion: '', foto }] });
    expect((await editar('acerca_de', { datos: personas(dataUrlDemo(21)) })).body.codigo).toBe(1);
    const primera = (await pagina('acerca_de')).datos.personas[0].foto;
    expect(primera).toMatch(/^uploads\/paginas\/[0-9a-f]{16}_\d+x\d+\.png$/);
    expect(archivos()).toHaveLength(1);
    expect((await editar('acerca_de', { datos: personas(primera) })).body.codigo).toBe(1);
    expect(archivos()).toHaveLength(1);
    expect((await editar('acerca_de', { datos: personas(dataUrlDemo(22)) })).body.codigo).toBe(1);
    const segunda = (await pagina('acerca_de')).datos.personas[0].foto;
    expect(segunda).not.toBe(primera);
    expect(archivos()).toEqual([path.basename(segunda)]);
    expect((await editar('acerca_de', { datos: personas('') })).body.codigo).toBe(1);
    expect(archivos()).toEqual([]);
  });

  it("a person's photo picked from the media library (medio:<pk>) is its file, never encoded again, and stays in the library when removed", async () => {
    const subida = await h.llamar(
      'subirMedios',
      { archivos: [dataUrlDemo(23)], alts: JSON.stringify(['Retrato de la asesora']) },
      { quien: 'a', multipart: true },
    );
    expect(subida.body.codigo).toBe(1);
    const medio = ((await h.llamar('traerMedios', { q: 'asesora' }, { quien: 'a' })).body as unknown as PaginaMedios).medios[0];
    const con = (foto: string) => JSON.stringify({ personas: [{ nombre: 'Ana Ruiz', papel: 'Asesora', descripcion: '', foto }] });
    expect((await editar('acerca_de', { datos: con(`medio:${medio.pk}`) })).body.codigo).toBe(1);
    const persona = (await pagina('acerca_de')).datos.personas[0];
    expect(persona.foto).toBe(medio.url);
    expect(archivos()).toEqual([]); // nothing written in the page's folder
    const usos = ((await h.llamar('traerMedios', { q: 'asesora' }, { quien: 'a' })).body as unknown as PaginaMedios).medios[0].usos;
    expect(usos.map((u) => u.nombre)).toEqual(['Ana Ruiz']);
    // saved again as it is, then removed: the library keeps its file
    expect((await editar('acerca_de', { datos: con(persona.foto) })).body.codigo).toBe(1);
    expect((await editar('acerca_de', { datos: con('') })).body.codigo).toBe(1);
    expect(fs.existsSync(path.join(h.config.uploadsDir, medio.url.slice('uploads/'.length)))).toBe(true);
    // an unknown asset is refused in Spanish, nothing written
    const r = await editar('acerca_de', { datos: con('medio:999999') });
    expect([r.status, r.body.codigo]).toEqual([400, 0]);
    expect(r.body.mensaje).toBe(MENSAJES_MEDIO.elegidaNoExiste);
  });
});

describe('search', () => {
  it('«costo», «beca», «admisión», «inscripción» find /admisiones in every database', async () => {
    for (const q of ['costo', 'beca', 'admisión', 'inscripción', 'COSTOS', 'becas'])
      expect([q, await encontrados(q)]).toEqual([q, expect.arrayContaining(['pagina:/admisiones'])]);
  });

  it('an edit is found at once, and what it removed is no longer found', async () => {
    expect(await encontrados('zanahoria')).toEqual([]);
    const datos: DatosPaginas['acerca_de'] = { personas: [{ nombre: 'Brenda Quiroga', papel: 'Diseño', descripcion: '', foto: '' }] };
    await editar('acerca_de', { cuerpo: 'Hecho con zanahoria.', datos: JSON.stringify(datos) });
    expect(await encontrados('zanahoria')).toEqual(['pagina:/acerca_de']);
    expect(await encontrados('quiroga')).toEqual(['pagina:/acerca_de']);
    await editar('acerca_de', { cuerpo: 'Otro texto.' });
    expect(await encontrados('zanahoria')).toEqual([]);
  });
});
