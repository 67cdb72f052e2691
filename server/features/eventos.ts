// Events: the public list (newest first; the page shows 3 at a time) and the admin writes. An
// event is saved whole with its images or not at all; images removed in an edit are unreferenced
// and their files deleted.
import type { Db } from '../db/open';
import { normalizar } from '../db/open';
import type { AppConfig } from '../config';
import { guardarImagenDemo } from '../db/imagenDemo';
import { noEncontrado } from '../errors';
import { hastaQueCambie } from '../memoria';
import { funcion, type Ctx } from '../funcion';
import { z, pk } from '../validation';
import { MAX_IMAGENES_EVENTO, MENSAJES_EVENTO } from '../../src/shared/api/contract/eventos';
import { formEvento } from '../../src/shared/api/contract/eventos.esquema';
import { borrarHuerfanas, listaImagenes } from './imagenesForm';
import type { Evento, ImagenEvento } from '../../src/shared/api/contract/eventos';

const CARPETA = 'eventos';
const M = MENSAJES_EVENTO;

// The form's fields (contract/eventos.esquema.ts) as api.php sends them: imgs as a JSON string.
const datos = formEvento.extend({ imgs: listaImagenes(M.imagenes, MAX_IMAGENES_EVENTO, M.demasiadasImagenes, M.formatoImagenes) });
type Datos = z.output<typeof datos>;

function conImagenes(db: Db, eventos: Omit<Evento, 'imgs'>[]): Evento[] {
  if (!eventos.length) return [];
  const porEvento = new Map<number, ImagenEvento[]>(eventos.map((e) => [e.pk_evento, []]));
  const filas = db
    .prepare(
      `SELECT fk_evento, pk_img_evento, img_evento FROM evento_imagenes
       WHERE fk_evento IN (SELECT value FROM json_each(?)) ORDER BY fk_evento, orden`,
    )
    .all(JSON.stringify(eventos.map((e) => e.pk_evento))) as (ImagenEvento & { fk_evento: number })[];
  for (const { fk_evento, ...img } of filas) porEvento.get(fk_evento)?.push(img);
  return eventos.map((e) => ({ ...e, imgs: porEvento.get(e.pk_evento) ?? [] }));
}

const COLUMNAS = 'pk_evento, nombre_evento, descripcion_evento';

async function guardarEvento(d: Datos, ctx: Ctx, pkEvento: number | null): Promise<number> {
  const { db, subidas } = ctx;
  const propias = new Set<string>(
    pkEvento === null ? [] : (db.prepare('SELECT img_evento FROM evento_imagenes WHERE fk_evento = ?').pluck().all(pkEvento) as string[]),
  );
  for (const img of d.imgs) await subidas.revisar(img, propias);
  const id = db.transaction(() => {
    let id = pkEvento;
    if (id === null) {
      id = Number(
        db.prepare('INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES (?, ?, ?)').run(d.nombreEvento, normalizar(d.nombreEvento), d.descripcion)
          .lastInsertRowid,
      );
    } else {
      db.prepare('UPDATE eventos SET nombre_evento = ?, nombre_norm = ?, descripcion_evento = ? WHERE pk_evento = ?').run(
        d.nombreEvento,
        normalizar(d.nombreEvento),
        d.descripcion,
        id,
      );
      db.prepare('DELETE FROM evento_imagenes WHERE fk_evento = ?').run(id);
    }
    const ins = db.prepare('INSERT INTO evento_imagenes (fk_evento, img_evento, orden) VALUES (?, ?, ?)');
    d.imgs.forEach((img, orden) => ins.run(id, subidas.guardar(img, CARPETA, propias), orden));
    return id;
  })();
  if (pkEvento !== null) {
    const usadas = new Set(d.imgs);
    borrarHuerfanas(
      ctx.config.uploadsDir,
      [...propias].filter((r) => !usadas.has(r)),
      (ruta) => db.prepare('SELECT COUNT(*) FROM evento_imagenes WHERE img_evento = ?').pluck().get(ruta) as number,
    );
  }
  return id;
}

export const funcionesEventos = {
  obtenerTodosEventos: funcion('obtenerTodosEventos', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return hastaQueCambie(db, 'eventos', () =>
        conImagenes(db, db.prepare(`SELECT ${COLUMNAS} FROM eventos WHERE activo = 1 ORDER BY pk_evento DESC`).all() as Omit<Evento, 'imgs'>[]),
      );
    },
  }),

  obtenerEvento: funcion('obtenerEvento', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkEvento: pk(M.pk) }),
    run({ pkEvento }, { db }) {
      const e = db.prepare(`SELECT ${COLUMNAS} FROM eventos WHERE pk_evento = ? AND activo = 1`).get(pkEvento) as Omit<Evento, 'imgs'> | undefined;
      if (!e) throw noEncontrado(M.noEncontrado);
      return conImagenes(db, [e])[0];
    },
  }),

  registrarEvento: funcion('registrarEvento', {
    acceso: ['a'],
    escribe: true,
    schema: datos,
    async run(d, ctx) {
      const id = await guardarEvento(d, ctx, null);
      return { codigo: 1 as const, mensaje: 'Evento registrado correctamente.', pk_evento: id };
    },
  }),

  editarEvento: funcion('editarEvento', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pkEvento: pk(M.pk), ...datos.shape }),
    async run(d, ctx) {
      const hay = ctx.db.prepare('SELECT 1 FROM eventos WHERE pk_evento = ? AND activo = 1').get(d.pkEvento);
      if (!hay) throw noEncontrado(M.noEncontrado);
      await guardarEvento(d, ctx, d.pkEvento);
      return { codigo: 1 as const, mensaje: 'Evento actualizado correctamente.' };
    },
  }),

  darBajaEvento: funcion('darBajaEvento', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk(M.pk) }),
    run({ pk: id }, { db }) {
      const r = db.prepare('UPDATE eventos SET activo = 0 WHERE pk_evento = ? AND activo = 1').run(id);
      if (r.changes === 0) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: 'Evento dado de baja correctamente.' };
    },
  }),
};

const DEMO_EVENTOS = [
  ['Semana de la Ingeniería 2026', 'Conferencias, talleres y exposición de proyectos de todos los cuatrimestres durante cinco días.'],
  ['Hackatón Universitario', 'Veinticuatro horas para resolver retos propuestos por empresas de la región, en equipos de tres a cinco alumnos.'],
  ['Taller de Git y GitHub', 'Taller práctico de control de versiones: ramas, solicitudes de cambio y revisión de código.'],
  ['Feria de Estadías', 'Empresas de la región presentan sus vacantes de estadía y entrevistan a los alumnos de quinto y décimo cuatrimestre.'],
  ['Conferencia: Arquitectura en la Nube', 'Un egresado comparte su experiencia diseñando sistemas escalables en la nube.'],
  ['Concurso de Programación', 'Competencia individual de algoritmos con problemas de tres niveles de dificultad.'],
  ['Visita Industrial', 'Recorrido por el centro de desarrollo de una empresa de software de la ciudad.'],
  ['Bienvenida de Nuevo Ingreso', 'Presentación del programa, de los profesores y de las instalaciones a los alumnos de primer cuatrimestre.'],
  ['Taller de Accesibilidad Web', 'Buenas prácticas para construir sitios usables por todas las personas, con pruebas en lectores de pantalla.'],
  ['Día de la Mujer en la Tecnología', 'Panel con ingenieras de la industria y la academia sobre sus trayectorias profesionales.'],
  ['Presentación de Proyectos Integradores', 'Los equipos de séptimo cuatrimestre presentan sus proyectos integradores ante un jurado externo.'],
  ['Torneo de Videojuegos Educativos', 'Los alumnos juegan y evalúan videojuegos educativos desarrollados en la materia de programación.'],
];

/** A dozen demo events, each with one to three generated photos. */
export async function sembrarEventos(db: Db, config: AppConfig): Promise<void> {
  const insE = db.prepare('INSERT INTO eventos (nombre_evento, nombre_norm, descripcion_evento) VALUES (?, ?, ?)');
  const insI = db.prepare('INSERT INTO evento_imagenes (fk_evento, img_evento, orden) VALUES (?, ?, ?)');
  for (const [n, [nombre, descripcion]] of DEMO_EVENTOS.entries()) {
    const id = Number(insE.run(nombre, normalizar(nombre), descripcion).lastInsertRowid);
    for (let i = 0; i < 1 + (n % 3); i++) insI.run(id, await guardarImagenDemo(config.uploadsDir, CARPETA, 203 + n * 3 + i, 1200, 900), i);
  }
}
