// The "Cambios por revisar" tile's badge (issue 48): how many changes the person may review, else how
// many of their own wait.
import { useTraerCambiosPendientesQuery } from '@/shared/admin/cambios/api';
import type { CambioPendiente } from '@/shared/api/contrato/cambios';

const n = (x: number) => x.toLocaleString('es-MX');

/** "2 por revisar", else "1 suyo en revisión" / "3 suyos en revisión", else "Nada por revisar." */
export function textoPendientesCambios(cambios: readonly CambioPendiente[]): string {
  const revisar = cambios.filter((c) => c.puedeRevisar).length;
  if (revisar) return `${n(revisar)} por revisar`;
  const suyos = cambios.filter((c) => c.propio && c.estado === 'pendiente').length;
  if (suyos) return `${n(suyos)} ${suyos === 1 ? 'suyo' : 'suyos'} en revisión`;
  return 'Nada por revisar.';
}

export default function PendientesCambios() {
  const { data } = useTraerCambiosPendientesQuery();
  // nothing while loading, or when the list could not be read
  if (!Array.isArray(data?.cambios)) return null;
  const hay = data.cambios.some((c) => c.puedeRevisar);
  return <span className={`mosaico__insignia${hay ? ' mosaico__insignia--hay' : ''}`}>{textoPendientesCambios(data.cambios)}</span>;
}
