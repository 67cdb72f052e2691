// Labelled form field with its error message tied by aria-describedby.
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

interface Comun {
  etiqueta: ReactNode;
  error?: string | null;
  ayuda?: ReactNode;
  /** A class of the control's own, beside campo__control. */
  claseControl?: string;
}

type PropsInput = Comun & InputHTMLAttributes<HTMLInputElement> & { multilinea?: false };
type PropsArea = Comun & TextareaHTMLAttributes<HTMLTextAreaElement> & { multilinea: true };

export function Campo(props: PropsInput | PropsArea) {
  const id = useId();
  const { etiqueta, error, ayuda, multilinea, claseControl, ...rest } = props;
  const describe = [error ? `${id}-e` : null, ayuda ? `${id}-a` : null].filter(Boolean).join(' ') || undefined;
  const comunes = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describe,
    className: claseControl ? `campo__control ${claseControl}` : 'campo__control',
  };
  return (
    <div className={`campo${error ? ' campo--error' : ''}`}>
      <label htmlFor={id} className="campo__etiqueta">
        {etiqueta}
      </label>
      {multilinea ? (
        <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...comunes} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...comunes} />
      )}
      {ayuda && (
        <p id={`${id}-a`} className="campo__ayuda">
          {ayuda}
        </p>
      )}
      {error && (
        <p id={`${id}-e`} className="campo__error">
          {error}
        </p>
      )}
    </div>
  );
}
