// <Foto>: the markup a browser needs to pick a variant (AVIF/WebP srcsets on the width ladder,
// never wider than the image, sizes, width/height from the name, lazy/priority), the plain <img>
// fallback for paths without variants, and the same HTML from the server renderer.
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Foto, SIZES_REJILLA } from './Foto';
import { anchoDeSlot, anchosDe, anchosUtiles, leerNombre, variantesDe, origenDeVariante } from '../lib/variantes';

const RUTA = 'uploads/proyectos/0123456789abcdef_1600x1200.jpg';

function dibujar(props: Partial<Parameters<typeof Foto>[0]> = {}) {
  const { container } = render(<Foto ruta={RUTA} alt="Portada" ancho={640} alto={400} sizes={SIZES_REJILLA} {...props} />);
  return container;
}

describe('Foto with a stored path of the new scheme', () => {
  it('offers AVIF then WebP on the ladder widths the layout can pick, with its sizes, and the stored image as the fallback', () => {
    const c = dibujar();
    const fuentes = [...c.querySelectorAll('picture > source')];
    expect(fuentes.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // the ladder's widths a card of the grid can pick: its narrowest slot (256 px) at 1× to its widest (531 px) at 2×
    const anchos = [320, 480, 640, 960, 1280];
    expect(fuentes[0].getAttribute('srcset')).toBe(anchos.map((a) => `/uploads/proyectos/0123456789abcdef_1600x1200.${a}.avif ${a}w`).join(', '));
    expect(fuentes[1].getAttribute('srcset')).toBe(anchos.map((a) => `/uploads/proyectos/0123456789abcdef_1600x1200.${a}.webp ${a}w`).join(', '));
    for (const s of fuentes) expect(s.getAttribute('sizes')).toBe(SIZES_REJILLA);
    const img = c.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/proyectos/0123456789abcdef_1600x1200.jpg');
    expect(img).toHaveAttribute('alt', 'Portada');
    // the size the name gives, not the layout's placeholder: no layout shift, right aspect ratio
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('is lazy, async and low priority below the fold; the page’s largest image is eager with high priority', () => {
    const abajo = dibujar().querySelector('img')!;
    expect(abajo).toHaveAttribute('loading', 'lazy');
    expect(abajo).toHaveAttribute('decoding', 'async');
    // on screen anyway, it would be raised to high at layout and share the first bandwidth with the largest photo
    expect(abajo).toHaveAttribute('fetchpriority', 'low');
    const principal = dibujar({ prioridad: true }).querySelector('img')!;
    expect(principal).toHaveAttribute('loading', 'eager');
    expect(principal).toHaveAttribute('fetchpriority', 'high');
    const visible = dibujar({ inmediata: true }).querySelector('img')!;
    expect(visible).toHaveAttribute('loading', 'eager');
    expect(visible).not.toHaveAttribute('fetchpriority');
  });

  it('never offers a variant wider than the image', () => {
    const c = dibujar({ ruta: 'uploads/eventos/00000000000000aa_700x500.png' });
    expect(c.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
      [320, 480, 640].map((a) => `/uploads/eventos/00000000000000aa_700x500.${a}.webp ${a}w`).join(', '),
    );
    const pequena = dibujar({ ruta: 'uploads/egresados/00000000000000bb_120x90.jpg' });
    expect(pequena.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(
      '/uploads/egresados/00000000000000bb_120x90.120.avif 120w',
    );
  });

  it('shows only the largest variant in the popup', () => {
    const c = dibujar({ ruta: '/uploads/proyectos/0123456789abcdef_1600x1200.jpg', mayor: true, sizes: '100vw' });
    for (const s of c.querySelectorAll('source')) {
      expect(s.getAttribute('srcset')).toMatch(/_1600x1200\.1600\.(avif|webp) 1600w$/);
      expect(s.getAttribute('sizes')).toBe('1600px');
    }
  });
});

describe('Foto without variants', () => {
  it.each([
    [
      'an upload stored before the upgrade',
      'uploads/proyectos/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/proyectos/0123456789abcdef0123456789abcdef.jpg',
    ],
    ['an animation', 'uploads/eventos/0123456789abcdef0123456789abcdef.gif', '/uploads/eventos/0123456789abcdef0123456789abcdef.gif'],
    ['another server’s address', 'https://api.example.edu.mx/img/foto.png', 'https://api.example.edu.mx/img/foto.png'],
  ])('renders %s as a plain image of the stored path with the layout’s size', (_n, ruta, src) => {
    const c = dibujar({ ruta });
    expect(c.querySelector('picture')).toBeNull();
    const img = c.querySelector('img')!;
    expect(img).toHaveAttribute('src', src);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('Foto on the server', () => {
  it('hydrates the server renderer’s markup without a mismatch, and renders it the same every time', async () => {
    const el = <Foto ruta={RUTA} alt="Portada" ancho={640} alto={400} sizes={SIZES_REJILLA} prioridad />;
    const servidor = renderToString(el);
    expect(renderToString(el)).toBe(servidor);
    const contenedor = document.createElement('div');
    contenedor.innerHTML = servidor;
    document.body.appendChild(contenedor);
    const errores: unknown[] = [];
    const consola = jest.spyOn(console, 'error').mockImplementation((...a) => errores.push(a));
    try {
      await act(async () => {
        hydrateRoot(contenedor, el, { onRecoverableError: (e) => errores.push(e) });
      });
    } finally {
      consola.mockRestore();
    }
    expect(errores).toEqual([]);
    expect(contenedor.querySelectorAll('source')).toHaveLength(2);
    expect(contenedor.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('the naming scheme', () => {
  it('reads a stored name and lists its variants, and recognises a variant’s origin', () => {
    expect(leerNombre(RUTA)).toEqual({ stem: 'uploads/proyectos/0123456789abcdef_1600x1200', ancho: 1600, alto: 1200, ext: 'jpg' });
    expect(leerNombre('uploads/proyectos/0123456789abcdef_1600x1200.gif')).toBeNull();
    expect(variantesDe(RUTA)).toHaveLength(8 * 2 + 1);
    expect(variantesDe(RUTA)).toContain('uploads/proyectos/0123456789abcdef_1600x1200.og.jpg');
    expect(origenDeVariante('0123456789abcdef_1600x1200.640.avif')).toEqual({ stem: '0123456789abcdef_1600x1200', ancho: 640 });
    expect(origenDeVariante('0123456789abcdef_1600x1200.og.jpg')).toEqual({ stem: '0123456789abcdef_1600x1200', ancho: 'og' });
    expect(origenDeVariante('0123456789abcdef_1600x1200.jpg')).toBeNull();
  });

  it('keeps neighbouring widths at most 1.5× apart and adds the image’s own width only when well past the last step', () => {
    const l = anchosDe(4000);
    for (let i = 1; i < l.length; i++) expect(l[i] / l[i - 1]).toBeLessThanOrEqual(1.5);
    expect(anchosDe(1000)).toEqual([160, 240, 320, 480, 640, 960]);
    expect(anchosDe(1200)).toEqual([160, 240, 320, 480, 640, 960, 1200]);
    expect(Math.max(...anchosDe(900))).toBeLessThanOrEqual(900);
  });
});

describe('the widths a slot can pick (anchosUtiles)', () => {
  const ladder = [160, 240, 320, 480, 640, 960, 1280, 1600];
  it('from the first covering the narrowest slot at 1× to the first covering the widest at 2×', () => {
    expect(anchoDeSlot(SIZES_REJILLA, 390)).toBeCloseTo(358);
    expect(anchoDeSlot(SIZES_REJILLA, 1440)).toBe(265);
    expect(anchosUtiles(ladder, SIZES_REJILLA)).toEqual([320, 480, 640, 960, 1280]);
    expect(anchosUtiles(ladder, '6rem')).toEqual([160, 240]);
    expect(anchosUtiles(ladder, '100vw')).toEqual([320, 480, 640, 960, 1280, 1600]);
    // an image narrower than every slot: its widest variant only (what any slot would pick)
    expect(anchosUtiles([160, 240], '100vw')).toEqual([240]);
  });
  it('a sizes it cannot read keeps the whole ladder (never a missing width)', () => {
    expect(anchosUtiles(ladder, 'min(100vw, 40rem)')).toEqual(ladder);
    expect(anchosUtiles(ladder, '(orientation: portrait) 50vw, 100vw')).toEqual(ladder);
  });
});
