// The media library's first page with 5,000 assets (issue 43): traerMedios answered through the real
// pipeline (app.inject: server time, no network) on SQLite, 5,000 assets of which 1,000 are used by
// 500 projects (the uses are computed per page from the entities' declared image columns); the
// median of 30 calls, budget ≤ 100 ms (a timing: --estricto), and a search by alt text beside it.
import { performance } from 'node:perf_hooks';
import type { Medicion } from './comun';
import { nuevoHarness } from '../server/pruebas/arnes';

const ASSETS = 5000;
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function medirMedios(): Promise<Medicion[]> {
  const h = await nuevoHarness();
  try {
    const cookie = await h.entrar('admin1', 'Admin#Prueba1');
    const insMedio = h.db.prepare(
      `INSERT INTO medios (ruta, nombre, nombre_norm, alt, alt_norm, bytes, ancho, alto, origen, subido) VALUES (?, ?, ?, ?, ?, 250000, 1600, 1200, 'biblioteca', ?)`,
    );
    const insProyecto = h.db.prepare(
      `INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES (?, ?, 4, 'Proyecto del banco.')`,
    );
    const insImagen = h.db.prepare(`INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)`);
    const ruta = (i: number) => `uploads/medios/banco${String(i).padStart(6, '0')}.jpg`;
    h.db.prepare('BEGIN').run();
    {
      for (let i = 0; i < ASSETS; i++) {
        const alt = `Fotografía ${i} del campus y sus laboratorios`;
        insMedio.run(ruta(i), `foto-${i}.jpg`, `foto-${i}.jpg`, alt, alt.toLowerCase(), new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString());
      }
      for (let p = 0; p < 500; p++) {
        const pk = Number(insProyecto.run(`Proyecto ${p}`, `proyecto ${p}`).lastInsertRowid);
        // the newest assets (the first page) are the used ones
        insImagen.run(pk, ruta(ASSETS - 1 - p * 2), 0);
        insImagen.run(pk, ruta(ASSETS - 2 - p * 2), 1);
      }
    }
    h.db.prepare('COMMIT').run();
    const medir = async (campos: Record<string, string>) => {
      const ms: number[] = [];
      for (let i = 0; i < 35; i++) {
        const t = performance.now();
        const r = await h.llamar('traerMedios', campos, { cookie });
        if (r.status !== 200 || !Array.isArray((r.body as { medios?: unknown[] }).medios)) throw new Error(`traerMedios: ${r.status}`);
        if (i >= 5) ms.push(performance.now() - t);
      }
      return mediana(ms);
    };
    const primera = await medir({});
    const busqueda = await medir({ q: 'laboratorios' });
    return [
      {
        nombre: `biblioteca de medios con ${ASSETS} imágenes: primera página (traerMedios, tiempo de servidor), mediana`,
        valor: Math.round(primera * 10) / 10,
        unidad: 'ms',
        presupuesto: '≤ 100',
        ok: primera <= 100,
        tiempo: true,
        nota: `30 llamadas tras 5 de calentamiento; 1,000 de ellas usadas por 500 proyectos; búsqueda por texto alternativo: ${busqueda.toFixed(1)} ms`,
      },
    ];
  } finally {
    await h.cerrar();
  }
}
