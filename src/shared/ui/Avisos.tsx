// Success notices (ui.notices) as polite role="status" toasts that hide after a few seconds. A
// deactivation's notice offers "Deshacer" for DESHACER_MS instead (it blocks nothing: the page
// stays usable, as in a mail or CMS app).
import { useEffect } from 'react';
import { DESHACER_MS, type Notice } from '../modelo/ui';
import './ui.css';

export const DURACION_NOTICE_MS = 5000;

interface Props {
  onDismiss: (id: number) => void;
  /** "Deshacer" on a notice that offers it. */
  onDeshacer?: (id: number) => void;
}

function Toast({ notice, onDismiss, onDeshacer }: Props & { notice: Notice }) {
  const conDeshacer = Boolean(notice.deshacer && onDeshacer);
  useEffect(() => {
    const t = setTimeout(() => onDismiss(notice.id), conDeshacer ? DESHACER_MS : DURACION_NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice.id, onDismiss, conDeshacer]);
  return (
    <div className="toast">
      <span>{notice.mensaje}</span>
      <span className="toast__acciones">
        {conDeshacer && (
          <button type="button" className="toast__deshacer" onClick={() => onDeshacer?.(notice.id)}>
            Deshacer
          </button>
        )}
        <button type="button" className="toast__cerrar" aria-label="Cerrar aviso" onClick={() => onDismiss(notice.id)}>
          ×
        </button>
      </span>
    </div>
  );
}

export function Avisos({ notices, onDismiss, onDeshacer }: Props & { notices: Notice[] }) {
  return (
    <div className="toasts" role="status" aria-live="polite">
      {notices.map((n) => (
        <Toast key={n.id} notice={n} onDismiss={onDismiss} onDeshacer={onDeshacer} />
      ))}
    </div>
  );
}
