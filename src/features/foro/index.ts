// Public face of the forum feature (its pages are lazy rows of recurso.ts, named after their
// area's chunk, so a visitor never downloads moderation code). The two static exports are for pages in app/panels
// that are themselves in the student and admin chunks; package.json's sideEffects lets webpack
// drop them from the visitor bundle (checked by a production build).

/** For /panel_alumno (area-e). */
export { PreguntasPorResponder } from './alumno/PreguntasPorResponder';
/** For the "Preguntas y Respuestas" tile of /panel_admin (area-a). */
export { usePendientesForo } from './admin/usePendientesForo';
