// The import's own declaration as an entity, apart from importaciones.ts (which reads every contract's
// declaration: a file listed in contrato/entidades.generado.ts may not import that list).
/** Its name in the audit trail (the import's own entries: its confirmation and its undo). */
export const ENTIDAD_IMPORTACION = { clave: 'importacion', bitacora: 'Importación' } as const;
