// Rendered public pages under load: GET of each page at 50 connections (autocannon, a browser's
// Accept-Encoding) beside the floor process (bench/pisoServidor.ts), and the first project's pk
// for the page measurements (Lighthouse, load).
import autocannon from 'autocannon';
import type { Medicion } from './comun';
import { CONEXIONES, piso, cargar, filasFrenteAlPiso } from './carga';
import { iniciarSitio, type Sitio } from '../e2e/arnes';

const DURACION_S = Number(process.env.BENCH_CARGA_S ?? 10);

/** A public project page of the seeded site (the first active project). */
export async function rutaDeProyecto(url: string): Promise<string> {
  const r = await fetch(`${url}/api.php`, { method: 'POST', body: new URLSearchParams({ funcion: 'obtenerTodosProyectosPorCuatrimestre' }) });
  const grupos = (await r.json()) as { proyectos: { pk_proyecto: number }[] }[];
  const pk = grupos.flatMap((g) => g.proyectos)[0]?.pk_proyecto;
  if (!pk) throw new Error('el sitio sembrado no tiene proyectos');
  return `/proyectos_estudiantes/${pk}`;
}

async function pedirPagina(url: string, duracion = DURACION_S) {
  const r = await autocannon({
    url,
    method: 'GET',
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
    connections: CONEXIONES,
    duration: duracion,
  });
  return { rps: r.requests.average, p99: r.latency.p99, errores: r.errors + r.timeouts, no2xx: r.non2xx };
}

/** req/s and p99 of GET on each public page (as a visitor) beside the floor. */
export async function medirPaginas(rutas: (sitio: Sitio) => Promise<string[]>): Promise<Medicion[]> {
  const base = await piso();
  const sitio = await iniciarSitio({ semilla: 'todo' });
  const filas: Medicion[] = [];
  try {
    await cargar(base.url, { funcion: 'traerTopicos' }, 2);
    const p = await cargar(base.url, { funcion: 'traerTopicos' });
    filas.push({
      nombre: `piso multipart + SQLite (páginas): req/s a ${CONEXIONES} conexiones`,
      valor: Math.round(p.rps),
      unidad: 'req/s',
      nota: `p99 ${p.p99} ms`,
    });
    for (const ruta of await rutas(sitio)) {
      const nombre = ruta.replace(/\/\d+$/, '/{pk}');
      await pedirPagina(`${sitio.url}${ruta}`, 2);
      const r = await pedirPagina(`${sitio.url}${ruta}`);
      filas.push(...filasFrenteAlPiso(r, p.rps, `GET ${nombre} (HTML): req/s ÷ piso`, `GET ${nombre}`));
    }
  } finally {
    await sitio.cerrar();
    await base.cerrar();
  }
  return filas;
}
