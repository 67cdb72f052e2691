// The shape of a route row and of an entity's resource description (features/<x>/recurso.ts): its
// api cache tags, its public rows and its role-area rows, from which `npm run generar`
// (herramientas/generadores/recursos.mjs) writes the registries. Types only: a feature describes
// itself without importing app/.
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

/** A public row of an entity (its recurso.ts's `publico`): a lazy page, in the visitor's first download. */
export interface FilaPublica {
  path: string;
  cargar: () => Promise<ModuloPagina>;
  soloCliente?: true;
  /** Its link in the public nav bar and side bar (the links follow `orden`). */
  enlace?: { orden: number; texto: string; lateral: string };
}

/** A tile of /panel_admin (the tiles follow `orden`). */
export interface Mosaico {
  orden: number;
  to: string;
  titulo: string;
  texto: string;
}

/** One entity, described in one place (its role-area side; `tags` and `publico` are exports of their own). */
export interface Recurso {
  /** The api cache tags its endpoints provide and invalidate (its recurso.ts's `tags`). */
  tags: readonly TipoTag[];
  /** Its pages in the role areas. */
  filas: readonly FilaArea[];
  /** Its tile in /panel_admin. */
  mosaico?: Mosaico;
}
