// Internship companies' SQL (their experiences are in experiencias.ts).
import { sql } from 'kysely';
import { normalizar } from '../normalizar';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { EmpresaEstadia } from '@/shared/api/contrato/empresas';
import type { OpcionEmpresa } from '@/shared/api/contrato/experiencias';

export const repoEmpresas = repositorio((db: Db) => ({
  activas: () =>
    db.todas<EmpresaEstadia>(
      sql`SELECT pk_empresa_estadia, nombre_empresa, imagen_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`,
    ),
  /** Active companies as select options (name order). */
  opciones: () =>
    db.todas<OpcionEmpresa>(
      sql`SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY nombre_norm, pk_empresa_estadia`,
    ),
  /** Active companies in the order they were registered. */
  opcionesPorAlta: () =>
    db.todas<OpcionEmpresa>(sql`SELECT pk_empresa_estadia, nombre_empresa FROM empresas_estadias WHERE activo = 1 ORDER BY pk_empresa_estadia`),
  activa: (pk: number) =>
    db.una<EmpresaEstadia>(
      sql`SELECT pk_empresa_estadia, nombre_empresa, imagen_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ${pk} AND activo = 1`,
    ),
  /** True when another active company (not `excepto`) has the same normalised name. */
  nombreOcupado: async (nombre: string, excepto = 0) =>
    (await db.una(
      sql`SELECT 1 AS uno FROM empresas_estadias WHERE nombre_norm = ${normalizar(nombre)} AND activo = 1 AND pk_empresa_estadia <> ${excepto}`,
    )) !== undefined,
  insertar: async (nombre: string, imagen: string) =>
    (await db.una<{ pk_empresa_estadia: number }>(
      sql`INSERT INTO empresas_estadias (nombre_empresa, nombre_norm, imagen_empresa) VALUES (${nombre}, ${normalizar(nombre)}, ${imagen}) RETURNING pk_empresa_estadia`,
    ))!.pk_empresa_estadia,
  actualizar: async (pk: number, nombre: string, imagen: string) =>
    void (await db.ejecutar(
      sql`UPDATE empresas_estadias SET nombre_empresa = ${nombre}, nombre_norm = ${normalizar(nombre)}, imagen_empresa = ${imagen} WHERE pk_empresa_estadia = ${pk}`,
    )),
  /** False when no active company had that key. */
  darBaja: async (pk: number) =>
    (await db.ejecutar(sql`UPDATE empresas_estadias SET activo = 0 WHERE pk_empresa_estadia = ${pk} AND activo = 1`)) > 0,
}));
