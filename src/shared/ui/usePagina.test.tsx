// The head a page declares: applied in the browser on every navigation (the server writes the same
// declaration into the HTML, server/ssr), and collected on the server through CabezaContext.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CabezaContext, useCabeza, type Cabeza } from './useCabeza';

function Pagina({ titulo, descripcion, extra }: { titulo: string; descripcion?: string; extra?: Omit<Cabeza, 'titulo' | 'descripcion'> }) {
  const h1 = useCabeza(titulo, descripcion, extra);
  return <h1 ref={h1}>{titulo}</h1>;
}

beforeEach(() => {
  document.head.innerHTML =
    '<title>x</title><meta name="description" content="d"><link rel="canonical" href="https://sitio.ejemplo/otra"><meta property="og:title" content="x"><meta property="og:description" content="d"><meta property="og:url" content="u"><meta name="twitter:title" content="x"><meta name="twitter:description" content="d"><script type="application/ld+json" id="datos-estructurados">{"viejo":1}</script>';
  window.history.replaceState(null, '', '/eventos');
});

it('a navigation updates the title, description, canonical (on the site address), Open Graph, Twitter and JSON-LD', () => {
  const { rerender } = render(<Pagina titulo="Eventos" descripcion="Los eventos." extra={{ datosEstructurados: { '@type': 'ItemList' } }} />);
  expect(document.title).toBe('Eventos | Ingeniería en Desarrollo y Gestión de Software');
  const meta = (s: string) => document.head.querySelector(s)!.getAttribute('content');
  expect(meta('meta[name="description"]')).toBe('Los eventos.');
  expect(meta('meta[property="og:description"]')).toBe('Los eventos.');
  expect(meta('meta[name="twitter:description"]')).toBe('Los eventos.');
  expect(meta('meta[property="og:title"]')).toBe('Eventos');
  expect(meta('meta[name="twitter:title"]')).toBe('Eventos');
  expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://sitio.ejemplo/eventos');
  expect(meta('meta[property="og:url"]')).toBe('https://sitio.ejemplo/eventos');
  expect(JSON.parse(document.getElementById('datos-estructurados')!.textContent)).toEqual({ '@type': 'ItemList' });
  rerender(<Pagina titulo="Foro" descripcion="El foro." />);
  expect(document.title).toBe('Foro | Ingeniería en Desarrollo y Gestión de Software');
  expect(document.getElementById('datos-estructurados')!.textContent).toBe('');
});

it('the SPA shell (no canonical, no Open Graph) still gets its title and description', () => {
  document.head.innerHTML = '<title>x</title><meta name="description" content="d">';
  render(<Pagina titulo="Acerca de" descripcion="Quién." />);
  expect(document.title).toBe('Acerca de | Ingeniería en Desarrollo y Gestión de Software');
  expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('Quién.');
});

it('on the server the declaration is collected while rendering (the page inside its layout wins)', () => {
  const declaradas: Cabeza[] = [];
  renderToString(
    <CabezaContext.Provider value={(c) => declaradas.push(c)}>
      <Pagina titulo="Un proyecto" descripcion="Su descripción." extra={{ imagen: '/uploads/p.jpg', tipo: 'article' }} />
    </CabezaContext.Provider>,
  );
  expect(declaradas.at(-1)).toEqual({ titulo: 'Un proyecto', descripcion: 'Su descripción.', imagen: '/uploads/p.jpg', tipo: 'article' });
});
