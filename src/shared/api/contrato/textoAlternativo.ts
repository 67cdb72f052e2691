// The stored images that nobody has described yet (issue 37): the admin page "Imágenes sin texto
// alternativo" lists them across entities and fills each one in place. Admin only.
import type { RespuestaComun } from './comun';

/** Its name in the audit trail (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_IMAGEN = { clave: 'imagen', bitacora: 'Imagen' } as const;

/**
 * Where an image is: a kind each entity declares (server/imagenes/sinAlt.ts): 'proyecto',
 * 'foto_proyecto' (a project's team photo), 'evento', 'empresa', 'egresado', 'persona' (of "Acerca de")…
 */
export type TipoImagenSinAlt = string;

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
 * The tipo and id of a referencia, or null when it is not one (whether its tipo is a kind of the
 * report, the server knows). An image inside a document (a person of "Acerca de") is named by its
 * stored path (`persona:uploads/…`, `ruta`), never its position in the list: after another admin
 * removed a person, a position named the next one's photo (issue 45).
 */
export function leerReferencia(r: string): { tipo: TipoImagenSinAlt; id: number; ruta?: string } | null {
  const enDatos = /^([a-z_]{1,30}):(uploads\/[a-z_]{1,30}\/[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif))$/.exec(r);
  if (enDatos) return { tipo: enDatos[1], id: 0, ruta: enDatos[2] };
  const m = /^([a-z_]{1,30}):(\d{1,12})$/.exec(r);
  return m ? { tipo: m[1], id: Number(m[2]) } : null;
}
