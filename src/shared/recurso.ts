// The shape of a route row and of an entity's resource description (features/<x>/recurso.ts): its
// api cache tags and its role-area route rows, from which app/rutasAreas.tsx builds the areas'
// route table. Types only: a feature describes itself without importing app/.
import type { ComponentType } from 'react';
import type { Rol } from './api/contrato';
import type { DatosRuta } from './api/datosRuta';
import type { TipoTag } from './api/etiquetas';

export type Area = 'publico' | Rol;

/** A page module: its component and, for a server-rendered page, the data it needs (datosRuta.ts). */
export type ModuloPagina = { default: ComponentType; datos?: DatosRuta };

export interface FilaRuta {
  path: string;
  area: Area;
  /** Eager page (home, 404: no extra round trip) … */
  pagina?: ComponentType;
  /** … or a lazy one: a dynamic import whose chunk is named after its area. */
  cargar?: () => Promise<ModuloPagina>;
  /** An eager page's server data (a lazy page exports its own `datos`). */
  datos?: DatosRuta;
  /** Never rendered on the server (it depends on the browser's session alone). */
  soloCliente?: true;
}

/** A row of a role area: always a lazy page, in that area's chunk. */
export interface FilaArea {
  area: Rol;
  path: string;
  cargar: () => Promise<ModuloPagina>;
}

/** One entity, described in one place. */
export interface Recurso {
  /** The api cache tags its endpoints provide and invalidate (all in TIPOS_TAG). */
  tags: readonly TipoTag[];
  /** Its pages in the role areas. */
  filas: readonly FilaArea[];
}
