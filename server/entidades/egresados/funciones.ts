// Generations and graduates (casos de éxito): anyone reads them; admins register, edit and delete.
// eliminarEgresado DELETES the row, its photo, and (issue 45, `borra`) its history, previews, drafts,
// the photos its history used, and every audit summary of it (unlike the darBaja* deactivations): a success
// story is a person's own testimonial with name and photo, published with their consent; when it
// is withdrawn it must really go (personal data, derecho de cancelación), and no other record
// references a graduate, so nothing is left dangling.
import { hastaQueCambie } from '@server/api/memoria';
import { versionDe } from '@server/api/revisiones';
import { funcion, type Ctx } from '@server/api/funcion';
import { z, pk, imagenUnica } from '@server/api/validacion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import type { Db } from '@server/db/db';
import { borrarGuardada } from '@server/imagenes/subidas';
import { repoEgresados } from './repositorio';
import { MENSAJES_EGRESADO, type CasoExito, camposEgresado } from '@/shared/api/contrato/egresados';
import { altUnica, camposAlt } from '@server/funciones/imagenesForm';

const EGRESADO_NO_ENCONTRADO = MENSAJES_EGRESADO.noEncontrado;
const GENERACION_NO_VALIDA = MENSAJES_EGRESADO.generacion;
const CARPETA = 'egresados';

const datos = {
  ...camposEgresado,
  imagenForm: imagenUnica(MENSAJES_EGRESADO.llene),
  ...camposAlt('imagenForm'),
};
type Datos = z.output<z.ZodObject<typeof datos>>;

async function revisarGeneracion(db: Db, generacion: number) {
  if (!(await repoEgresados(db).existeGeneracion(generacion))) throw new ErrorApi(GENERACION_NO_VALIDA);
}

/** The graduate being edited (checked before its photo is encoded, and again inside the transaction). */
async function existente(db: Db, idCasoExito: number): Promise<CasoExito> {
  const actual = await repoEgresados(db).caso(idCasoExito);
  if (!actual) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
  return actual;
}

function guardarFoto(ctx: Ctx, valor: string, propias: Set<string>): Promise<string> {
  return ctx.subidas.guardar(valor, CARPETA, propias);
}

const fila = (d: Datos, foto: string) => ({
  nombre: d.nombreAlumno,
  generacion: d.generacion,
  puesto: d.puestoEmpresa,
  comentario: d.palabrasAlumno,
  foto,
});

export const funcionesEgresados = {
  mostrarGeneraciones: funcion('mostrarGeneraciones', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'generaciones', () => repoEgresados(db).generaciones());
    },
  }),

  traerCasosExito: funcion('traerCasosExito', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'casosExito', () => repoEgresados(db).casos());
    },
  }),

  obtenerEgresado: funcion('obtenerEgresado', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.') }),
    async run({ idCasoExito }, { db, usuario }) {
      const caso = await repoEgresados(db).caso(idCasoExito);
      if (!caso) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
      // staff read it with its version (issue 48), which its edit sends back
      return usuario?.rol === 'a' ? { ...caso, version: await versionDe(db, 'egresado', idCasoExito) } : caso;
    },
  }),

  registrarCasoExito: funcion('registrarCasoExito', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'egresado', nueva: true },
    schema: z.object(datos),
    async prepara(d, ctx) {
      altUnica(d.imagenForm, d.imagenForm_alt, d.imagenForm_decorativa);
      await revisarGeneracion(ctx.db, d.generacion);
      await ctx.subidas.preparar([d.imagenForm], CARPETA);
    },
    async run(d, ctx) {
      await revisarGeneracion(ctx.db, d.generacion);
      const foto = await guardarFoto(ctx, d.imagenForm, new Set());
      const pkNuevo = await repoEgresados(ctx.db).insertar(fila(d, foto));
      const a = altUnica(d.imagenForm, d.imagenForm_alt, d.imagenForm_decorativa, ctx.subidas);
      if (a.alt !== null || a.decorativa) await repoEgresados(ctx.db).ponerAlt(pkNuevo, a.alt, a.decorativa);
      return { codigo: 1 as const, mensaje: 'Egresado registrado.' };
    },
  }),

  editarEgresado: funcion('editarEgresado', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'egresado', pk: 'idCasoExito' },
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.'), ...datos }),
    async prepara(d, ctx) {
      altUnica(d.imagenForm, d.imagenForm_alt, d.imagenForm_decorativa);
      await existente(ctx.db, d.idCasoExito);
      await revisarGeneracion(ctx.db, d.generacion);
      await ctx.subidas.preparar([d.imagenForm], CARPETA);
    },
    async run(d, ctx) {
      const actual = await existente(ctx.db, d.idCasoExito);
      await revisarGeneracion(ctx.db, d.generacion);
      const foto = await guardarFoto(ctx, d.imagenForm, new Set([actual.foto_estudiante]));
      await repoEgresados(ctx.db).actualizar(d.idCasoExito, fila(d, foto));
      // sent without alt (an older client): the same photo keeps its text, a new one starts undescribed
      const a = altUnica(d.imagenForm, d.imagenForm_alt, d.imagenForm_decorativa, ctx.subidas);
      if (a.alt !== null || a.decorativa || foto !== actual.foto_estudiante) await repoEgresados(ctx.db).ponerAlt(d.idCasoExito, a.alt, a.decorativa);
      if (foto !== actual.foto_estudiante) ctx.alConfirmar((raiz) => borrarGuardada(ctx.subidas.almacen, actual.foto_estudiante, raiz));
      return { codigo: 1 as const, mensaje: 'Egresado actualizado.' };
    },
  }),

  eliminarEgresado: funcion('eliminarEgresado', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'egresado', pk: 'idCasoExito' },
    // its revisions, previews, drafts and their photos go too; its audit entries keep who and when only (issue 45)
    borra: 'Egresado eliminado.',
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.') }),
    async run({ idCasoExito }, { db, subidas, alConfirmar }) {
      const repo = repoEgresados(db);
      const actual = await repo.caso(idCasoExito);
      if (!actual) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
      await repo.borrar(idCasoExito);
      // the photo goes even if a revision shows it (personal data); only a library asset or another item keeps it
      alConfirmar((raiz) => borrarGuardada(subidas.almacen, actual.foto_estudiante, raiz, false));
      return { codigo: 1 as const, mensaje: 'Egresado eliminado.' };
    },
  }),
};
