// Internship companies: anyone lists them; admins register, edit and deactivate them. A company
// is deactivated (activo = 0), never deleted: its experiences keep pointing to it.
import { hastaQueCambie } from '@server/api/memoria';
import { versionDe } from '@server/api/revisiones';
import { funcion, type Ctx } from '@server/api/funcion';
import { z, pk, imagenUnica } from '@server/api/validacion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import type { Db } from '@server/db/db';
import { borrarGuardada } from '@server/imagenes/subidas';
import { repoEmpresas } from './repositorio';
import { MENSAJES_EMPRESA, nombreEmpresa } from '@/shared/api/contrato/empresas';
import { reactivacion } from '@server/funciones/bajas';
import { altUnica, camposAlt } from '@server/funciones/imagenesForm';

export const EMPRESA_NO_ENCONTRADA = MENSAJES_EMPRESA.noEncontrada;
const EMPRESA_REPETIDA = MENSAJES_EMPRESA.repetida;
const CARPETA = 'empresas';

export function empresaActiva(db: Db, pkEmpresa: number) {
  return repoEmpresas(db).activa(pkEmpresa);
}

async function revisarNombreLibre(db: Db, nombre: string, excepto = 0) {
  if (await repoEmpresas(db).nombreOcupado(nombre, excepto)) throw new ErrorApi(EMPRESA_REPETIDA, 409);
}

const datos = {
  nombreEmpresa,
  imagenForm: imagenUnica(MENSAJES_EMPRESA.imagen),
  ...camposAlt('imagenForm'),
};

/** The company being edited (checked before its image is encoded, and again inside the transaction). */
async function existente(db: Db, pkEmpresa: number) {
  const actual = await empresaActiva(db, pkEmpresa);
  if (!actual) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
  return actual;
}

function guardarImagen(ctx: Ctx, valor: string, propias: Set<string>): Promise<string> {
  return ctx.subidas.guardar(valor, CARPETA, propias);
}

export const funcionesEmpresas = {
  obtenerTodasEmpresasEstadias: funcion('obtenerTodasEmpresasEstadias', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'empresas', () => repoEmpresas(db).activas());
    },
  }),

  obtenerEmpresaEstadia: funcion('obtenerEmpresaEstadia', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pk: pk('Identificador de empresa no válido.') }),
    async run({ pk: pkEmpresa }, { db, usuario }) {
      const empresa = await empresaActiva(db, pkEmpresa);
      if (!empresa) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      // staff read it with its version (issue 48), which its edit sends back
      return usuario?.rol === 'a' ? { ...empresa, version: await versionDe(db, 'empresa', pkEmpresa) } : empresa;
    },
  }),

  registrarEmpresaEstadia: funcion('registrarEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'empresa', nueva: true },
    schema: z.object(datos),
    async prepara({ nombreEmpresa, imagenForm, imagenForm_alt, imagenForm_decorativa }, ctx) {
      altUnica(imagenForm, imagenForm_alt, imagenForm_decorativa);
      await revisarNombreLibre(ctx.db, nombreEmpresa);
      await ctx.subidas.preparar([imagenForm], CARPETA);
    },
    async run({ nombreEmpresa, imagenForm, imagenForm_alt, imagenForm_decorativa }, ctx) {
      await revisarNombreLibre(ctx.db, nombreEmpresa); // again: another call may have taken it while the image was encoded
      const imagen = await guardarImagen(ctx, imagenForm, new Set());
      const pkNueva = await repoEmpresas(ctx.db).insertar(nombreEmpresa, imagen);
      const a = altUnica(imagenForm, imagenForm_alt, imagenForm_decorativa, ctx.subidas);
      if (a.alt !== null || a.decorativa) await repoEmpresas(ctx.db).ponerAlt(pkNueva, a.alt, a.decorativa);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía registrada.' };
    },
  }),

  editarEmpresaEstadia: funcion('editarEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'empresa', pk: 'pkEmpresa' },
    schema: z.object({ pkEmpresa: pk('Identificador de empresa no válido.'), ...datos }),
    async prepara({ pkEmpresa, nombreEmpresa, imagenForm, imagenForm_alt, imagenForm_decorativa }, ctx) {
      altUnica(imagenForm, imagenForm_alt, imagenForm_decorativa);
      await existente(ctx.db, pkEmpresa);
      await revisarNombreLibre(ctx.db, nombreEmpresa, pkEmpresa);
      await ctx.subidas.preparar([imagenForm], CARPETA);
    },
    async run({ pkEmpresa, nombreEmpresa, imagenForm, imagenForm_alt, imagenForm_decorativa }, ctx) {
      const actual = await existente(ctx.db, pkEmpresa);
      await revisarNombreLibre(ctx.db, nombreEmpresa, pkEmpresa);
      const imagen = await guardarImagen(ctx, imagenForm, new Set([actual.imagen_empresa]));
      await repoEmpresas(ctx.db).actualizar(pkEmpresa, nombreEmpresa, imagen);
      // sent without alt (an older client): the same image keeps its text, a new one starts undescribed
      const a = altUnica(imagenForm, imagenForm_alt, imagenForm_decorativa, ctx.subidas);
      if (a.alt !== null || a.decorativa || imagen !== actual.imagen_empresa) await repoEmpresas(ctx.db).ponerAlt(pkEmpresa, a.alt, a.decorativa);
      if (imagen !== actual.imagen_empresa) ctx.alConfirmar((raiz) => borrarGuardada(ctx.subidas.almacen, actual.imagen_empresa, raiz));
      return { codigo: 1 as const, mensaje: 'Empresa de estadía actualizada.' };
    },
  }),

  darBajaEmpresaEstadia: funcion('darBajaEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'empresa', pk: 'pk' },
    schema: z.object({ pk: pk('Identificador de empresa no válido.') }),
    async run({ pk: pkEmpresa }, { db }) {
      if (!(await repoEmpresas(db).darBaja(pkEmpresa))) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía dada de baja.' };
    },
  }),
  reactivarEmpresaEstadia: reactivacion('reactivarEmpresaEstadia', {
    acceso: ['a'],
    entidad: 'empresa',
    noExiste: MENSAJES_EMPRESA.deBajaNoExiste,
    hecho: MENSAJES_EMPRESA.reactivado,
  }),
};
