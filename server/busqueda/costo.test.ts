// Issue 33, finding 3: one cheap search query stalled the site. 200 Hangul syllables (≈ 600
// letters once accents are folded: one word) cost 27–35 ms a query against 3.5–4 ms for a normal one
// (the stemmer on such a word, several calls a query, and a lookup list of 1,188 values), and 40 of
// them at once pushed /salud to 3.4–4.9 s. Replayed over loopback on an index of 3,000 projects:
// the worst queries we could write cost about what a normal one does, /salud answers in under
// 200 ms while 40 of them run, and `buscar` is limited per address. Both engines.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { reconstruirIndice } from './indice';
import { BUSQUEDAS_POR_MINUTO, DEMASIADAS_BUSQUEDAS } from '../funciones/buscar';

const ELEMENTOS = 3_000;
const PALABRAS =
  'sistema gestión inventario laboratorio escolar agenda tutorías calidad aire sensores riego invernadero tienda artesanal biblioteca préstamo asistencia horarios becas transporte comedor clínica citas turismo museo reciclaje energía solar agua clima'.split(
    ' ',
  );
const elegir = <T>(lista: T[], n: number) => lista[((n * 2654435761) % 4294967296) % lista.length];

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
  for (let i = 0; i < ELEMENTOS; i += 500) {
    const filas = [];
    for (let j = i; j < i + 500; j++) {
      const nombre = `${elegir(PALABRAS, j)} ${elegir(PALABRAS, j + 7)} ${j}`;
      const desc = Array.from({ length: 20 }, (_, k) => `${elegir(PALABRAS, j * 31 + k)}${k % 3 ? '' : String(k)}`).join(' ');
      filas.push(sql`(${100_000 + j}, ${nombre}, ${nombre}, ${(j % 11) + 1}, ${desc})`);
    }
    await h.db.ejecutar(
      sql`INSERT INTO proyectos (pk_proyecto, nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES ${sql.join(filas)}`,
    );
  }
  await reconstruirIndice(h.db);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(() => h.cerrar());

/** The worst shapes of a 200-character query, the n-th of each different (no answer is reused). */
const PEORES: Record<string, (n: number) => string> = {
  'Hangul (una palabra de ~600 letras)': (n) =>
    Array.from({ length: 200 }, (_, i) => String.fromCharCode(0xac00 + ((i * 37 + n * 101) % 11172))).join(''),
  '40 palabras de 4 letras': (n) =>
    Array.from({ length: 40 }, (_, i) => `q${String.fromCharCode(97 + ((i + n) % 26))}${String.fromCharCode(97 + ((i * 7 + n) % 26))}z`).join(' '),
  '33 palabras de 5 letras con un error': (n) => Array.from({ length: 33 }, (_, i) => `${elegir(PALABRAS, i + n).slice(0, 4)}x`).join(' '),
  'frase de 66 palabras': (n) =>
    `"${Array.from({ length: 66 }, (_, i) => `${String.fromCharCode(97 + ((i + n) % 26))}${String.fromCharCode(97 + ((i * 3 + n) % 26))}`).join(' ')}"`,
  'palabras largas con error': (n) =>
    Array.from({ length: 7 }, (_, i) => `${'invernaderos'.repeat(2)}x${String.fromCharCode(97 + ((i + n) % 26))}`).join(' '),
};

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function tiempo(q: string, ip: string): Promise<number> {
  const t = performance.now();
  const r = await h.llamar('buscar', { q }, { ip });
  const ms = performance.now() - t;
  expect(r.status).toBe(200);
  return ms;
}

/**
 * A worst shape against a normal query, interleaved (normal, worst, normal, worst…) so that whatever
 * else the machine does at that moment (CI runs two jest workers beside image encoding) weighs on
 * both alike: the median of each, `veces` queries apiece, none answered from a cache.
 */
async function medir(q: (n: number) => string, veces = 15): Promise<{ normal: number; peor: number }> {
  const normal: number[] = [];
  const peor: number[] = [];
  for (let n = 0; n < veces; n++) {
    const semilla = n + Math.floor(Math.random() * 1e6);
    normal.push(await tiempo(`calidad del aire ${semilla}`, `10.33.1.${n + 1}`));
    peor.push(await tiempo(q(semilla), `10.33.0.${n + 1}`));
  }
  return { normal: mediana(normal), peor: mediana(peor) };
}

it('the worst 200-character queries cost about what a normal one does', async () => {
  const costos: Record<string, { normal: number; peor: number }> = {};
  for (const [nombre, q] of Object.entries(PEORES)) costos[nombre] = await medir(q);
  console.log(
    `buscar, medianas de 15 alternadas con una normal (ms): ${Object.entries(costos)
      .map(([k, v]) => `${k} ${v.peor.toFixed(1)} (normal ${v.normal.toFixed(1)})`)
      .join('; ')}`,
  );
  for (const { normal, peor } of Object.values(costos)) expect(peor).toBeLessThan(3 * normal + 5);
}, 120_000);

/** The attacker, another process as it would be: 40 searches at once, then /salud; prints what it measured. */
const ATACANTE = `
const http = require('node:http');
const [port, json, desde] = process.argv.slice(1);
const pedir = (metodo, ruta, cuerpo) => new Promise((listo) => {
  const t = performance.now();
  const req = http.request({ host: '127.0.0.1', port: Number(port), localAddress: desde, method: metodo, path: ruta, agent: false,
    headers: cuerpo ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(cuerpo) } : {} }, (res) => {
    res.resume();
    res.on('end', () => listo({ status: res.statusCode, ms: performance.now() - t }));
  });
  req.on('error', () => listo({ status: 0, ms: performance.now() - t }));
  req.end(cuerpo);
});
const busquedas = JSON.parse(json).map((q) => pedir('POST', '/api.php', new URLSearchParams({ funcion: 'buscar', q }).toString()));
setTimeout(async () => {
  const salud = await pedir('GET', '/salud');
  const todas = await Promise.all(busquedas);
  process.stdout.write(JSON.stringify({ salud, estados: todas.map((b) => b.status), ultima: Math.max(...todas.map((b) => b.ms)) }));
}, 5);
`;

/** 40 searches from `desde` (a loopback address of its own: `buscar` counts BUSQUEDAS_POR_MINUTO per address). */
async function atacar(
  consultas: string[],
  desde = '127.0.0.1',
): Promise<{ salud: { status: number; ms: number }; estados: number[]; ultima: number }> {
  const port = String((h.app.server.address() as AddressInfo).port);
  const hijo = spawn(process.execPath, ['-e', ATACANTE, port, JSON.stringify(consultas), desde], { stdio: ['ignore', 'pipe', 'inherit'] });
  let salida = '';
  hijo.stdout.on('data', (d) => (salida += d));
  await new Promise((listo) => hijo.on('exit', listo));
  return JSON.parse(salida) as { salud: { status: number; ms: number }; estados: number[]; ultima: number };
}

// Under 200 ms, or, on a machine busy with other work (CI runs the browser journeys beside this
// suite: /salud took 570 ms there with 40 ordinary searches), no later than twice what it takes
// beside 40 ordinary searches: the worst queries must not hold the event loop longer than ordinary
// ones do (before their limits, one Hangul search held it for seconds). Three rounds, each ordinary
// then worst, and the medians compared: one /salud apiece was one sample of a noisy machine (CI's
// PostgreSQL pass, 2026-11-29: 314 ms against 124 ms, while the 40 worst searches all ended in
// 845 ms and the 40 ordinary ones in 1,717 ms).
it('/salud answers in under 200 ms (or twice its time beside ordinary searches) while 40 of the worst queries run', async () => {
  const formas = Object.values(PEORES);
  const normales: Awaited<ReturnType<typeof atacar>>[] = [];
  const peores: Awaited<ReturnType<typeof atacar>>[] = [];
  for (let ronda = 0; ronda < 3; ronda++) {
    const semilla = Math.floor(Math.random() * 1e6);
    const desde = `127.0.9.${ronda + 1}`; // 80 searches a round, each round from its own address
    normales.push(
      await atacar(
        Array.from({ length: 40 }, (_, i) => `calidad del aire ${semilla + i}`),
        desde,
      ),
    );
    peores.push(
      await atacar(
        Array.from({ length: 40 }, (_, i) => formas[i % formas.length](semilla + i)),
        desde,
      ),
    );
  }
  const salud = (rs: typeof normales) => mediana(rs.map((r) => r.salud.ms));
  const lista = (rs: typeof normales) => rs.map((r) => `${r.salud.ms.toFixed(0)} (todas en ${r.ultima.toFixed(0)})`).join(', ');
  console.log(`/salud con 40 búsquedas en curso (ms), tres rondas: normales ${lista(normales)}; peores ${lista(peores)}`);
  for (const r of [...normales, ...peores]) {
    expect(r.salud.status).toBe(200);
    expect(r.estados).toEqual(Array(40).fill(200));
  }
  expect(salud(peores)).toBeLessThan(Math.max(200, 2 * salud(normales)));
}, 90_000);

it(`buscar is limited per address: ${BUSQUEDAS_POR_MINUTO} searches computed a minute; remembered answers are free`, async () => {
  const ip = '203.0.113.33';
  const semilla = Math.floor(Math.random() * 1e6);
  for (let i = 0; i < 3 * BUSQUEDAS_POR_MINUTO; i++) expect((await h.llamar('buscar', { q: 'calidad del aire' }, { ip })).status).toBe(200);
  const rs = [];
  for (let i = 0; i < BUSQUEDAS_POR_MINUTO + 5; i++) rs.push(await h.llamar('buscar', { q: `riego ${semilla + i}` }, { ip }));
  // the loop above computed its one answer once: one point already taken
  expect(rs.filter((r) => r.status === 200).length).toBe(BUSQUEDAS_POR_MINUTO - 1);
  for (const r of rs.filter((x) => x.status !== 200)) expect([r.status, r.body]).toEqual([429, { codigo: 0, mensaje: DEMASIADAS_BUSQUEDAS }]);
  // a search already remembered is still answered, and another address is not affected
  expect((await h.llamar('buscar', { q: `riego ${semilla}` }, { ip })).status).toBe(200);
  expect((await h.llamar('buscar', { q: `riego ${semilla + BUSQUEDAS_POR_MINUTO + 4}` }, { ip: '203.0.113.34' })).status).toBe(200);
}, 60_000);
