// The forum's declarations as entities (their names in the audit trail, the questions' kind of search
// result, their section), apart from foro.ts: the public forum page reads foro.ts, and a module shared
// with the admin chunks keeps every export there; these are read by the server and the admin areas
// only (contrato/entidades.generado.ts), as planEntidad.ts.
export const ENTIDAD_PREGUNTA = { clave: 'pregunta', bitacora: 'Pregunta', busqueda: 'Pregunta del foro', seccion: 'foro' } as const;
export const ENTIDAD_RESPUESTA = { clave: 'respuesta', bitacora: 'Respuesta', seccion: 'foro' } as const;
