// A button with the project's looks; `cargando` disables it and says so while a call runs.
import type { ComponentPropsWithRef } from 'react';
import './ui.css';

interface Props extends ComponentPropsWithRef<'button'> {
  variante?: 'primario' | 'secundario' | 'peligro' | 'texto';
  cargando?: boolean;
}

export function Boton({ variante = 'primario', cargando, disabled, children, className, type = 'button', ...rest }: Props) {
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
