// The enquiries' declaration as an entity, apart from solicitudes.ts: the visitor's form on /admisiones
// reads solicitudes.ts, and a module shared with the admin chunks keeps every export there; this is
// read by the server and the admin areas only (contrato/entidades.generado.ts), as planEntidad.ts.
/** Its name in the audit trail, section, bulk actions and export; never a kind of search result. */
export const ENTIDAD_SOLICITUD = {
  clave: 'solicitud',
  bitacora: 'Solicitud de información',
  seccion: 'solicitudes',
  lote: { nombre: 'solicitudes', uno: 'solicitud', acciones: ['atender'], exportable: 'Solicitudes de información' },
} as const;
