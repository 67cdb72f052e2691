// Public face of the eventos feature: lazy loaders only. The public page goes to the "eventos"
// chunk; admin pages to "area-a", so visitors never download them.
export const cargarListaEventos = () => import(/* webpackChunkName: "eventos" */ './publico/ListaEventos');
