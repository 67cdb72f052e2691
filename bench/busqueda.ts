// The site search under load on both engines: 10,000 generated projects (names, descriptions and
// members drawn from a word list, so a query matches a realistic share), indexed by the rebuild
// a site upgraded from an older version runs, then `buscar` (a two-word query, and one with a
// typo) beside the plain public list, 50 connections each. Budget: p95 ≤ 25 ms (computed from
// every response's time, carga.ts), 0 errors; p50, p97.5 and p99 beside it.
import { sql } from 'kysely';
import type { Medicion } from './comun';
import { cargar, cargarGet, cuerpoMultipart, type ResultadoCarga } from './carga';
import { iniciarSitio, type Sitio } from '../e2e/arnes';
import { abrirBaseDatos } from '@server/abrir';
import { reconstruirIndice } from '@server/busqueda/indice';
import { URL_LOCAL, URL_PRUEBAS, esquemaDePrueba, postgresAlcanzable } from '@server/pruebas/postgres';

const ELEMENTOS = 10_000;
const DURACION_S = Number(process.env.BENCH_BUSQUEDA_S ?? 5);
const PRESUPUESTO_MS = 25;
const PALABRAS =
  'sistema gestión inventario laboratorio escolar agenda tutorías calidad aire sensores riego invernadero tienda artesanal biblioteca préstamo asistencia horarios becas transporte comedor clínica citas turismo museo reciclaje energía solar agua clima tráfico estacionamiento votación encuestas nómina contabilidad'.split(
    ' ',
  );
/** 3,000 made-up words (syllables combined): descriptions are drawn mostly from them, so a word of
 * PALABRAS is in a few percent of the items, as a topic word is in real text. */
const SILABAS = 'ba ce di fo gu la me ni po ru sa te vi zo tra pre cli mon dar sel'.split(' ');
const INVENTADAS = Array.from(
  { length: 3000 },
  (_, i) => `${SILABAS[i % 20]}${SILABAS[Math.floor(i / 20) % 20]}${SILABAS[Math.floor(i / 400) % 20]}n`,
);
const NOMBRES = 'Ana Luis María José Sofía Diego Valeria Jorge Camila Raúl Elena Pablo'.split(' ');
const APELLIDOS = 'Pérez López Zúñiga Ramírez Ortiz Méndez Salas Castillo Núñez Olvera'.split(' ');

/** A deterministic pseudo-random pick (the same items on both engines). */
const elegir = <T>(lista: T[], n: number) => lista[((n * 2654435761) % 4294967296) % lista.length];

async function sembrar(opts: { databasePath: string; databaseUrl?: string }): Promise<number> {
  const db = await abrirBaseDatos(opts);
  try {
    await db.transaccion(async (tx) => {
      for (let i = 0; i < ELEMENTOS; i += 500) {
        const filas = [];
        const miembros = [];
        for (let j = i; j < Math.min(ELEMENTOS, i + 500); j++) {
          const pk = 100_000 + j;
          const nombre = `${elegir(PALABRAS, j)} ${elegir(PALABRAS, j + 7)} ${j}`;
          const desc = Array.from({ length: 24 }, (_, k) => (k % 8 === 0 ? elegir(PALABRAS, j * 31 + k) : elegir(INVENTADAS, j * 31 + k))).join(' ');
          filas.push(sql`(${pk}, ${nombre}, ${nombre}, ${(j % 11) + 1}, ${desc})`);
          for (let k = 0; k < 3; k++) miembros.push(sql`(${pk}, ${`${elegir(NOMBRES, j + k)} ${elegir(APELLIDOS, j * 3 + k)}`}, ${k})`);
        }
        await tx.ejecutar(
          sql`INSERT INTO proyectos (pk_proyecto, nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES ${sql.join(filas)}`,
        );
        await tx.ejecutar(sql`INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES ${sql.join(miembros)}`);
      }
    });
    return await reconstruirIndice(db);
  } finally {
    await db.cerrar();
  }
}

const CONSULTAS: { nombre: string; campos: Record<string, string> }[] = [
  { nombre: 'buscar «calidad del aire»', campos: { funcion: 'buscar', q: 'calidad del aire' } },
  { nombre: 'buscar «invernaderos» con un error («invernadros»)', campos: { funcion: 'buscar', q: 'invernadros' } },
  { nombre: 'lista pública de proyectos', campos: { funcion: 'obtenerTodosProyectosPorCuatrimestre' } },
];

function filas(motor: string, nombre: string, r: ResultadoCarga, esBusqueda: boolean): Medicion[] {
  return [
    {
      nombre: `${motor}, ${nombre}: req/s`,
      valor: Math.round(r.rps),
      unidad: 'req/s',
      tiempo: true,
      nota: `p50 ${r.p50 ?? '?'} ms, p95 ${r.p95 ?? '?'} ms, p97.5 ${r.p97_5 ?? '?'} ms, p99 ${r.p99} ms`,
    },
    {
      nombre: `${motor}, ${nombre}: p95`,
      valor: r.p95 ?? Number.NaN,
      unidad: 'ms',
      ...(esBusqueda ? { presupuesto: `≤ ${PRESUPUESTO_MS}`, ok: (r.p95 ?? Infinity) <= PRESUPUESTO_MS } : {}),
      tiempo: true,
    },
    { nombre: `${motor}, ${nombre}: errores y no 2xx`, valor: r.errores + r.no2xx, unidad: '', presupuesto: '0', ok: r.errores + r.no2xx === 0 },
  ];
}

/** How many items the query finds (the same multipart request the load sends). */
async function hallados(url: string, motor: string, c: (typeof CONSULTAS)[number]): Promise<Medicion> {
  const { body, tipo } = cuerpoMultipart(c.campos);
  const r = (await (await fetch(`${url}/api.php`, { method: 'POST', headers: { 'content-type': tipo }, body: new Uint8Array(body) })).json()) as {
    total?: number;
  };
  const total = Number(r.total ?? 0);
  return { nombre: `${motor}, ${c.nombre}: elementos hallados`, valor: total, unidad: '', presupuesto: '> 0', ok: total > 0 };
}

async function medirEn(motor: string, sitio: Sitio, base: { databasePath: string; databaseUrl?: string }): Promise<Medicion[]> {
  const n = await sembrar(base);
  const salida: Medicion[] = [{ nombre: `${motor}: elementos en el índice`, valor: n, unidad: '' }];
  for (const c of CONSULTAS) {
    const esBusqueda = c.campos.funcion === 'buscar';
    // a search row measures a real answer: one that finds nothing would be a cheaper, smaller one
    if (esBusqueda) salida.push(await hallados(sitio.url, motor, c));
    salida.push(...filas(motor, c.nombre, await cargar(sitio.url, c.campos, DURACION_S), esBusqueda));
  }
  // the floor: the fastest route of the same server, one SELECT 1 per request
  salida.push(...filas(motor, 'GET /salud (piso)', await cargarGet(sitio.url, '/salud', DURACION_S), false));
  return salida;
}

export async function medirBusqueda(): Promise<Medicion[]> {
  const salida: Medicion[] = [];
  const sqlite = await iniciarSitio({ semilla: 'todo' });
  try {
    salida.push(...(await medirEn('SQLite', sqlite, { databasePath: sqlite.databasePath })));
  } finally {
    await sqlite.cerrar();
  }
  const url = URL_PRUEBAS ?? URL_LOCAL;
  if (!(await postgresAlcanzable(url))) {
    salida.push({ nombre: 'búsqueda en PostgreSQL', valor: 0, unidad: '', nota: `sin PostgreSQL en ${url}` });
    return salida;
  }
  const esquema = (await esquemaDePrueba(url))!;
  const pg = await iniciarSitio({ semilla: 'todo', env: { DATABASE_URL: esquema.urlServidor } });
  try {
    salida.push(...(await medirEn('PostgreSQL', pg, { databasePath: pg.databasePath, databaseUrl: esquema.urlServidor })));
  } finally {
    await pg.cerrar();
    await esquema.borrar();
  }
  return salida;
}
