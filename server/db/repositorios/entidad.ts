// What an entity's repository declares about it for the registries that serve every entity (the
// audit trail, the search index, the sitemap): `export const entidad<Algo>: Entidad = { … }` in
// server/entidades/<x>/repositorio.ts, found by convention (herramientas/generadores/entidades.mjs).
import type { RawBuilder } from 'kysely';
import type { Db } from '../db';
import type { FuenteBusqueda } from './documento';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';
import type { EntidadBaja } from '@/shared/api/contrato/bajas';
import type { Funcion } from '@/shared/api/contrato';
import type { CampoRevision, EntidadRevision } from '@/shared/api/contrato/revisiones';

/** A reactivar* funcion of the contract (each entity's contract declares its own). */
export type Reactivar = Extract<Funcion, `reactivar${string}`>;

/**
 * Its "Dar de baja" (`activo = 0`) undone, and where its deactivated rows are listed; the
 * reactivar* funciones (server/funciones/bajas.ts' `reactivacion`) and mostrarDadosDeBaja read it.
 */
export interface Baja {
  /** Per reactivar* funcion, the UPDATE that sets `activo = 1` back on a deactivated row of that pk (0 rows: none was). */
  reactivar: { [F in Reactivar]?: (pk: number, db: Db) => RawBuilder<unknown> };
  /**
   * Its "Dados de baja" view (its contract adds `nombre` to ListasBaja): the deactivated rows as
   * (pk, nombre, detalle, buscable: the normalised text a search looks in), and their order.
   */
  lista?: { nombre: EntidadBaja; filas: (pkEmpresa: number | null) => RawBuilder<unknown>; orden: RawBuilder<unknown> };
}

/** What a revision stores of an item: its fields as the history compares them, and the payload a restore sends back. */
export interface ContenidoRevision {
  campos: CampoRevision[];
  datos: Record<string, unknown>;
}

/** It has a history (issue 37): every accepted write of it stores its whole content after it (server/funciones/revisiones.ts). */
export interface RevisionEntidad {
  /** Its name on the wire (`traerRevisiones {entidad}`). */
  clave: EntidadRevision;
  /** The item's whole content now, whatever its state (deactivated too); null: no such item. pk 0: the one-row items; times in `zona` (ZONA_HORARIA), as its form sends them. */
  leer(db: Db, pk: number, zona: string): Promise<ContenidoRevision | null>;
  /** The write that puts a revision's `datos` back (its funcion runs with its own checks, trail and revision); null: no write can. */
  restaurar(datos: Record<string, unknown>, pk: number): { funcion: Funcion; payload: Record<string, unknown> } | null;
  /** One-row items (the enrolment link, the curriculum): their writes carry no pk. */
  unica?: boolean;
  /** The pk an edit is about when its payload names the item otherwise (a page's `clave`); null: none. */
  pkDe?(db: Db, payload: Record<string, unknown>): Promise<number | null>;
}

/** One item as the export lists it, with what decides its status («publicado», «programado»…). */
export interface FilaExportacion {
  pk: number;
  activo: number;
  publicado: number;
  publicar_en: string | null;
  retirar_en: string | null;
}

/**
 * Its spreadsheet import's SQL (server/entidades/importaciones/; its columns are its own
 * importacion.ts): what the export lists, a name already on the site, what an undo deletes.
 */
export interface ImportacionEntidad {
  /** Its items in the admin list's order (deactivated ones too). */
  lista: RawBuilder<FilaExportacion>;
  /** A row of that normalised name ("already on the site"). */
  existe: (nombreNorm: string) => RawBuilder<{ uno: number }>;
  /** What an undo deletes of one item, its child rows first. */
  borrar: (pk: number) => RawBuilder<unknown>[];
  /** How many rows elsewhere need the item (an undo refuses to delete it while any does). */
  enUso?: (pk: number) => RawBuilder<{ n: number }>;
}

/** How the bulk actions read and change an entity's rows beyond its `tabla`. */
export interface LoteEntidad {
  /** Only these rows belong to the list (students among the users). */
  donde?: RawBuilder<unknown>;
  /** Also set on every change of state (events: their calendar's sequence and last change). */
  extra?: RawBuilder<unknown>;
  /** It takes publicarEn / retirarEn. */
  programable?: boolean;
  /** 1 when active (default: `activo` for a soft-deletable entity, else 1; an enquiry: pending). */
  estado?: RawBuilder<unknown>;
}

/**
 * A column holding stored image paths. `uso`: how the media library names where its images are used
 * (its item's kind, pk and name, its edit page) and the image's alt columns; without it (the
 * library's own `medios.ruta`) the column is renamed by the image upgrade but is not a use.
 */
export interface ColumnaImagen {
  tabla: string;
  columna: string;
  /** An image table's own pk (default `pk_img_<item>` for `<item>_imagenes`). */
  pk?: string;
  uso?: {
    tipo: string;
    /** The item's pk and name columns: of `item.tabla` when the image has a table of its own, else of `tabla`. */
    pk: string;
    nombre: string;
    /** The image table's foreign key (`fk`) to its item's table. */
    item?: { tabla: string; fk: string };
    /** The image's alternative text columns in `tabla`. */
    alt: string;
    decorativa: string;
    editar: (pk: number) => string;
    /** Its part in "Imágenes sin texto alternativo" (server/imagenes/sinAlt.ts); every column with a `uso` is listed, these only name it. */
    sinAlt?: SinAltColumna;
  };
}

/**
 * How the alt-text report names a column's images. Defaults: `clave` the entity's trail name,
 * `entidad` the use's `tipo`, `detalle` "Imagen n de N" (a table of images) or "Imagen"; a
 * soft-deletable entity lists its active items only.
 */
export interface SinAltColumna {
  /** The referencia's kind on the wire (`<clave>:<id>`). */
  clave?: string;
  entidad?: string;
  detalle?: string | ((orden: number, total: number) => string);
  /** Its place in the report (lower first; undeclared last). */
  orden?: number;
}

/** An image inside a JSON document in the alt-text report: its kind, words, and the write of its text in place. */
export interface SinAltEnDatos {
  clave: string;
  entidad: string;
  detalle: string;
  orden?: number;
  /** Writes the text of the image at `ruta`; the item whose history it joins and where, in words; null: no such image. */
  guardar(db: Db, ruta: string, alt: string, decorativa: boolean): Promise<{ donde: string; pk: number | null } | null>;
}

/** An image inside a JSON document, as the library lists its use. */
export interface ImagenEnDatos {
  ruta: string;
  alt: string | null;
  decorativa: boolean;
  tipo: string;
  nombre: string;
  editar: string;
}

export interface Entidad {
  /** Its name in the audit trail (`bitacora: { entidad }` of its funciones; the label is its contract's ENTIDAD_<X>). */
  entidad: EntidadBitacora;
  /** Where its rows are: the trail's summary quotes `nombre`, an edit's entry reads the row before and after. */
  tabla?: { tabla: string; pk: string; nombre: string };
  /** Its one row when it has no pk (the enrolment link). */
  fila?: (db: Db) => Promise<Record<string, unknown> | null>;
  /** It is a kind of search result (its contract's ENTIDAD_<X> has `busqueda`): what the index holds of it. */
  busqueda?: FuenteBusqueda;
  /** It is shown inside another kind's result (an answer in its question): that kind and the item a pk is in. */
  buscadaEn?: { tipo: TipoResultado; padre: (db: Db, pk: number) => Promise<number | null> };
  /**
   * The columns that hold its stored image paths: the image upgrade (`npm run imagenes`) reads and
   * renames through every one (server/db/repositorios/imagenesGuardadas.ts).
   */
  imagenes?: readonly ColumnaImagen[];
  /**
   * Its images kept inside JSON documents (the about page's people, the curriculum's subjects), each
   * with its text and where it shows: the media library's "usos" and its orphan rule read them.
   */
  imagenesEnDatos?: (db: Db) => Promise<ImagenEnDatos[]>;
  /** Those images in the alt-text report (listed from `imagenesEnDatos`). */
  sinAltEnDatos?: SinAltEnDatos;
  /**
   * The form fields of its funciones that may exceed TEXT_FIELD_LIMIT, up to what is left of
   * BODY_LIMIT: images as data URLs, bulk rows (server/http/cuerpo.ts). Every other field is small text.
   */
  camposGrandes?: readonly string[];
  /** It keeps every version of its content (the edit pages' "Historial"). */
  revision?: RevisionEntidad;
  /**
   * The admin page that edits one of its items (shared/rutas.ts): "Cambios por revisar"'s "Abrir el
   * editor" (each pending change's `editor`). Every entity whose saves may wait for review has one
   * (server/registros.test.ts checks the rule).
   */
  editor?: (pk: number) => string;
  /** It can be "dado de baja" and brought back. */
  baja?: Baja;
  /** Its admin list's bulk actions (its contract's ENTIDAD_<X>.lote names them; server/db/repositorios/lote.ts reads `tabla` and these). */
  lote?: LoteEntidad;
  /** Its spreadsheet import's SQL (its mapping is its folder's importacion.ts). */
  importacion?: ImportacionEntidad;
  /** The sitemap: its public list's path and that list's last change, and the pages of its items. */
  mapa?: {
    ruta?: string;
    ultimoCambio?: (db: Db) => Promise<string | null>;
    paginas?: (db: Db) => Promise<{ ruta: string; fecha: string | null }[]>;
  };
}
