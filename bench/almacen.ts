// Issue 46: the same site on the folder and on an S3-compatible bucket, in one run. An upload (an
// event with one 1200×900 photo, re-encoded by the pool; its variants built after each timed call,
// untimed) on the bucket ÷ on the folder, ratio of medians (budget ≤ 1.5×); a photo served through
// the app (GET /uploads/…, warm: asked once before) from the bucket ÷ from the folder, ratio of p95
// (budget ≤ 1.2×). Interleaved ABBA. The bucket is PRUEBAS_S3 (CI: Debian's Swift, .ci/swift.sh) or
// s3rver in this process; the load average is written beside the figures.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { razonDeMedianas, type Medicion } from './comun';
import { nuevoHarness, type Harness } from '../server/pruebas/arnes';
import { bucketDePrueba } from '../server/pruebas/s3';
import { dataUrlDemo } from '../server/semillas/imagenDemo';
import { variantesListas } from '../server/imagenes/imagenes';

const SUBIDAS = 30;
const LECTURAS = 600;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

async function subir(h: Harness, cookie: string, n: number): Promise<{ ms: number; ruta: string }> {
  const campos = new URLSearchParams({
    funcion: 'registrarEvento',
    nombreEvento: `Feria ${n}`,
    descripcion: 'Exposición de los proyectos del cuatrimestre.',
    imgs: JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(n % 7, 1200, 900), alt: 'Estudiantes en la feria', decorativa: false }]),
  }).toString();
  const t0 = performance.now();
  const r = await h.app.inject({
    method: 'POST',
    url: '/api.php',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: campos,
  });
  const ms = performance.now() - t0;
  const pk = r.json<{ codigo: number; pk_evento: number }>().pk_evento;
  if (!pk) throw new Error(r.body);
  await variantesListas();
  const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { imgs: { img_evento: string }[] };
  return { ms, ruta: e.imgs[0].img_evento };
}

async function leer(h: Harness, ruta: string): Promise<number> {
  const t0 = performance.now();
  const r = await h.app.inject(`/${ruta}`);
  const ms = performance.now() - t0;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${ruta}`);
  return ms;
}

export async function medirAlmacen(): Promise<Medicion[]> {
  const disco = await nuevoHarness();
  const s3 = await nuevoHarness(await bucketDePrueba());
  try {
    const cookies = [await disco.entrar('admin1', 'Admin#Prueba1'), await s3.entrar('admin1', 'Admin#Prueba1')];
    const carga0 = os.loadavg()[0];
    const sitios = [disco, s3];
    for (let i = 0; i < 3; i++) for (const [k, h] of sitios.entries()) await subir(h, cookies[k], i); // warm-up
    const subidas: number[][] = [[], []];
    const rutas: string[][] = [[], []];
    for (let i = 0; i < SUBIDAS; i++)
      for (const k of i % 2 ? [1, 0] : [0, 1]) {
        const r = await subir(sitios[k], cookies[k], i);
        subidas[k].push(r.ms);
        rutas[k].push(r.ruta);
      }
    // warm: every photo asked once (timed apart: the first read of each, from the bucket itself), then read again in turns
    const primeras: number[][] = [[], []];
    for (let i = 0; i < SUBIDAS; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) primeras[k].push(await leer(sitios[k], rutas[k][i]));
    const lecturas: number[][] = [[], []];
    for (let i = 0; i < LECTURAS; i++) for (const k of i % 2 ? [1, 0] : [0, 1]) lecturas[k].push(await leer(sitios[k], rutas[k][i % SUBIDAS]));
    const carga = `carga media ${carga0.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`;
    const servidor = process.env.PRUEBAS_S3 ? `S3 ${process.env.PRUEBAS_S3}` : 's3rver en proceso';
    const razon = p95(lecturas[1]) / p95(lecturas[0]);
    return [
      razonDeMedianas(
        'almacén: una subida (evento con una foto 1200×900) en S3 ÷ en disco',
        subidas[1],
        subidas[0],
        { con: 'en S3', sin: 'en disco', detalle: `${SUBIDAS} de cada una, alternadas ABBA; ${servidor}; ${carga}` },
        1.5,
      ),
      {
        nombre: 'almacén: una foto servida por la app desde S3 ÷ desde disco (p95, en caliente)',
        valor: Math.round(razon * 100) / 100,
        unidad: '×',
        presupuesto: '≤ 1.20×',
        ok: razon <= 1.2,
        tiempo: true,
        nota:
          `p95 ${p95(lecturas[1]).toFixed(2)} ms desde S3, ${p95(lecturas[0]).toFixed(2)} ms desde disco (${LECTURAS} de cada una, alternadas ABBA; ${servidor}; ${carga}); ` +
          `primera lectura de cada foto (desde el bucket, sin copia en memoria): p95 ${p95(primeras[1]).toFixed(2)} ms desde S3, ${p95(primeras[0]).toFixed(2)} ms desde disco`,
      },
    ];
  } finally {
    await disco.cerrar();
    await s3.cerrar();
  }
}
