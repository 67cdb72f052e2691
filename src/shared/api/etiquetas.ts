// The api cache's tag types, and a tag as data (the intents in the store carry them).
import type { TagDescription } from '@reduxjs/toolkit/query';
import type { ENTIDADES_CONTRATO } from './contrato/entidades.generado';

/**
 * The public content's tags (an entity's items, their lists and pages): each contract's
 * ENTIDAD_<X>.tag (a type only here; the list is shared/api/tagsContenido.ts, built from the
 * declarations, which the admin chunks read: an approved change or an image's new text may change
 * any of them, so those calls refresh them all).
 */
export type TagContenido = Extract<(typeof ENTIDADES_CONTRATO)[number], { tag: string }>['tag'];

/**
 * The api cache's other tags, one per kind of cached data that is no entity's declared content (a
 * feature's api.ts's `da`/`invalida` may name only these and the entities' own, at compile time;
 * baseApi's `tagTypes` in development).
 */
export const TIPOS_TAG = [
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

export type TipoTag = (typeof TIPOS_TAG)[number] | TagContenido;

/** A tag of the api cache, as serializable data: `{ type: 'Proyecto', id: 'LIST' }`. */
export type TagRef = Extract<TagDescription<TipoTag>, object>;
