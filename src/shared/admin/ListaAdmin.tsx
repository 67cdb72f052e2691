// The admin kit's list, split by parts under ./lista/; this path stays the features' import.
export { ListaAdmin } from './lista/ListaAdmin';
export type { PropsLista } from './lista/ListaActivos';
export { Paginador } from './lista/Paginador';
export { filtrar } from './lista/filtrado';
export { VISTA, VISTA_BAJAS, idDeLista } from './lista/tipos';
export type { AccionFila, AccionLote, Columna, DescripcionLista, Orden, VistaBajas } from './lista/tipos';
