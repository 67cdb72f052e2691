// "Dados de baja" views and reactivar* funciones through api.php — a deactivated item is
// listed, comes back with everything it had and is public again; a reactivated student logs in
// with the password they had while the sessions ended by the deactivation stay ended; exact
// Spanish refusals; refused calls change no row.
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';
import { insertarUsuario } from '../db/semillas';
import { dataUrlDemo } from '../db/semillas/imagenDemo';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const cambios = () => (h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
const imgs = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ key: `${i}.12345`, imagen: dataUrlDemo(i + 1) })));

async function ok(funcion: string, campos: Record<string, string>, quien: 'a' | 's' = 'a', multipart = false) {
  const r = await h.llamar(funcion, campos, { quien, multipart });
  expect([r.status, r.body.codigo]).toEqual([200, 1]);
  return r.body;
}

describe('a project: baja → Dados de baja → reactivar → public again', () => {
  let pk: number;
  beforeAll(async () => {
    const r = await ok(
      'registrarProyecto',
      {
        nombre_proyecto: 'Bitácora Escolar',
        cuatrimestre: '4',
        descripcion_proyecto: 'Un cuaderno digital.',
        enlace: '',
        imgs_proyecto: imgs(2),
        miembros: JSON.stringify([{ key: '1.12345', nombre: 'Ana Ruiz', pk: 0 }]),
        foto_miembros: '',
      },
      'a',
      true,
    );
    pk = r.pk_proyecto as number;
  });

  it('is listed in the deactivated view only after its baja, and comes back whole', async () => {
    expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'proyectos' }, { quien: 'a' })).body).toEqual([]);
    const antes = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body;
    await ok('darBajaProyecto', { pk: String(pk) });
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status).toBe(404);
    expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'proyectos' }, { quien: 'a' })).body).toEqual([
      { pk, nombre: 'Bitácora Escolar', detalle: 'Cuatrimestre 4' },
    ]);

    expect(await ok('reactivarProyecto', { pk: String(pk) })).toEqual({ codigo: 1, mensaje: 'Proyecto reactivado correctamente.' });
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body).toEqual(antes);
    expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'proyectos' }, { quien: 'a' })).body).toEqual([]);
    const lista = (await h.llamar('obtenerTodosProyectosPorCuatrimestre', {})).body as unknown as { proyectos: { pk_proyecto: number }[] }[];
    expect(lista.flatMap((c) => c.proyectos.map((p) => p.pk_proyecto))).toContain(pk);
  });

  it('an active or unknown project cannot be reactivated (404 in Spanish, no row changed)', async () => {
    for (const id of [String(pk), '999999']) {
      const antes = cambios();
      const r = await h.llamar('reactivarProyecto', { pk: id }, { quien: 'a' });
      expect([r.status, r.body]).toEqual([404, { codigo: 0, mensaje: 'El proyecto no existe o ya está activo.' }]);
      expect(cambios()).toBe(antes);
    }
  });
});

it('events and companies come back; an experience waits for its company', async () => {
  const ev = (await ok('registrarEvento', { nombreEvento: 'Feria', descripcion: 'De proyectos.', imgs: imgs(1) }, 'a', true)).pk_evento as number;
  await ok('darBajaEvento', { pk: String(ev) });
  expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'eventos' }, { quien: 'a' })).body).toEqual([
    { pk: ev, nombre: 'Feria', detalle: 'De proyectos.' },
  ]);
  expect(await ok('reactivarEvento', { pk: String(ev) })).toEqual({ codigo: 1, mensaje: 'Evento reactivado correctamente.' });
  expect((await h.llamar('obtenerEvento', { pkEvento: String(ev) })).status).toBe(200);

  await ok('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Sur', imagenForm: dataUrlDemo(3) }, 'a', true);
  const emp = (h.db.prepare("SELECT pk_empresa_estadia AS pk FROM empresas_estadias WHERE nombre_empresa = 'Nube Sur'").get() as { pk: number }).pk;
  await ok('registrarExperienciaEstadia', {
    nombreEstudiante: 'Eva Luna',
    nivelAcademico: 't',
    experiencia: 'Aprendí mucho.',
    fkEmpresaEstadia: String(emp),
  });
  const exp = (
    h.db.prepare("SELECT pk_experiencia_estadia AS pk FROM experiencias_estadias WHERE nombre_estudiante = 'Eva Luna'").get() as { pk: number }
  ).pk;
  await ok('darBajaExperienciaEstadia', { pk: String(exp) });
  await ok('darBajaEmpresaEstadia', { pk: String(emp) });
  expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'experiencias', pkEmpresa: String(emp) }, { quien: 'a' })).body).toEqual([
    { pk: exp, nombre: 'Eva Luna', detalle: 'Nube Sur (empresa dada de baja)' },
  ]);
  const antes = cambios();
  const r = await h.llamar('reactivarExperienciaEstadia', { pk: String(exp) }, { quien: 'a' });
  expect([r.status, r.body]).toEqual([409, { codigo: 0, mensaje: 'La empresa de esta experiencia está dada de baja: reactive primero la empresa.' }]);
  expect(cambios()).toBe(antes);
  expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'empresas' }, { quien: 'a' })).body).toEqual([
    { pk: emp, nombre: 'Nube Sur', detalle: '' },
  ]);
  expect(await ok('reactivarEmpresaEstadia', { pk: String(emp) })).toEqual({ codigo: 1, mensaje: 'Empresa de estadía reactivada.' });
  expect(await ok('reactivarExperienciaEstadia', { pk: String(exp) })).toEqual({ codigo: 1, mensaje: 'Experiencia de estadía reactivada.' });
  const publica = (await h.llamar('obtenerTodasExperienciasDeEmpresa', { pkEmpresa: String(emp) })).body as {
    experiencias: { nombre_estudiante: string }[];
  };
  expect(publica.experiencias.map((x) => x.nombre_estudiante)).toEqual(['Eva Luna']);
});

it('a reactivated student logs in with the password they had; the sessions the deactivation ended stay ended', async () => {
  const pk = await insertarUsuario(h.db, { rol: 'e', usuario: '20990001', contrasena: 'Propia#Clave9', nombre: 'Rosa Prado', matricula: '20990001' });
  h.db.prepare('UPDATE usuarios SET contrasena_inicial = 0 WHERE pk_usuario = ?').run(pk);
  const sesion = await h.entrar('20990001', 'Propia#Clave9');
  await ok('darBaja', { idAlumno: String(pk) });
  expect((await h.llamar('iniciarSesion', { usuario: '20990001', contrasena: 'Propia#Clave9' })).body.codigo).toBe(0);
  expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos' }, { quien: 'a' })).body).toEqual([
    { pk, nombre: 'Rosa Prado', detalle: 'Matrícula 20990001' },
  ]);

  expect(await ok('reactivarAlumno', { pk: String(pk) })).toEqual({ codigo: 1, mensaje: 'Alumno reactivado.' });
  expect((await h.llamar('traerPreguntasValidadas', {}, { cookie: sesion })).status).toBe(401);
  const nueva = await h.entrar('20990001', 'Propia#Clave9');
  expect((await h.llamar('traerPreguntasValidadas', {}, { cookie: nueva })).status).toBe(200);

  // reactivarAlumno only brings back students; reactivarUsuario only admins
  const antes = cambios();
  const r = await h.llamar('reactivarUsuario', { pk: String(pk) }, { quien: 's' });
  expect([r.status, r.body]).toEqual([404, { codigo: 0, mensaje: 'El usuario no existe o ya está activo.' }]);
  expect(cambios()).toBe(antes);
});

it('the super admin lists and reactivates admins; the admin cannot', async () => {
  const pk = await insertarUsuario(h.db, { rol: 'a', usuario: 'otra.admin', contrasena: 'Otra#Admin99', nombre: 'Otra Admin' });
  await ok('darBaja', { pk: String(pk) }, 's');
  expect((await h.llamar('mostrarUsuariosDeBaja', {}, { quien: 's' })).body).toEqual([{ pk, nombre: 'Otra Admin', detalle: 'Usuario otra.admin' }]);
  const antes = cambios();
  for (const [f, quien] of [
    ['reactivarUsuario', 'a'],
    ['reactivarAlumno', 's'],
  ] as const) {
    const r = await h.llamar(f, { pk: String(pk) }, { quien });
    expect(r.status).toBe(403);
    expect(esRechazo(r)).toBe(true);
  }
  const r = await h.llamar('reactivarAlumno', { pk: String(pk) }, { quien: 'a' });
  expect([r.status, r.body]).toEqual([404, { codigo: 0, mensaje: 'El alumno no existe o ya está activo.' }]);
  expect(cambios()).toBe(antes);
  expect(await ok('reactivarUsuario', { pk: String(pk) }, 's')).toEqual({ codigo: 1, mensaje: 'Usuario reactivado.' });
  await h.entrar('otra.admin', 'Otra#Admin99');
});

it('refuses bad input in Spanish', async () => {
  for (const [campos, mensaje] of [
    [{ entidad: 'egresados' }, 'Lista de dados de baja no válida.'],
    [{}, 'Lista de dados de baja no válida.'],
    [{ entidad: 'experiencias', pkEmpresa: 'x' }, 'Identificador de empresa no válido.'],
  ] as const) {
    const r = await h.llamar('mostrarDadosDeBaja', campos, { quien: 'a' });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
  }
  const r = await h.llamar('reactivarEvento', { pk: '-1' }, { quien: 'a' });
  expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: 'Identificador no válido.' }]);
  void CUENTAS;
});
