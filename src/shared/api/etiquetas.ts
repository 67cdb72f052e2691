// The api cache's tag types, and a tag as data (the intents in the store carry them).
import type { TagDescription } from '@reduxjs/toolkit/query';
import { TIPOS_TAG } from './etiquetas.generado';

/** Every entity's tag (each features/<x>/recurso.ts's `tags`, gathered by `npm run generar`). */
export { TIPOS_TAG };

export type TipoTag = (typeof TIPOS_TAG)[number];

/** A tag of the api cache, as serializable data: `{ type: 'Proyecto', id: 'LIST' }`. */
export type TagRef = Extract<TagDescription<TipoTag>, object>;
