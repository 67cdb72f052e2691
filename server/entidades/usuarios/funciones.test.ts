// Accounts through the real app and a real SQLite file: the role matrix of every funcion, and
// registering and editing students and admins, bad input with its Spanish message. Deactivation,
// passwords and the CSV import are in cuentas.test.ts.
import { esRechazo, QUIENES, CUENTAS, type Harness, type Quien } from '@server/pruebas/arnes';
import { prepararUsuarios } from '@server/pruebas/usuarios';
import { MSJ, duplicada } from './funciones';

let h: Harness;
const { usuarios, fila, registrarAlumno } = prepararUsuarios((x) => (h = x));

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
