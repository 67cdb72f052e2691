// How the audit trail names a funcion and a date for people: the bitácora page and the
// "Última modificación" line of the edit pages.
const ACCIONES: [RegExp, string][] = [
  [/^registrar/, 'Registró'],
  [/^editar/, 'Editó'],
  [/^darBaja/, 'Dio de baja'],
  [/^reactivar/, 'Reactivó'],
  [/^eliminar/, 'Eliminó'],
  [/^validar/, 'Validó'],
  [/^descartar/, 'Descartó'],
  [/^reestablecer/, 'Restableció la contraseña'],
  [/^importar/, 'Importó'],
  // an import of a spreadsheet (issue 43): each item it created, and each one its undo removed
  [/^confirmarImportacion$/, 'Importó'],
  [/^deshacerImportacion$/, 'Deshizo la importación'],
  [/^atender/, 'Marcó como atendida'],
  [/^cambiarContrasena$/, 'Cambió su contraseña'],
  [/^cambiarEstadoEnlace$/, 'Cambió el enlace de inscripciones'],
  // the periodic job's transitions (scheduled publishing, 0054)
  [/^publicacionProgramada$/, 'Publicación programada'],
  // a bulk action on a list (issue 43): its summary says which
  [/^accionEnLote$/, 'Acción en lote'],
];

export const accionDe = (funcion: string) => ACCIONES.find(([re]) => re.test(funcion))?.[1] ?? funcion;

// the university's time zone, as the forum's dates
const formato = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' });

export function fechaHora(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : formato.format(d);
}

/** The server's UTC 'YYYY-MM-DD HH:MM:SS' as ISO (a <time>'s dateTime)… */
export const isoUtc = (fecha: string) => `${fecha.replace(' ', 'T')}Z`;
/** …and in the university's time zone. */
export const fechaHoraUtc = (fecha: string) => fechaHora(isoUtc(fecha));
