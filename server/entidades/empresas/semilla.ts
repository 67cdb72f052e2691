// Demo internship companies (their experiences are seeded by experiencias.ts).
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { altDemo, guardarImagenDemo } from '@server/semillas/imagenDemo';
import { repoEmpresas } from './repositorio';

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
  const repo = repoEmpresas(db);
  for (const [i, nombre] of EMPRESAS_DEMO.entries()) {
    const pk = await repo.insertar(nombre, await guardarImagenDemo(config, 'empresas', 300 + i, 1200, 800));
    await repo.ponerAlt(pk, altDemo(300 + i, `la empresa ${nombre}`), false);
  }
}

export const semilla: Semilla = { sembrar: sembrarEmpresas };
