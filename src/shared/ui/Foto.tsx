// Every public photo: a <picture> with AVIF and WebP srcsets of the variants the server builds
// beside a stored image (shared/lib/variantes.ts), `sizes` given by the layout, the image's own
// width and height (no layout shift), lazy loading below the fold (with `fetchpriority="low"`) and
// `fetchpriority="high"` on the page's largest image. A path without variants (older uploads, another api.php server, static
// files) is a plain <img> of the stored path. Pure: the same markup on the server and the client.
import { imageUrl } from '../lib/urlImagen';
import { FORMATOS, anchosDe, anchosUtiles, leerNombre, rutaVariante } from '../lib/variantes';
import './ui.css';

export interface FotoProps {
  /** The stored path (docs/SPEC.md §3) or an address already prefixed by imageUrl. */
  ruta: string;
  alt: string;
  /** The slot's width per viewport, as the layout's CSS computes it (the `sizes` attribute). */
  sizes: string;
  /** Width and height for paths that do not name their size (the layout's aspect ratio). */
  ancho: number;
  alto: number;
  className?: string;
  /** The page's largest image: loaded at once, with high priority. */
  prioridad?: boolean;
  /** Above the fold but not the largest: loaded at once without raising its priority. */
  inmediata?: boolean;
  /** Only the largest variant (the image popup). */
  mayor?: boolean;
}

export function Foto({ ruta, alt, sizes, ancho, alto, className, prioridad = false, inmediata = false, mayor = false }: FotoProps) {
  const url = imageUrl(ruta);
  // a lazy photo that is on screen anyway comes after the page's largest one: Chromium would raise it
  // to high priority at layout, and it would share the first bandwidth with that photo (issue 34)
  const perezosa = !prioridad && !inmediata && !mayor;
  const n = leerNombre(url);
  const img = (
    <img
      src={url}
      alt={alt}
      width={n?.ancho ?? ancho}
      height={n?.alto ?? alto}
      className={className}
      loading={prioridad || inmediata ? 'eager' : 'lazy'}
      decoding={prioridad ? undefined : 'async'}
      fetchPriority={prioridad ? 'high' : perezosa ? 'low' : undefined}
    />
  );
  if (!n) return img;
  const anchos = anchosDe(n.ancho);
  // only the widths this slot can pick (sizes read at phone to desktop widths, 1× to 2×)
  const usados = mayor ? anchos.slice(-1) : anchosUtiles(anchos, sizes);
  return (
    <picture className="foto">
      {FORMATOS.map((f) => (
        <source
          key={f}
          type={`image/${f}`}
          srcSet={usados.map((a) => `${rutaVariante(n.stem, a, f)} ${a}w`).join(', ')}
          sizes={mayor ? `${usados[0]}px` : sizes}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * `sizes` of a card in `.rejilla` (app/styles.css: columns of at least 16rem, 1.25rem gaps, in
 * `.contenedor`: at most 72rem with 1rem padding): the column width at each column count.
 */
export const SIZES_REJILLA =
  '(max-width: 563px) calc(100vw - 2rem), (max-width: 839px) calc(50vw - 1.625rem), (max-width: 1115px) calc(33.3vw - 1.5rem), (max-width: 1151px) calc(25vw - 1.4375rem), 265px';
