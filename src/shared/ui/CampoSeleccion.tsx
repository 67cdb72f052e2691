// Labelled <select> with its error tied by aria-describedby (same looks as Campo).
import { useId, type SelectHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  etiqueta: ReactNode;
  error?: string | null;
  opciones: { valor: string; texto: string }[];
  /** Text of the empty first option (no choice yet). */
  vacia?: string;
}

export function CampoSeleccion({ etiqueta, error, opciones, vacia, ...rest }: Props) {
  const id = useId();
  return (
    <div className={`campo${error ? ' campo--error' : ''}`}>
      <label htmlFor={id} className="campo__etiqueta">
        {etiqueta}
      </label>
      <select {...rest} id={id} className="campo__control" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-e` : undefined}>
        {vacia !== undefined && <option value="">{vacia}</option>}
        {opciones.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.texto}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-e`} className="campo__error">
          {error}
        </p>
      )}
    </div>
  );
}
