// Student projects: the public list grouped by term and the detail (active projects only), and
// the admin writes. A project is saved whole with its images (the first is the cover) and its
// members, or not at all; images removed in an edit are unreferenced and their files deleted.
import { ErrorApi, noEncontrado } from '../errors';
import { funcion, type Ctx } from '../funcion';
import { hastaQueCambie } from '../memoria';
import { z, texto, textoOpcional, entero, pk, largo, sinCaracteresProhibidos, MENSAJE_CARACTERES } from '../validation';
import { borrarHuerfanas, clave, listaImagenes } from './imagenesForm';
import type { GrupoCuatrimestre } from '../../src/shared/api/contract/proyectos';
import { repoProyectos } from '../repositorios/proyectos';

export const MAX_IMAGENES_PROYECTO = 10;
export const MAX_MIEMBROS = 30;
const CARPETA = 'proyectos';

export const MENSAJES_PROYECTO = {
  nombre: 'Se necesita el nombre del proyecto.',
  cuatrimestre: 'Seleccione un cuatrimestre del 1 al 11.',
  descripcion: 'Se necesita la descripción del proyecto.',
  enlace: 'El enlace debe ser una dirección web completa (https://…).',
  imagenes: 'Se necesita mínimo una imagen del proyecto.',
  demasiadasImagenes: `Se permiten máximo ${MAX_IMAGENES_PROYECTO} imágenes por proyecto.`,
  miembros: 'Se necesita mínimo un miembro del proyecto.',
  sinNombre: 'Hay miembros sin nombre. Por favor, elimínelos.',
  demasiadosMiembros: `Se permiten máximo ${MAX_MIEMBROS} miembros por proyecto.`,
  formatoImagenes: 'Las imágenes del proyecto tienen un formato no válido.',
  formatoMiembros: 'Los miembros del proyecto tienen un formato no válido.',
  ajeno: 'Uno de los miembros no pertenece a este proyecto.',
  noEncontrado: 'El proyecto no existe o fue dado de baja.',
  pk: 'Identificador de proyecto no válido.',
};
const M = MENSAJES_PROYECTO;

const miembro = z.object(
  {
    key: clave(M.formatoMiembros),
    nombre: z.string({ error: M.sinNombre }).trim().max(120, largo(120)).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES),
    pk: z.union([z.number().int().min(0), z.string().regex(/^\d{1,12}$/).transform(Number)], { error: M.formatoMiembros }),
  },
  { error: M.formatoMiembros },
);

const miembros = z
  .string({ error: M.miembros })
  .transform((s, ctx) => {
    if (!s.trim()) return [];
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: M.formatoMiembros });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(miembro, { error: M.formatoMiembros })
      .min(1, M.miembros)
      .max(MAX_MIEMBROS, M.demasiadosMiembros)
      .refine((l) => l.every((m) => m.nombre.length > 0), M.sinNombre)
      .refine((l) => {
        const pks = l.map((m) => m.pk).filter((p) => p > 0);
        return new Set(pks).size === pks.length;
      }, M.formatoMiembros),
  );

const enlace = textoOpcional(500).refine((v) => {
  if (!v) return true;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}, M.enlace);

// Keys in form order: the first problem found is the one reported.
const datos = z.object({
  nombre_proyecto: texto(M.nombre, 150),
  cuatrimestre: entero(M.cuatrimestre, 1, 11),
  descripcion_proyecto: texto(M.descripcion, 5000),
  enlace,
  imgs_proyecto: listaImagenes(M.imagenes, MAX_IMAGENES_PROYECTO, M.demasiadasImagenes, M.formatoImagenes),
  miembros,
  foto_miembros: textoOpcional(Math.ceil((60 * 1024 * 1024 * 4) / 3)),
});

type Datos = z.output<typeof datos>;

/** Validates every image (nothing written yet), then writes files and rows (the dispatcher's transaction). */
function guardarProyecto(d: Datos, ctx: Ctx, pkProyecto: number | null): number {
  const { subidas } = ctx;
  const repo = repoProyectos(ctx.db);
  const propias = new Set<string>(pkProyecto === null ? [] : repo.rutasPropias(pkProyecto));
  const pksMiembros = new Set<number>(pkProyecto === null ? [] : repo.pksMiembros(pkProyecto));
  if (d.miembros.some((m) => m.pk > 0 && !pksMiembros.has(m.pk))) throw new ErrorApi(M.ajeno);
  for (const img of d.imgs_proyecto) subidas.revisar(img, propias);
  if (d.foto_miembros) subidas.revisar(d.foto_miembros, propias);

  const foto = d.foto_miembros ? subidas.guardar(d.foto_miembros, CARPETA, propias) : '';
  const fila = { nombre: d.nombre_proyecto, cuatrimestre: d.cuatrimestre, descripcion: d.descripcion_proyecto, enlace: d.enlace, foto_miembros: foto };
  let id = pkProyecto;
  if (id === null) id = repo.insertar(fila);
  else repo.actualizar(id, fila);
  repo.ponerImagenes(
    id,
    d.imgs_proyecto.map((img) => subidas.guardar(img, CARPETA, propias)),
  );

  const conservados = new Set(d.miembros.filter((m) => m.pk > 0).map((m) => m.pk));
  for (const p of pksMiembros) if (!conservados.has(p)) repo.borrarMiembro(p);
  d.miembros.forEach((m, orden) => {
    if (pkProyecto !== null && m.pk > 0) repo.actualizarMiembro(id, m.pk, m.nombre, orden);
    else repo.insertarMiembro(id, m.nombre, orden);
  });

  if (pkProyecto !== null) {
    const usadas = new Set([...d.imgs_proyecto, d.foto_miembros]);
    const quitadas = [...propias].filter((r) => !usadas.has(r));
    ctx.alConfirmar(() => borrarHuerfanas(ctx.config.uploadsDir, quitadas, repo.usosDeImagen));
  }
  return id;
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
        const filas = repoProyectos(db).resumenActivos();
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
      const p = repoProyectos(db).activo(pkProyecto);
      if (!p) throw noEncontrado(M.noEncontrado);
      return p;
    },
  }),

  registrarProyecto: funcion('registrarProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: datos,
    run(d, ctx) {
      const id = guardarProyecto(d, ctx, null);
      return { codigo: 1 as const, mensaje: 'Proyecto registrado correctamente.', pk_proyecto: id };
    },
  }),

  editarProyecto: funcion('editarProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pkProyecto: pk(M.pk), ...datos.shape }),
    run(d, ctx) {
      if (!repoProyectos(ctx.db).existeActivo(d.pkProyecto)) throw noEncontrado(M.noEncontrado);
      guardarProyecto(d, ctx, d.pkProyecto);
      return { codigo: 1 as const, mensaje: 'Proyecto actualizado correctamente.' };
    },
  }),

  darBajaProyecto: funcion('darBajaProyecto', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk(M.pk) }),
    run({ pk: id }, { db }) {
      if (!repoProyectos(db).darBaja(id)) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: 'Proyecto dado de baja correctamente.' };
    },
  }),
};
