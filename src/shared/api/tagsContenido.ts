// The public content's cache tags, as a list: every contract's ENTIDAD_<X>.tag (shared/api/etiquetas.ts
// types them). It imports every contract, so only the admin chunks and development read it (an
// approved change or an image's new text refreshes them all), never a visitor's download.
import { ENTIDADES_CONTRATO } from './contrato/entidades.generado';
import type { TagContenido } from './etiquetas';

export const TAGS_CONTENIDO = (ENTIDADES_CONTRATO as readonly { tag?: TagContenido }[]).flatMap((e) => (e.tag ? [e.tag] : []));
