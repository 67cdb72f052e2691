// The same read and write load on SQLite (one process, the default) beside PostgreSQL
// with one instance and with two instances on one database, in one run. The read is the public
// projects list (demo content, cached and checked against the data version on every request); the
// write is an admin's change of the enrolment link (an UPDATE and its audit entry in one
// transaction). Two instances: the same connections split over both, their req/s added, the
// worse p99. Budgets: 0 errors and 0 non-2xx everywhere; the rates and ratios are reported (a 2-core
// machine also runs the load generator and PostgreSQL, so they are gated only with --estricto).
import autocannon from 'autocannon';
import { SIN_TOPE_DE_GUARDADOS, type Medicion } from './comun';
import { CONEXIONES, URL_PG, filaSinPostgres } from './carga';
import { iniciarSitio, CUENTAS, type Sitio } from '../e2e/arnes';
import { esquemaDePrueba, postgresAlcanzable } from '@server/pruebas/postgres';

const DURACION_S = Number(process.env.BENCH_MOTORES_S ?? 5);

const LECTURA = { funcion: 'obtenerTodosProyectosPorCuatrimestre' };
const ESCRITURA = { funcion: 'cambiarEstadoEnlace', enlace: 'https://www.ut-ejemplo.edu.mx/inscripciones', estatus: '1' };

interface Resultado {
  rps: number;
  p99: number;
  fallos: number;
}

async function una(url: string, campos: Record<string, string>, conexiones: number, duracion: number, cookie?: string): Promise<Resultado> {
  const r = await autocannon({
    url: `${url}/api.php`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(campos).toString(),
    connections: conexiones,
    duration: duracion,
  });
  return { rps: r.requests.average, p99: r.latency.p99, fallos: r.errors + r.timeouts + r.non2xx };
}

/** The load split over the instances at once: req/s added, the worst p99, every failure. */
async function cargar(sitios: Sitio[], campos: Record<string, string>, cookie?: string): Promise<Resultado> {
  const por = Math.max(1, Math.round(CONEXIONES / sitios.length));
  await Promise.all(sitios.map((s) => una(s.url, campos, por, 1, cookie))); // warm-up (JIT, caches)
  const rs = await Promise.all(sitios.map((s) => una(s.url, campos, por, DURACION_S, cookie)));
  return { rps: rs.reduce((n, r) => n + r.rps, 0), p99: Math.max(...rs.map((r) => r.p99)), fallos: rs.reduce((n, r) => n + r.fallos, 0) };
}

async function cookieAdmin(sitio: Sitio): Promise<string> {
  const r = await fetch(`${sitio.url}/api.php`, {
    method: 'POST',
    body: new URLSearchParams({ funcion: 'iniciarSesion', usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena }),
  });
  const sid = /sid=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0];
  if (!sid) throw new Error('no se pudo iniciar sesión');
  return sid;
}

async function medir(nombre: string, sitios: Sitio[]): Promise<{ nombre: string; lectura: Resultado; escritura: Resultado }> {
  const cookie = await cookieAdmin(sitios[0]);
  return { nombre, lectura: await cargar(sitios, LECTURA), escritura: await cargar(sitios, ESCRITURA, cookie) };
}

function filas(m: { nombre: string; lectura: Resultado; escritura: Resultado }): Medicion[] {
  return [
    { nombre: `${m.nombre}: lectura req/s`, valor: Math.round(m.lectura.rps), unidad: 'req/s', tiempo: true, nota: `p99 ${m.lectura.p99} ms` },
    { nombre: `${m.nombre}: escritura req/s`, valor: Math.round(m.escritura.rps), unidad: 'req/s', tiempo: true, nota: `p99 ${m.escritura.p99} ms` },
    {
      nombre: `${m.nombre}: errores y respuestas no 2xx`,
      valor: m.lectura.fallos + m.escritura.fallos,
      unidad: '',
      presupuesto: '0',
      ok: m.lectura.fallos + m.escritura.fallos === 0,
    },
  ];
}

export async function medirMotores(): Promise<Medicion[]> {
  const salida: Medicion[] = [];
  const sqlite = await iniciarSitio({ semilla: 'todo', env: SIN_TOPE_DE_GUARDADOS });
  let base;
  try {
    base = await medir('SQLite, 1 instancia', [sqlite]);
  } finally {
    await sqlite.cerrar();
  }
  salida.push(...filas(base));

  if (!(await postgresAlcanzable(URL_PG))) {
    salida.push(filaSinPostgres('PostgreSQL (1 y 2 instancias)'));
    return salida;
  }
  const esquema = (await esquemaDePrueba(URL_PG))!;
  const url = esquema.urlServidor;
  const a = await iniciarSitio({ semilla: 'todo', env: { ...SIN_TOPE_DE_GUARDADOS, DATABASE_URL: url } });
  let b: Sitio | undefined;
  try {
    const uno = await medir('PostgreSQL, 1 instancia', [a]);
    b = await iniciarSitio({ semilla: 'todo', env: { ...SIN_TOPE_DE_GUARDADOS, DATABASE_URL: url }, dir: a.dir });
    const dos = await medir('PostgreSQL, 2 instancias', [a, b]);
    salida.push(...filas(uno), ...filas(dos));
    const razon = (nombre: string, x: number, y: number, nota: string): Medicion => ({ nombre, valor: x / y, unidad: '×', tiempo: true, nota });
    salida.push(
      razon('lectura: PostgreSQL ÷ SQLite (1 instancia)', uno.lectura.rps, base.lectura.rps, `p99 ${uno.lectura.p99} vs ${base.lectura.p99} ms`),
      razon(
        'escritura: PostgreSQL ÷ SQLite (1 instancia)',
        uno.escritura.rps,
        base.escritura.rps,
        `p99 ${uno.escritura.p99} vs ${base.escritura.p99} ms`,
      ),
      razon('lectura: 2 instancias ÷ 1 (PostgreSQL)', dos.lectura.rps, uno.lectura.rps, `p99 ${dos.lectura.p99} vs ${uno.lectura.p99} ms`),
      razon('escritura: 2 instancias ÷ 1 (PostgreSQL)', dos.escritura.rps, uno.escritura.rps, `p99 ${dos.escritura.p99} vs ${uno.escritura.p99} ms`),
    );
  } finally {
    await b?.cerrar();
    await a.cerrar();
    await esquema.borrar();
  }
  return salida;
}
