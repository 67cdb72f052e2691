// Events: the public list (newest first; the page shows 3 at a time) and the admin writes. An
// event is saved whole with its images or not at all; images removed in an edit are unreferenced
// and their files deleted.
import { noEncontrado } from '../api/errores';
import { hastaQueCambie } from '../api/memoria';
import { funcion, type Ctx } from '../api/funcion';
import { z, pk } from '../api/validacion';
import { borrarHuerfanas, listaImagenes } from './imagenesForm';
import { repoEventos } from '../db/repositorios/eventos';
import { MAX_IMAGENES_EVENTO, MENSAJES_EVENTO } from '@/shared/api/contrato/eventos';
import { formEvento } from '@/shared/api/contrato/eventos.esquema';

const CARPETA = 'eventos';
const M = MENSAJES_EVENTO;

// The form's fields (contract/eventos.esquema.ts) as api.php sends them: imgs as a JSON string.
const datos = formEvento.extend({ imgs: listaImagenes(M.imagenes, MAX_IMAGENES_EVENTO, M.demasiadasImagenes, M.formatoImagenes) });
type Datos = z.output<typeof datos>;

async function guardarEvento(d: Datos, ctx: Ctx, pkEvento: number | null): Promise<number> {
  const { db, subidas } = ctx;
  const repo = repoEventos(db);
  const propias = new Set<string>(pkEvento === null ? [] : await repo.rutasImagenes(pkEvento));
  const fila = { nombre: d.nombreEvento, descripcion: d.descripcion };
  let id = pkEvento;
  if (id === null) id = await repo.insertar(fila);
  else await repo.actualizar(id, fila);
  await repo.ponerImagenes(id, await subidas.guardarTodas(d.imgs, CARPETA, propias));
  if (pkEvento !== null) {
    const usadas = new Set(d.imgs);
    const quitadas = [...propias].filter((r) => !usadas.has(r));
    ctx.alConfirmar((raiz) => borrarHuerfanas(subidas.almacen, quitadas, repoEventos(raiz).usosDeImagen));
  }
  return id;
}

export const funcionesEventos = {
  obtenerTodosEventos: funcion('obtenerTodosEventos', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'eventos', () => repoEventos(db).activos());
    },
  }),

  obtenerEvento: funcion('obtenerEvento', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkEvento: pk(M.pk) }),
    async run({ pkEvento }, { db }) {
      const e = await repoEventos(db).activo(pkEvento);
      if (!e) throw noEncontrado(M.noEncontrado);
      return e;
    },
  }),

  registrarEvento: funcion('registrarEvento', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'evento', pk: 'pk_evento' },
    schema: datos,
    async prepara(d, ctx) {
      await ctx.subidas.preparar(d.imgs);
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
    schema: z.object({ pkEvento: pk(M.pk), ...datos.shape }),
    async prepara(d, ctx) {
      if (!(await repoEventos(ctx.db).existeActivo(d.pkEvento))) throw noEncontrado(M.noEncontrado);
      await ctx.subidas.preparar(d.imgs);
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
};
