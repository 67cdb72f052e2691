// "Dados de baja" views and reactivar* funciones through api.php — a deactivated item is
// listed, comes back with everything it had and is public again; a reactivated student logs in
// with the password they had while the sessions ended by the deactivation stay ended; exact
// Spanish refusals; refused calls change no row.
import { sql } from 'kysely';
import { POR_PAGINA_BAJAS, type PaginaBajas } from '@/shared/api/contrato/bajas';
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';
import { insertarUsuario } from '@server/semillas';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const cambios = () => (h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
/** The rows of a "Dados de baja" view's first page, checking the page's shape (it holds them all here). */
async function bajas(campos: Record<string, string>) {
  const r = await h.llamar('mostrarDadosDeBaja', campos, { quien: 'a' });
  const pagina = r.body as unknown as PaginaBajas;
  expect([r.status, pagina.pagina, pagina.porPagina, pagina.total]).toEqual([200, 1, POR_PAGINA_BAJAS, pagina.filas.length]);
  return pagina.filas;
}
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
    expect(await bajas({ entidad: 'proyectos' })).toEqual([]);
    const antes = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body;
    await ok('darBajaProyecto', { pk: String(pk) });
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status).toBe(404);
    expect(await bajas({ entidad: 'proyectos' })).toEqual([{ pk, nombre: 'Bitácora Escolar', detalle: 'Cuatrimestre 4' }]);

    expect(await ok('reactivarProyecto', { pk: String(pk) })).toEqual({ codigo: 1, mensaje: 'Proyecto reactivado correctamente.' });
    expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body).toEqual(antes);
    expect(await bajas({ entidad: 'proyectos' })).toEqual([]);
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
  expect(await bajas({ entidad: 'eventos' })).toEqual([{ pk: ev, nombre: 'Feria', detalle: 'De proyectos.' }]);
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
  expect(await bajas({ entidad: 'experiencias', pkEmpresa: String(emp) })).toEqual([
    { pk: exp, nombre: 'Eva Luna', detalle: 'Nube Sur (empresa dada de baja)' },
  ]);
  const antes = cambios();
  const r = await h.llamar('reactivarExperienciaEstadia', { pk: String(exp) }, { quien: 'a' });
  expect([r.status, r.body]).toEqual([409, { codigo: 0, mensaje: 'La empresa de esta experiencia está dada de baja: reactive primero la empresa.' }]);
  expect(cambios()).toBe(antes);
  expect(await bajas({ entidad: 'empresas' })).toEqual([{ pk: emp, nombre: 'Nube Sur', detalle: '' }]);
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
  expect(await bajas({ entidad: 'alumnos' })).toEqual([{ pk, nombre: 'Rosa Prado', detalle: 'Matrícula 20990001' }]);

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

// Issue 33, finding 9: mostrarDadosDeBaja returned every row (5,000 deactivated students, 1.3 MB).
it('a list of 5,000 deactivated students comes a page at a time, searched on the server', async () => {
  await h.db.ejecutar(
    sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
        INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, matricula, hash, activo)
        SELECT 'b' || i, 'Baja Número ' || i, 'baja numero ' || i, 'e', 'MB' || (100000 + i), 'x', 0 FROM n`,
  );
  const r = await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos' }, { quien: 'a' });
  const uno = r.body as unknown as PaginaBajas;
  expect(uno.total).toBeGreaterThanOrEqual(5000);
  expect(uno.filas).toHaveLength(POR_PAGINA_BAJAS);
  expect(r.raw.rawPayload.length).toBeLessThan(20_000);
  const total = uno.total;
  const ultima = Math.ceil(total / POR_PAGINA_BAJAS);
  const fin = (await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos', pagina: String(ultima) }, { quien: 'a' })).body as unknown as PaginaBajas;
  expect([fin.pagina, fin.filas.length]).toEqual([ultima, total - (ultima - 1) * POR_PAGINA_BAJAS]);
  // pages do not overlap, in the list's order (by name)
  const dos = (await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos', pagina: '2' }, { quien: 'a' })).body as unknown as PaginaBajas;
  expect(new Set([...uno.filas, ...dos.filas].map((f) => f.pk)).size).toBe(2 * POR_PAGINA_BAJAS);
  // searched by name without accents, or by matrícula; % and _ are letters, not wildcards
  const busca = async (q: string) =>
    ((await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos', q }, { quien: 'a' })).body as unknown as PaginaBajas).filas.map((f) => f.nombre);
  expect(await busca('NÚMERO 4321')).toEqual(['Baja Número 4321']);
  expect(await busca('mb104321')).toEqual(['Baja Número 4321']);
  expect(await busca('%')).toEqual([]);
  expect(await busca('b_ja')).toEqual([]);
  for (const pagina of ['0', '-1', '1.5', 'x', '100001'])
    expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos', pagina }, { quien: 'a' })).body).toEqual({
      codigo: 0,
      mensaje: 'Página no válida.',
    });
  expect((await h.llamar('mostrarDadosDeBaja', { entidad: 'alumnos', q: 'x'.repeat(101) }, { quien: 'a' })).status).toBe(400);
}, 60_000);
