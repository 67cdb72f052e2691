// docs/SPEC.md §9's business constants and limits, in one place beside the contract: the server's
// checks, the forms, the pages and the layouts read them from here.

/** The events page shows this many first, and this many more per "Ver más". */
export const EVENTOS_POR_PAGINA = 3;
export const INCREMENTO_EVENTOS = 3;

/** The term choices of a project: 1 to 11. */
export const CUATRIMESTRES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Topic ids above this redirect to /foro. */
export const TOPICO_MAXIMO = 4;

/** Image inputs: at most this many images per event and per project. */
export const MAX_IMAGENES_EVENTO = 15;
export const MAX_IMAGENES_PROYECTO = 10;

/** The forum note asks users to come back after this many hours. */
export const HORAS_REVISION_FORO = 24;

/** Scroll thresholds in px: the navbar turns solid past the first, "back to top" shows past the second. */
export const UMBRAL_BARRA_SOLIDA = 10;
export const UMBRAL_SUBIR = 50;

/** Dynamic inputs are identified by random keys with this many decimals. */
export const DECIMALES_CLAVE = 5;
