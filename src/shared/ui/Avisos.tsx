// Success notices (ui.notices) as polite role="status" toasts that hide after a few seconds.
import { useEffect } from 'react';
import type { Notice } from '../modelo/ui';
import './ui.css';

export const DURACION_NOTICE_MS = 5000;

function Toast({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const t = setTimeout(() => onDismiss(notice.id), DURACION_NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice.id, onDismiss]);
  return (
    <div className="toast">
      <span>{notice.mensaje}</span>
      <button type="button" className="toast__cerrar" aria-label="Cerrar aviso" onClick={() => onDismiss(notice.id)}>
        ×
      </button>
    </div>
  );
}

export function Notices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {notices.map((n) => (
        <Toast key={n.id} notice={n} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
