// The audit trail, what its entries may be made to say: summaries (images counted, members by name,
// long text cut, secrets left out), only the funcion's own fields quoted with the before → after of a
// change first, bulk actions with their ids, failed logins and refused calls as security events, an
// admin kept from the super admin's activity, and a flood of refused calls written 5 a minute per
// address. The harness and the rows' reader are in server/pruebas/bitacora.ts.
import { resumirCampos } from './bitacora';
import { nuevoHarness, CUENTAS, type Harness } from '../pruebas/arnes';
import { readConfig } from '../config';
import { entradas, h, prepararBitacora, ultima } from '../pruebas/bitacora';

prepararBitacora();

it('summaries: images counted, lists of members by name, long text cut, secrets left out', () => {
  expect(
    resumirCampos({
      nombre_proyecto: 'Agenda',
      imgs_proyecto: [
        { key: 'a', imagen: 'uploads/p/x.jpg' },
        { key: 'b', imagen: 'data:image/png;base64,AAAA' },
      ],
      miembros: [
        { key: 'k', nombre: 'Ana', pk: 0 },
        { key: 'j', nombre: 'Luis', pk: 3 },
      ],
      foto_miembros: 'data:image/jpeg;base64,/9j/',
      contrasena: 'secreta',
      pkProyecto: 4,
      descripcion: 'x'.repeat(200),
    }),
  ).toBe(
    `Nombre del proyecto «Agenda», Imágenes del proyecto 2 imágenes (1 nueva), Miembros del equipo «Ana, Luis», Foto del equipo imagen nueva, Descripción «${'x'.repeat(79)}…»`,
  );
});

// An honest trail. Only the funcion's own fields are quoted (a caller's planted note never
// shows), the before → after of what changed comes first, bulk actions list their ids; failed logins
// and refused calls are security events; an admin cannot read the super admin's activity on admins.
describe('what the trail may be made to say', () => {
  const NOTA = 'AUTORIZADO POR EL SUPER ADMINISTRADOR';
  const nuevoAlumno = async (matricula: string) => {
    await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Rosa Planta', matricula }, { quien: 'a' });
    return (h.db.prepare('SELECT pk_usuario FROM usuarios WHERE matricula = ?').get(matricula) as { pk_usuario: number }).pk_usuario;
  };

  it('never quotes fields the funcion does not take; shows the before and after of each change first', async () => {
    const pk = await nuevoAlumno('PL-001');
    const planta = { nota: NOTA, autorizado_por: 'super1', x: 'y'.repeat(390) };
    const r = await h.llamar('editarUsuario', { idAlumno: String(pk), alumno: 'Rosa Planta', matricula: 'PL-999', ...planta }, { quien: 'a' });
    expect(r.body.codigo).toBe(1);
    const e = ultima();
    expect(e).toMatchObject({ funcion: 'editarUsuario', pk_entidad: pk });
    expect(e.resumen).not.toContain(NOTA);
    expect(e.resumen).not.toContain('autorizado_por');
    expect(e.resumen).not.toContain('yyyy');
    expect(e.resumen).toContain('Matrícula «PL-001» → «PL-999»');
    expect(e.resumen).toContain('Usuario «PL-001» → «PL-999»');
    // the form's labels, never a column's name
    expect(e.resumen).not.toMatch(/\bmatricula\b|nombre_persona/);
    for (const [funcion, campos] of [
      ['registrarUsuario', { rol: 'e', alumno: 'Otra Planta', matricula: 'PL-002', ...planta }],
      ['reestablecerAlumno', { idAlumno: String(pk), matricula: 'PL-999', alumno: 'Rosa Planta', ...planta }],
      ['darBaja', { idAlumno: String(pk), ...planta }],
    ] as const) {
      const x = await h.llamar(funcion, campos, { quien: 'a' });
      expect(x.body.codigo).toBe(1);
      expect(ultima().funcion).toBe(funcion);
      expect(ultima().resumen).not.toContain(NOTA);
      expect(ultima().resumen).not.toContain('yyyy');
    }
    expect(ultima().resumen).toBe('«Rosa Planta» — Alumno dado de baja.');
  });

  it('a bulk deactivation lists its ids', async () => {
    const ids = [await nuevoAlumno('PL-010'), await nuevoAlumno('PL-011'), await nuevoAlumno('PL-012')];
    const r = await h.llamar('darBajaAlumnos', { ids: JSON.stringify(ids) }, { quien: 'a' });
    expect(r.body.codigo).toBe(1);
    expect(ultima()).toMatchObject({ funcion: 'darBajaAlumnos', resumen: `3 alumnos dados de baja. — Identificadores ${ids.join(', ')}` });
  });

  it('the link shows its before and after', async () => {
    await h.llamar('cambiarEstadoEnlace', { enlace: 'https://inscripciones.mx/antes', estatus: '0' }, { quien: 'a' });
    await h.llamar('cambiarEstadoEnlace', { enlace: 'https://inscripciones.mx/despues', estatus: '1' }, { quien: 'a' });
    expect(ultima().resumen).toContain('Enlace «https://inscripciones.mx/antes» → «https://inscripciones.mx/despues», Estado «0» → «1»');
  });

  type Evento = { evento: string; usuario: string; funcion: string; direccion: string; detalle: string; fk_usuario: number | null; fecha: string };
  const seguridad = () => h.db.prepare('SELECT * FROM seguridad ORDER BY pk_seguridad').all() as Evento[];

  it('records a failed login (the call is refused) and a login, with the address', async () => {
    const r = await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: 'adivinando' }, { ip: '203.0.113.7' });
    expect(r.status).toBe(401);
    expect(seguridad().at(-1)).toMatchObject({
      evento: 'inicio_fallido',
      usuario: 'admin1',
      funcion: 'iniciarSesion',
      direccion: '203.0.113.7',
      detalle: 'Contraseña incorrecta.',
    });
    expect(Math.abs(Date.parse(seguridad().at(-1)!.fecha) - Date.now())).toBeLessThan(60_000);
    await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
    expect(seguridad().at(-1)).toMatchObject({ evento: 'inicio', usuario: 'admin1', fk_usuario: h.pks.a });
  });

  it('records refused calls (role and session) without touching the trail of changes', async () => {
    const n = entradas().length;
    const r = await h.llamar('traerBitacora', {}, { quien: 'a', ip: '203.0.113.8' });
    expect(r.status).toBe(403);
    expect(seguridad().at(-1)).toMatchObject({ evento: 'rechazo', funcion: 'traerBitacora', fk_usuario: h.pks.a, direccion: '203.0.113.8' });
    expect(seguridad().at(-1)!.detalle).toContain('403');
    const v = await h.llamar('registrarEvento', {}, { ip: '203.0.113.9' });
    expect(v.status).toBe(401);
    expect(seguridad().at(-1)).toMatchObject({ evento: 'rechazo', funcion: 'registrarEvento', usuario: 'Visitante', fk_usuario: null });
    expect(entradas()).toHaveLength(n);
    // the super admin reads them, filtered by kind
    const s = (await h.llamar('traerSeguridad', { evento: 'rechazo' }, { quien: 's' })).body as unknown as { entradas: Evento[]; total: number };
    expect(s.entradas[0]).toMatchObject({ evento: 'rechazo', funcion: 'registrarEvento' });
    expect(new Set(s.entradas.map((e) => e.evento))).toEqual(new Set(['rechazo']));
    expect((await h.llamar('traerSeguridad', { evento: 'borrar' }, { quien: 's' })).body.mensaje).toBe('Tipo de evento no válido.');
  });

  it("refuses an admin the last change of an admin account (the super admin's activity)", async () => {
    const otro = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Admin', apellido_p: 'Vecino', apellido_m: '' }, { quien: 's' });
    expect(otro.body.codigo).toBe(1);
    const pk = (h.db.prepare("SELECT pk_usuario FROM usuarios WHERE nombre_persona = 'Admin Vecino'").get() as { pk_usuario: number }).pk_usuario;
    const r = await h.llamar('ultimaModificacion', { entidad: 'usuario', pk: String(pk) }, { quien: 'a' });
    expect([r.status, r.body]).toEqual([403, { codigo: 0, mensaje: 'No tiene permiso para realizar esta acción.' }]);
    expect((await h.llamar('ultimaModificacion', { entidad: 'usuario', pk: String(h.pks.s) }, { quien: 'a' })).status).toBe(403);
    expect((await h.llamar('ultimaModificacion', { entidad: 'usuario', pk: String(pk) }, { quien: 's' })).body).toMatchObject({
      ultima: { funcion: 'registrarUsuario' },
    });
    // a student's stays readable to admins
    const alumno = await nuevoAlumno('PL-020');
    expect((await h.llamar('ultimaModificacion', { entidad: 'usuario', pk: String(alumno) }, { quien: 'a' })).body).toMatchObject({
      ultima: { funcion: 'registrarUsuario' },
    });
  });
});

describe('a flood of refused calls (RECHAZOS_POR_MINUTO)', () => {
  let f: Harness;
  beforeAll(async () => {
    f = await nuevoHarness({ RECHAZOS_POR_MINUTO: '5' });
  });
  afterAll(() => f.cerrar());
  const filas = (direccion: string) =>
    f.db.prepare("SELECT detalle FROM seguridad WHERE evento = 'rechazo' AND direccion = ? ORDER BY pk_seguridad").pluck().all(direccion) as string[];

  it('writes 5 a minute per address, counts the rest, and says so in the next minute', async () => {
    expect(readConfig({}).rechazosPorMinuto).toBe(30);
    for (let i = 0; i < 40; i++) expect((await f.llamar('registrarEvento', {}, { ip: '203.0.113.20' })).status).toBe(401);
    expect(filas('203.0.113.20')).toHaveLength(5);
    // another address is not silenced by the first one's flood
    expect((await f.llamar('registrarEvento', {}, { ip: '203.0.113.21' })).status).toBe(401);
    expect(filas('203.0.113.21')).toHaveLength(1);
    // a minute later the next refusal is written with the count of the unwritten ones
    const ahora = Date.now();
    const reloj = jest.spyOn(Date, 'now').mockReturnValue(ahora + 61_000);
    try {
      expect((await f.llamar('registrarEvento', {}, { ip: '203.0.113.20' })).status).toBe(401);
    } finally {
      reloj.mockRestore();
    }
    const todas = filas('203.0.113.20');
    expect(todas).toHaveLength(6);
    expect(todas.at(-1)).toBe(
      '401: Su sesión no está activa. Inicie sesión para continuar. (además, 35 rechazos de esta dirección sin anotar en el minuto anterior: más de 5 por minuto)',
    );
  });
});

// Issue 44: the trail in words. A role by its name, a person by theirs, every time in the programme's
// zone with its offset, never the wire's funcion name: read through traerBitacora as the super admin sees it.
it('the trail reads in words: roles, people, times in the programme zone, actions in Spanish', async () => {
  const { dataUrlDemo } = await import('@server/semillas/imagenDemo');
  const nuevo = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Laura', apellido_p: 'Ríos' }, { quien: 's' });
  expect(nuevo.body.codigo).toBe(1);
  const imgs = JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(3) }]);
  const ev = await h.llamar(
    'registrarEvento',
    { nombreEvento: 'Feria en palabras', descripcion: 'Proyectos.', imgs, inicio: '2027-01-11T08:00' },
    { quien: 'a', multipart: true },
  );
  const pkEvento = ev.body.pk_evento as number;
  await h.llamar(
    'editarEvento',
    { pkEvento: String(pkEvento), nombreEvento: 'Feria en palabras', descripcion: 'Proyectos.', imgs, inicio: '2027-01-11T09:30' },
    { quien: 'a' },
  );
  await h.llamar('crearVistaPrevia', { entidad: 'evento', pk: String(pkEvento) }, { quien: 'a' });
  await h.llamar(
    'registrarSolicitudInformes',
    { nombre: 'Aspirante en Palabras', correo: 'aspirante@correo.mx', mensaje: '¿Hay turno vespertino?', acepto: '1' },
    { ip: '10.9.9.9' },
  );
  const pkSolicitud = Number(h.db.prepare('SELECT MAX(pk_solicitud) FROM solicitudes_informes').pluck().get());
  expect((await h.llamar('atenderSolicitudInformes', { pk: String(pkSolicitud) }, { quien: 'a' })).body.codigo).toBe(1);

  const pagina = (await h.llamar('traerBitacora', {}, { quien: 's' })).body as { entradas: { funcion: string; resumen: string }[] };
  const ultimas = pagina.entradas.slice(0, 50);
  const texto = ultimas.map((e) => e.resumen).join('\n');
  expect(texto).not.toMatch(/«[aes]»/);
  expect(texto).not.toMatch(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/);
  expect(texto).toContain('Rol «Administrador»');
  expect(texto).toContain(`Atendida por (vacío) → «${CUENTAS.a.nombre}»`);
  expect(texto).toContain('Inicio «11 ene 2027, 08:00 (UTC−6)» → «11 ene 2027, 09:30 (UTC−6)»');
  const { accionDe } = await import('@/shared/admin/accion');
  const acciones = ultimas.map((e) => accionDe(e.funcion));
  for (const a of acciones) expect(a).not.toMatch(/[a-z][A-Z]/);
  expect(acciones).toEqual(
    expect.arrayContaining(['Creó un enlace de vista previa', 'Marcó como atendida una solicitud de informes', 'Registró un usuario']),
  );
});
