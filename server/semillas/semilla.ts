// What an entity's demo content declares (`export const semilla: Semilla` in server/entidades/<x>/semilla.ts), found by convention
// (herramientas/generadores/semillas.mjs), and the order they run in.
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';

export interface Semilla {
  sembrar: (db: Db, config: AppConfig) => void | Promise<void>;
  /** The seeds (their entity folders' names) whose rows this one reads: they run first. */
  despuesDe?: readonly string[];
}

/**
 * The seeds in an order where each runs after those it names, otherwise by folder name. A name no
 * seed has, or a cycle, is a programming error: it throws, so `npm run dev` and the tests say which.
 */
export function ordenarSemillas(semillas: Record<string, Semilla>): Semilla[] {
  const orden: Semilla[] = [];
  const hechas = new Set<string>();
  const enCurso = new Set<string>();
  const visitar = (nombre: string, quien: string) => {
    const s = semillas[nombre];
    if (!s) throw new Error(`La semilla ${quien} espera a "${nombre}", que no existe en server/entidades/*/semilla.ts.`);
    if (hechas.has(nombre)) return;
    if (enCurso.has(nombre)) throw new Error(`Las semillas se esperan en círculo: ${[...enCurso, nombre].join(' → ')}.`);
    enCurso.add(nombre);
    for (const antes of s.despuesDe ?? []) visitar(antes, nombre);
    enCurso.delete(nombre);
    hechas.add(nombre);
    orden.push(s);
  };
  for (const nombre of Object.keys(semillas).sort()) visitar(nombre, nombre);
  return orden;
}
