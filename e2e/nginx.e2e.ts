// Issue 46, as a university's IT department deploys it: Debian's nginx with the shipped
// docs/nginx.conf (e2e/nginx.ts) in front of two instances of the compiled server on one
// PostgreSQL and one S3 bucket (ALMACEN=s3: CI's Swift, PRUEBAS_S3; locally s3rver without it),
// each instance with its own empty uploads folder. A photo uploaded through one is served by the
// other and by nginx; per-address login limits count the visitors nginx names (TRUST_PROXY), and
// a forged X-Forwarded-For from anyone else counts as its sender; one instance stopped with SIGTERM
// under a read load through nginx fails no GET, its /salud/listo answering 503 before its port
// closes (DRAIN_DELAY_MS, decision 0070). HTTP level, no browser.
// Skipped (with a warning) without PostgreSQL or nginx, unless PRUEBAS_POSTGRES asks for them (CI).
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { EsquemaPrueba } from '@server/pruebas/postgres';
import { bucketDePrueba } from '@server/pruebas/s3';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { variantesDe } from '@/shared/lib/variantes';
import { OBLIGATORIO, esquemaParaRecorrido, sondearPostgres } from './postgres';
import { iniciarSitio, CUENTAS, type Sitio } from './arnes';
import { binarioNginx, conecta, iniciarNginx, pedir, type Nginx } from './nginx';

const NGINX = binarioNginx();
if (!NGINX && !OBLIGATORIO) console.warn('nginx: no está instalado; las pruebas de nginx delante de dos instancias se omiten (bash .ci/nginx.sh)');
const sonda = sondearPostgres('nginx', 'las pruebas de nginx delante de dos instancias se omiten');
const prueba = NGINX || OBLIGATORIO ? sonda.conPostgres : test.skip;

/** Per-address budget of failed logins in this test (LOGIN_FALLOS_DIRECCION; 100 by default). */
const FALLOS = 3;
/** A's DRAIN_DELAY_MS: /salud/listo at 503 while it still serves, before its port closes. */
const DRENADO_MS = 2000;
/** Concurrent readers through nginx, each from its own address. */
const LECTORES = 8;

let esquema: EsquemaPrueba | null = null;
let a: Sitio;
let b: Sitio;
let proxy: Nginx;
let foto: string;
const t0 = Date.now();

beforeAll(async () => {
  if (!NGINX && !OBLIGATORIO) return; // skipped: nothing to start
  esquema = await esquemaParaRecorrido(sonda.disponible);
  if (!esquema) return;
  if (!NGINX) throw new Error('nginx no está instalado: bash .ci/nginx.sh');
  const env = {
    DATABASE_URL: esquema.urlServidor,
    ...(await bucketDePrueba()),
    TRUST_PROXY: '127.0.0.1', // nginx's address: the only one whose X-Forwarded-For counts
    LOGIN_FALLOS_DIRECCION: String(FALLOS),
  };
  // A migrates and seeds; B starts on the same schema and bucket, each with its own fresh folder
  a = await iniciarSitio({ semilla: 'cuentas', env: { ...env, DRAIN_DELAY_MS: String(DRENADO_MS) } });
  b = await iniciarSitio({ semilla: 'cuentas', env });
  proxy = await iniciarNginx(NGINX, [Number(new URL(a.url).port), Number(new URL(b.url).port)]);
  console.log(`nginx: PostgreSQL, bucket, dos instancias y nginx listos en ${Date.now() - t0} ms`);
}, 120_000);

afterAll(async () => {
  await proxy?.cerrar();
  await b?.cerrar();
  await a?.cerrar();
  await esquema?.borrar();
  console.log(`nginx: ${Date.now() - t0} ms en total`);
});

const llamar = (url: string, campos: Record<string, string>, o: { desde?: string; cookie?: string; xff?: string } = {}) =>
  pedir(`${url}/api.php`, {
    cuerpo: new URLSearchParams(campos).toString(),
    desde: o.desde,
    cabeceras: { ...(o.cookie ? { cookie: o.cookie } : {}), ...(o.xff ? { 'x-forwarded-for': o.xff } : {}) },
  }).then((r) => ({
    ...r,
    json: JSON.parse(r.cuerpo.toString() || 'null') as Record<string, unknown>,
    cookie: /sid=[^;]+/.exec(String(r.cabeceras['set-cookie'] ?? ''))?.[0],
  }));

/** Every file under `dir` (the instance's own uploads folder). */
const archivos = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];

prueba('a photo uploaded through A is served by B and by nginx, from the bucket: no instance wrote a file', async () => {
  const entrar = await llamar(proxy.url, { funcion: 'iniciarSesion', usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena });
  expect([entrar.status, entrar.json.codigo]).toEqual([200, 1]);
  const imgs = JSON.stringify([{ key: '0.5', imagen: dataUrlDemo(46, 640, 400), alt: 'Estudiantes frente al balanceador', decorativa: false }]);
  const alta = await llamar(
    a.url,
    { funcion: 'registrarEvento', nombreEvento: 'Feria tras nginx', descripcion: 'Subida por una instancia.', imgs },
    { cookie: entrar.cookie },
  );
  expect(alta.json).toMatchObject({ codigo: 1 });
  const evento = await llamar(b.url, { funcion: 'obtenerEvento', pkEvento: String(alta.json.pk_evento) });
  foto = (evento.json as { imgs: { img_evento: string }[] }).imgs[0].img_evento;

  const deA = await pedir(`${a.url}/${foto}`);
  expect([deA.status, deA.cabeceras['content-type']?.startsWith('image/')]).toEqual([200, true]);
  for (const url of [`${b.url}/${foto}`, `${proxy.url}/${foto}`]) {
    const r = await pedir(url);
    expect([url, r.status, r.cuerpo.equals(deA.cuerpo)]).toEqual([url, 200, true]);
  }
  const variante = await pedir(`${proxy.url}/${variantesDe(foto)[0]}`);
  expect(variante.status).toBe(200);
  // no shared folder, and none needed: neither instance wrote the photo (or anything) to disk
  expect([...archivos(a.uploadsDir), ...archivos(b.uploadsDir)]).toEqual([]);
  // the shipped server blocks: http redirects to https, /metrics is not the balancer's
  expect((await pedir(`${proxy.urlHttp}/eventos`)).status).toBe(301);
  expect((await pedir(`${proxy.url}/metrics`)).status).toBe(404);
});

prueba('per-address login limits count the two visitors nginx names separately; a forged X-Forwarded-For counts as its sender', async () => {
  const ADMIN = { funcion: 'iniciarSesion', usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena };
  const mal = (i: number) => ({ funcion: 'iniciarSesion', usuario: `nadie${i}`, contrasena: 'No#Es#Esta1' });
  const ESPERE = /^Demasiados intentos fallidos\. Espere \d+ minutos? e inténtelo de nuevo\.$/;
  // 127.0.0.2 spends its budget through nginx (spread over A and B by the balancer)...
  for (let i = 0; i < FALLOS; i++) expect((await llamar(proxy.url, mal(i), { desde: '127.0.0.2' })).status).toBe(401);
  const rechazado = await llamar(proxy.url, ADMIN, { desde: '127.0.0.2' });
  expect([rechazado.status, rechazado.json.mensaje]).toEqual([429, expect.stringMatching(ESPERE)]);
  // ...and 127.0.0.3, through the same nginx, still signs in
  expect((await llamar(proxy.url, ADMIN, { desde: '127.0.0.3' })).json).toMatchObject({ codigo: 1 });

  // 127.0.0.4 is no trusted proxy: its X-Forwarded-For (the refused 127.0.0.2) is ignored, it signs in
  expect((await llamar(a.url, ADMIN, { desde: '127.0.0.4', xff: '127.0.0.2' })).json).toMatchObject({ codigo: 1 });
  // 127.0.0.5 forges a new address on every attempt: every failure counts against 127.0.0.5 itself
  for (let i = 0; i < FALLOS; i++) expect((await llamar(b.url, mal(10 + i), { desde: '127.0.0.5', xff: `10.9.9.${i + 1}` })).status).toBe(401);
  const falsificado = await llamar(b.url, ADMIN, { desde: '127.0.0.5', xff: '10.9.9.99' });
  expect([falsificado.status, falsificado.json.mensaje]).toEqual([429, expect.stringMatching(ESPERE)]);
  // the same headers from the trusted proxy's address (127.0.0.1) do name the client: 127.0.0.2 is
  // refused, and 10.9.9.1, forged above, was never charged
  expect((await llamar(a.url, ADMIN, { desde: '127.0.0.1', xff: '127.0.0.2' })).status).toBe(429);
  expect((await llamar(b.url, ADMIN, { desde: '127.0.0.1', xff: '10.9.9.1' })).json).toMatchObject({ codigo: 1 });
});

prueba(
  'A stopped (SIGTERM) under a read load through nginx: no GET fails, and its /salud/listo answers 503 before its port closes (POSTs counted)',
  async () => {
    // pages, the photo and a variant (GET), and the api's read of the events (POST, as SPEC's site calls it)
    const urls = ['/', '/eventos', `/${foto}`, `/${variantesDe(foto)[0]}`, 'api'];
    const agente = new https.Agent({ keepAlive: true, rejectUnauthorized: false });
    const fallos: string[] = [];
    const hechas = { GET: 0, POST: 0 };
    let seguir = true;
    // LECTORES visitors, each from its own address (nginx's per-address limits are the shipped ones)
    const lector = async (n: number) => {
      for (let i = n; seguir; i++) {
        const ruta = urls[i % urls.length];
        const api = ruta === 'api';
        try {
          const r = api
            ? // the api's reads from 20 addresses per reader, so a fast machine stays below the shipped
              // limit_req (20 r/s per address) and is refused nothing a real visitor would not be
              await pedir(`${proxy.url}/api.php`, {
                cuerpo: 'funcion=obtenerTodosEventos',
                agente,
                desde: `127.0.${2 + (Math.floor(i / urls.length) % 20)}.${n + 1}`,
              })
            : await pedir(`${proxy.url}${ruta}`, { agente, desde: `127.0.1.${n + 1}` });
          if (r.status !== 200) fallos.push(`${r.status} ${ruta}`);
        } catch (e) {
          fallos.push(`${String(e)} ${ruta}`);
        }
        hechas[api ? 'POST' : 'GET']++;
      }
    };
    // A's readiness (three pollers) and its port, watched every few ms: a new connection each time
    const puertoA = Number(new URL(a.url).port);
    const listo: { enviada: number; t: number; estado: number | string }[] = [];
    const puerto: { t: number; acepta: boolean }[] = [];
    const vigilar = async () => {
      while (seguir) {
        const enviada = Date.now();
        const estado = await pedir(`${a.url}/salud/listo`).then(
          (r) => r.status,
          (e: NodeJS.ErrnoException) => e.code ?? String(e),
        );
        listo.push({ enviada, t: Date.now(), estado }); // t: when it answered (or failed)
        if (estado === 'ECONNREFUSED') return;
      }
    };
    const sondear = async () => {
      while (seguir) {
        const t = Date.now();
        const acepta = await conecta(puertoA);
        puerto.push({ t, acepta });
        if (!acepta) return;
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const inicio = Date.now();
    const trabajos = [...Array.from({ length: LECTORES }, (_, i) => lector(i)), vigilar(), vigilar(), vigilar(), sondear()];
    await new Promise((r) => setTimeout(r, 800));
    const senal = Date.now();
    const salida = new Promise<number | null>((r) => a.proceso.once('exit', (codigo) => r(codigo)));
    a.proceso.kill('SIGTERM');
    const codigo = await salida;
    const fin = Date.now();
    await new Promise((r) => setTimeout(r, 600)); // B alone behind nginx, still under the load
    seguir = false;
    await Promise.all(trabajos);
    agente.destroy();

    const fallosGet = fallos.filter((f) => !f.endsWith(' api'));
    const fallosPost = fallos.filter((f) => f.endsWith(' api'));
    if (fallosGet.length) console.log(`nginx: fallos\n${[...proxy.registro().filter((l) => !/" 200 /.test(l)), ...proxy.errores()].join('\n')}`);
    expect(fallosGet).toEqual([]);
    // a POST is never sent twice (the shipped proxy_next_upstream): one sent on a connection A had not
    // yet accepted when its port closed is reset, and nginx answers 502 — at most one per reader (0 in
    // most runs); a rolling restart without them takes the instance out of nginx first (despliegue.md)
    expect(fallosPost.filter((f) => f !== '502 api')).toEqual([]);
    expect(fallosPost.length).toBeLessThanOrEqual(LECTORES);
    expect(codigo).toBe(0); // drained and closed, not killed by DRAIN_MS
    const primer503 = listo.find((x) => x.estado === 503)?.t;
    const cerrado = puerto.find((x) => !x.acepta)?.t;
    const ultimaRespuesta = listo.filter((x) => typeof x.estado === 'number').at(-1)?.t;
    expect(listo.some((x) => x.t < senal && x.estado === 200)).toBe(true); // ready before the signal
    expect([typeof primer503, typeof cerrado]).toEqual(['number', 'number']);
    expect(primer503!).toBeLessThan(cerrado!);
    // once it has said 503, A's readiness only says 503 until its port refuses (or resets a connection
    // that was still waiting to be accepted when the port closed)
    const despues = listo.filter((x) => x.enviada >= primer503! && ![503, 'ECONNREFUSED', 'ECONNRESET'].includes(x.estado));
    expect(despues.map((x) => `+${x.t - senal} ms: ${x.estado}`)).toEqual([]);
    // A took part in the load before it left, and the other instance carried it after
    const registro = proxy.registro();
    const puertoB = new URL(b.url).port;
    expect(registro.some((l) => l.includes(`127.0.0.1:${puertoA} `) && / 200 /.test(l))).toBe(true);
    expect(registro.some((l) => l.includes(`127.0.0.1:${puertoB} `) && / 200 /.test(l))).toBe(true);
    const reintentadas = registro.filter((l) => l.includes(`127.0.0.1:${puertoA}, 127.0.0.1:${puertoB}`)).length;
    expect(hechas.GET).toBeGreaterThan(50); // a few hundred here (fewer on a busy machine)
    console.log(
      `nginx: ${hechas.GET} GET y ${hechas.POST} lecturas de la api (POST) en ${Date.now() - inicio} ms: 0 GET fallidas, ${fallosPost.length} POST fallidas [${fallosPost.join(', ')}] (${reintentadas} pasadas de A a B por nginx); SIGTERM a A en t=${senal - inicio} ms, ` +
        `primer 503 de /salud/listo a +${primer503! - senal} ms, última respuesta de A a +${ultimaRespuesta! - senal} ms, ` +
        `puerto cerrado a +${cerrado! - senal} ms, proceso terminado (código 0) a +${fin - senal} ms`,
    );
  },
);
