// Each route sets its document title (and meta description) and moves focus to its heading,
// so screen-reader users hear where a link took them.
import { useEffect, useRef } from 'react';

export const SUFIJO_TITULO = 'Ingeniería en Desarrollo de Software';

export function usePagina(titulo: string, descripcion?: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${titulo} | ${SUFIJO_TITULO}`;
    if (descripcion) document.querySelector('meta[name="description"]')?.setAttribute('content', descripcion);
    // the first page load keeps focus at the top of the document; later navigations move it
    if (window.history.state && (window.history.state as { idx?: number }).idx) ref.current?.focus({ preventScroll: true });
  }, [titulo, descripcion]);
  return ref;
}
