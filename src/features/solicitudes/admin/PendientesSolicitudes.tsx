// The "Solicitudes de información" tile's badge in /panel_admin (issue 43): how many enquiries wait,
// from contarSolicitudesPendientes (refreshed with the list: marking one attended lowers it).
import { useContarSolicitudesPendientesQuery } from '../api';

/** "3 pendientes", "1 pendiente", "Nada pendiente." */
export const textoPendientesSolicitudes = (n: number) =>
  n === 0 ? 'Nada pendiente.' : `${n.toLocaleString('es-MX')} ${n === 1 ? 'pendiente' : 'pendientes'}`;

export default function PendientesSolicitudes() {
  const { data } = useContarSolicitudesPendientesQuery();
  // nothing while loading, or when the count could not be read
  if (typeof data?.pendientes !== 'number') return null;
  return (
    <span className={`mosaico__insignia${data.pendientes ? ' mosaico__insignia--hay' : ''}`}>{textoPendientesSolicitudes(data.pendientes)}</span>
  );
}
