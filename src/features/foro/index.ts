// Public face of the forum feature. Pages are lazy loaders named after their area's chunk, so a
// visitor never downloads moderation code. The two static exports are for pages in app/panels
// that are themselves in the student and admin chunks; package.json's sideEffects lets webpack
// drop them from the visitor bundle (checked by a production build).
export const cargarListaTopicos = () => import(/* webpackChunkName: "foro" */ './publico/ListaTopicos');
export const cargarTopico = () => import(/* webpackChunkName: "foro" */ './publico/Topico');
export const cargarResponderPregunta = () => import(/* webpackChunkName: "foro" */ './publico/ResponderPregunta');

/** For /panel_alumno (area-e). */
export { PreguntasPorResponder } from './alumno/PreguntasPorResponder';
/** For the "Preguntas y Respuestas" tile of /panel_admin (area-a). */
export { usePendientesForo } from './admin/usePendientesForo';
