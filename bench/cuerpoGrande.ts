// One unauthenticated 50 MB urlencoded body (`x=+++…`) used to stall every other request
// for 4.5–6.6 s while it was parsed. Measures, on the real server in its own process, how much a
// concurrent api.php call is delayed by it (beside the same call alone) and what the big body gets.
import http from 'node:http';
import type { Medicion } from './comun';
import { iniciarSitio } from '../e2e/arnes';

const MB = 1024 * 1024;

function pedir(url: string, cuerpo: Buffer): Promise<{ status: number; ms: number }> {
  const u = new URL(`${url}/api.php`);
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        method: 'POST',
        path: u.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': cuerpo.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t }));
      },
    );
    // the server may answer 413 and close before the whole body is sent
    req.on('error', (e) =>
      ['EPIPE', 'ECONNRESET'].includes((e as NodeJS.ErrnoException).code ?? '') ? resolve({ status: 0, ms: performance.now() - t }) : reject(e),
    );
    req.end(cuerpo);
  });
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function medirCuerpoGrande(): Promise<Medicion[]> {
  const sitio = await iniciarSitio({ semilla: 'cuentas' });
  try {
    const lectura = Buffer.from('funcion=traerTopicos');
    const solas: number[] = [];
    for (let i = 0; i < 15; i++) solas.push((await pedir(sitio.url, lectura)).ms);
    const base = mediana(solas);
    const grande = Buffer.concat([Buffer.from('funcion=traerTopicos&x='), Buffer.alloc(50 * MB, '+')]);
    const retrasos: number[] = [];
    const estados: number[] = [];
    for (let i = 0; i < 3; i++) {
      // a read every 50 ms while the big body is sent and handled (and once after): the worst one
      let terminado = false;
      const envio = pedir(sitio.url, grande).finally(() => (terminado = true));
      const lecturas: Promise<{ ms: number }>[] = [];
      do {
        lecturas.push(pedir(sitio.url, lectura));
        await new Promise((r) => setTimeout(r, 50));
      } while (!terminado);
      lecturas.push(pedir(sitio.url, lectura));
      retrasos.push(Math.max(0, Math.max(...(await Promise.all(lecturas)).map((l) => l.ms)) - base));
      estados.push((await envio).status);
    }
    const retraso = Math.max(...retrasos);
    return [
      {
        nombre: 'urlencoded de 50 MB: retraso de las lecturas concurrentes (la peor, sobre su mediana sola)',
        valor: Math.round(retraso),
        unidad: 'ms',
        presupuesto: '≤ 300',
        ok: retraso <= 300,
        tiempo: true,
        nota: `lectura sola ${base.toFixed(1)} ms; la solicitud grande recibió ${estados.map((s) => s || 'cierre').join(', ')} (antes: 4.5–6.6 s de bloqueo)`,
      },
      {
        nombre: 'urlencoded de 50 MB: respondida con 413 sin leerla',
        valor: estados.filter((s) => s === 413 || s === 0).length,
        unidad: 'de 3',
        presupuesto: '3',
        ok: estados.every((s) => s === 413 || s === 0),
      },
    ];
  } finally {
    await sitio.cerrar();
  }
}
