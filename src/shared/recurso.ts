// The shape of a route row and of a feature's descriptions: its public rows (features/<x>/filasPublicas.ts)
// and its role-area rows (features/<x>/recurso.ts), which `npm run generar` lists for app/
// (herramientas/generadores/recursos.mjs). Types only: a feature describes itself without importing app/.
import type { Seccion } from './api/contrato/secciones';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Rol } from './api/contrato';
import type { DatosRuta } from './api/datosRuta';

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
  /** Rendered on the server by a route of its own, never kept (a preview link: server/ssr/vistaPrevia.ts). */
  propia?: true;
}

/** A row of a role area: always a lazy page, in that area's chunk. */
export interface FilaArea {
  area: Rol;
  path: string;
  cargar: () => Promise<ModuloPagina>;
}

/** A public row of an entity (its filasPublicas.ts): a lazy page, in the visitor's first download. */
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
  /** Issue 48: the section it belongs to (shown only to admins who edit it); absent: everyone's. */
  seccion?: Seccion;
  /** A badge inside the tile, loaded with the area (React.lazy of an area chunk): "3 pendientes". */
  insignia?: LazyExoticComponent<ComponentType>;
}

/**
 * "Editar esta página" on a public page (app/marcos/edicionDePagina.ts, the staff bar): the public
 * route pattern it shows on and the editor it opens. Defaults: its feature's tile (`to`, `seccion`).
 */
export interface EdicionPagina {
  patron: string;
  /** The editor's path from the page's parameters (null: none); default: the tile's `to`. */
  a?: (p: Readonly<Record<string, string | undefined>>) => string | null;
  /** Default 'Editar esta página'. */
  texto?: string;
  /** Issue 48: the section whose editors see it; default the tile's. */
  seccion?: Seccion;
}

/** One feature's role-area side (its endpoints are its api.ts, its public rows its filasPublicas.ts). */
export interface Recurso {
  /** Its pages in the role areas. */
  filas: readonly FilaArea[];
  /** Its tile in /panel_admin. */
  mosaico?: Mosaico;
  /** The public pages it edits (the admin's staff bar links them here). */
  edicion?: readonly EdicionPagina[];
}
