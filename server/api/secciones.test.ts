// Issue 48, item 5: roles per section through the real server (both engines). The super admin gives
// an admin `secciones` and `puedePublicar`; mostrarUsuarios and the login answer return them; a
// write outside the sections answers 403 'No tiene permiso para editar esta sección.' (the
// dispatcher's one check, restores included), inside them it runs; bad lists are refused in Spanish.
import { CUENTAS, nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { MENSAJES_SECCIONES } from '@/shared/api/contrato/secciones';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const admin = (extra: Record<string, string>) =>
  h.llamar('editarUsuario', { idAdmin: String(h.pks.a), nombres: 'Admin', apellido_p: 'de Prueba', ...extra }, { quien: 's' });

it('limits an admin to their sections, in one place, and keeps today’s behaviour when none is listed', async () => {
  // before: every section (a project write gets past the access check: its schema answers)
  expect((await h.llamar('editarProyecto', {}, { quien: 'a' })).status).toBe(400);

  expect((await admin({ secciones: '["eventos"]', puedePublicar: '0' })).status).toBe(200);
  const lista = (await h.llamar('mostrarUsuarios', {}, { quien: 's' })).body as unknown as {
    pk_usuario: number;
    secciones: string[];
    puedePublicar: number;
  }[];
  expect(lista.find((u) => u.pk_usuario === h.pks.a)).toMatchObject({ secciones: ['eventos'], puedePublicar: 0 });

  // outside: projects, companies, students (declared on the funcion), bulk actions; the 403 comes before the schema
  for (const [f, campos] of [
    ['editarProyecto', {}],
    ['registrarProyecto', {}],
    ['darBajaProyecto', { pkProyecto: '1' }],
    ['editarEmpresaEstadia', {}],
    ['registrarUsuario', { rol: 'e', alumno: 'Nuevo', matricula: '20249999' }],
    ['reactivarAlumno', { pk: '1' }],
  ] as const) {
    const r = await h.llamar(f, campos, { quien: 'a' });
    expect({ f, status: r.status, mensaje: r.body.mensaje }).toEqual({ f, status: 403, mensaje: MENSAJES_SECCIONES.sinPermiso });
  }
  // a lock or a server draft of another section's item (its payload valid, so the refusal is the section's)
  for (const [f, campos] of [
    ['tomarBloqueo', { entidad: 'proyecto', pk: '1', pestana: 'pestana-prueba-1' }],
    ['guardarBorrador', { entidad: 'proyecto', pk: '1', valores: '{"nombre":"x"}' }],
    ['tomarBloqueo', { entidad: 'enlace', pk: '0', pestana: 'pestana-prueba-1' }],
  ] as const) {
    const r = await h.llamar(f, campos, { quien: 'a' });
    expect({ f, status: r.status, mensaje: r.body.mensaje }).toEqual({ f, status: 403, mensaje: MENSAJES_SECCIONES.sinPermiso });
  }
  // an event of their section gets past the check (this harness has none: the lock's own 404)
  expect((await h.llamar('tomarBloqueo', { entidad: 'evento', pk: '1', pestana: 'pestana-prueba-1' }, { quien: 'a' })).status).toBe(404);
  // inside: events run their own checks; reads and the person's own account are not a section
  expect((await h.llamar('editarEvento', {}, { quien: 'a' })).status).toBe(400);
  expect((await h.llamar('obtenerTodosProyectosPorCuatrimestre', {}, { quien: 'a' })).status).toBe(200);
  expect((await h.llamar('traerSesiones', {}, { quien: 'a' })).status).toBe(200);

  // the login answer carries them (the client hides tiles by it)
  const login = await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
  expect(login.body).toMatchObject({ codigo: 1, rol: 'a', secciones: ['eventos'], puedePublicar: 0 });

  // bad input: Spanish refusals, nothing changed
  for (const [secciones, mensaje] of [
    ['["eventos","inventada"]', MENSAJES_SECCIONES.desconocida],
    ['eventos', MENSAJES_SECCIONES.formato],
    ['[1]', MENSAJES_SECCIONES.formato],
  ]) {
    const r = await admin({ secciones });
    expect({ status: r.status, mensaje: r.body.mensaje }).toEqual({ status: 400, mensaje });
  }
  expect((await admin({ puedePublicar: '2' })).body.mensaje).toBe(MENSAJES_SECCIONES.puedePublicar);
  const r = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Otra', apellido_p: 'Persona', secciones: '["nada"]' }, { quien: 's' });
  expect({ status: r.status, mensaje: r.body.mensaje }).toEqual({ status: 400, mensaje: MENSAJES_SECCIONES.desconocida });

  // a new admin with sections; then back to none listed = every section
  const nueva = await h.llamar(
    'registrarUsuario',
    { rol: 'a', nombres: 'Eva', apellido_p: 'Eventos', secciones: '["eventos","foro"]' },
    { quien: 's' },
  );
  expect(nueva.status).toBe(200);
  const eva = (
    (await h.llamar('mostrarUsuarios', {}, { quien: 's' })).body as unknown as { usuario: string; secciones: string[]; puedePublicar: number }[]
  ).find((u) => u.usuario === nueva.body.usuario);
  expect(eva).toMatchObject({ secciones: ['eventos', 'foro'], puedePublicar: 1 });
  expect((await admin({ secciones: '[]', puedePublicar: '1' })).status).toBe(200);
  expect((await h.llamar('editarProyecto', {}, { quien: 'a' })).status).toBe(400);
});
