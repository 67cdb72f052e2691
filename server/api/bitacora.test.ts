// The audit trail. Every writing funcion of the dispatch table is audited (or named as
// not); an accepted write leaves exactly one entry in its own transaction, a refused one none; the
// summary never holds a password or image bytes; the super admin reads it newest first, filtered
// and paged; an edit page gets its item's last change; old entries are purged.
import { sql } from 'kysely';
import { funciones } from './funciones';
import { camposDeEsquema, purgarBitacora, resumirCampos, seCita, seMuestra } from './bitacora';
import { tieneEtiqueta } from './etiquetasBitacora';
import { ENTIDADES } from '../db/entidades';
import { nuevoHarness, CUENTAS, esRechazo, type Harness } from '../pruebas/arnes';
import { dataUrlDemo } from '../db/semillas/imagenDemo';
import { readConfig } from '../config';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

type Fila = {
  fk_usuario: number | null;
  nombre_usuario: string;
  funcion: string;
  entidad: string;
  pk_entidad: number | null;
  resumen: string;
  fecha: string;
};
const entradas = () => h.db.prepare('SELECT * FROM bitacora ORDER BY pk_bitacora').all() as Fila[];
const ultima = () => entradas().at(-1)!;

// what each writing entry of the dispatch table declares for the trail (its `bitacora`)
const auditoria = (n: string) => (funciones[n as keyof typeof funciones] as { bitacora?: unknown }).bitacora;
const AUDITADAS = Object.fromEntries(Object.keys(funciones).flatMap((n) => (auditoria(n) ? [[n, auditoria(n)]] : [])));
const SIN_BITACORA = new Set(Object.keys(funciones).filter((n) => auditoria(n) === false));

it("only the session and second-factor writes (and marking one's own notices read) are left out of the trail", () => {
  expect([...SIN_BITACORA].sort()).toEqual(
    [
      'cerrarSesion',
      'confirmarDosPasos',
      'desactivarDosPasos',
      'iniciarSesion',
      'inscribirDosPasos',
      'posponerDosPasos',
      'verificarDosPasos',
      'marcarAvisosLeidos',
      // a forgotten password, asked and reset without a session: security events, like the login's
      'pedirRestablecimiento',
      'restablecerContrasena',
    ].sort(),
  );
});

it('every writing funcion of the dispatch table names its entity (or is explicitly not audited)', () => {
  const escriben = Object.entries(funciones)
    .filter(([, d]) => d.escribe)
    .map(([n]) => n);
  const sinEntrada = escriben.filter((n) => !AUDITADAS[n] && !SIN_BITACORA.has(n));
  expect(sinEntrada).toEqual([]);
  // and no entry names a funcion that does not write
  expect(Object.keys(AUDITADAS).filter((n) => !escriben.includes(n))).toEqual([]);
});

it('a write leaves one entry with who, when, the funcion, the entity, its pk and a summary', async () => {
  const antes = entradas().length;
  const r = await h.llamar(
    'registrarEvento',
    { nombreEvento: 'Feria de Robótica', descripcion: 'Robots.', imgs: JSON.stringify([{ key: '1.1', imagen: dataUrlDemo(1) }]) },
    { quien: 'a', multipart: true },
  );
  expect(r.body.codigo).toBe(1);
  expect(entradas()).toHaveLength(antes + 1);
  const e = ultima();
  expect(e).toMatchObject({
    fk_usuario: h.pks.a,
    nombre_usuario: CUENTAS.a.nombre,
    funcion: 'registrarEvento',
    entidad: 'evento',
    pk_entidad: r.body.pk_evento,
  });
  expect(e.resumen).toBe(
    '«Feria de Robótica» — Evento registrado correctamente. — Nombre del evento «Feria de Robótica», Descripción «Robots.», Imágenes 1 imagen (1 nueva)',
  );
  expect(e.resumen).not.toContain('data:');
  expect(Math.abs(Date.parse(e.fecha) - Date.now())).toBeLessThan(60_000);
  expect(e.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

it('a deactivation and a reactivation are recorded by name; a refused write records nothing', async () => {
  const pk = Number(
    (
      await h.llamar(
        'registrarEvento',
        { nombreEvento: 'Expo', descripcion: 'x', imgs: JSON.stringify([{ key: '1.1', imagen: dataUrlDemo(2) }]) },
        { quien: 'a', multipart: true },
      )
    ).body.pk_evento,
  );
  await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' });
  expect(ultima()).toMatchObject({
    funcion: 'darBajaEvento',
    entidad: 'evento',
    pk_entidad: pk,
    resumen: '«Expo» — Evento dado de baja correctamente.',
  });
  await h.llamar('reactivarEvento', { pk: String(pk) }, { quien: 'a' });
  expect(ultima()).toMatchObject({
    funcion: 'reactivarEvento',
    nombre_usuario: CUENTAS.a.nombre,
    resumen: '«Expo» — Evento reactivado correctamente.',
  });

  const n = entradas().length;
  const r = await h.llamar('reactivarEvento', { pk: String(pk) }, { quien: 'a' });
  expect(esRechazo(r)).toBe(true);
  const r2 = await h.llamar('registrarEvento', { nombreEvento: '', descripcion: 'x', imgs: '[]' }, { quien: 'a' });
  expect(esRechazo(r2)).toBe(true);
  expect(entradas()).toHaveLength(n);
});

it('never records a password: a password change and an admin registration', async () => {
  const cookie = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
  const r = await h.llamar('cambiarContrasena', { contrasena_actual: CUENTAS.e.contrasena, contrasena_nueva: 'Otra#Clave#2099' }, { cookie });
  expect(r.body.codigo).toBe(1);
  expect(ultima()).toMatchObject({ funcion: 'cambiarContrasena', entidad: 'usuario', fk_usuario: h.pks.e, resumen: 'Contraseña actualizada.' });
  const todo = JSON.stringify(entradas());
  expect(todo).not.toContain('Otra#Clave#2099');
  expect(todo).not.toContain(CUENTAS.e.contrasena);
  const admin = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Lucía', apellido_p: 'Mora', apellido_m: '' }, { quien: 's' });
  expect(admin.body.codigo).toBe(1);
  expect(JSON.stringify(entradas())).not.toContain(String(admin.body.contrasena));
  expect(ultima()).toMatchObject({ funcion: 'registrarUsuario', entidad: 'usuario', nombre_usuario: CUENTAS.s.nombre });
  expect(ultima().pk_entidad).toBe(
    (h.db.prepare("SELECT pk_usuario FROM usuarios WHERE nombre_persona = 'Lucía Mora'").get() as { pk_usuario: number }).pk_usuario,
  );
});

it('names every quoted field and every shown column by its form label, never by its raw name', async () => {
  const campos = Object.values(funciones).flatMap((d) => {
    const b = (d as { bitacora?: { campos?: readonly string[] } | false }).bitacora;
    return b ? [...camposDeEsquema((d as { schema?: unknown }).schema), ...(b.campos ?? [])] : [];
  });
  expect([...new Set(campos)].filter((k) => seCita(k) && !tieneEtiqueta(k))).toEqual([]);
  const columnas: string[] = [];
  for (const e of ENTIDADES) {
    const fila = e.fila ? await e.fila(h.db) : null;
    if (fila) columnas.push(...Object.keys(fila));
    if (!e.tabla) continue;
    const t = e.tabla.tabla;
    const consulta =
      h.db.motor === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM pragma_table_info(${t})`
        : sql<{
            name: string;
          }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${t} AND table_schema = current_schema()`;
    columnas.push(...(await h.db.todas(consulta)).map((c) => c.name));
  }
  expect(columnas.length).toBeGreaterThan(50);
  expect([...new Set(columnas)].filter((k) => seMuestra(k) && !tieneEtiqueta(k))).toEqual([]);
});

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

describe('traerBitacora and ultimaModificacion', () => {
  it('lists newest first, filters by user, entity and dates, pages by 50', async () => {
    for (let i = 0; i < 3; i++) await h.llamar('cambiarEstadoEnlace', { enlace: `https://inscripciones.mx/${i}`, estatus: '1' }, { quien: 'a' });
    const todo = (await h.llamar('traerBitacora', {}, { quien: 's' })).body as unknown as {
      entradas: Fila[];
      total: number;
      pagina: number;
      porPagina: number;
      usuarios: unknown[];
    };
    expect(todo.total).toBe(entradas().length);
    expect(todo.entradas[0]).toMatchObject({ funcion: 'cambiarEstadoEnlace', entidad: 'enlace', nombre_usuario: CUENTAS.a.nombre });
    expect(todo.entradas[0].resumen).toContain('https://inscripciones.mx/2');
    expect(todo.usuarios).toEqual(
      expect.arrayContaining([
        { pk_usuario: h.pks.a, nombre_usuario: CUENTAS.a.nombre },
        { pk_usuario: h.pks.s, nombre_usuario: CUENTAS.s.nombre },
      ]),
    );
    const soloS = (await h.llamar('traerBitacora', { pkUsuario: String(h.pks.s) }, { quien: 's' })).body as unknown as { entradas: Fila[] };
    expect(soloS.entradas.map((e) => e.nombre_usuario)).toEqual([CUENTAS.s.nombre]);
    const eventos = (await h.llamar('traerBitacora', { entidad: 'evento' }, { quien: 's' })).body as unknown as { entradas: Fila[] };
    expect(new Set(eventos.entradas.map((e) => e.entidad))).toEqual(new Set(['evento']));
    const hoy = new Date().toISOString().slice(0, 10);
    expect(((await h.llamar('traerBitacora', { desde: hoy, hasta: hoy }, { quien: 's' })).body as { total: number }).total).toBe(entradas().length);
    expect(((await h.llamar('traerBitacora', { hasta: '2000-01-01' }, { quien: 's' })).body as { total: number }).total).toBe(0);

    // 60 old entries, one a minute from 2020-01-01 (the same rows on both engines)
    for (let v = 1; v <= 60; v++) {
      const fecha = new Date(Date.UTC(2020, 0, 1) + v * 60_000).toISOString();
      await h.db.ejecutar(
        sql`INSERT INTO bitacora (fecha, fk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen)
            VALUES (${fecha}, NULL, 'Visitante', 'registrarPregunta', 'pregunta', NULL, ${`p${v}`})`,
      );
    }
    const p2 = (await h.llamar('traerBitacora', { entidad: 'pregunta', pagina: '2' }, { quien: 's' })).body as unknown as {
      entradas: Fila[];
      total: number;
    };
    expect(p2.total).toBe(60);
    expect(p2.entradas.map((e) => e.resumen)).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('refuses bad filters in Spanish', async () => {
    for (const [campos, mensaje] of [
      [{ desde: '2026-13-40' }, 'Fecha no válida (use AAAA-MM-DD).'],
      [{ hasta: 'ayer' }, 'Fecha no válida (use AAAA-MM-DD).'],
      [{ entidad: 'contrasenas' }, 'Entidad no válida.'],
      [{ pagina: '0' }, 'Página no válida.'],
      [{ pkUsuario: 'x' }, 'Usuario no válido.'],
    ] as const) {
      const r = await h.llamar('traerBitacora', campos, { quien: 's' });
      expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
    }
  });

  it("gives an item's last change, or null", async () => {
    const pk = (h.db.prepare("SELECT pk_evento FROM eventos WHERE nombre_evento = 'Expo'").get() as { pk_evento: number }).pk_evento;
    const r = (await h.llamar('ultimaModificacion', { entidad: 'evento', pk: String(pk) }, { quien: 'a' })).body;
    expect(r).toEqual({ ultima: { nombre_usuario: CUENTAS.a.nombre, funcion: 'reactivarEvento', fecha: expect.stringMatching(/^\d{4}-/) } });
    expect((await h.llamar('ultimaModificacion', { entidad: 'evento', pk: '99999' }, { quien: 's' })).body).toEqual({ ultima: null });
  });
});

it('purges entries older than BITACORA_DIAS (default 365; 0 keeps everything)', async () => {
  expect(readConfig({}).bitacoraDias).toBe(365);
  expect(readConfig({ BITACORA_DIAS: '30' }).bitacoraDias).toBe(30);
  const n = entradas().length;
  expect(await purgarBitacora(h.db, 0)).toBe(0);
  expect(await purgarBitacora(h.db, 365)).toBe(60); // the 2020 entries
  expect(entradas()).toHaveLength(n - 60);
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
