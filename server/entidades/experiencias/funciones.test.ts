// Internship experiences: admins and students register them (a visitor cannot), anyone reads a
// company's active experiences, admins deactivate them; bad input refused with Spanish messages.
import { nuevoHarness, QUIENES, CUENTAS, type Harness } from '@server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { NO_ADMINS, esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
let empresa: number;
beforeEach(async () => {
  h = await nuevoHarness();
  await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Norte Software', imagenForm: dataUrlDemo(1) }, { quien: 'a' });
  empresa = h.db.prepare('SELECT pk_empresa_estadia FROM empresas_estadias').pluck().get() as number;
});
afterEach(() => h.cerrar());

const filas = () => h.db.prepare('SELECT * FROM experiencias_estadias ORDER BY pk_experiencia_estadia').all();
const datos = (extra: Record<string, string> = {}) => ({
  nombreEstudiante: 'Ximena Delgado',
  nivelAcademico: 'i',
  experiencia: 'Diseñé una API de indicadores.',
  fkEmpresaEstadia: String(empresa),
  ...extra,
});

describe('registrarExperienciaEstadia', () => {
  it.each(['a'] as const)('lets %s register an experience, published at once under the company', async (quien) => {
    const r = await h.llamar('registrarExperienciaEstadia', datos(), { quien });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Experiencia de estadía registrada. ¡Gracias por compartirla!', estatus: 1 });
    const lista = await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(empresa) });
    expect(lista.body).toEqual({
      empresa: {
        pk_empresa_estadia: empresa,
        nombre_empresa: 'Nube Norte Software',
        imagen_empresa: expect.stringMatching(/^uploads\/empresas\//),
        // issue 37: the company's image carries its alternative text (none authored here)
        imagen_empresa_alt: null,
        imagen_empresa_decorativa: false,
      },
      experiencias: [
        {
          pk_experiencia_estadia: expect.any(Number),
          nombre_estudiante: 'Ximena Delgado',
          nivel_academico: 'i',
          experiencia: 'Diseñé una API de indicadores.',
          fkEmpresaEstadia: empresa,
        },
      ],
    });
    // who registered it is kept server-side
    expect(h.db.prepare('SELECT fk_usuario FROM experiencias_estadias').pluck().get()).toBe(h.pks[quien]);
  });

  it("holds a student's experience for review under the student's own name, then an admin publishes it", async () => {
    const r = await h.llamar('registrarExperienciaEstadia', datos({ nombreEstudiante: 'Otro Nombre Cualquiera' }), { quien: 'e' });
    expect(r.body).toEqual({
      codigo: 1,
      mensaje: 'Experiencia enviada. Los administradores la revisarán antes de publicarla. ¡Gracias por compartirla!',
      estatus: 0,
    });
    expect((await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(empresa) })).body).toMatchObject({ experiencias: [] });
    const pendientes = await h.llamar('traerExperienciasPendientes', {}, { quien: 'a' });
    expect(pendientes.body).toEqual([
      expect.objectContaining({ nombre_estudiante: CUENTAS.e.nombre, nombre_empresa: 'Nube Norte Software', fkEmpresaEstadia: empresa }),
    ]);
    const pk = String((pendientes.body as unknown as { pk_experiencia_estadia: number }[])[0].pk_experiencia_estadia);
    expect((await h.llamar('validarExperienciaEstadia', { pk }, { quien: 'a' })).body).toEqual({
      codigo: 1,
      mensaje: 'Experiencia validada y publicada.',
    });
    expect((await h.llamar('validarExperienciaEstadia', { pk }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: 'La experiencia ya fue validada; no se cambió nada.',
    });
    const lista = await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(empresa) });
    expect(lista.body).toMatchObject({ experiencias: [{ nombre_estudiante: CUENTAS.e.nombre }] });
    expect(h.db.prepare('SELECT fk_usuario FROM experiencias_estadias').pluck().get()).toBe(h.pks.e);
  });

  it.each([
    ['visitante', 401],
    ['falso', 401],
    ['s', 403],
  ] as const)('is refused to %s (%i) and adds nothing', async (quien, status) => {
    const r = await h.llamar('registrarExperienciaEstadia', datos(), { quien });
    esperarRechazo(r, status);
    expect(filas()).toEqual([]);
  });

  it.each([
    [{ fkEmpresaEstadia: '' }, 'Se necesita seleccionar una empresa de estadía.'],
    [{ fkEmpresaEstadia: '0' }, 'Se necesita seleccionar una empresa de estadía.'],
    [{ fkEmpresaEstadia: 'abc' }, 'Se necesita seleccionar una empresa de estadía.'],
    [{ experiencia: '' }, 'Se necesita escribir la experiencia del estudiante.'],
    [{ experiencia: '   \n ' }, 'Se necesita escribir la experiencia del estudiante.'],
    [{ nombreEstudiante: ' ' }, 'Se necesita el nombre del estudiante.'],
    [{ nivelAcademico: 'x' }, 'Se necesita seleccionar el nivel académico: T.S.U., Licenciatura o Ingeniería.'],
    [{ nivelAcademico: '' }, 'Se necesita seleccionar el nivel académico: T.S.U., Licenciatura o Ingeniería.'],
    [{ experiencia: 'x'.repeat(3001) }, 'El texto es demasiado largo (máximo 3000 caracteres).'],
  ])('refuses %j with its message', async (extra, mensaje) => {
    const r = await h.llamar('registrarExperienciaEstadia', datos(extra), { quien: 'e' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(filas()).toEqual([]);
  });

  it('refuses a missing field entirely', async () => {
    const { fkEmpresaEstadia: _f, ...sinEmpresa } = datos();
    const r = await h.llamar('registrarExperienciaEstadia', sinEmpresa, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 0, mensaje: 'Se necesita seleccionar una empresa de estadía.' });
  });

  it('refuses an unknown or deactivated company', async () => {
    let r = await h.llamar('registrarExperienciaEstadia', datos({ fkEmpresaEstadia: '999' }), { quien: 'e' });
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' });
    await h.llamar('darBajaEmpresaEstadia', { pk: String(empresa) }, { quien: 'a' });
    r = await h.llamar('registrarExperienciaEstadia', datos(), { quien: 'e' });
    expect(r.status).toBe(400);
    expect(r.body.mensaje).toBe('La empresa de estadía no existe o fue dada de baja.');
    expect(filas()).toEqual([]);
  });

  it('refuses a student who still has the initial password', async () => {
    h.db.prepare('UPDATE usuarios SET contrasena_inicial = 1 WHERE pk_usuario = ?').run(h.pks.e);
    const r = await h.llamar('registrarExperienciaEstadia', datos(), { quien: 'e' });
    expect(r.status).toBe(403);
    expect(filas()).toEqual([]);
  });
});

describe('obtenerTodasExperienciasDeEmpresa', () => {
  it.each(QUIENES)('is open to %s: newest first, only active ones', async (quien) => {
    for (const nombre of ['Primera', 'Segunda', 'Tercera'])
      await h.llamar('registrarExperienciaEstadia', datos({ nombreEstudiante: nombre }), { quien: 'a' });
    const segunda = h.db.prepare("SELECT pk_experiencia_estadia FROM experiencias_estadias WHERE nombre_estudiante = 'Segunda'").pluck().get();
    await h.llamar('darBajaExperienciaEstadia', { pk: String(segunda) }, { quien: 'a' });
    const r = await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(empresa) }, { quien });
    expect((r.body.experiencias as { nombre_estudiante: string }[]).map((e) => e.nombre_estudiante)).toEqual(['Tercera', 'Primera']);
  });

  it('answers 404 for an unknown or deactivated company and 400 for a bad pk', async () => {
    expect((await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: '999' })).status).toBe(404);
    expect((await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: '-1' })).body).toEqual({
      codigo: 0,
      mensaje: 'Identificador de empresa no válido.',
    });
    await h.llamar('darBajaEmpresaEstadia', { pk: String(empresa) }, { quien: 'a' });
    const r = await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(empresa) });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' });
  });
});

describe('darBajaExperienciaEstadia', () => {
  let pk: string;
  beforeEach(async () => {
    await h.llamar('registrarExperienciaEstadia', datos(), { quien: 'e' });
    pk = String(h.db.prepare('SELECT pk_experiencia_estadia FROM experiencias_estadias').pluck().get());
  });

  it.each(NO_ADMINS)('is refused to %s (%i)', async (quien, status) => {
    const r = await h.llamar('darBajaExperienciaEstadia', { pk }, { quien });
    esperarRechazo(r, status);
    expect(h.db.prepare('SELECT activo FROM experiencias_estadias').pluck().get()).toBe(1);
  });

  it('deactivates (never deletes); a second call or an unknown pk answers 404', async () => {
    const r = await h.llamar('darBajaExperienciaEstadia', { pk }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Experiencia de estadía dada de baja.' });
    expect(h.db.prepare('SELECT activo FROM experiencias_estadias').pluck().all()).toEqual([0]);
    for (const p of [pk, '999']) {
      const otra = await h.llamar('darBajaExperienciaEstadia', { pk: p }, { quien: 'a' });
      expect([otra.status, otra.body]).toEqual([404, { codigo: 0, mensaje: 'La experiencia no existe o ya fue dada de baja.' }]);
    }
    expect((await h.llamar('darBajaExperienciaEstadia', {}, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: 'Identificador de experiencia no válido.',
    });
  });
});
