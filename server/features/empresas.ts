// Internship companies: anyone lists them; admins register, edit and deactivate them. A company
// is deactivated (activo = 0), never deleted: its experiences keep pointing to it.
import { hastaQueCambie } from '../memoria';
import { funcion, type Ctx } from '../funcion';
import { z, texto, pk, imagenUnica } from '../validation';
import { ErrorApi, noEncontrado } from '../errors';
import type { Db } from '../db/open';
import { borrarGuardada } from '../uploads';
import { repoEmpresas } from '../repositorios/empresas';

export const NOMBRE_REQUERIDO = 'Se necesita el nombre de la empresa.';
export const IMAGEN_REQUERIDA = 'Se necesita la imagen de la empresa.';
export const EMPRESA_NO_ENCONTRADA = 'La empresa de estadía no existe o fue dada de baja.';
export const EMPRESA_REPETIDA = 'Ya existe una empresa registrada con ese nombre.';
const CARPETA = 'empresas';

export function empresaActiva(db: Db, pkEmpresa: number) {
  return repoEmpresas(db).activa(pkEmpresa);
}

function revisarNombreLibre(db: Db, nombre: string, excepto = 0) {
  if (repoEmpresas(db).nombreOcupado(nombre, excepto)) throw new ErrorApi(EMPRESA_REPETIDA, 409);
}

const datos = {
  nombreEmpresa: texto(NOMBRE_REQUERIDO, 120),
  imagenForm: imagenUnica(IMAGEN_REQUERIDA),
};

function guardarImagen(ctx: Ctx, valor: string, propias: Set<string>): string {
  ctx.subidas.revisar(valor, propias);
  return ctx.subidas.guardar(valor, CARPETA, propias);
}

export const funcionesEmpresas = {
  obtenerTodasEmpresasEstadias: funcion('obtenerTodasEmpresasEstadias', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return hastaQueCambie(db, 'empresas', () => repoEmpresas(db).activas());
    },
  }),

  obtenerEmpresaEstadia: funcion('obtenerEmpresaEstadia', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pk: pk('Identificador de empresa no válido.') }),
    run({ pk: pkEmpresa }, { db }) {
      const empresa = empresaActiva(db, pkEmpresa);
      if (!empresa) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      return empresa;
    },
  }),

  registrarEmpresaEstadia: funcion('registrarEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object(datos),
    run({ nombreEmpresa, imagenForm }, ctx) {
      revisarNombreLibre(ctx.db, nombreEmpresa);
      const imagen = guardarImagen(ctx, imagenForm, new Set());
      repoEmpresas(ctx.db).insertar(nombreEmpresa, imagen);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía registrada.' };
    },
  }),

  editarEmpresaEstadia: funcion('editarEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pkEmpresa: pk('Identificador de empresa no válido.'), ...datos }),
    run({ pkEmpresa, nombreEmpresa, imagenForm }, ctx) {
      const actual = empresaActiva(ctx.db, pkEmpresa);
      if (!actual) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      revisarNombreLibre(ctx.db, nombreEmpresa, pkEmpresa);
      const imagen = guardarImagen(ctx, imagenForm, new Set([actual.imagen_empresa]));
      repoEmpresas(ctx.db).actualizar(pkEmpresa, nombreEmpresa, imagen);
      if (imagen !== actual.imagen_empresa) ctx.alConfirmar(() => borrarGuardada(ctx.config.uploadsDir, actual.imagen_empresa));
      return { codigo: 1 as const, mensaje: 'Empresa de estadía actualizada.' };
    },
  }),

  darBajaEmpresaEstadia: funcion('darBajaEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk('Identificador de empresa no válido.') }),
    run({ pk: pkEmpresa }, { db }) {
      if (!repoEmpresas(db).darBaja(pkEmpresa)) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía dada de baja.' };
    },
  }),
};
