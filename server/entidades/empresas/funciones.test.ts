// Internship companies through the real app: role matrix, validation messages, images checked by
// bytes, and that a refused call changes no row and writes no file.
import fs from 'node:fs';
import path from 'node:path';
import { nuevoHarness, QUIENES, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { imagenesGuardadas } from '@server/pruebas/imagenes';
import { NO_ADMINS, esperarRechazo, esperarNegativas, type Negativa } from '@server/pruebas/rechazos';

let h: Harness;
// A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
// the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
beforeEach(async () => {
  h = await nuevoHarness({ REVISIONES_MAX: '1' });
});
afterEach(() => h.cerrar());

const filas = () => h.db.prepare('SELECT * FROM empresas_estadias ORDER BY pk_empresa_estadia').all();
/** The stored photos (their variants left out). */
const archivos = () => imagenesGuardadas(h.config.uploadsDir);
async function registrar(nombre = 'Tecnologías del Bajío', semilla = 1) {
  const r = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: nombre, imagenForm: dataUrlDemo(semilla) }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  return h.db.prepare('SELECT pk_empresa_estadia FROM empresas_estadias WHERE nombre_empresa = ? AND activo = 1').pluck().get(nombre) as number;
}

describe('registrarEmpresaEstadia', () => {
  it('lets an admin register a company; its image is stored as a relative path and served', async () => {
    const pk = await registrar();
    const lista = (await h.llamar('obtenerTodasEmpresasEstadias')).body as unknown as {
      pk_empresa_estadia: number;
      nombre_empresa: string;
      imagen_empresa: string;
    }[];
    expect(lista).toEqual([
      {
        pk_empresa_estadia: pk,
        nombre_empresa: 'Tecnologías del Bajío',
        imagen_empresa: expect.stringMatching(/^uploads\/empresas\/[0-9a-f]{16}_\d+x\d+\.png$/),
        // sent in docs/SPEC.md's format (no alt): not described yet (issue 37)
        imagen_empresa_alt: null,
        imagen_empresa_decorativa: false,
      },
    ]);
    const img = await h.app.inject({ method: 'GET', url: '/' + lista[0].imagen_empresa });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });

  it.each(NO_ADMINS)('is refused to %s (%i): no row, no file', async (quien, status) => {
    const r = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Intrusa', imagenForm: dataUrlDemo(2) }, { quien });
    esperarRechazo(r, status);
    expect(filas()).toEqual([]);
    expect(archivos()).toEqual([]);
  });

  it.each([
    [{ imagenForm: 'IMG' }, 'Se necesita el nombre de la empresa.'],
    [{ nombreEmpresa: '   ', imagenForm: 'IMG' }, 'Se necesita el nombre de la empresa.'],
    [{ nombreEmpresa: 'Empresa' }, 'Se necesita la imagen de la empresa.'],
    [{ nombreEmpresa: 'Empresa', imagenForm: '' }, 'Se necesita la imagen de la empresa.'],
    [{ nombreEmpresa: 'Empresa', imagenForm: '[]' }, 'Se necesita la imagen de la empresa.'],
    [
      { nombreEmpresa: 'Empresa', imagenForm: 'data:image/png;base64,' + Buffer.from('<svg onload=alert(1)>').toString('base64') },
      'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.',
    ],
    [{ nombreEmpresa: 'Empresa', imagenForm: 'uploads/empresas/ajenaajena123.png' }, 'Una de las imágenes no pertenece a este registro.'],
    [{ nombreEmpresa: 'x'.repeat(121), imagenForm: 'IMG' }, 'El texto es demasiado largo (máximo 120 caracteres).'],
  ])('refuses %j with its message: no row, no file', async (campos, mensaje) => {
    const c = Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v === 'IMG' ? dataUrlDemo(3) : v]));
    const r = await h.llamar('registrarEmpresaEstadia', c, { quien: 'a' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(filas()).toEqual([]);
    expect(archivos()).toEqual([]);
  });

  it('accepts the image wrapped as an image form item, also through multipart', async () => {
    const r = await h.llamar(
      'registrarEmpresaEstadia',
      { nombreEmpresa: 'Nube Norte', imagenForm: JSON.stringify([{ key: '123.45678', imagen: dataUrlDemo(4) }]) },
      { quien: 'a', multipart: true },
    );
    expect(r.body).toMatchObject({ codigo: 1 });
    expect(archivos()).toHaveLength(1);
  });

  it('refuses a second active company with the same name (ignoring case and accents)', async () => {
    await registrar('Tecnologías del Bajío');
    const r = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'TECNOLOGIAS DEL BAJIO', imagenForm: dataUrlDemo(5) }, { quien: 'a' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ codigo: 0, mensaje: 'Ya existe una empresa registrada con ese nombre.' });
    expect(archivos()).toHaveLength(1);
  });

  it('refuses a cross-site call (Origin check)', async () => {
    const r = await h.llamar(
      'registrarEmpresaEstadia',
      { nombreEmpresa: 'X', imagenForm: dataUrlDemo(1) },
      { quien: 'a', origin: 'https://malo.example' },
    );
    expect(r.status).toBe(403);
    expect(filas()).toEqual([]);
  });
});

describe('obtenerTodasEmpresasEstadias, mostrarEmpresas and obtenerEmpresaEstadia', () => {
  it.each(QUIENES)('are open to %s and list active companies by name', async (quien) => {
    const b = await registrar('Beta');
    const a = await registrar('alfa', 2);
    const r = await h.llamar('obtenerTodasEmpresasEstadias', {}, { quien });
    expect((r.body as unknown as { nombre_empresa: string }[]).map((e) => e.nombre_empresa)).toEqual(['alfa', 'Beta']);
    const m = await h.llamar('mostrarEmpresas', {}, { quien });
    expect(m.body).toEqual([
      { pk_empresa_estadia: a, nombre_empresa: 'alfa' },
      { pk_empresa_estadia: b, nombre_empresa: 'Beta' },
    ]);
    const one = await h.llamar('obtenerEmpresaEstadia', { pk: String(b) }, { quien });
    expect(one.body).toMatchObject({ pk_empresa_estadia: b, nombre_empresa: 'Beta' });
  });

  it('answers 404 for an unknown or deactivated company and 400 for a bad pk', async () => {
    const pk = await registrar();
    await h.llamar('darBajaEmpresaEstadia', { pk: String(pk) }, { quien: 'a' });
    for (const p of [String(pk), '999']) {
      const r = await h.llamar('obtenerEmpresaEstadia', { pk: p });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' });
    }
    expect((await h.llamar('obtenerEmpresaEstadia', { pk: 'abc' })).status).toBe(400);
    expect((await h.llamar('obtenerTodasEmpresasEstadias')).body).toEqual([]);
    expect((await h.llamar('mostrarEmpresas')).body).toEqual([]);
  });
});

describe('editarEmpresaEstadia', () => {
  it('keeps the stored image when it is sent back, and replaces (and removes) it when a new one comes', async () => {
    const pk = await registrar();
    const antes = h.db.prepare('SELECT imagen_empresa FROM empresas_estadias').pluck().get() as string;
    let r = await h.llamar('editarEmpresaEstadia', { pkEmpresa: String(pk), nombreEmpresa: 'Bajío Tech', imagenForm: antes }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Empresa de estadía actualizada.' });
    expect(h.db.prepare('SELECT nombre_empresa, nombre_norm, imagen_empresa FROM empresas_estadias').get()).toEqual({
      nombre_empresa: 'Bajío Tech',
      nombre_norm: 'bajio tech',
      imagen_empresa: antes,
    });
    r = await h.llamar('editarEmpresaEstadia', { pkEmpresa: String(pk), nombreEmpresa: 'Bajío Tech', imagenForm: dataUrlDemo(9) }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    const despues = h.db.prepare('SELECT imagen_empresa FROM empresas_estadias').pluck().get() as string;
    expect(despues).not.toBe(antes);
    expect(fs.existsSync(path.join(h.config.uploadsDir, antes.replace('uploads/', '')))).toBe(false);
    expect(archivos()).toHaveLength(1);
  });

  it("refuses another company's stored image, a missing company, students and bad input, changing nothing", async () => {
    const uno = await registrar('Uno', 1);
    const dos = await registrar('Dos', 2);
    const imgDos = h.db.prepare('SELECT imagen_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ?').pluck().get(dos) as string;
    const antes = filas();
    const casos: Negativa[] = [
      [{ pkEmpresa: String(uno), nombreEmpresa: 'Uno', imagenForm: imgDos }, 'Una de las imágenes no pertenece a este registro.', 400],
      [{ pkEmpresa: '999', nombreEmpresa: 'Uno', imagenForm: dataUrlDemo(7) }, 'La empresa de estadía no existe o fue dada de baja.', 404],
      [{ pkEmpresa: String(uno), nombreEmpresa: '', imagenForm: imgDos }, 'Se necesita el nombre de la empresa.', 400],
      [{ pkEmpresa: String(uno), nombreEmpresa: 'dos', imagenForm: dataUrlDemo(7) }, 'Ya existe una empresa registrada con ese nombre.', 409],
      [{ pkEmpresa: String(uno), nombreEmpresa: 'Uno', imagenForm: dataUrlDemo(7) }, 'No tiene permiso para realizar esta acción.', 403, 'e'],
    ];
    await esperarNegativas(h, 'editarEmpresaEstadia', casos);
    expect(filas()).toEqual(antes);
    expect(archivos()).toHaveLength(2);
  });
});

describe('darBajaEmpresaEstadia', () => {
  it.each(NO_ADMINS)('is refused to %s (%i)', async (quien, status) => {
    const pk = await registrar();
    const r = await h.llamar('darBajaEmpresaEstadia', { pk: String(pk) }, { quien });
    esperarRechazo(r, status);
    expect(h.db.prepare('SELECT activo FROM empresas_estadias').pluck().get()).toBe(1);
  });

  it('deactivates (never deletes) and a second call answers 404', async () => {
    const pk = await registrar();
    const r = await h.llamar('darBajaEmpresaEstadia', { pk: String(pk) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Empresa de estadía dada de baja.' });
    expect(h.db.prepare('SELECT activo FROM empresas_estadias').pluck().all()).toEqual([0]);
    expect(archivos()).toHaveLength(1);
    const otra = await h.llamar('darBajaEmpresaEstadia', { pk: String(pk) }, { quien: 'a' });
    expect(otra.status).toBe(404);
    // the name is free again once the company is deactivated
    await registrar('Tecnologías del Bajío', 4);
  });
});
