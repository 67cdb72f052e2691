// Button with the project's looks; `cargando` disables it and says so while a call runs.
import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variante?: 'primario' | 'secundario' | 'peligro' | 'texto';
  cargando?: boolean;
}

export function Button({ variante = 'primario', cargando, disabled, children, className, type = 'button', ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      className={`boton boton--${variante}${className ? ` ${className}` : ''}`}
      disabled={disabled || cargando}
      aria-busy={cargando || undefined}
    >
      {cargando && <span className="boton__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
