// Wire types of the api.php contract (SPEC.md §7), shared with server/; beside them, each entity's
// messages and limits (<entidad>.ts) and its zod schemas (<entidad>.esquema.ts), used by both sides.
// Each entity declares its calls in contract/<entidad>.ts; Contrato gathers them. What every call
// shares is in comun.ts, SPEC.md §9's limits in limites.ts (both re-exported here).
import type { ContratoSesion } from './sesion';
import type { ContratoEnlace } from './enlace';
import type { ContratoForo } from './foro';
import type { ContratoProyectos } from './proyectos';
import type { ContratoEventos } from './eventos';
import type { ContratoUsuarios } from './usuarios';
import type { ContratoEmpresas } from './empresas';
import type { ContratoExperiencias } from './experiencias';
import type { ContratoEgresados } from './egresados';
import type { ContratoBajas } from './bajas';
import type { ContratoBitacora, ContratoSeguridad } from './bitacora';
import type { ContratoDosPasos } from './dosPasos';
import type { ContratoBusqueda } from './busqueda';
import type { ContratoAvisos } from './avisos';

export * from './comun';
export * from './limites';

// One line per entity (keeps merges of parallel work trivial).
export interface Contrato
  extends
    ContratoSesion,
    ContratoEnlace,
    ContratoForo,
    ContratoProyectos,
    ContratoEventos,
    ContratoUsuarios,
    ContratoEmpresas,
    ContratoExperiencias,
    ContratoEgresados,
    ContratoBajas,
    ContratoBitacora,
    ContratoSeguridad,
    ContratoDosPasos,
    ContratoBusqueda,
    ContratoAvisos {}

export type Funcion = keyof Contrato;
export type Pide<F extends Funcion> = Contrato[F]['pide'];
export type Responde<F extends Funcion> = Contrato[F]['responde'];
