// Each route declares its head (title, description, link preview image, JSON-LD) from the data it
// shows, and moves focus to its heading so screen-reader users hear where a link took them. One
// mechanism for both sides: on the server the declaration is collected while rendering (CabezaContext)
// and written into the HTML; in the browser an effect applies it on every navigation.
import { createContext, useContext, useEffect, useRef } from 'react';
import { tituloCompleto } from '../lib/titulo';

export { SUFIJO_TITULO, tituloCompleto } from '../lib/titulo';

/** What a page says about itself to browsers, search engines and link previews. */
export interface Cabeza {
  titulo: string;
  descripcion?: string;
  /** Site-relative or absolute address of the link preview image (og:image). */
  imagen?: string;
  /** schema.org data (JSON-LD). */
  datosEstructurados?: object;
  /** og:type: 'website' by default. */
  tipo?: 'website' | 'article';
  /** The home page: its head also describes the site and its search (schema.org WebSite + SearchAction). */
  sitioConBusqueda?: boolean;
  /** Kept out of search engines (robots noindex, no canonical): a results page, for one. */
  noindex?: boolean;
}

/** The server's collector: each rendered page declares its head once (the last declaration wins). */
export const CabezaContext = createContext<((cabeza: Cabeza) => void) | null>(null);

/** The browser side: updates the tags the server wrote (or the SPA shell has) after a navigation. */
function aplicarCabeza(c: Cabeza) {
  document.title = tituloCompleto(c.titulo);
  const poner = (selector: string, atributo: string, valor: string | undefined) => {
    if (valor !== undefined) document.head.querySelector(selector)?.setAttribute(atributo, valor);
  };
  const url = document.head.querySelector('link[rel="canonical"]');
  if (url) url.setAttribute('href', new URL(location.pathname, url.getAttribute('href') ?? location.href).href);
  poner('meta[name="description"]', 'content', c.descripcion);
  poner('meta[property="og:description"]', 'content', c.descripcion);
  poner('meta[name="twitter:description"]', 'content', c.descripcion);
  poner('meta[property="og:title"]', 'content', c.titulo);
  poner('meta[name="twitter:title"]', 'content', c.titulo);
  poner('meta[property="og:url"]', 'content', url?.getAttribute('href') ?? undefined);
  // a page reached by navigation that must not be indexed gets its own tag, removed on leaving it
  const propia = document.getElementById('robots-pagina');
  if (c.noindex && !propia) document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" id="robots-pagina">');
  if (!c.noindex) propia?.remove();
  const ld = document.getElementById('datos-estructurados');
  if (ld) ld.textContent = c.datosEstructurados ? JSON.stringify(c.datosEstructurados) : '';
}

/**
 * A page declares its head (title, description, preview image, JSON-LD, noindex) and gets the ref
 * of its heading, which takes the focus after a navigation.
 */
export function useCabeza(titulo: string, descripcion?: string, extra: Omit<Cabeza, 'titulo' | 'descripcion'> = {}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const colector = useContext(CabezaContext);
  const cabeza: Cabeza = { titulo, descripcion, ...extra };
  colector?.(cabeza);
  const clave = JSON.stringify(cabeza);
  useEffect(() => aplicarCabeza(JSON.parse(clave) as Cabeza), [clave]);
  useEffect(() => {
    // the first page load keeps focus at the top of the document; later navigations move it
    if (window.history.state && (window.history.state as { idx?: number }).idx) ref.current?.focus({ preventScroll: true });
  }, [titulo, descripcion]);
  return ref;
}
