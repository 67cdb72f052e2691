// The stored images that nobody has described yet (issue 37): the admin page "Imágenes sin texto
// alternativo" lists them across entities and fills each one in place. Admin only.
import type { RespuestaComun } from './comun';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_IMAGEN = { clave: 'imagen', bitacora: 'Imagen' } as const;

/** Where an image is: a project's image, a project's team photo, an event's image, a company's, a graduate's, a person of "Acerca de". */
export type TipoImagenSinAlt = 'proyecto' | 'foto_proyecto' | 'evento' | 'empresa' | 'egresado' | 'persona';

export interface ImagenSinAlt {
  /** "<tipo>:<id>" (the image's own pk, or its item's where the item has one image; a person's photo path): what guardarTextoAlternativo names. */
  referencia: string;
  tipo: TipoImagenSinAlt;
  /** The stored image (a relative path). */
  imagen: string;
  /** The item it belongs to ("Huerto inteligente") and where in it ("Imagen 2 de 3", "Foto del equipo"). */
  nombre: string;
  detalle: string;
  /** The item's kind as the admin area names it ("Proyecto"). */
  entidad: string;
  /** The item's edit page. */
  editar: string;
}

export interface DatosTextoAlternativo {
  referencia: string;
  /** The description; may be '' only with decorativa '1'. */
  alt: string;
  /** '1' when the image is decorative (the public <img alt="">). */
  decorativa?: string;
}

export interface ContratoTextoAlternativo {
  traerImagenesSinAlt: { pide: Record<string, never>; responde: ImagenSinAlt[] };
  guardarTextoAlternativo: { pide: DatosTextoAlternativo; responde: RespuestaComun };
}

export const MENSAJES_TEXTO_ALTERNATIVO = {
  referencia: 'Imagen no válida.',
  noEncontrada: 'La imagen ya no existe: quizá la quitaron del contenido.',
  guardado: 'Texto alternativo guardado.',
  vacia: 'Todas las imágenes tienen texto alternativo o están marcadas como decorativas.',
} as const;

/**
 * The tipo and id of a referencia, or null when it is not one. A person of "Acerca de" is named by
 * its photo's stored path (`persona:uploads/…`, `ruta`), never its position in the list: after
 * another admin removed a person, a position named the next one's photo (issue 45).
 */
export function leerReferencia(r: string): { tipo: TipoImagenSinAlt; id: number; ruta?: string } | null {
  const persona = /^persona:(uploads\/[a-z_]{1,30}\/[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif))$/.exec(r);
  if (persona) return { tipo: 'persona', id: 0, ruta: persona[1] };
  const m = /^(proyecto|foto_proyecto|evento|empresa|egresado):(\d{1,12})$/.exec(r);
  return m ? { tipo: m[1] as TipoImagenSinAlt, id: Number(m[2]) } : null;
}
