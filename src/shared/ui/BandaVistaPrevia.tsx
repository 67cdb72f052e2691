// The band over a previewed item (issue 37): what this is, and until when the link works. Shown by
// a preview link's page (app/paneles/VistaPreviaPublica.tsx) and by the editors' "Vista previa"
// (shared/admin/vistasPrevias), always from data in the store.
import { BANDA_VISTA_PREVIA } from '../api/contrato/vistasPrevias';
import { fechaEnEspanol } from '../lib/zonaHoraria';
import './bandaVistaPrevia.css';

/** `expira` (ms) and `zona`: the link's expiry, in the programme's zone; without them, the band alone (content not saved yet). */
export function BandaVistaPrevia({ expira, zona, detalle }: { expira?: number; zona?: string; detalle?: string }) {
  return (
    <div className="banda-vista-previa" role="note" aria-label="Vista previa">
      <p>
        <strong>{BANDA_VISTA_PREVIA}</strong>.
        {expira !== undefined && zona ? ` El enlace vence el ${fechaEnEspanol(new Date(expira).toISOString(), zona)}.` : ''}
        {detalle ? ` ${detalle}` : ''}
      </p>
    </div>
  );
}
