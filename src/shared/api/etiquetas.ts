// The api cache's tag types, and a tag as data (the intents in the store carry them).
import type { TagDescription } from '@reduxjs/toolkit/query';

/** Every entity's tag, so a replayed confirm can invalidate a list whose feature is not loaded. */
export const TIPOS_TAG = [
  'Enlace',
  'Proyecto',
  'Evento',
  'Empresa',
  'Experiencia',
  'Egresado',
  'Generacion',
  'Foro',
  'Alumno',
  'Usuario',
  'DosPasos',
  'Sesiones',
  'Aviso',
  'Correo',
] as const;

export type TipoTag = (typeof TIPOS_TAG)[number];

/** A tag of the api cache, as serializable data: `{ type: 'Proyecto', id: 'LIST' }`. */
export type TagRef = Extract<TagDescription<TipoTag>, object>;
