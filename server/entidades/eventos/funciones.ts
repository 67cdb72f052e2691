// Events: the public list (newest first; the page orders them by date and shows 3 at a time) and
// the admin writes, dates and place included (optional: see cuando()). An
// event is saved whole with its images or not at all; images removed in an edit are unreferenced
// and their files deleted.
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { hastaQueCambie } from '@server/api/memoria';
import { versionDe } from '@server/api/revisiones';
import { funcion, type Ctx } from '@server/api/funcion';
import { z, pk } from '@server/api/validacion';
import { borrarHuerfanas, guardarImagenesConAlt, listaImagenes } from '@server/funciones/imagenesForm';
import { repoMedios } from '@server/entidades/medios/repositorio';
import { repoEventos, type CuandoGuardado, type FilaEvento } from './repositorio';
import { MAX_IMAGENES_EVENTO, MENSAJES_EVENTO, fechasEnOrden, formEvento, normalizarFecha, problemaDeFechas } from '@/shared/api/contrato/eventos';
import { aPared, aUtc } from '@/shared/lib/zonaHoraria';
import { reactivacion } from '@server/funciones/bajas';
import { programacion } from '@server/funciones/programacion';
import type { UsuarioSesion } from '@server/autenticacion/sesiones';
import { MENSAJES_DUPLICAR, nombreDeCopia } from '@/shared/api/contrato/duplicar';

const CARPETA = 'eventos';
const M = MENSAJES_EVENTO;
/** The name's longest (formEvento.nombreEvento). */
const MAX_NOMBRE = 150;

// The form's fields (its schemas in contrato/eventos.ts) as api.php sends them: imgs as a JSON string.
const datos = formEvento.extend({ imgs: listaImagenes(M.imagenes, MAX_IMAGENES_EVENTO, M.demasiadasImagenes, M.formatoImagenes) });
type Datos = z.output<typeof datos>;

/** A stored time as the zone's wall clock (what the form sends), so a partial edit merges in one reading. */
const pared = (v: string | null, zona: string) => (v === null ? '' : v.length === 10 ? v : aPared(v, zona));

/**
 * The dates and place to store: what was sent, and for each field not sent what was stored (an
 * edit from a client that knows only docs/SPEC.md's fields keeps them). Times become UTC; the merged
 * result is checked again (a new start after a stored end is refused with the form's message).
 */
function cuando(d: Datos, antes: FilaEvento | undefined, zona: string): CuandoGuardado {
  const todoElDia = d.todoElDia ?? antes?.todo_el_dia ?? false;
  const inicio = d.inicio ?? pared(antes?.inicio ?? null, zona);
  const fin = d.fin ?? pared(antes?.fin ?? null, zona);
  const problema = problemaDeFechas({ inicio, fin, todoElDia });
  if (problema) throw new ErrorApi(problema);
  const guardar = (v: string) => {
    if (!v) return null;
    const n = normalizarFecha(v, todoElDia);
    return todoElDia ? n : aUtc(n, zona);
  };
  return {
    inicio: guardar(inicio),
    fin: guardar(fin),
    todoElDia,
    lugar: d.lugar ?? antes?.lugar ?? '',
    enlaceEnLinea: d.enlaceEnLinea ?? antes?.enlace_en_linea ?? '',
    cancelado: d.cancelado ?? antes?.cancelado ?? false,
  };
}

async function guardarEvento(d: Datos, ctx: Ctx, pkEvento: number | null): Promise<number> {
  const { db, subidas } = ctx;
  const repo = repoEventos(db);
  const propias = new Set<string>(pkEvento === null ? [] : await repo.rutasImagenes(pkEvento));
  const antes = pkEvento === null ? undefined : await repo.activo(pkEvento);
  const zona = ctx.config.zonaHoraria;
  const fila = { nombre: d.nombreEvento, descripcion: d.descripcion, ...cuando(d, antes, zona), ...programacion(d, antes, zona) };
  let id = pkEvento;
  if (id === null) id = await repo.insertar(fila);
  else await repo.actualizar(id, fila);
  const imgs = await guardarImagenesConAlt(subidas, d.imgs, CARPETA, propias);
  await repo.ponerImagenes(id, imgs);
  if (pkEvento !== null) {
    const usadas = new Set(imgs.map((i) => i.imagen));
    const quitadas = [...propias].filter((r) => !usadas.has(r));
    ctx.alConfirmar((raiz) => borrarHuerfanas(subidas.almacen, quitadas, repoEventos(raiz).usosDeImagen, raiz));
  }
  return id;
}

/** Events without images get the library's default image for events (issue 43), when staff chose one. */
async function conPredeterminada<E extends { imgs: unknown[] }>(db: Ctx['db'], eventos: E[]): Promise<E[]> {
  if (eventos.every((e) => e.imgs.length > 0)) return eventos;
  const p = await repoMedios(db).predeterminada();
  if (!p) return eventos;
  const imagenPredeterminada = { imagen: p.ruta, alt: p.alt, decorativa: Number(p.decorativa) === 1 };
  return eventos.map((e) => (e.imgs.length ? e : { ...e, imagenPredeterminada }));
}

/** Admins read scheduled and retired events too (their list and form); everyone else what is published. */
const esAdmin = (u: UsuarioSesion | null) => u?.rol === 'a' || u?.rol === 's';

export const funcionesEventos = {
  obtenerTodosEventos: funcion('obtenerTodosEventos', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, config, usuario }) {
      const zona = config.zonaHoraria;
      if (esAdmin(usuario)) return (await conPredeterminada(db, await repoEventos(db).activosConProgramados())).map((e) => ({ ...e, zona }));
      return hastaQueCambie(db, 'eventos', async () => (await conPredeterminada(db, await repoEventos(db).activos())).map((e) => ({ ...e, zona })));
    },
  }),

  obtenerEvento: funcion('obtenerEvento', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkEvento: pk(M.pk) }),
    async run({ pkEvento }, { db, config, usuario }) {
      const repo = repoEventos(db);
      const e = esAdmin(usuario) ? await repo.activo(pkEvento) : await repo.publicado(pkEvento);
      if (!e) throw noEncontrado(M.noEncontrado);
      const version = esAdmin(usuario) ? { version: await versionDe(db, 'evento', pkEvento) } : {};
      return { ...(await conPredeterminada(db, [e]))[0], zona: config.zonaHoraria, ...version };
    },
  }),

  registrarEvento: funcion('registrarEvento', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'evento', pk: 'pk_evento' },
    schema: datos.superRefine(fechasEnOrden),
    async prepara(d, ctx) {
      await ctx.subidas.preparar(
        d.imgs.map((i) => i.imagen),
        CARPETA,
      );
    },
    async run(d, ctx) {
      const id = await guardarEvento(d, ctx, null);
      return { codigo: 1 as const, mensaje: 'Evento registrado correctamente.', pk_evento: id };
    },
  }),

  editarEvento: funcion('editarEvento', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'evento', pk: 'pkEvento' },
    schema: z.object({ pkEvento: pk(M.pk), ...datos.shape }).superRefine(fechasEnOrden),
    async prepara(d, ctx) {
      if (!(await repoEventos(ctx.db).existeActivo(d.pkEvento))) throw noEncontrado(M.noEncontrado);
      await ctx.subidas.preparar(
        d.imgs.map((i) => i.imagen),
        CARPETA,
      );
    },
    async run(d, ctx) {
      if (!(await repoEventos(ctx.db).existeActivo(d.pkEvento))) throw noEncontrado(M.noEncontrado);
      await guardarEvento(d, ctx, d.pkEvento);
      return { codigo: 1 as const, mensaje: 'Evento actualizado correctamente.' };
    },
  }),

  darBajaEvento: funcion('darBajaEvento', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'evento', pk: 'pk' },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      if (!(await repoEventos(db).darBaja(id))) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: 'Evento dado de baja correctamente.' };
    },
  }),
  // a draft copy with the same image files (0059); its audit entry and first revision are the copy's
  duplicarEvento: funcion('duplicarEvento', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'evento', nueva: true },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      const repo = repoEventos(db);
      const e = await repo.activo(id);
      const copia = e && (await repo.duplicar(id, nombreDeCopia(e.nombre_evento, MAX_NOMBRE)));
      if (!copia) throw noEncontrado(M.noEncontrado);
      return { codigo: 1 as const, mensaje: MENSAJES_DUPLICAR.evento, pk: copia };
    },
  }),
  reactivarEvento: reactivacion('reactivarEvento', { acceso: ['a'], entidad: 'evento', noExiste: M.deBajaNoExiste, hecho: M.reactivado }),
};
