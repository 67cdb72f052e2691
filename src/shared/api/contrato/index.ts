// Wire types of the api.php contract (docs/SPEC.md §7), shared with server/; beside them, each entity's
// messages, limits and zod schemas (<entidad>.ts), used by both sides. dosPasos.esquema.ts alone stays
// apart: the login page (a visitor's) reads dosPasos.ts's messages and must not load zod.
// Each entity declares its calls in contract/<entidad>.ts (`interface Contrato<Entidad>`); Contrato
// gathers them. What every call shares is in comun.ts, docs/SPEC.md §9's limits in limites.ts (both re-exported here).
import type { ContratoDescubierto } from './contrato.generado';

export * from './comun';
export * from './limites';

// Every contract file's `export interface Contrato<Algo>` is gathered by convention
// (herramientas/generadores/contrato.mjs): a new entity's calls are in the contract by existing.
export type Contrato = ContratoDescubierto;

export type Funcion = keyof Contrato;
export type Pide<F extends Funcion> = Contrato[F]['pide'];
export type Responde<F extends Funcion> = Contrato[F]['responde'];
