// Public face of the pages feature, for app/ (the home, /admisiones, the footer): the page by its key
// and the pieces that show it. The editor stays in the admin chunk (recurso.ts's rows).
export { usePagina, datosPagina, PaginaEnVistaContext } from './usePagina';
export { CuerpoPagina } from './CuerpoPagina';
export { FechasClave, proximas, fechaLarga } from './FechasClave';
export { ContactoPie, BloqueContacto } from './Contacto';
export { MarcoPagina } from './MarcoPagina';
export { default as AcercaDe } from './publico/AcercaDe';
