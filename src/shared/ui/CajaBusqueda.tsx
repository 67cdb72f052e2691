// Search box of the admin lists. Its text lives in the URL (?q=), so a filtered list can be shared
// and reloaded; each keystroke only updates the page's own state, and the URL is written once
// typing pauses (or the box loses focus): a router navigation per keystroke re-rendered every
// layout and made typing in a 5,000-student list miss the frame.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import './ui.css';

export const ESPERA_URL_MS = 300;

export interface Busqueda {
  /** What the list filters by: the text as typed, at once. */
  q: string;
  cambiar(texto: string): void;
  /** Writes a pending text to the URL now. */
  fijar: () => void;
}

/** The search text of a list page: starts from ?q=, follows the URL when someone else changes it. */
export function useBusqueda(): Busqueda {
  const [params, setParams] = useSearchParams();
  const enUrl = params.get('q') ?? '';
  const [q, setQ] = useState(enUrl);
  const escrita = useRef(enUrl);
  const pendiente = useRef<{ texto: string; timer: ReturnType<typeof setTimeout> } | null>(null);

  // a link, back/forward or another component changed ?q=: the box shows it
  useEffect(() => {
    if (enUrl === escrita.current) return;
    escrita.current = enUrl;
    if (pendiente.current) clearTimeout(pendiente.current.timer);
    pendiente.current = null;
    setQ(enUrl);
  }, [enUrl]);

  const escribir = useCallback(
    (texto: string) => {
      pendiente.current = null;
      if (texto === escrita.current) return;
      escrita.current = texto;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (texto) next.set('q', texto);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const cambiar = useCallback(
    (texto: string) => {
      setQ(texto);
      if (pendiente.current) clearTimeout(pendiente.current.timer);
      pendiente.current = { texto, timer: setTimeout(() => escribir(texto), ESPERA_URL_MS) };
    },
    [escribir],
  );

  const fijar = useCallback(() => {
    const p = pendiente.current;
    if (!p) return;
    clearTimeout(p.timer);
    escribir(p.texto);
  }, [escribir]);

  // leaving the page drops a pending write (navigating from an unmounting page is not ours to do)
  useEffect(
    () => () => {
      if (pendiente.current) clearTimeout(pendiente.current.timer);
    },
    [],
  );

  return { q, cambiar, fijar };
}

export function CajaBusqueda({
  busqueda,
  etiqueta = 'Buscar por nombre',
  placeholder = 'Buscar…',
}: {
  busqueda: Busqueda;
  etiqueta?: string;
  placeholder?: string;
}) {
  const id = useId();
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
        value={busqueda.q}
        onChange={(e) => busqueda.cambiar(e.target.value)}
        // a click on a row's link blurs the box first: the URL holds the search before leaving
        onBlur={busqueda.fijar}
      />
    </div>
  );
}
