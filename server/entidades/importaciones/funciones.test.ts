// Import and export (issue 43), through the real server on a real database (both engines): the
// round trip (export → import of the same file creates exact copies), CSV with semicolons and BOM,
// XLSX, a ZIP of images each encoded once, the token kept in the database, undo removing exactly what
// the import created, formula escaping. Every bad input refused in Spanish with nothing written, and
// the export refused to anyone but an admin: exportarYRechazos.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { zip } from '@server/pruebas/zip';
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { BOM, CABECERA, png, prepararImportaciones } from '@server/pruebas/importaciones';

let h: Harness;
const { uno, cuenta, contenido, exportar, previsualizar } = prepararImportaciones((x) => (h = x));

describe('import', () => {
  it('previews a CSV with semicolons and BOM and a ZIP, confirms in one go (each image encoded once), then undoes exactly that', async () => {
    const antes = contenido();
    const archivos = cuenta('bitacora');
    const hoja = [
      CABECERA,
      'Robot lector;5;"Lee; con voz";https://ejemplo.mx/robot;"a.png; b.png";Robot en la mesa | (decorativa);"Ana; Luis; Marta";equipo.png;El equipo;;;publicado',
      'Huerto;6;=1+1 no es fórmula;;a.png;;Sofía;;;2099-01-10 08:00;;programado',
      'Viejo;6;Texto;;a.png;;Raúl;;;;;de baja',
      'Robot lector;5;Repetido;;a.png;;Ana;;;;;',
      'Sin foto;4;Texto;;falta.png;;Ana;;;2020-01-01 10:00;;',
    ].join('\r\n');
    const r = await previsualizar(
      'proyectos',
      BOM + hoja,
      await zip({ 'fotos/a.png': png(1), 'b.png': png(2), 'equipo.png': png(3), 'sobra.png': png(4) }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ codigo: 1, validas: 3, conErrores: 2 });
    const filas = r.body.filas as { linea: number; titulo: string; errores: { columna: string; mensaje: string }[] }[];
    expect(filas.map((f) => [f.linea, f.titulo])).toEqual([
      [2, 'Robot lector'],
      [3, 'Huerto'],
      [4, 'Viejo'],
      [5, 'Robot lector'],
      [6, 'Sin foto'],
    ]);
    expect(filas[3].errores).toEqual([{ columna: 'Nombre', mensaje: 'El título se repite en la fila 2.' }]);
    expect(filas[4].errores).toEqual([
      { columna: 'Imágenes', mensaje: 'La imagen «falta.png» no está en el ZIP ni en la biblioteca.' },
      { columna: 'Publicar el', mensaje: 'La fecha de publicación ya pasó: déjela vacía para publicar al importar.' },
    ]);
    // nothing written to the content, the token kept in the database with the 3 distinct images named by rows
    expect(contenido()).toEqual(antes);
    expect(cuenta('importacion_imagenes')).toBe(3);
    const token = String(r.body.token);
    expect(h.db.prepare('SELECT entidad FROM importaciones WHERE token = ?').get(token)).toEqual({ entidad: 'proyectos' });
    // another admin cannot confirm it
    const ajeno = await h.llamar('confirmarImportacion', { token }, { quien: 's' });
    expect(ajeno.status).toBe(403);

    const c = await h.llamar('confirmarImportacion', { token }, { quien: 'a' });
    expect(c.body).toMatchObject({ codigo: 1, mensaje: 'Se importaron 3 elementos.', creados: 3 });
    const pks = c.body.pks as number[];
    // each new item's editor, from its entity's declaration (the page links them)
    expect(c.body.editores).toEqual(pks.map((pk) => `/panel_admin/proyectos_estudiantes/editar/${pk}`));
    expect(contenido().p).toBe(antes.p + 3);
    // a.png is named by 3 rows and written once
    expect(cuenta('proyecto_imagenes')).toBe(4);
    expect(Number(uno('SELECT COUNT(DISTINCT img_proyecto) AS n FROM proyecto_imagenes').n)).toBe(2);
    const p1 = h.db
      .prepare('SELECT nombre_proyecto, descripcion_proyecto, foto_miembros_alt, publicado, activo FROM proyectos WHERE pk_proyecto = ?')
      .get(pks[0]);
    expect(p1).toEqual({
      nombre_proyecto: 'Robot lector',
      descripcion_proyecto: 'Lee; con voz',
      foto_miembros_alt: 'El equipo',
      publicado: 1,
      activo: 1,
    });
    expect(h.db.prepare('SELECT nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ? ORDER BY orden').all(pks[0])).toEqual([
      { nombre_miembro: 'Ana' },
      { nombre_miembro: 'Luis' },
      { nombre_miembro: 'Marta' },
    ]);
    expect(h.db.prepare('SELECT publicado, activo FROM proyectos WHERE pk_proyecto = ?').get(pks[1])).toEqual({ publicado: 0, activo: 1 });
    expect(h.db.prepare('SELECT activo FROM proyectos WHERE pk_proyecto = ?').get(pks[2])).toEqual({ activo: 0 });
    // each item its audit entry and its first revision
    for (const pk of pks) {
      expect(
        Number(uno("SELECT COUNT(*) AS n FROM bitacora WHERE entidad = 'proyecto' AND pk_entidad = ? AND funcion = 'confirmarImportacion'", pk).n),
      ).toBeGreaterThan(0);
      expect(Number(uno("SELECT COUNT(*) AS n FROM revisiones WHERE entidad = 'proyecto' AND pk = ?", pk).n)).toBe(1);
    }
    expect((await h.llamar('confirmarImportacion', { token }, { quien: 'a' })).body).toMatchObject({
      codigo: 0,
      mensaje: 'Esta importación ya se confirmó.',
    });

    const d = await h.llamar('deshacerImportacion', { token }, { quien: 'a' });
    expect(d.body).toEqual({ codigo: 1, mensaje: 'Importación deshecha: se eliminaron 3 elementos.', eliminados: 3 });
    expect(contenido()).toEqual(antes);
    expect(cuenta('proyecto_imagenes') + cuenta('proyecto_miembros')).toBe(0);
    expect(cuenta('bitacora')).toBeGreaterThan(archivos);
    expect((await h.llamar('deshacerImportacion', { token }, { quien: 'a' })).body).toMatchObject({
      codigo: 0,
      mensaje: 'Esta importación ya se deshizo.',
    });
  });

  it('round trip: export → import of the same file creates exact copies (projects, events, graduates; companies on another site); the XLSX reads the same', async () => {
    const antes = contenido();
    // one item of each kind, imported from a template-like sheet (the export's own columns)
    const img = await zip({ 'a.png': png(5), 'b.png': png(6) });
    const pP = await previsualizar(
      'proyectos',
      `${CABECERA}\nFeria;3;+Descripción @uno;;"a.png; b.png";Uno | Dos;Ana;b.png;(decorativa);2099-02-01 09:30;2099-03-01 10:00;programado`,
      img,
    );
    expect(pP.body.filas).toEqual([{ linea: 2, titulo: 'Feria', errores: [] }]);
    await h.llamar('confirmarImportacion', { token: String(pP.body.token) }, { quien: 'a' });
    const eventos =
      'Nombre,Descripción,Inicio,Fin,Todo el día,Lugar,Enlace en línea,Cancelado,Imágenes,Textos alternativos,Publicar el,Retirar el,Estado\n' +
      'Semana,-Charlas,2099-03-12 09:00,2099-03-12 14:00,no,Auditorio,,no,a.png,,,,publicado\n';
    await h.llamar('confirmarImportacion', { token: String((await previsualizar('eventos', eventos, img)).body.token) }, { quien: 'a' });
    const empresas = 'Nombre,Logotipo,Texto alternativo,Estado\nBajío Software,a.png,Logotipo azul,de baja\n';
    await h.llamar('confirmarImportacion', { token: String((await previsualizar('empresas', empresas, img)).body.token) }, { quien: 'a' });
    const egresados = 'Nombre,Generación,Puesto,Testimonio,Foto,Texto alternativo\nAndrea Castillo,2019-2022,Desarrolladora,Gracias,b.png,\n';
    const tEgresados = String((await previsualizar('egresados', egresados, img)).body.token);
    const pkEgresado = (await h.llamar('confirmarImportacion', { token: tEgresados }, { quien: 'a' })).body.pks as number[];
    // edited since: the undo refuses and deletes nothing
    const g = uno('SELECT fk_generacion, foto_estudiante FROM casos_exito WHERE pk_caso_exito = ?', pkEgresado[0]);
    const editar = {
      idCasoExito: String(pkEgresado[0]),
      nombreAlumno: 'Andrea Castillo',
      generacion: String(g.fk_generacion),
      puestoEmpresa: 'Líder técnica',
    };
    await h.llamar('editarEgresado', { ...editar, palabrasAlumno: 'Gracias', imagenForm: String(g.foto_estudiante) }, { quien: 'a' });
    expect((await h.llamar('deshacerImportacion', { token: tEgresados }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: 'No se puede deshacer: «Andrea Castillo» se editó después de importarlo. Elimínelo o dé de baja cada elemento.',
    });
    expect(contenido()).toEqual({ p: antes.p + 1, e: antes.e + 1, c: antes.c + 1, g: antes.g + 1 });

    for (const entidad of ['proyectos', 'eventos', 'empresas', 'egresados']) {
      const ex = await exportar(`${entidad}.csv`);
      expect(ex.statusCode).toBe(200);
      expect(ex.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(ex.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const uno = ex.body;
      // the same file back (the companies' name must be unique on the site: it is refused there, and the row says why)
      const r = await previsualizar(entidad, ex.rawPayload);
      if (entidad === 'empresas') {
        expect(r.body).toMatchObject({ validas: 0, conErrores: 1 });
        expect((r.body.filas as { errores: unknown[] }[])[0].errores).toEqual([
          { columna: 'Nombre', mensaje: 'Ya existe un elemento con este título en el sitio.' },
        ]);
        continue;
      }
      expect(r.body).toMatchObject({ validas: 1, conErrores: 0 });
      expect((await h.llamar('confirmarImportacion', { token: String(r.body.token) }, { quien: 'a' })).body).toMatchObject({ codigo: 1, creados: 1 });
      const dos = (await exportar(`${entidad}.csv`)).body.split('\r\n');
      const filas = uno.split('\r\n');
      // two identical rows now: the copy is exact (its images the same stored files)
      expect(dos.length).toBe(filas.length + 1);
      expect(dos.filter((l) => l === filas[1])).toHaveLength(2);
    }
    // formula injection: written with a leading ', read back without it
    const csvP = (await exportar('proyectos.csv')).body;
    expect(csvP).toContain("'+Descripción @uno");
    expect((await exportar('eventos.csv')).body).toContain("'-Charlas");
    expect(h.db.prepare("SELECT COUNT(*) AS n FROM proyectos WHERE descripcion_proyecto = '+Descripción @uno'").get()).toEqual({ n: 2 });

    // the companies to another site, with their logos' files in a ZIP: the same rows there (the logo under its new stored name)
    const otro = await nuevoHarness();
    try {
      const ex = await exportar('empresas.csv');
      const logo = /^Bajío Software,([^,]+),/m.exec(ex.body)![1];
      const logos = await zip({ [logo]: fs.readFileSync(path.join(h.config.uploadsDir, 'empresas', logo)) });
      const r = await previsualizar('empresas', ex.rawPayload, logos, 'text/csv', otro);
      expect(r.body).toMatchObject({ validas: 1, conErrores: 0 });
      expect((await otro.llamar('confirmarImportacion', { token: String(r.body.token) }, { quien: 'a' })).body).toMatchObject({ creados: 1 });
      const sinLogo = (t: string) => t.replace(/^(Bajío Software),[^,]+,/m, '$1,*,');
      expect(sinLogo((await exportar('empresas.csv', 'a', otro)).body)).toBe(sinLogo(ex.body));
    } finally {
      await otro.cerrar();
    }
    // XLSX: the same rows from a workbook built by exceljs
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Egresados');
    hoja.addRow(['Nombre', 'Generación', 'Puesto', 'Testimonio', 'Foto', 'Texto alternativo']);
    hoja.addRow(['Luis Pérez', '2020-2023', 'Analista', 'Aprendí mucho', 'a.png', 'Luis sonriendo']);
    const x = await previsualizar('egresados', Buffer.from(await libro.xlsx.writeBuffer()), img, 'application/octet-stream');
    expect(x.body).toMatchObject({ codigo: 1, validas: 1, conErrores: 0, filas: [{ linea: 2, titulo: 'Luis Pérez', errores: [] }] });
  });
});
