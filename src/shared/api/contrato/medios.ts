// The media library (issue 43): every stored image is an asset with its alternative text, size, who
// uploaded it and when, and where it is used. Admins upload many at once (subirMedios), search and
// page them (traerMedios), describe one (editarMedio), delete one nothing uses (borrarMedio), and
// pick one in any image field: the field sends `medio:<pk>` and the asset's stored file is reused,
// never encoded again. One asset may be the default image of events without one.
import type { RespuestaComun } from './comun';
import { FORMATO_NO_VALIDO } from './comun';
import { z, entero, pk, siNo, textoAlt } from './campos';

/** Its name in the audit trail. */
export const ENTIDAD_MEDIO = { clave: 'medio', bitacora: 'Imagen de la biblioteca' } as const;

/** Assets per page of the library (and of the picker). */
export const MEDIOS_POR_PAGINA = 24;
/** Files per subirMedios call (the page sends one per call, to show each one's progress). */
export const MAX_ARCHIVOS_MEDIOS = 10;

/** What an image field sends to reuse an asset. */
export const PREFIJO_MEDIO = 'medio:';
export const valorMedio = (pk: number) => `${PREFIJO_MEDIO}${pk}`;
/** The asset's pk of a field's value `medio:<pk>`, or null. */
export function pkDeMedio(valor: string): number | null {
  const m = /^medio:(\d{1,12})$/.exec(valor);
  return m ? Number(m[1]) : null;
}

/** Where an asset is used: the item's kind ("Proyecto"), its name, and its admin edit page. */
export interface UsoMedio {
  tipo: string;
  nombre: string;
  editar: string;
}

export interface Medio {
  pk: number;
  /** The stored image's relative path ('uploads/…'). */
  url: string;
  /** null: nobody described it yet. */
  alt: string | null;
  decorativa: boolean;
  ancho: number | null;
  alto: number | null;
  /** Size in bytes of the stored file. */
  bytes: number;
  /** The file's name as uploaded (an image from a form: its stored name). */
  nombre: string;
  /** Who uploaded it ('' when unknown: an image that was on the site before the library). */
  subidoPor: string;
  /** ISO 8601, UTC. */
  subido: string;
  /** It is the image of events that have none. */
  predeterminadaEventos: boolean;
  usos: UsoMedio[];
}

export interface PaginaMedios {
  medios: Medio[];
  total: number;
}

export interface RespuestaSubirMedios extends RespuestaComun {
  pks?: number[];
}

export interface ContratoMedios {
  /** Admins: the library, newest first; `q` looks in the alt text and the file name. */
  traerMedios: { pide: { q?: string; pagina?: string | number }; responde: PaginaMedios };
  /** Admins: `archivos` (data URLs, one field each), `alts` (JSON array, same order, `{alt, decorativa}` or a text), `nombres` (JSON array of the files' names). */
  subirMedios: { pide: { archivos: string | string[]; alts: string; nombres?: string }; responde: RespuestaSubirMedios };
  editarMedio: {
    pide: { pk: string | number; alt?: string; decorativa?: string; predeterminadaEventos?: string };
    responde: RespuestaComun;
  };
  /** 409 with `usos` when something uses it. */
  borrarMedio: { pide: { pk: string | number }; responde: RespuestaComun & { usos?: UsoMedio[] } };
}

export const MENSAJES_MEDIO = {
  pk: 'Imagen de la biblioteca no válida.',
  noExiste: 'Esa imagen ya no está en la biblioteca.',
  elegidaNoExiste: 'La imagen elegida de la biblioteca ya no existe.',
  sinArchivos: 'Elija al menos una imagen.',
  demasiados: `Suba como máximo ${MAX_ARCHIVOS_MEDIOS} imágenes a la vez.`,
  alts: 'Falta el texto alternativo de cada imagen, en el mismo orden.',
  noImagen: 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.',
  subidas: (n: number) => (n === 1 ? 'Imagen agregada a la biblioteca.' : `${n} imágenes agregadas a la biblioteca.`),
  editado: 'Imagen de la biblioteca actualizada.',
  borrado: 'Imagen borrada de la biblioteca.',
  enUso: (usos: UsoMedio[]) =>
    `No se puede borrar: la usa${usos.length === 1 ? '' : 'n'} ${usos.map((u) => `${u.tipo} «${u.nombre}»`).join(', ')}. Quítela de ahí primero.`,
  decorativa: 'Imagen decorativa',
  predeterminadaEventos: 'Imagen predeterminada de eventos',
  sinResultados: 'Ninguna imagen coincide con la búsqueda.',
  vacia: 'La biblioteca aún no tiene imágenes.',
} as const;

// The schemas (server and forms)
export const busquedaMedios = z.object({
  q: z.string({ error: FORMATO_NO_VALIDO }).trim().max(100, FORMATO_NO_VALIDO).optional(),
  pagina: entero(FORMATO_NO_VALIDO, 1).optional(),
});

export const pkMedio = pk(MENSAJES_MEDIO.pk);

export const edicionMedio = z.object({
  pk: pkMedio,
  alt: textoAlt(),
  decorativa: siNo(FORMATO_NO_VALIDO).optional(),
  predeterminadaEventos: siNo(FORMATO_NO_VALIDO).optional(),
});
