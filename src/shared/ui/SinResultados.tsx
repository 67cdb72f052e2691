// The message shown when a list has nothing to show (docs/SPEC.md §8 empty-list messages).
import type { ReactNode } from 'react';
import './ui.css';

export function SinResultados({ mensaje, children }: { mensaje: string; children?: ReactNode }) {
  return (
    <div className="vacio">
      <p className="vacio__mensaje">{mensaje}</p>
      {children}
    </div>
  );
}

/** Loading and failure states of a query, shown the same way on every page. */
export function Cargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <p className="cargando" role="status">
      <span className="boton__spinner" aria-hidden="true" /> {texto}
    </p>
  );
}

export function ErrorCarga({ mensaje, onReintentar }: { mensaje: string; onReintentar?: () => void }) {
  return (
    <div className="vacio vacio--error" role="alert">
      <p className="vacio__mensaje">{mensaje}</p>
      {onReintentar && (
        <button type="button" className="boton boton--secundario" onClick={onReintentar}>
          Reintentar
        </button>
      )}
    </div>
  );
}
