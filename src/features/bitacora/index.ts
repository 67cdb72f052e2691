// Public face of the bitácora feature (issue 14): a lazy loader only (super-admin chunk "area-s").
export const cargarBitacora = () => import(/* webpackChunkName: "area-s" */ './Bitacora');
