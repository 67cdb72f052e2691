// The lazy loaders of foro's role-area pages, for app/rutasAreas.tsx only (its chunk): a
// feature's second public face, so the visitor's first download does not carry them.
export const cargarModeracion = () => import(/* webpackChunkName: "area-a" */ './admin/Moderacion');
export const cargarResponderAdmin = () => import(/* webpackChunkName: "area-a" */ './admin/ResponderAdmin');
export const cargarResponderAlumno = () => import(/* webpackChunkName: "area-e" */ './alumno/ResponderAlumno');
