// Import and export (issue 43, docs/decisiones/0057-importacion-y-exportacion.md): a spreadsheet
// (CSV or XLSX) of projects, events, companies or graduates, with an optional ZIP of its images,
// previewed (nothing written), then confirmed in one transaction and undone in one click; and each
// admin list as a CSV (`/panel_admin/exportar/<entidad>.csv`) with exactly the columns the import
// reads. Our addition to docs/SPEC.md. Each entity declares its part: its contract's
// ENTIDAD_<X>.lote (`exportable`: its list's name in words; `importable`), its folder's
// server/entidades/<x>/importacion.ts (its columns) and its repository's `Entidad.importacion` (its SQL).
// Admin chunks and the server only (it reads every contract's declaration).
import type { RespuestaComun } from './comun';
import { ENTIDADES_CONTRATO } from './entidades.generado';
import { enPalabras } from './revisiones';

/** A contract's ENTIDAD_<X> whose admin list is exported (and maybe imported). */
interface ListaExportable {
  lote: { nombre: string; exportable: string; importable?: true };
}
type Exportable = Extract<(typeof ENTIDADES_CONTRATO)[number], { lote: { exportable: string } }>;
const EXPORTABLES = (ENTIDADES_CONTRATO as readonly object[]).filter(
  (e): e is ListaExportable => 'lote' in e && typeof (e as ListaExportable).lote.exportable === 'string',
);

/** What can be exported (enquiries only out: they come from visitors). */
export type EntidadExportacion = Exportable['lote']['nombre'];
export const ENTIDADES_EXPORTACION = EXPORTABLES.map((e) => e.lote.nombre) as [EntidadExportacion, ...EntidadExportacion[]];
/** What can be imported. */
export type EntidadImportacion = Extract<Exportable, { lote: { importable: true } }>['lote']['nombre'];
export const ENTIDADES_IMPORTACION = EXPORTABLES.filter((e) => e.lote.importable).map((e) => e.lote.nombre) as [
  EntidadImportacion,
  ...EntidadImportacion[],
];

export const NOMBRES_ENTIDAD_IMPORTACION = Object.fromEntries(EXPORTABLES.map((e) => [e.lote.nombre, e.lote.exportable])) as Readonly<
  Record<EntidadExportacion, string>
>;

/** The export of a list (`?pks=1,2,3`: only those rows). */
export const rutaExportacion = (e: EntidadExportacion, pks?: readonly number[]) =>
  `/panel_admin/exportar/${e}.csv${pks && pks.length ? `?pks=${pks.join(',')}` : ''}`;
/** The template of an entity: its headers and one example row. */
export const rutaPlantilla = (e: EntidadImportacion) => `/panel_admin/exportar/plantilla-${e}.csv`;

/** Limits of a file (the CSV/XLSX and the ZIP, as their bytes). */
export const MAX_FILAS_IMPORTACION = 2000;
export const MAX_MB_HOJA = 10;
export const MAX_MB_ZIP = 30;
/** A ZIP or XLSX uncompressed: at most this many bytes and entries (a "bomb" is refused). */
export const MAX_MB_DESCOMPRIMIDO = 100;
export const MAX_ENTRADAS_ZIP = 10_000;
/** How long a preview can be confirmed (and an import undone), in hours. */
export const HORAS_IMPORTACION = 1;

export const MENSAJES_IMPORTACION = {
  entidad: `Elija qué desea importar: ${enPalabras(ENTIDADES_IMPORTACION)}.`,
  sinArchivo: 'Elija la hoja de cálculo (CSV o XLSX) que desea importar.',
  tipoHoja: 'El archivo no es una hoja de cálculo CSV o XLSX. Guárdelo como «CSV UTF-8» o «Libro de Excel (.xlsx)».',
  tipoZip: 'El archivo de imágenes no es un ZIP.',
  codificacion: 'El archivo no está en UTF-8: ábralo y guárdelo como «CSV UTF-8 (delimitado por comas)».',
  hojaGrande: `La hoja de cálculo pesa más de ${MAX_MB_HOJA} MB.`,
  zipGrande: `El ZIP de imágenes pesa más de ${MAX_MB_ZIP} MB.`,
  bomba: `El archivo descomprimido ocuparía más de ${MAX_MB_DESCOMPRIMIDO} MB o más de ${MAX_ENTRADAS_ZIP.toLocaleString('es-MX')} archivos.`,
  rutaZip: 'El ZIP contiene una ruta no permitida («../» o absoluta): comprima solo las imágenes.',
  zipDanado: 'El ZIP de imágenes está dañado o no se puede leer.',
  xlsxDanado: 'El archivo XLSX está dañado o no se puede leer.',
  csvDanado: 'El CSV no se puede leer: revise las comillas de la fila',
  vacia: 'La hoja de cálculo no tiene filas.',
  demasiadas: `La hoja de cálculo tiene más de ${MAX_FILAS_IMPORTACION.toLocaleString('es-MX')} filas: divídala en varias.`,
  faltaColumna: (c: string) => `Falta la columna «${c}».`,
  columnaDesconocida: (c: string) => `La columna «${c}» no se reconoce.`,
  sinImagen: (n: string) => `La imagen «${n}» no está en el ZIP ni en la biblioteca.`,
  imagenMala: (n: string) => `La imagen «${n}» no se pudo leer`,
  fechaPasada: 'La fecha de publicación ya pasó: déjela vacía para publicar al importar.',
  fecha: 'La fecha no es válida: escríbala como 2027-03-12 08:00.',
  repetidoHoja: (linea: number) => `El título se repite en la fila ${linea}.`,
  repetidoSitio: 'Ya existe un elemento con este título en el sitio.',
  estado: 'El estado debe ser «publicado», «programado», «retirado» o «de baja».',
  siNo: 'Escriba «sí» o «no».',
  generacion: 'La generación no existe (escríbala como 2019-2022).',
  alts: 'Hay más textos alternativos que imágenes.',
  tokenNoValido: 'La vista previa ya no existe o caducó: vuelva a previsualizar el archivo.',
  yaConfirmada: 'Esta importación ya se confirmó.',
  sinValidas: 'No hay filas válidas para importar.',
  noConfirmada: 'Esta importación no se ha confirmado: no hay nada que deshacer.',
  yaDeshecha: 'Esta importación ya se deshizo.',
  editadoDespues: (t: string) => `No se puede deshacer: «${t}» se editó después de importarlo. Elimínelo o dé de baja cada elemento.`,
  enUso: (t: string) => `No se puede deshacer: «${t}» ya tiene experiencias registradas.`,
  importado: (n: number) => `${n === 1 ? 'Se importó 1 elemento' : `Se importaron ${n} elementos`}.`,
  deshecho: (n: number) => `Importación deshecha: ${n === 1 ? 'se eliminó 1 elemento' : `se eliminaron ${n} elementos`}.`,
  exportarNoAdmin: 'Solo el personal administrador puede exportar.',
} as const;

/** One problem of a row, under its column ('' : the whole row). */
export interface ErrorImportacion {
  columna: string;
  mensaje: string;
}

/** One row of the preview: its line in the file (the header is line 1), its title, its problems. */
export interface FilaPrevia {
  linea: number;
  titulo: string;
  errores: ErrorImportacion[];
}

export interface RespuestaPrevisualizar extends RespuestaComun {
  token?: string;
  filas?: FilaPrevia[];
  validas?: number;
  conErrores?: number;
  /** A problem of the whole file (no rows then). */
  errores?: ErrorImportacion[];
}

export interface RespuestaConfirmar extends RespuestaComun {
  creados?: number;
  pks?: number[];
  /** Ours (issue 47): each created item's editor (its entity's declaration), in the order of `pks`. */
  editores?: (string | null)[];
}

export interface RespuestaDeshacer extends RespuestaComun {
  eliminados?: number;
}

export interface ContratoImportaciones {
  /** Multipart: `archivo` and `imagenes` as data URLs (base64) of the files, with their names. */
  previsualizarImportacion: {
    pide: { entidad: EntidadImportacion; archivo: string; nombreArchivo?: string; imagenes?: string; nombreImagenes?: string };
    responde: RespuestaPrevisualizar;
  };
  confirmarImportacion: { pide: { token: string }; responde: RespuestaConfirmar };
  deshacerImportacion: { pide: { token: string }; responde: RespuestaDeshacer };
}
