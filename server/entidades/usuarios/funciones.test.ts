// Accounts through the real app and a real SQLite file: the role matrix of every funcion, bad
// input with its Spanish message, password hygiene, deactivation ending sessions, CSV import.
import { nuevoHarness, esRechazo, QUIENES, CUENTAS, type Harness, type Quien } from '@server/pruebas/arnes';
import { MATRICULA, MSJ, duplicada } from './funciones';
import { esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness();
});
afterEach(() => h.cerrar());

const usuarios = () => h.db.prepare('SELECT * FROM usuarios ORDER BY pk_usuario').all();
const fila = (pk: number) => h.db.prepare('SELECT * FROM usuarios WHERE pk_usuario = ?').get(pk) as Record<string, unknown>;
const porMatricula = (m: string) => h.db.prepare('SELECT * FROM usuarios WHERE matricula = ?').get(m) as Record<string, unknown> | undefined;

async function registrarAlumno(alumno: string, matricula: string) {
  const r = await h.llamar('registrarUsuario', { rol: 'e', alumno, matricula }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  return porMatricula(matricula)!.pk_usuario as number;
}

/** The harness's accounts get these keys on a fresh database (checked below). */
const PKS = { e: 1, a: 2, s: 3 };

/** Every funcion with a valid payload, and who may call it. */
function casos(): [string, Record<string, string>, Quien[]][] {
  const h = { pks: PKS };
  return [
    ['registrarUsuario', { rol: 'e', alumno: 'Nuevo Alumno', matricula: '20249999' }, ['a']],
    ['registrarUsuario', { rol: 'a', nombres: 'Nueva', apellido_p: 'Admin' }, ['s']],
    ['editarUsuario', { idAlumno: String(h.pks.e), alumno: 'Cambio', matricula: 'alumno1' }, ['a']],
    ['editarUsuario', { idAdmin: String(h.pks.a), nombres: 'Cambio', apellido_p: 'Admin' }, ['s']],
    ['mostrarAlumnoId', { idAlumno: String(h.pks.e) }, ['a']],
    ['mostrarAlumnos', {}, ['a']],
    ['mostrarUsuarios', {}, ['s']],
    ['reestablecerAlumno', { idAlumno: String(h.pks.e) }, ['a']],
    ['darBaja', { idAlumno: String(h.pks.e) }, ['a']],
    ['darBaja', { pk: String(h.pks.a) }, ['s']],
    ['darBajaAlumnos', { ids: JSON.stringify([h.pks.e]) }, ['a']],
    ['importarAlumnos', { filas: JSON.stringify([{ alumno: 'Ana', matricula: 'A-2024-1' }]), confirmar: '1' }, ['a']],
  ];
}

describe('role matrix', () => {
  it('uses the harness accounts', () => expect(h.pks).toEqual(PKS));

  it('refuses every funcion to whoever may not call it, and changes nothing', async () => {
    for (const [nombre, campos, permitidos] of casos()) {
      for (const quien of QUIENES) {
        if (permitidos.includes(quien)) continue;
        const antes = usuarios();
        const r = await h.llamar(nombre, campos, { quien });
        expect({ nombre, quien, status: r.status, rechazo: esRechazo(r) }).toEqual({
          nombre,
          quien,
          status: quien === 'visitante' || quien === 'falso' ? 401 : 403,
          rechazo: true,
        });
        expect(usuarios()).toEqual(antes);
      }
    }
  });

  it.each(
    casos()
      .map(([n, c, p]) => [n, p.join(','), c] as const)
      .filter(([, p]) => p),
  )('%s works for %s', async (nombre, quien, campos) => {
    const r = await h.llamar(nombre, campos, { quien: quien as Quien });
    expect(r.status).toBe(200);
    expect(r.body.codigo).not.toBe(0);
  });

  it('an admin cannot create an admin, the super admin cannot create a student', async () => {
    const a = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Otro', apellido_p: 'Admin' }, { quien: 'a' });
    expect(a.status).toBe(403);
    expect(a.body.mensaje).toBe(MSJ.soloSuperAdmins);
    const s = await h.llamar('registrarUsuario', { rol: 'e', alumno: 'X', matricula: '20240001' }, { quien: 's' });
    expect(s.status).toBe(403);
    expect(s.body.mensaje).toBe(MSJ.soloAdminAlumnos);
    expect(h.db.prepare('SELECT COUNT(*) FROM usuarios').pluck().get()).toBe(3);
  });

  it('a student cannot list students', async () => {
    const r = await h.llamar('mostrarAlumnos', {}, { quien: 'e' });
    expect(r.status).toBe(403);
    expect(esRechazo(r)).toBe(true);
  });

  it('a super admin cannot edit a student nor an admin edit an admin', async () => {
    const s = await h.llamar('editarUsuario', { idAlumno: String(h.pks.e), alumno: 'X', matricula: '20240001' }, { quien: 's' });
    expect(s.status).toBe(403);
    const a = await h.llamar('editarUsuario', { idAdmin: String(h.pks.a), nombres: 'X', apellido_p: 'Y' }, { quien: 'a' });
    expect(a.status).toBe(403);
    expect(fila(h.pks.e).nombre_persona).toBe(CUENTAS.e.nombre);
  });
});

describe('students', () => {
  it('registers a student whose login and initial password are the matricula', async () => {
    const pk = await registrarAlumno('  José Ángel Pérez  ', '20240001');
    expect(fila(pk)).toMatchObject({
      usuario: '20240001',
      nombre_persona: 'José Ángel Pérez',
      nombre_norm: 'jose angel perez',
      rol: 'e',
      contrasena_inicial: 1,
      activo: 1,
    });
    const r = await h.llamar('iniciarSesion', { usuario: '20240001', contrasena: '20240001' });
    expect(r.body).toMatchObject({ codigo: 1, rol: 'e', contrasena_inicial: true });
  });

  it.each([
    [{ matricula: '20240001' }, MSJ.nombreAlumno],
    [{ alumno: '  ', matricula: '20240001' }, MSJ.nombreAlumno],
    [{ alumno: 'Ana' }, MSJ.matricula],
    [{ alumno: 'Ana', matricula: 'con espacio 1' }, MSJ.formatoMatricula],
    [{ alumno: 'Ana', matricula: 'sinnumero' }, MSJ.formatoMatricula],
    [{ alumno: 'Ana', matricula: '123' }, MSJ.formatoMatricula],
    [{ alumno: 'A'.repeat(151), matricula: '20240001' }, 'El texto es demasiado largo (máximo 150 caracteres).'],
    [{ rol: 'x', alumno: 'Ana', matricula: '20240001' }, MSJ.rol],
  ])('refuses %j with its message and writes nothing', async (campos, mensaje) => {
    const antes = usuarios();
    const r = await h.llamar('registrarUsuario', { rol: 'e', ...campos }, { quien: 'a' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(usuarios()).toEqual(antes);
  });

  it('refuses a duplicate matricula, also of a deactivated student and in another case', async () => {
    const pk = await registrarAlumno('Ana', 'A-2024-1');
    const r = await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Otra', matricula: 'a-2024-1' }, { quien: 'a' });
    expect(r.status).toBe(409);
    expect(r.body.mensaje).toBe(duplicada('a-2024-1'));
    h.db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?').run(pk);
    const r2 = await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Otra', matricula: 'A-2024-1' }, { quien: 'a' });
    expect(r2.status).toBe(409);
  });

  it('lists active students ordered by normalised name, finds one by id, edits it', async () => {
    await registrarAlumno('Zoe Ñúñez', '20240002');
    const pk = await registrarAlumno('Álvaro Ruiz', '20240001');
    const lista = (await h.llamar('mostrarAlumnos', {}, { quien: 'a' })).body as unknown as { nombre_persona: string }[];
    expect(lista.map((a) => a.nombre_persona)).toEqual(['Alumna de Prueba', 'Álvaro Ruiz', 'Zoe Ñúñez']);
    expect((await h.llamar('mostrarAlumnoId', { idAlumno: String(pk) }, { quien: 'a' })).body).toEqual({
      pk_usuario: pk,
      nombre_persona: 'Álvaro Ruiz',
      matricula: '20240001',
      correo: null,
    });

    const sesionVieja = await h.entrar('20240001', '20240001');
    const e = await h.llamar('editarUsuario', { idAlumno: String(pk), alumno: 'Álvaro Ruiz Soto', matricula: '20240009' }, { quien: 'a' });
    // the login name changed: sessions opened under the old one end
    expect(
      (await h.llamar('cambiarContrasena', { contrasena_actual: '20240001', contrasena_nueva: 'Nueva#Clave1' }, { cookie: sesionVieja })).status,
    ).toBe(401);
    expect(e.body).toMatchObject({ codigo: 1 });
    expect(fila(pk)).toMatchObject({
      nombre_persona: 'Álvaro Ruiz Soto',
      nombre_norm: 'alvaro ruiz soto',
      matricula: '20240009',
      usuario: '20240009',
    });
    // the initial password follows the matricula
    expect((await h.llamar('iniciarSesion', { usuario: '20240009', contrasena: '20240009' })).body).toMatchObject({ codigo: 1 });
  });

  it('refuses editing to a taken matricula, and an unknown id with 404', async () => {
    await registrarAlumno('Ana', '20240001');
    const pk = await registrarAlumno('Beto', '20240002');
    const r = await h.llamar('editarUsuario', { idAlumno: String(pk), alumno: 'Beto', matricula: '20240001' }, { quien: 'a' });
    expect(r.status).toBe(409);
    expect(fila(pk).matricula).toBe('20240002');
    const n = await h.llamar('editarUsuario', { idAlumno: '9999', alumno: 'X', matricula: '20249999' }, { quien: 'a' });
    expect(n.status).toBe(404);
    expect(n.body.mensaje).toBe(MSJ.alumnoNoExiste);
    expect((await h.llamar('mostrarAlumnoId', { idAlumno: 'abc' }, { quien: 'a' })).status).toBe(400);
  });

  it('resets a password to the matricula, asks for a new one and ends the student sessions', async () => {
    const pk = await registrarAlumno('Ana', '20240001');
    let cookie = await h.entrar('20240001', '20240001');
    await h.llamar('cambiarContrasena', { contrasena_actual: '20240001', contrasena_nueva: 'MiClave#2026' }, { cookie: cookie });
    cookie = await h.entrar('20240001', 'MiClave#2026');
    expect(fila(pk).contrasena_inicial).toBe(0);

    const r = await h.llamar('reestablecerAlumno', { idAlumno: String(pk), matricula: '20240001', alumno: 'Ana' }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    expect(fila(pk).contrasena_inicial).toBe(1);
    expect((await h.llamar('cambiarContrasena', { contrasena_actual: 'x', contrasena_nueva: 'yyyyyyyy' }, { cookie })).status).toBe(401);
    expect((await h.llamar('iniciarSesion', { usuario: '20240001', contrasena: 'MiClave#2026' })).status).toBe(401);
    expect((await h.llamar('iniciarSesion', { usuario: '20240001', contrasena: '20240001' })).body).toMatchObject({ contrasena_inicial: true });
  });

  it('reestablecerAlumno refuses an admin account id', async () => {
    const r = await h.llamar('reestablecerAlumno', { idAlumno: String(h.pks.a) }, { quien: 'a' });
    expect(r.status).toBe(404);
    expect(fila(h.pks.a).contrasena_inicial).toBe(0);
  });
});

describe('darBaja', () => {
  it('deactivates a student: it leaves the list, cannot log in, and its session ends', async () => {
    const cookie = h.cookieDe('e')!;
    const r = await h.llamar('darBaja', { idAlumno: String(h.pks.e) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Alumno dado de baja.' });
    expect(fila(h.pks.e)).toMatchObject({ activo: 0 });
    expect(h.db.prepare('SELECT COUNT(*) FROM sesiones WHERE pk_usuario = ?').pluck().get(h.pks.e)).toBe(0);
    expect((await h.llamar('cambiarContrasena', { contrasena_actual: 'a', contrasena_nueva: 'bbbbbbbb' }, { cookie })).status).toBe(401);
    expect((await h.llamar('mostrarAlumnos', {}, { quien: 'a' })).body).toEqual([]);
    // A deactivated account answers its right password like a wrong one (no oracle)
    const entrada = await h.llamar('iniciarSesion', { usuario: CUENTAS.e.usuario, contrasena: CUENTAS.e.contrasena });
    expect([entrada.status, entrada.body]).toEqual([401, { codigo: 0, mensaje: 'Usuario o contraseña incorrectos.' }]);
    expect((await h.llamar('darBaja', { idAlumno: String(h.pks.e) }, { quien: 'a' })).status).toBe(404);
  });

  it('the super admin deactivates an admin, whose session ends', async () => {
    const cookie = h.cookieDe('a')!;
    const r = await h.llamar('darBaja', { pk: String(h.pks.a) }, { quien: 's' });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Usuario dado de baja.' });
    expect((await h.llamar('mostrarAlumnos', {}, { cookie })).status).toBe(401);
  });

  it.each<[string, Quien, () => Record<string, string>, number]>([
    ['an admin deactivating an admin', 'a', () => ({ pk: String(h.pks.a) }), 403],
    ['an admin deactivating the super admin', 'a', () => ({ pk: String(h.pks.s) }), 403],
    ['the super admin deactivating itself', 's', () => ({ pk: String(h.pks.s) }), 403],
    ['the super admin deactivating a student', 's', () => ({ idAlumno: String(h.pks.e) }), 403],
    ['no id', 'a', () => ({}), 400],
    ['an unknown id', 'a', () => ({ idAlumno: '999' }), 404],
    ['a bad id', 'a', () => ({ idAlumno: '-1' }), 400],
  ])('refuses %s and changes nothing', async (_n, quien, campos, status) => {
    const antes = usuarios();
    const r = await h.llamar('darBaja', campos(), { quien });
    esperarRechazo(r, status);
    expect(usuarios()).toEqual(antes);
  });

  it('nobody deactivates the super admin, even another super admin', async () => {
    const otro = h.db.prepare("INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, hash) VALUES ('s2', 'S2', 's2', 's', 'x')").run();
    const r = await h.llamar('darBaja', { pk: String(otro.lastInsertRowid) }, { quien: 's' });
    expect(r.status).toBe(403);
    expect(r.body.mensaje).toBe('No se puede dar de baja al super administrador.');
  });

  it('darBajaAlumnos deactivates several students at once, or none when one is not a student', async () => {
    const a = await registrarAlumno('Ana', '20240001');
    const b = await registrarAlumno('Beto', '20240002');
    const mala = await h.llamar('darBajaAlumnos', { ids: JSON.stringify([a, h.pks.a]) }, { quien: 'a' });
    expect(mala.status).toBe(409);
    expect(fila(a).activo).toBe(1);
    expect(fila(h.pks.a).activo).toBe(1);
    const r = await h.llamar('darBajaAlumnos', { ids: JSON.stringify([a, b, b]) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: '2 alumnos dados de baja.' });
    expect([fila(a).activo, fila(b).activo]).toEqual([0, 0]);
    for (const ids of ['[]', 'no-json', '["x"]']) {
      const x = await h.llamar('darBajaAlumnos', { ids }, { quien: 'a' });
      expect(x.status).toBe(400);
      expect(esRechazo(x)).toBe(true);
    }
  });
});

describe('admin users', () => {
  it('registers an admin with a derived unique login and a random password shown once', async () => {
    const r1 = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'María José', apellido_p: 'Núñez', apellido_m: 'Ávila' }, { quien: 's' });
    expect(r1.body).toMatchObject({ codigo: 1, usuario: 'maria.nunez' });
    const contrasena = String(r1.body.contrasena);
    expect(contrasena).toMatch(/^[A-Za-z0-9]{12}$/);
    const r2 = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'María', apellido_p: 'Núñez' }, { quien: 's' });
    expect(r2.body.usuario).toBe('maria.nunez2');
    expect(r2.body.contrasena).not.toBe(contrasena);
    const u = h.db.prepare("SELECT * FROM usuarios WHERE usuario = 'maria.nunez'").get() as Record<string, unknown>;
    expect(u).toMatchObject({ rol: 'a', nombre_persona: 'María José Núñez Ávila', contrasena_inicial: 1, matricula: null });
    expect(String(u.hash)).toMatch(/^scrypt\$/);
    expect(String(u.hash)).not.toContain(contrasena);

    const login = await h.llamar('iniciarSesion', { usuario: 'maria.nunez', contrasena });
    expect(login.body).toMatchObject({ codigo: 1, rol: 'a', contrasena_inicial: true });
    const lista = (await h.llamar('mostrarUsuarios', {}, { quien: 's' })).body as unknown as { usuario: string; apellido_m: string }[];
    expect(lista.map((x) => x.usuario)).toEqual(['admin1', 'maria.nunez', 'maria.nunez2']);
    expect(lista[2].apellido_m).toBe('');
  });

  it.each([
    [{ apellido_p: 'Núñez' }, MSJ.nombres],
    [{ nombres: 'Ana', apellido_p: ' ' }, MSJ.apellidoP],
    [{ nombres: 'Ana', apellido_p: 'B', apellido_m: 'x'.repeat(61) }, 'El texto es demasiado largo (máximo 60 caracteres).'],
  ])('refuses %j with its message and writes nothing', async (campos, mensaje) => {
    const antes = usuarios();
    const r = await h.llamar('registrarUsuario', { rol: 'a', ...campos }, { quien: 's' });
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(usuarios()).toEqual(antes);
  });

  it('edits an admin’s names but keeps its login name', async () => {
    const r = await h.llamar('editarUsuario', { idAdmin: String(h.pks.a), nombres: 'Carla', apellido_p: 'Ortiz', apellido_m: '' }, { quien: 's' });
    expect(r.body).toMatchObject({ codigo: 1 });
    expect(fila(h.pks.a)).toMatchObject({ usuario: 'admin1', nombre_persona: 'Carla Ortiz', nombres: 'Carla', apellido_m: '' });
    expect((await h.llamar('editarUsuario', { idAdmin: String(h.pks.s), nombres: 'X', apellido_p: 'Y' }, { quien: 's' })).status).toBe(404);
  });
});

describe('cambiarContrasena', () => {
  async function alumnoInicial() {
    await registrarAlumno('Ana', '20240001');
    return h.entrar('20240001', '20240001');
  }

  it('while the password is initial, every other funcion is refused; after the change they work', async () => {
    const cookie = await alumnoInicial();
    h.db.prepare("UPDATE usuarios SET rol = 'a' WHERE matricula = '20240001'").run(); // an admin with an initial password
    const antes = await h.llamar('mostrarAlumnos', {}, { cookie });
    expect(antes.status).toBe(403);
    expect(antes.body.mensaje).toBe('Debe cambiar su contraseña antes de continuar.');
    const r = await h.llamar('cambiarContrasena', { contrasena_actual: '20240001', contrasena_nueva: 'Nueva#Clave1' }, { cookie });
    expect(r.body).toEqual({ codigo: 1, mensaje: 'Contraseña actualizada.' });
    // the session was rotated: the new cookie works, the old one does not
    const nueva = r.raw.cookies.find((c) => c.name === 'sid')!;
    expect((await h.llamar('mostrarAlumnos', {}, { cookie: `sid=${nueva.value}` })).status).toBe(200);
    expect((await h.llamar('mostrarAlumnos', {}, { cookie })).status).toBe(401);
    expect(String(porMatricula('20240001')!.hash)).toMatch(/^scrypt\$/);
  });

  it.each([
    [{ contrasena_nueva: 'Nueva#Clave1' }, MSJ.contrasenaActual, 400],
    [{ contrasena_actual: '20240001' }, MSJ.contrasenaNueva, 400],
    [{ contrasena_actual: '20240001', contrasena_nueva: 'corta' }, MSJ.contrasenaNueva, 400],
    [{ contrasena_actual: '20240001', contrasena_nueva: ' 20240001 ' }, MSJ.contrasenaEsMatricula, 400],
    [{ contrasena_actual: 'equivocada', contrasena_nueva: 'Nueva#Clave1' }, MSJ.contrasenaIncorrecta, 403],
  ])('refuses %j with its message and keeps the initial password', async (campos, mensaje, status) => {
    const cookie = await alumnoInicial();
    const r = await h.llamar('cambiarContrasena', campos, { cookie });
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ codigo: 0, mensaje });
    expect(porMatricula('20240001')).toMatchObject({ contrasena_inicial: 1, hash: 'matricula' });
  });

  it('refuses the same password as the current one', async () => {
    const r = await h.llamar(
      'cambiarContrasena',
      { contrasena_actual: CUENTAS.a.contrasena, contrasena_nueva: CUENTAS.a.contrasena },
      { quien: 'a' },
    );
    expect(r.body.mensaje).toBe(MSJ.contrasenaIgual);
  });

  it('throttles wrong current passwords per account, not per address', async () => {
    const cookie = await alumnoInicial();
    for (let i = 0; i < 5; i++) await h.llamar('cambiarContrasena', { contrasena_actual: 'mala', contrasena_nueva: 'Nueva#Clave1' }, { cookie });
    const r = await h.llamar('cambiarContrasena', { contrasena_actual: '20240001', contrasena_nueva: 'Nueva#Clave1' }, { cookie });
    expect(r.status).toBe(429);
    expect(r.body.mensaje).toBe(MSJ.demasiadosIntentos);
    // another account from the same address is not affected
    const otro = await h.llamar('cambiarContrasena', { contrasena_actual: CUENTAS.a.contrasena, contrasena_nueva: 'Otra#Clave2026' }, { quien: 'a' });
    expect(otro.body).toMatchObject({ codigo: 1 });
  });

  it('is refused to visitors', async () => {
    expect((await h.llamar('cambiarContrasena', { contrasena_actual: 'a', contrasena_nueva: 'bbbbbbbb' })).status).toBe(401);
  });
});

describe('importarAlumnos', () => {
  const filas = (f: { alumno: string; matricula: string }[]) => JSON.stringify(f);
  /** An admin's import: a preview ('0') or the real one ('1') of these rows. */
  const importar = (confirmar: '0' | '1', f: { alumno: string; matricula: string }[]) =>
    h.llamar('importarAlumnos', { confirmar, filas: filas(f) }, { quien: 'a' });

  it('previews without writing: bad rows, duplicates in the file and against existing students', async () => {
    await registrarAlumno('Ya Existe', '20240001');
    const antes = usuarios();
    const r = await importar('0', [
      { alumno: 'José Ángel', matricula: '20240010' },
      { alumno: '', matricula: '20240011' },
      { alumno: 'Repetido', matricula: '20240010' },
      { alumno: 'Existente', matricula: '20240001' },
      { alumno: 'Mal', matricula: 'x y' },
      { alumno: 'Ñandú Peña', matricula: ' 20240012 ' },
    ]);
    expect(r.body).toMatchObject({ codigo: 1, validas: 2, importadas: 0, mensaje: '2 filas listas y 4 con problemas.' });
    expect(r.body.filas).toEqual([
      { fila: 1, alumno: 'José Ángel', matricula: '20240010', ok: true },
      { fila: 2, alumno: '', matricula: '20240011', ok: false, motivo: MSJ.nombreAlumno },
      { fila: 3, alumno: 'Repetido', matricula: '20240010', ok: false, motivo: 'Matrícula repetida en el archivo (fila 1).' },
      { fila: 4, alumno: 'Existente', matricula: '20240001', ok: false, motivo: duplicada('20240001') },
      { fila: 5, alumno: 'Mal', matricula: 'x y', ok: false, motivo: MSJ.formatoMatricula },
      { fila: 6, alumno: 'Ñandú Peña', matricula: '20240012', ok: true },
    ]);
    expect(usuarios()).toEqual(antes);
  });

  it('names rows by the file line the client sends', async () => {
    const r = await h.llamar(
      'importarAlumnos',
      {
        confirmar: '0',
        filas: JSON.stringify([
          { alumno: 'A', matricula: '20240030', linea: 2 },
          { alumno: 'B', matricula: '20240030', linea: 5 },
        ]),
      },
      { quien: 'a' },
    );
    expect(r.body.filas).toEqual([
      { fila: 2, alumno: 'A', matricula: '20240030', ok: true },
      { fila: 5, alumno: 'B', matricula: '20240030', ok: false, motivo: 'Matrícula repetida en el archivo (fila 2).' },
    ]);
  });

  it('imports every row in one transaction, or nothing when one row is bad', async () => {
    const antes = usuarios();
    const mala = await importar('1', [
      { alumno: 'A', matricula: '20240020' },
      { alumno: 'B', matricula: '20240020' },
    ]);
    expect(mala.status).toBe(409);
    expect(mala.body.mensaje).toBe('No se importó nada: 1 fila tiene problemas. Revise la vista previa.');
    expect(usuarios()).toEqual(antes);

    const lote = Array.from({ length: 300 }, (_, i) => ({ alumno: `Alumno ${i}`, matricula: `2025${String(i).padStart(4, '0')}` }));
    const t0 = Date.now();
    const r = await importar('1', lote);
    expect(Date.now() - t0).toBeLessThan(3000); // no scrypt per student
    expect(r.body).toMatchObject({ codigo: 1, importadas: 300, mensaje: 'Se importaron 300 alumnos.' });
    expect(h.db.prepare("SELECT COUNT(*) FROM usuarios WHERE rol = 'e' AND contrasena_inicial = 1").pluck().get()).toBe(300);
    expect((await h.llamar('iniciarSesion', { usuario: '20250299', contrasena: '20250299' })).body).toMatchObject({
      codigo: 1,
      nombre_persona: 'Alumno 299',
    });
    expect((await h.llamar('iniciarSesion', { usuario: '20250298', contrasena: '20250299' })).status).toBe(401);
  });

  it.each([
    [{ confirmar: '0', filas: '[]' }, MSJ.sinFilas],
    [{ confirmar: '0', filas: 'nada' }, MSJ.sinFilas],
    [{ confirmar: '2', filas: filas([{ alumno: 'A', matricula: '20240001' }]) }, 'Indique si es una vista previa (0) o la importación (1).'],
    [{ confirmar: '0', filas: JSON.stringify(Array.from({ length: 5001 }, () => ({ alumno: 'a', matricula: 'b' }))) }, MSJ.demasiadasFilas],
  ])('refuses bad payloads (%#)', async (campos, mensaje) => {
    const r = await h.llamar('importarAlumnos', campos, { quien: 'a' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ codigo: 0, mensaje });
  });
});

describe('client and server agree', () => {
  it('uses the same refusal messages and matricula rule as the client forms', async () => {
    const cliente = await import('@/features/usuarios/validacion');
    for (const k of Object.keys(cliente.MENSAJES))
      if (k in MSJ) expect([k, MSJ[k as keyof typeof MSJ]]).toEqual([k, cliente.MENSAJES[k as keyof typeof cliente.MENSAJES]]);
    expect(String(MATRICULA)).toBe(String(cliente.MATRICULA));
  });
});
