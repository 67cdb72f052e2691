// Wire types of the api.php contract (SPEC.md §7), shared with server/; beside them, each entity's
// messages and limits (<entidad>.ts) and its zod schemas (<entidad>.esquema.ts), used by both sides.
// Each entity declares its calls in contract/<entidad>.ts (`interface Contrato<Entidad>`); Contrato
// gathers them. What every call shares is in comun.ts, SPEC.md §9's limits in limites.ts (both re-exported here).
import type { ContratoDescubierto } from './contrato.generado';

export * from './comun';
export * from './limites';

// Every contract file's `export interface Contrato<Algo>` is gathered by convention
// (herramientas/generadores/contrato.mjs): a new entity's calls are in the contract by existing.
export type Contrato = ContratoDescubierto;

export type Funcion = keyof Contrato;
export type Pide<F extends Funcion> = Contrato[F]['pide'];
export type Responde<F extends Funcion> = Contrato[F]['responde'];
