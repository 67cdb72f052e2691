// Search box whose text lives in the URL (?q=), so a filtered list can be shared and reloaded.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import './ui.css';

export function useConsulta(): string {
  const [params] = useSearchParams();
  return params.get('q') ?? '';
}

export function SearchBox({ etiqueta = 'Buscar por nombre', placeholder = 'Buscar…' }: { etiqueta?: string; placeholder?: string }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <div className="busqueda" role="search">
      <label htmlFor={id} className="visualmente-oculto">
        {etiqueta}
      </label>
      <input
        id={id}
        type="search"
        className="busqueda__control"
        placeholder={placeholder}
        value={q}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          if (e.target.value) next.set('q', e.target.value);
          else next.delete('q');
          // flushSync: the filtered list paints in the same frame as the keystroke (no transition)
          setParams(next, { replace: true, flushSync: true });
        }}
      />
    </div>
  );
}
