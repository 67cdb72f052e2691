// Two instances on one database (the deployment with N instances behind a reverse proxy): nothing
// another instance needs lives in one process's memory. A second app, built from a fresh copy of
// every module, on its own connection to the same database (the SQLite file, or the PostgreSQL
// schema with PRUEBAS_POSTGRES) and the same uploads directory, or the same bucket and no shared
// folder (PRUEBAS_ALMACEN=s3, issue 46).
import type { FastifyInstance } from 'fastify';
import { nuevoHarness, CUENTAS, type Harness } from './pruebas/arnes';
import { buildApp } from './app';
import { generateSync } from 'otplib';
import { LOGIN, SEGUNDO_PASO } from './autenticacion/limites';
import { insertarUsuario } from '@server/semillas';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import type { Db } from './db/db';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

let h: Harness;
let db2: Db;
let otra: FastifyInstance;

beforeAll(async () => {
  h = await nuevoHarness();
  let construir: typeof buildApp = buildApp;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    construir = (require('./app') as typeof import('./app')).buildApp;
  });
  expect(construir).not.toBe(buildApp);
  db2 = await h.otraConexion();
  // on a bucket (PRUEBAS_ALMACEN=s3, .ci/run) the second instance has no folder of the first's at all
  const config = h.config.almacen.tipo === 's3' ? { ...h.config, uploadsDir: '/nonexistent/otra-maquina' } : h.config;
  otra = await construir({ db: db2, config });
});
afterAll(async () => {
  await otra.close();
  await db2.cerrar();
  await h.cerrar();
});

const enOtra = async (campos: Record<string, string>, opts: { cookie?: string; ip?: string } = {}) => {
  const r = await otra.inject({
    method: 'POST',
    url: '/api.php',
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: new URLSearchParams(campos).toString(),
  });
  return { status: r.statusCode, body: r.json<Record<string, unknown>>() };
};

describe('two instances on one database', () => {
  it('a write through one is read at once through the other, cached public lists included', async () => {
    const vacia = await enOtra({ funcion: 'obtenerTodasEmpresasEstadias' });
    expect(vacia).toEqual({ status: 200, body: [] }); // now cached in the second instance
    const r = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Bajío Tech', imagenForm: dataUrlDemo(7) }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    const despues = await enOtra({ funcion: 'obtenerTodasEmpresasEstadias' });
    expect((despues.body as unknown as { nombre_empresa: string }[]).map((e) => e.nombre_empresa)).toEqual(['Bajío Tech']);
    const enlace = await h.llamar('cambiarEstadoEnlace', { enlace: 'https://ejemplo.edu.mx/inscripciones', estatus: '1' }, { quien: 'a' });
    expect(enlace.body).toMatchObject({ codigo: 1 });
    expect((await enOtra({ funcion: 'mostrarEnlace' })).body).toEqual({ enlace: 'https://ejemplo.edu.mx/inscripciones', estatus: 1 });
  });

  it('a search remembered by one finds an edit made through the other at once', async () => {
    const hallados = async (q: string) =>
      ((await enOtra({ funcion: 'buscar', q })).body as unknown as RespuestaBusqueda).resultados.map((x) => x.titulo.map((t) => t.texto).join(''));
    expect(await hallados('composta')).toEqual([]); // now remembered by the second instance
    expect(await hallados('composta')).toEqual([]);
    const r = await h.llamar(
      'registrarEvento',
      {
        nombreEvento: 'Taller de composta',
        descripcion: 'Abono con residuos del comedor.',
        imgs: JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(8) }]),
      },
      { quien: 'a', multipart: true },
    );
    expect(r.body).toMatchObject({ codigo: 1 });
    expect(await hallados('composta')).toEqual(['Taller de composta']);
  });

  it('an image uploaded through one is served by the other (one shared uploads directory)', async () => {
    const [empresa] = (await enOtra({ funcion: 'obtenerTodasEmpresasEstadias' })).body as unknown as { imagen_empresa: string }[];
    const r = await otra.inject({ method: 'GET', url: `/${empresa.imagen_empresa}` });
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.length).toBeGreaterThan(100);
  });

  it('a session opened on one is valid on the other, and closing it there ends it on both', async () => {
    const cookie = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
    expect(await enOtra({ funcion: 'traerPreguntasValidadas' }, { cookie })).toEqual({ status: 200, body: [] });
    expect((await enOtra({ funcion: 'cerrarSesion' }, { cookie })).status).toBe(200);
    expect((await h.llamar('traerPreguntasValidadas', {}, { cookie })).status).toBe(401);
    expect((await enOtra({ funcion: 'traerPreguntasValidadas' }, { cookie })).status).toBe(401);
  });

  it('failed logins count across both: the account+address limit refuses on the other instance', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < LOGIN.fallosCuentaDireccion; i++) {
      const mala =
        i % 2 === 0
          ? await h.llamar('iniciarSesion', { usuario: 'admin1', contrasena: 'mala' }, { ip })
          : await enOtra({ funcion: 'iniciarSesion', usuario: 'admin1', contrasena: 'mala' }, { ip });
      expect(mala.status).toBe(401);
    }
    const r = await enOtra({ funcion: 'iniciarSesion', usuario: 'admin1', contrasena: CUENTAS.a.contrasena }, { ip });
    expect(r.status).toBe(429);
    expect(String(r.body.mensaje)).toMatch(/^Demasiados intentos fallidos\. Espere \d+ minutos? e inténtelo de nuevo\.$/);
  });

  // issue 33: the second factor's wrong codes, and the refusals written to the trail, are counted
  // in the database, not in each instance's memory (two instances doubled an attacker's budget)
  it('wrong second-factor codes count across both: the 6th from one address is refused on either', async () => {
    const cuenta = { usuario: 'doble.factor', contrasena: 'Doble#Factor2026', nombre: 'Doble Factor' };
    await insertarUsuario(h.db, { rol: 'a', ...cuenta });
    const cookie = await h.entrar(cuenta.usuario, cuenta.contrasena);
    const ins = await h.llamar('inscribirDosPasos', { contrasena: cuenta.contrasena }, { cookie });
    const secreto = String(ins.body.secreto);
    expect((await h.llamar('confirmarDosPasos', { codigo: generateSync({ secret: secreto }) }, { cookie })).status).toBe(200);
    const ip = '198.51.100.78';
    const malo = String((Number(generateSync({ secret: secreto })) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < SEGUNDO_PASO.fallosCuentaDireccion; i++) {
      const login = await h.llamar('iniciarSesion', { usuario: cuenta.usuario, contrasena: cuenta.contrasena }, { ip });
      const campos = { funcion: 'verificarDosPasos', token: String(login.body.token), codigo: malo };
      const r = i % 2 === 0 ? await h.llamar(campos.funcion, campos, { ip }) : await enOtra(campos, { ip });
      expect(r.status).toBe(400);
    }
    const login = await h.llamar('iniciarSesion', { usuario: cuenta.usuario, contrasena: cuenta.contrasena }, { ip });
    const r = await enOtra({ funcion: 'verificarDosPasos', token: String(login.body.token), codigo: generateSync({ secret: secreto }) }, { ip });
    expect([r.status, r.body.mensaje]).toEqual([429, 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.']);
  });

  it('refusals written to the trail: on PostgreSQL RECHAZOS_POR_MINUTO counts across both', async () => {
    const ip = '198.51.100.79';
    for (let i = 0; i < 80; i++) {
      const r = i % 2 === 0 ? await h.llamar('registrarEvento', {}, { ip }) : await enOtra({ funcion: 'registrarEvento' }, { ip });
      expect(r.status).toBe(401);
    }
    const escritas = Number(h.db.prepare("SELECT COUNT(*) FROM seguridad WHERE evento = 'rechazo' AND direccion = ?").pluck().get(ip));
    // SQLite: one instance per file in production, each counts in its memory
    expect(escritas).toBe(h.db.motor === 'postgres' ? h.config.rechazosPorMinuto : 2 * h.config.rechazosPorMinuto);
  });
});
