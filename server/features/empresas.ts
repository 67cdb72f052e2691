// Internship companies: anyone lists them; admins register, edit and deactivate them. A company
// is deactivated (activo = 0), never deleted: its experiences keep pointing to it.
import { hastaQueCambie } from '../memoria';
import { funcion, type Ctx } from '../funcion';
import { z, pk, imagenUnica } from '../validation';
import { ErrorApi, noEncontrado } from '../errors';
import { normalizar, type Db } from '../db/open';
import { borrarGuardada } from '../uploads';
import { guardarImagenDemo } from '../db/imagenDemo';
import type { AppConfig } from '../config';
import { MENSAJES_EMPRESA, type EmpresaEstadia } from '../../src/shared/api/contract/empresas';
import { nombreEmpresa } from '../../src/shared/api/contract/empresas.esquema';

export const EMPRESA_NO_ENCONTRADA = MENSAJES_EMPRESA.noEncontrada;
const EMPRESA_REPETIDA = MENSAJES_EMPRESA.repetida;
const CARPETA = 'empresas';

const COLUMNAS = 'pk_empresa_estadia, nombre_empresa, imagen_empresa';

export function empresaActiva(db: Db, pkEmpresa: number): EmpresaEstadia | undefined {
  return db.prepare(`SELECT ${COLUMNAS} FROM empresas_estadias WHERE pk_empresa_estadia = ? AND activo = 1`).get(pkEmpresa) as
    | EmpresaEstadia
    | undefined;
}

function revisarNombreLibre(db: Db, nombre: string, excepto = 0) {
  const otra = db
    .prepare('SELECT 1 FROM empresas_estadias WHERE nombre_norm = ? AND activo = 1 AND pk_empresa_estadia <> ?')
    .get(normalizar(nombre), excepto);
  if (otra) throw new ErrorApi(EMPRESA_REPETIDA, 409);
}

const datos = {
  nombreEmpresa,
  imagenForm: imagenUnica(MENSAJES_EMPRESA.imagen),
};

async function guardarImagen(ctx: Ctx, valor: string, propias: Set<string>): Promise<string> {
  await ctx.subidas.revisar(valor, propias);
  return ctx.subidas.guardar(valor, CARPETA, propias);
}

export const funcionesEmpresas = {
  obtenerTodasEmpresasEstadias: funcion('obtenerTodasEmpresasEstadias', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return hastaQueCambie(
        db,
        'empresas',
        () => db.prepare(`SELECT ${COLUMNAS} FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`).all() as EmpresaEstadia[],
      );
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
    async run({ nombreEmpresa, imagenForm }, ctx) {
      revisarNombreLibre(ctx.db, nombreEmpresa);
      const imagen = await guardarImagen(ctx, imagenForm, new Set());
      revisarNombreLibre(ctx.db, nombreEmpresa); // again: another call may have taken it while the image was encoded
      ctx.db
        .prepare('INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES (?, ?, ?)')
        .run(nombreEmpresa, normalizar(nombreEmpresa), imagen);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía registrada.' };
    },
  }),

  editarEmpresaEstadia: funcion('editarEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pkEmpresa: pk('Identificador de empresa no válido.'), ...datos }),
    async run({ pkEmpresa, nombreEmpresa, imagenForm }, ctx) {
      const actual = empresaActiva(ctx.db, pkEmpresa);
      if (!actual) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      revisarNombreLibre(ctx.db, nombreEmpresa, pkEmpresa);
      const imagen = await guardarImagen(ctx, imagenForm, new Set([actual.imagen_empresa]));
      revisarNombreLibre(ctx.db, nombreEmpresa, pkEmpresa);
      ctx.db
        .prepare('UPDATE empresas_estadias SET nombre_empresa = ?, nombre_norm = ?, imagen_empresa = ? WHERE pk_empresa_estadia = ?')
        .run(nombreEmpresa, normalizar(nombreEmpresa), imagen, pkEmpresa);
      if (imagen !== actual.imagen_empresa) borrarGuardada(ctx.config.uploadsDir, actual.imagen_empresa);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía actualizada.' };
    },
  }),

  darBajaEmpresaEstadia: funcion('darBajaEmpresaEstadia', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ pk: pk('Identificador de empresa no válido.') }),
    run({ pk: pkEmpresa }, { db }) {
      const r = db.prepare('UPDATE empresas_estadias SET activo = 0 WHERE pk_empresa_estadia = ? AND activo = 1').run(pkEmpresa);
      if (r.changes === 0) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      return { codigo: 1 as const, mensaje: 'Empresa de estadía dada de baja.' };
    },
  }),
};

/** Demo companies (their experiences are seeded by experiencias.ts). */
export const EMPRESAS_DEMO = [
  'Tecnologías del Bajío',
  'Automotriz Hidrocálida',
  'Nube Norte Software',
  'Datos y Procesos Aguascalientes',
  'Laboratorio Ágil de Innovación',
  'Médica Digital del Centro',
] as const;

export async function sembrarEmpresas(db: Db, config: AppConfig): Promise<void> {
  const insertar = db.prepare('INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES (?, ?, ?)');
  for (const [i, nombre] of EMPRESAS_DEMO.entries()) {
    insertar.run(nombre, normalizar(nombre), await guardarImagenDemo(config.uploadsDir, CARPETA, 300 + i, 1200, 800));
  }
}
