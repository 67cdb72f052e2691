// Student projects: the public list grouped by term and the detail (active projects only), and
// the admin writes. A project is saved whole with its images (the first is the cover) and its
// members, or not at all; images removed in an edit are unreferenced and their files deleted.
import type { Db } from '../db/open';
import { normalizar } from '../db/open';
import type { AppConfig } from '../config';
import { guardarImagenDemo } from '../db/imagenDemo';
import { ErrorApi, noEncontrado } from '../errors';
import { funcion, type Ctx } from '../funcion';
import { hastaQueCambie } from '../memoria';
import { z, textoOpcional, pk, lista } from '../validation';
import { borrarHuerfanas, listaImagenes } from './imagenesForm';
import { MAX_IMAGENES_PROYECTO, MENSAJES_PROYECTO } from '../../src/shared/api/contract/proyectos';
import { camposProyecto, miembrosProyecto } from '../../src/shared/api/contract/proyectos.esquema';
import type { GrupoCuatrimestre, Proyecto, ProyectoResumen } from '../../src/shared/api/contract/proyectos';

const CARPETA = 'proyectos';
const M = MENSAJES_PROYECTO;

// The form's fields (contract/proyectos.esquema.ts) as api.php sends them: lists as JSON strings.
const datos = z.object({
  ...camposProyecto,
  imgs_proyecto: listaImagenes(M.imagenes, MAX_IMAGENES_PROYECTO, M.demasiadasImagenes, M.formatoImagenes),
  miembros: lista(miembrosProyecto, M.miembros, M.formatoMiembros),
  foto_miembros: textoOpcional(Math.ceil((60 * 1024 * 1024 * 4) / 3)),
});

type Datos = z.output<typeof datos>;

function imagenesDe(db: Db, pkProyecto: number): string[] {
  return db.prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden').pluck().all(pkProyecto) as string[];
}

function referencias(db: Db) {
  return (ruta: string) =>
    (db.prepare('SELECT (SELECT COUNT(*) FROM proyecto_imagenes WHERE img_proyecto = ?) + (SELECT COUNT(*) FROM proyectos WHERE foto_miembros = ?)').pluck().get(ruta, ruta) as number);
}

export function leerProyecto(db: Db, pkProyecto: number): Proyecto | null {
  const p = db
    .prepare(
      `SELECT pk_proyecto, nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros
       FROM proyectos WHERE pk_proyecto = ? AND activo = 1`,
    )
    .get(pkProyecto) as Omit<Proyecto, 'img' | 'imgs' | 'miembros'> | undefined;
  if (!p) return null;
  const imgs = db
    .prepare('SELECT pk_img_proyecto, img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden')
    .all(pkProyecto) as Proyecto['imgs'];
  const lista = db
    .prepare('SELECT pk_miembro_proyecto, nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ? ORDER BY orden')
    .all(pkProyecto) as Proyecto['miembros'];
  return { ...p, img: imgs[0]?.img_proyecto ?? '', imgs, miembros: lista };
}

/** Validates every image (nothing written yet), then writes files and rows in one transaction. */
async function guardarProyecto(d: Datos, ctx: Ctx, pkProyecto: number | null): Promise<number> {
  const { db, subidas } = ctx;
  const propias = new Set<string>();
  const pksMiembros = new Set<number>();
  if (pkProyecto !== null) {
    for (const r of imagenesDe(db, pkProyecto)) propias.add(r);
    const foto = db.prepare('SELECT foto_miembros FROM proyectos WHERE pk_proyecto = ?').pluck().get(pkProyecto) as string;
    if (foto) propias.add(foto);
    for (const p of db.prepare('SELECT pk_miembro_proyecto FROM proyecto_miembros WHERE fk_proyecto = ?').pluck().all(pkProyecto) as number[]) pksMiembros.add(p);
    if (d.miembros.some((m) => m.pk > 0 && !pksMiembros.has(m.pk))) throw new ErrorApi(M.ajeno);
  }
  for (const img of d.imgs_proyecto) await subidas.revisar(img, propias);
  if (d.foto_miembros) await subidas.revisar(d.foto_miembros, propias);

  const pkFinal = db.transaction(() => {
    const foto = d.foto_miembros ? subidas.guardar(d.foto_miembros, CARPETA, propias) : '';
    let id = pkProyecto;
    if (id === null) {
      const r = db
        .prepare(
          `INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(d.nombre_proyecto, normalizar(d.nombre_proyecto), d.cuatrimestre, d.descripcion_proyecto, d.enlace, foto);
      id = Number(r.lastInsertRowid);
    } else {
      db.prepare(
        `UPDATE proyectos SET nombre_proyecto = ?, nombre_norm = ?, cuatrimestre = ?, descripcion_proyecto = ?, enlace = ?, foto_miembros = ?
         WHERE pk_proyecto = ?`,
      ).run(d.nombre_proyecto, normalizar(d.nombre_proyecto), d.cuatrimestre, d.descripcion_proyecto, d.enlace, foto, id);
      db.prepare('DELETE FROM proyecto_imagenes WHERE fk_proyecto = ?').run(id);
    }
    const insImg = db.prepare('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)');
    d.imgs_proyecto.forEach((img, orden) => insImg.run(id, subidas.guardar(img, CARPETA, propias), orden));

    const conservados = new Set(d.miembros.filter((m) => m.pk > 0).map((m) => m.pk));
    const borrar = db.prepare('DELETE FROM proyecto_miembros WHERE pk_miembro_proyecto = ?');
    for (const p of pksMiembros) if (!conservados.has(p)) borrar.run(p);
    const upd = db.prepare('UPDATE proyecto_miembros SET nombre_miembro = ?, orden = ? WHERE pk_miembro_proyecto = ? AND fk_proyecto = ?');
    const ins = db.prepare('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, ?)');
    d.miembros.forEach((m, orden) => {
      if (pkProyecto !== null && m.pk > 0) upd.run(m.nombre, orden, m.pk, id);
      else ins.run(id, m.nombre, orden);
    });
    return id;
  })();

  if (pkProyecto !== null) {
    const usadas = new Set([...d.imgs_proyecto, d.foto_miembros]);
    borrarHuerfanas(ctx.config.uploadsDir, [...propias].filter((r) => !usadas.has(r)), referencias(db));
  }
  return pkFinal;
}


export const funcionesProyectos = {
  obtenerTodosProyectosPorCuatrimestre: funcion('obtenerTodosProyectosPorCuatrimestre', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      // the public list changes rarely and is read often: answered from memory until anything is
      // written (by this connection or another one)
      return hastaQueCambie(db, 'proyectosPorCuatrimestre', () => {
        const filas = db
          .prepare(
            `SELECT p.pk_proyecto, p.nombre_proyecto, p.cuatrimestre,
                    COALESCE((SELECT i.img_proyecto FROM proyecto_imagenes i WHERE i.fk_proyecto = p.pk_proyecto ORDER BY i.orden LIMIT 1), '') AS img
             FROM proyectos p WHERE p.activo = 1 ORDER BY p.cuatrimestre, p.nombre_norm, p.pk_proyecto`,
          )
          .all() as ProyectoResumen[];
        const grupos: GrupoCuatrimestre[] = [];
        for (const f of filas) {
          const ultimo = grupos[grupos.length - 1];
          if (ultimo && ultimo.cuatrimestre === f.cuatrimestre) ultimo.proyectos.push(f);
          else grupos.push({ cuatrimestre: f.cuatrimestre, proyectos: [f] });
        }
        return grupos;
      });
    },
  }),

  obtenerProyecto: funcion('obtenerProyecto', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkProyecto: pk(M.pk) }),
    run({ pkProyecto }, { db }) {
      const p = leerProyecto(db, pkProyecto);
      if (!p) throw noEncontrado(M.noEncontrado);
      return p;
    },
  }),

  registrarProyecto: funcion('registrarProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: datos,
    async run(d, ctx) {
      const id = await guardarProyecto(d, ctx, null);
      return { codigo: 1 as const, mensaje: 'Proyecto registrado correctamente.', pk_proyecto: id };
    },
  }),

  editarProyecto: funcion('editarProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pkProyecto: pk(M.pk), ...datos.shape }),
    async run(d, ctx) {
      const hay = ctx.db.prepare('SELECT 1 FROM proyectos WHERE pk_proyecto = ? AND activo = 1').get(d.pkProyecto);
      if (!hay) throw noEncontrado(M.noEncontrado);
      await guardarProyecto(d, ctx, d.pkProyecto);
      return { codigo: 1 as const, mensaje: 'Proyecto actualizado correctamente.' };
    },
  }),

  darBajaProyecto: funcion('darBajaProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk(M.pk) }),
    run({ pk: id }, { db }) {
      const r = db.prepare('UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ? AND activo = 1').run(id);
      if (r.changes === 0) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: 'Proyecto dado de baja correctamente.' };
    },
  }),
};

const DEMO_PROYECTOS = [
  { nombre: 'Agenda Escolar Móvil', cuatrimestre: 2, descripcion: 'Aplicación móvil para organizar tareas, horarios y entregas del cuatrimestre, con recordatorios y modo sin conexión.', enlace: '', miembros: ['Ana Lucía Hernández', 'Jorge Ramírez Soto'] },
  { nombre: 'Inventario de Laboratorio', cuatrimestre: 3, descripcion: 'Sistema web para registrar el préstamo de equipo del laboratorio de cómputo, con reportes por periodo.', enlace: 'https://github.com/', miembros: ['Daniela Ortiz', 'Miguel Ángel López', 'Sofía Reyes'] },
  { nombre: 'Portal de Tutorías', cuatrimestre: 3, descripcion: 'Portal donde los alumnos reservan asesorías con sus profesores y califican la sesión.', enlace: '', miembros: ['Valeria Núñez', 'Emilio Castro'] },
  { nombre: 'Monitor de Calidad del Aire', cuatrimestre: 5, descripcion: 'Sensores conectados a una API REST que muestran la calidad del aire del campus en un tablero en tiempo real.', enlace: 'https://www.example.com/', miembros: ['Fernanda Díaz', 'Ricardo Mora', 'Paola Gutiérrez', 'Iván Salinas'] },
  { nombre: 'Tienda en Línea Artesanal', cuatrimestre: 7, descripcion: 'Comercio electrónico para artesanos de la región: catálogo, carrito y pagos en línea, construido con arquitectura de microservicios.', enlace: '', miembros: ['Mariana Flores', 'Óscar Medina'] },
  { nombre: 'Asistente de Admisiones', cuatrimestre: 10, descripcion: 'Chat de preguntas frecuentes para aspirantes, con panel de administración y estadísticas de consultas.', enlace: '', miembros: ['Lucía Vargas', 'Tomás Aguilar', 'Renata Cruz'] },
  { nombre: 'Bolsa de Trabajo Universitaria', cuatrimestre: 4, descripcion: 'Portal donde las empresas publican vacantes y prácticas, y los alumnos envían su currículum con un clic.', enlace: '', miembros: ['Alejandra Paredes', 'Diego Cortés'] },
  { nombre: 'Control de Asistencia con QR', cuatrimestre: 2, descripcion: 'Los profesores generan un código QR por clase y los alumnos registran su asistencia desde el teléfono.', enlace: '', miembros: ['Karla Jiménez', 'Luis Fernando Rosales'] },
  { nombre: 'Huerto Inteligente', cuatrimestre: 6, descripcion: 'Sensores de humedad y temperatura que riegan el huerto escolar de forma automática y envían alertas.', enlace: 'https://www.example.com/', miembros: ['Gabriela Mendoza', 'Héctor Villalobos', 'Natalia Peña'] },
  { nombre: 'Biblioteca Digital', cuatrimestre: 8, descripcion: 'Catálogo en línea de la biblioteca con reservas, préstamos y recomendaciones según la carrera.', enlace: '', miembros: ['Andrés Campos', 'Ximena Rivas'] },
  { nombre: 'Rutas de Transporte Escolar', cuatrimestre: 9, descripcion: 'Aplicación que muestra en un mapa la ubicación de los camiones escolares y el tiempo estimado de llegada.', enlace: '', miembros: ['Carolina Beltrán', 'Eduardo Serrano', 'Pablo Quiroz'] },
  { nombre: 'Plataforma de Cursos en Línea', cuatrimestre: 11, descripcion: 'Sistema de aprendizaje con videos, cuestionarios y constancias, usado por tres empresas de la región.', enlace: 'https://github.com/', miembros: ['Verónica Ledesma', 'Santiago Ochoa'] },
];

/** Demo projects across several terms, each with its own generated photos and team photo. */
export async function sembrarProyectos(db: Db, config: AppConfig): Promise<void> {
  const insP = db.prepare(
    'INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insI = db.prepare('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)');
  const insM = db.prepare('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, ?)');
  for (const [n, p] of DEMO_PROYECTOS.entries()) {
    const foto = await guardarImagenDemo(config.uploadsDir, CARPETA, 500 + n, 1200, 800);
    const id = Number(insP.run(p.nombre, normalizar(p.nombre), p.cuatrimestre, p.descripcion, p.enlace, foto).lastInsertRowid);
    for (let i = 0; i < 2 + (n % 2); i++) insI.run(id, await guardarImagenDemo(config.uploadsDir, CARPETA, 100 + n * 3 + i, 1200, 900), i);
    p.miembros.forEach((m, i) => insM.run(id, m, i));
  }
}
