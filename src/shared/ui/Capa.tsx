// Loading overlay shown while a confirmed delete/deactivate runs (ui.overlay).
import './ui.css';

export function Capa({ activo }: { activo: boolean }) {
  if (!activo) return null;
  return (
    <div className="overlay" role="status" aria-live="assertive">
      <span className="overlay__spinner" aria-hidden="true" />
      <span className="overlay__texto">Procesando…</span>
    </div>
  );
}
