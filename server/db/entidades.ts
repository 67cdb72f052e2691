// Every entity's declaration (`export const entidad<Algo>: Entidad` in server/entidades/<x>/repositorio.ts, found by
// convention: herramientas/generadores/entidades.mjs), looked up by its name in the audit trail.
import type { Entidad } from './repositorios/entidad';
import { entidadesDescubiertas } from './repositorios/entidades.generado';

export const ENTIDADES: readonly Entidad[] = entidadesDescubiertas;

const porNombre = new Map(ENTIDADES.map((e) => [e.entidad as string, e]));

/** The declaration of an entity of the trail (`bitacora: { entidad }`), or undefined (sessions, settings). */
export const entidadDe = (nombre: string): Entidad | undefined => porNombre.get(nombre);
