// Internship companies' SQL (their experiences are in experiencias.ts).
import { normalizar, type Db } from '../db/open';
import { repositorio } from './repositorio';
import type { EmpresaEstadia } from '../../src/shared/api/contract/empresas';
import type { OpcionEmpresa } from '../../src/shared/api/contract/experiencias';

const COLUMNAS = 'pk_empresa_estadia, nombre_empresa, imagen_empresa';

export const repoEmpresas = repositorio((db: Db) => {
  const activas = db.prepare<[], EmpresaEstadia>(
    `SELECT ${COLUMNAS} FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`,
  );
  const opciones = db.prepare<[], OpcionEmpresa>(
    'SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia',
  );
  const porAlta = db.prepare<[], OpcionEmpresa>(
    'SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY pk_empresa_estadia',
  );
  const activa = db.prepare<[number], EmpresaEstadia>(`SELECT ${COLUMNAS} FROM empresas_estadias WHERE pk_empresa_estadia = ? AND activo = 1`);
  const otraConNombre = db.prepare<[string, number], { uno: 1 }>(
    'SELECT 1 AS uno FROM empresas_estadias WHERE nombre_norm = ? AND activo = 1 AND pk_empresa_estadia <> ?',
  );
  const insertar = db.prepare<[string, string, string]>(
    'INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES (?, ?, ?)',
  );
  const actualizar = db.prepare<[string, string, string, number]>(
    'UPDATE empresas_estadias SET nombre_empresa = ?, nombre_norm = ?, imagen_empresa = ? WHERE pk_empresa_estadia = ?',
  );
  const baja = db.prepare<[number]>('UPDATE empresas_estadias SET activo = 0 WHERE pk_empresa_estadia = ? AND activo = 1');

  return {
    activas: () => activas.all(),
    /** Active companies as select options (name order). */
    opciones: () => opciones.all(),
    /** Active companies in the order they were registered. */
    opcionesPorAlta: () => porAlta.all(),
    activa: (pk: number) => activa.get(pk),
    /** True when another active company (not `excepto`) has the same normalised name. */
    nombreOcupado: (nombre: string, excepto = 0) => otraConNombre.get(normalizar(nombre), excepto) !== undefined,
    insertar: (nombre: string, imagen: string) => Number(insertar.run(nombre, normalizar(nombre), imagen).lastInsertRowid),
    actualizar: (pk: number, nombre: string, imagen: string) => void actualizar.run(nombre, normalizar(nombre), imagen, pk),
    /** False when no active company had that key. */
    darBaja: (pk: number) => baja.run(pk).changes > 0,
  };
});
