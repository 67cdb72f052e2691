// Accounts after they exist, through the real app and a real SQLite file: deactivation ending
// sessions, password hygiene, the CSV import of students, and the client's own rules.
import { esRechazo, CUENTAS, type Harness, type Quien } from '@server/pruebas/arnes';
import { prepararUsuarios } from '@server/pruebas/usuarios';
import { MATRICULA, MSJ, duplicada } from './funciones';
import { esperarRechazo } from '@server/pruebas/rechazos';

let h: Harness;
const { usuarios, fila, porMatricula, registrarAlumno } = prepararUsuarios((x) => (h = x));

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
