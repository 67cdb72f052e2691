// The band over a previewed item (issue 37): what this is, and until when the link works. Shown by
// a preview link's page (app/paneles/VistaPreviaPublica.tsx) and by the editors' "Vista previa"
// (shared/admin/vistasPrevias), always from data in the store.
import { BANDA_VISTA_PREVIA } from '../api/contrato/vistasPrevias';
// a type only: the schedule's module (and its zod) stays out of the visitor's code
import type { Programacion } from '../api/contrato/programacion';
import { fechaEnEspanol } from '../lib/zonaHoraria';
import './bandaVistaPrevia.css';

/**
 * `expira` (ms) and `zona`: the link's expiry, in the programme's zone; without them, the band alone
 * (content not saved yet). `titulo`/`etiqueta`: another band of the same look (BandaNoPublica).
 */
export function BandaVistaPrevia({
  expira,
  zona,
  detalle,
  titulo = BANDA_VISTA_PREVIA,
  etiqueta = 'Vista previa',
}: {
  expira?: number;
  zona?: string;
  detalle?: string;
  titulo?: string;
  etiqueta?: string;
}) {
  return (
    <div className="banda-vista-previa" role="note" aria-label={etiqueta}>
      <p>
        <strong>{titulo}</strong>.{expira !== undefined && zona ? ` El enlace vence el ${fechaEnEspanol(new Date(expira).toISOString(), zona)}.` : ''}
        {detalle ? ` ${detalle}` : ''}
      </p>
    </div>
  );
}

export const BANDA_NO_PUBLICA = 'Solo el personal ve esta página: no está publicada';

/**
 * An admin on the public page of an item the public does not see (scheduled, or retired: an
 * admin's read carries publicado false): says so, with the dates, so the page is not mistaken for
 * a live one. Nothing for anyone else (their reads never carry publicado false).
 */
export function BandaNoPublica({ item }: { item: Programacion }) {
  if (item.publicado !== false) return null;
  const fecha = (utc: string | null | undefined) => (utc && item.zona ? fechaEnEspanol(utc, item.zona) : null);
  const publicar = fecha(item.publicar_en);
  const retirar = fecha(item.retirar_en);
  const detalle = [publicar ? `Publicación: ${publicar}.` : '', retirar ? `Retiro: ${retirar}.` : ''].filter(Boolean).join(' ');
  return <BandaVistaPrevia titulo={BANDA_NO_PUBLICA} etiqueta="Página no publicada" detalle={detalle || undefined} />;
}
