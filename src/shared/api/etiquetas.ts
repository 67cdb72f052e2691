// The api cache's tag types, and a tag as data (the intents in the store carry them).
import type { TagDescription } from '@reduxjs/toolkit/query';

/**
 * Every tag of the api cache, one per kind of cached data (a feature's
 * api.ts's `da`/`invalida` may name only these, at compile time; baseApi's `tagTypes` in development).
 */
/**
 * The public content's tags (an entity's items, their lists and pages): an approved change or an
 * image's new text may change any of them, so those calls refresh them all. A new entity's tag goes here.
 */
export const TAGS_CONTENIDO = ['Egresado', 'Empresa', 'Enlace', 'Evento', 'Experiencia', 'Pagina', 'Plan', 'Proyecto'] as const;

export const TIPOS_TAG = [
  ...TAGS_CONTENIDO,
  'Aviso',
  'Correo',
  'Generacion',
  'Foro',
  // the items' histories (issue 37), by entidad
  'Revision',
  'Solicitud',
  'Alumno',
  'Usuario',
  'DosPasos',
  'Sesiones',
  'ImagenSinAlt',
  'VistaPrevia',
  // the media library (issue 43)
  'Medio',
  // changes awaiting review (issue 48)
  'Cambio',
] as const;

export type TipoTag = (typeof TIPOS_TAG)[number];

/** A tag of the api cache, as serializable data: `{ type: 'Proyecto', id: 'LIST' }`. */
export type TagRef = Extract<TagDescription<TipoTag>, object>;
