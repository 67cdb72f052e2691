// Student projects: the public list grouped by term and the detail (active projects only), and
// the admin writes. A project is saved whole with its images (the first is the cover) and its
// members, or not at all; images removed in an edit are unreferenced and their files deleted.
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { versionDe } from '@server/api/revisiones';
import { funcion, type Ctx } from '@server/api/funcion';
import { hastaQueCambie } from '@server/api/memoria';
import { z, textoOpcional, pk, lista } from '@server/api/validacion';
import { altUnica, borrarHuerfanas, camposAlt, conservarAlt, guardarImagenesConAlt, listaImagenes } from '@server/funciones/imagenesForm';
import { MAX_IMAGENES_PROYECTO, MENSAJES_PROYECTO, camposProyecto, miembrosProyecto, type GrupoCuatrimestre } from '@/shared/api/contrato/proyectos';
import { repoProyectos } from './repositorio';
import { reactivacion } from '@server/funciones/bajas';
import { programacion } from '@server/funciones/programacion';
import { camposProgramacion, programacionEnOrden } from '@/shared/api/contrato/programacion';
import type { UsuarioSesion } from '@server/autenticacion/sesiones';
import { MENSAJES_DUPLICAR, nombreDeCopia } from '@/shared/api/contrato/duplicar';

const CARPETA = 'proyectos';

const M = MENSAJES_PROYECTO;
/** The name's longest (camposProyecto.nombre_proyecto). */
const MAX_NOMBRE = 150;

// The form's fields (its schemas in contrato/proyectos.ts) as api.php sends them: lists as JSON strings.
const datos = z.object({
  ...camposProyecto,
  imgs_proyecto: listaImagenes(M.imagenes, MAX_IMAGENES_PROYECTO, M.demasiadasImagenes, M.formatoImagenes),
  miembros: lista(miembrosProyecto, M.miembros, M.formatoMiembros),
  foto_miembros: textoOpcional(Math.ceil((60 * 1024 * 1024 * 4) / 3)),
  ...camposProgramacion,
  ...camposAlt('foto_miembros'),
});

type Datos = z.output<typeof datos>;

/** The project's current members (for an edit), refusing a member of another project. */
async function revisarMiembros(d: Datos, ctx: Ctx, pkProyecto: number | null): Promise<Set<number>> {
  const pksMiembros = new Set<number>(pkProyecto === null ? [] : await repoProyectos(ctx.db).pksMiembros(pkProyecto));
  if (d.miembros.some((m) => m.pk > 0 && !pksMiembros.has(m.pk))) throw new ErrorApi(M.ajeno);
  return pksMiembros;
}

/** Before the transaction: the checks that need no write, then every new image re-encoded. */
async function prepararProyecto(d: Datos, ctx: Ctx, pkProyecto: number | null): Promise<void> {
  if (pkProyecto !== null && !(await repoProyectos(ctx.db).existeActivo(pkProyecto))) throw noEncontrado(M.noEncontrado);
  await revisarMiembros(d, ctx, pkProyecto);
  altUnica(d.foto_miembros, d.foto_miembros_alt, d.foto_miembros_decorativa);
  const imgs = d.imgs_proyecto.map((i) => i.imagen);
  await ctx.subidas.preparar(d.foto_miembros ? [...imgs, d.foto_miembros] : imgs, CARPETA);
}

/** Writes files and rows (inside the dispatcher's transaction: a refusal undoes both). */
async function guardarProyecto(d: Datos, ctx: Ctx, pkProyecto: number | null): Promise<number> {
  const { subidas } = ctx;
  const repo = repoProyectos(ctx.db);
  const propias = new Set<string>(pkProyecto === null ? [] : await repo.rutasPropias(pkProyecto));
  const pksMiembros = await revisarMiembros(d, ctx, pkProyecto);

  const foto = d.foto_miembros ? await subidas.guardar(d.foto_miembros, CARPETA, propias) : '';
  const antes = pkProyecto === null ? undefined : await repo.programacion(pkProyecto);
  const altFoto = { ...altUnica(d.foto_miembros, d.foto_miembros_alt, d.foto_miembros_decorativa, ctx.subidas) };
  const fotoAntes = pkProyecto === null ? undefined : await repo.altFoto(pkProyecto);
  const { alt: foto_alt, decorativa: foto_decorativa } = conservarAlt(altFoto, fotoAntes?.ruta === foto ? fotoAntes : undefined);
  const fila = {
    ...programacion(d, antes, ctx.config.zonaHoraria),
    nombre: d.nombre_proyecto,
    cuatrimestre: d.cuatrimestre,
    descripcion: d.descripcion_proyecto,
    enlace: d.enlace,
    foto_miembros: foto,
    foto_alt,
    foto_decorativa,
  };
  let id = pkProyecto;
  if (id === null) id = await repo.insertar(fila);
  else await repo.actualizar(id, fila);
  await repo.ponerImagenes(id, await guardarImagenesConAlt(subidas, d.imgs_proyecto, CARPETA, propias));

  const conservados = new Set(d.miembros.filter((m) => m.pk > 0).map((m) => m.pk));
  for (const p of pksMiembros) if (!conservados.has(p)) await repo.borrarMiembro(p);
  for (const [orden, m] of d.miembros.entries()) {
    if (pkProyecto !== null && m.pk > 0) await repo.actualizarMiembro(id, m.pk, m.nombre, orden);
    else await repo.insertarMiembro(id, m.nombre, orden);
  }

  if (pkProyecto !== null) {
    const usadas = new Set([...d.imgs_proyecto.map((i) => i.imagen), d.foto_miembros]);
    const quitadas = [...propias].filter((r) => !usadas.has(r));
    ctx.alConfirmar((raiz) => borrarHuerfanas(subidas.almacen, quitadas, repoProyectos(raiz).usosDeImagen, raiz));
  }
  return id;
}

/** Admins read scheduled and retired projects too (their list and form); everyone else what is published. */
const esAdmin = (u: UsuarioSesion | null) => u?.rol === 'a' || u?.rol === 's';

/** The projects grouped by term, in the list's order. */
function porCuatrimestre(filas: GrupoCuatrimestre['proyectos']): GrupoCuatrimestre[] {
  const grupos: GrupoCuatrimestre[] = [];
  for (const f of filas) {
    const ultimo = grupos[grupos.length - 1];
    if (ultimo && ultimo.cuatrimestre === f.cuatrimestre) ultimo.proyectos.push(f);
    else grupos.push({ cuatrimestre: f.cuatrimestre, proyectos: [f] });
  }
  return grupos;
}

export const funcionesProyectos = {
  obtenerTodosProyectosPorCuatrimestre: funcion('obtenerTodosProyectosPorCuatrimestre', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, usuario, config }) {
      const zona = config.zonaHoraria;
      if (esAdmin(usuario)) return porCuatrimestre((await repoProyectos(db).resumenActivos(false)).map((p) => ({ ...p, zona })));
      // the public list changes rarely and is read often: answered from memory until anything is
      // written (by this connection or another one)
      return hastaQueCambie(db, 'proyectosPorCuatrimestre', async () => porCuatrimestre(await repoProyectos(db).resumenActivos()));
    },
  }),

  obtenerProyecto: funcion('obtenerProyecto', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkProyecto: pk(M.pk) }),
    async run({ pkProyecto }, { db, usuario, config }) {
      const admin = esAdmin(usuario);
      const p = await repoProyectos(db).activo(pkProyecto, !admin);
      if (!p) throw noEncontrado(M.noEncontrado);
      return admin ? { ...p, zona: config.zonaHoraria, version: await versionDe(db, 'proyecto', pkProyecto) } : p;
    },
  }),

  registrarProyecto: funcion('registrarProyecto', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'proyecto', pk: 'pk_proyecto' },
    schema: datos.superRefine(programacionEnOrden),
    prepara: (d, ctx) => prepararProyecto(d, ctx, null),
    async run(d, ctx) {
      const id = await guardarProyecto(d, ctx, null);
      return { codigo: 1 as const, mensaje: 'Proyecto registrado correctamente.', pk_proyecto: id };
    },
  }),

  editarProyecto: funcion('editarProyecto', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'proyecto', pk: 'pkProyecto' },
    schema: z.object({ pkProyecto: pk(M.pk), ...datos.shape }).superRefine(programacionEnOrden),
    prepara: (d, ctx) => prepararProyecto(d, ctx, d.pkProyecto),
    async run(d, ctx) {
      if (!(await repoProyectos(ctx.db).existeActivo(d.pkProyecto))) throw noEncontrado(M.noEncontrado);
      await guardarProyecto(d, ctx, d.pkProyecto);
      return { codigo: 1 as const, mensaje: 'Proyecto actualizado correctamente.' };
    },
  }),

  darBajaProyecto: funcion('darBajaProyecto', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'proyecto', pk: 'pk' },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      if (!(await repoProyectos(db).darBaja(id))) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: 'Proyecto dado de baja correctamente.' };
    },
  }),
  // a draft copy with the same image files (0059); its audit entry and first revision are the copy's
  duplicarProyecto: funcion('duplicarProyecto', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'proyecto', nueva: true },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      const repo = repoProyectos(db);
      const p = await repo.activo(id);
      const copia = p && (await repo.duplicar(id, nombreDeCopia(p.nombre_proyecto, MAX_NOMBRE)));
      if (!copia) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: MENSAJES_DUPLICAR.proyecto, pk: copia };
    },
  }),
  reactivarProyecto: reactivacion('reactivarProyecto', {
    acceso: ['a'],
    entidad: 'proyecto',
    noExiste: MENSAJES_PROYECTO.deBajaNoExiste,
    hecho: MENSAJES_PROYECTO.reactivado,
  }),
};
