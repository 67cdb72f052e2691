// The admin kit's list, split by parts under ./lista/; this path stays the features' import.
export { ListaAdmin } from './lista/ListaAdmin';
export type { PropsLista } from './lista/ListaActivos';
export { Paginador } from './lista/Paginador';
export { filtrar } from './lista/filtrado';
export { VISTA, VISTA_BAJAS, idDeLista } from './lista/tipos';
export { filtroEstado, filtroPorValor } from './lista/CamposFiltro';
export { listaDeEntidad, type DescripcionEntidad } from './lista/deEntidad';
export type { AccionFila, AccionLote, CampoFiltro, Columna, DescripcionLista, EdicionRapida, Orden, VistaBajas } from './lista/tipos';
