// The curriculum's declaration as an entity (its name in the audit trail, its history's key, its
// section), apart from plan.ts: the home page's plan block reads plan.ts, so whatever is there is in
// a visitor's first download, and this is read by the server and the admin areas only
// (contrato/entidades.generado.ts).
/** Its name in the audit trail, cache tag, kind of search result (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_PLAN = {
  clave: 'materia',
  bitacora: 'Plan de estudios',
  tag: 'Plan',
  busqueda: 'Plan de estudios',
  historial: { clave: 'plan' },
  seccion: 'plan',
} as const;
