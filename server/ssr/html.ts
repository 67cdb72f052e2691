// The document of a server-rendered page: the built index.html (the SPA shell) with the page's
// head, its chunks, its markup in #root and the store's state as a JSON data block, every piece
// escaped for where it goes. A data block (type="application/json") is not a script to the CSP.
import { createHash } from 'node:crypto';
import { SUFIJO_TITULO, tituloCompleto } from '@/shared/lib/titulo';
import { SCRIPT_TOQUES } from '@/shared/lib/toques';
import { SCRIPT_CARGADOR } from '@/shared/lib/cargador';
import type { Cabeza } from '@/shared/ui/useCabeza';

export const SITIO_NOMBRE = 'Ingeniería en Desarrollo y Gestión de Software';

/** Text or attribute value in HTML. */
export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON inside a <script> element: `</script>`, `<!--` and `]]>` cannot close or change it, and
 * U+2028/2029 stay escaped (JSON.parse reads all of these back as they were).
 */
export function jsonEnScript(valor: unknown): string {
  return JSON.stringify(valor).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface Manifiesto {
  publicPath: string;
  grupos: Record<string, string[]>;
}

/** The built index.html cut where the page's pieces go. */
export interface Plantilla {
  /** <head> up to its first script (where the inline script goes). */
  antesDeScripts: string;
  /** From there to #root's content, without the entry's script elements. */
  hastaRaiz: string;
  /** The entry's scripts (main.js), which the inline loader inserts once the page has painted (shared/lib/cargador.ts). */
  principal: string[];
  /** after #root. */
  despues: string;
  descripcionPorOmision: string;
}

export function cortarPlantilla(index: string): Plantilla {
  const descripcionPorOmision = /<meta name="?description"? content="([^"]*)"/.exec(index)?.[1] ?? '';
  const sinCabeza = index
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  const raiz = /<div id="?root"?><\/div>/.exec(sinCabeza);
  const script = sinCabeza.indexOf('<script');
  const finHead = sinCabeza.indexOf('</head>');
  if (!raiz || finHead < 0) throw new Error('index.html no tiene <div id="root"></div> o </head>');
  const corte = script >= 0 && script < finHead ? script : finHead;
  const principal: string[] = [];
  const sinPrincipal = sinCabeza
    .slice(corte, raiz.index)
    .replace(/<script\b[^>]*\bsrc=(["']?)([^"'\s>]+)\1[^>]*>\s*<\/script>/g, (_todo, _comilla, src: string) => (principal.push(src), ''));
  return {
    antesDeScripts: sinCabeza.slice(0, corte),
    hastaRaiz: sinPrincipal + '<div id="root">',
    principal,
    despues: sinCabeza.slice(raiz.index + raiz[0].length),
    descripcionPorOmision,
  };
}

/** Absolute address of a site path (or an already absolute URL). */
export const absoluta = (siteUrl: string, ruta: string) => new URL(ruta, `${siteUrl}/`).href;

/** schema.org data with every `image` made absolute. */
function conImagenesAbsolutas(v: unknown, siteUrl: string): unknown {
  if (Array.isArray(v)) return v.map((x) => conImagenesAbsolutas(x, siteUrl));
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => [k, k === 'image' && typeof x === 'string' ? absoluta(siteUrl, x) : conImagenesAbsolutas(x, siteUrl)]),
  );
}

export function etiquetasCabeza(
  c: Cabeza | null,
  { siteUrl, pathname, status, descripcionPorOmision }: { siteUrl: string; pathname: string; status: number; descripcionPorOmision: string },
): string {
  const titulo = c?.titulo ?? SUFIJO_TITULO;
  const descripcion = c?.descripcion ?? descripcionPorOmision;
  const url = absoluta(siteUrl, pathname);
  const imagen = c?.imagen ? absoluta(siteUrl, c.imagen) : undefined;
  const meta = (atributo: 'name' | 'property', clave: string, valor: string) => `<meta ${atributo}="${clave}" content="${escaparHtml(valor)}">`;
  const partes = [`<title>${escaparHtml(tituloCompleto(titulo))}</title>`, meta('name', 'description', descripcion)];
  if (status === 404 || c?.noindex) {
    partes.push(meta('name', 'robots', 'noindex'));
  } else {
    partes.push(
      `<link rel="canonical" href="${escaparHtml(url)}">`,
      meta('property', 'og:type', c?.tipo ?? 'website'),
      meta('property', 'og:site_name', SITIO_NOMBRE),
      meta('property', 'og:locale', 'es_MX'),
      meta('property', 'og:title', titulo),
      meta('property', 'og:description', descripcion),
      meta('property', 'og:url', url),
      ...(imagen ? [meta('property', 'og:image', imagen), meta('property', 'og:image:alt', titulo)] : []),
      meta('name', 'twitter:card', imagen ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', titulo),
      meta('name', 'twitter:description', descripcion),
      ...(imagen ? [meta('name', 'twitter:image', imagen)] : []),
      // the feeds every public page announces (server/http/suscripciones.ts)
      `<link rel="alternate" type="application/atom+xml" title="Novedades: proyectos y eventos" href="${escaparHtml(absoluta(siteUrl, '/feed.xml'))}">`,
      `<link rel="alternate" type="text/calendar" title="Calendario de eventos" href="${escaparHtml(absoluta(siteUrl, '/eventos.ics'))}">`,
    );
    if (c?.sitioConBusqueda) {
      const sitio = {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITIO_NOMBRE,
        url: absoluta(siteUrl, '/'),
        inLanguage: 'es',
        potentialAction: {
          '@type': 'SearchAction',
          target: `${absoluta(siteUrl, '/buscar')}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      };
      partes.push(`<script type="application/ld+json" id="datos-sitio">${jsonEnScript(sitio)}</script>`);
    }
    if (c?.datosEstructurados) {
      partes.push(
        `<script type="application/ld+json" id="datos-estructurados">${jsonEnScript(conImagenesAbsolutas(c.datosEstructurados, siteUrl))}</script>`,
      );
    }
  }
  return partes.join('');
}

/** The chunk groups every hydrated page starts with (src/index.tsx imports them in this order). */
export const GRUPOS_ARRANQUE = ['react-dom', 'router', 'rtk', 'arranque'];

/**
 * The page's stylesheets (<link>s: its first paint needs them), and the JS files the app's start
 * will request once the page's photo has painted (src/index.tsx inserts them together): the
 * start's chunk groups and the page's own, as a JSON data block. No script of them runs before.
 */
export function recursosDeChunks(chunks: string[], m: Manifiesto): string {
  // the app's styles travel with its start's chunks: every page paints with them
  const archivos = [...new Set([...GRUPOS_ARRANQUE, ...chunks].flatMap((c) => m.grupos[c] ?? []))];
  const css = archivos.filter((f) => f.endsWith('.css')).map((f) => `<link href="${escaparHtml(m.publicPath + f)}" rel="stylesheet">`);
  const principal = new Set(m.grupos.main ?? []);
  const js = archivos.filter((f) => f.endsWith('.js') && !principal.has(f)).map((f) => m.publicPath + f);
  return css.join('') + `<script type="application/json" id="chunks-app">${jsonEnScript(js)}</script>`;
}

/** The page's one inline script: the taps recorder (shared/lib/toques.ts) and the entry's loader (shared/lib/cargador.ts). */
export const SCRIPT_EN_LINEA = `${SCRIPT_TOQUES};${SCRIPT_CARGADOR}`;
/** Its CSP source: the browser runs exactly that text and nothing else inline. */
export const CSP_EN_LINEA = `'sha256-${createHash('sha256').update(SCRIPT_EN_LINEA).digest('base64')}'`;
/** The inline script's element, with the entry's files for its loader. */
export const scriptEnLinea = (principal: string[]) => `<script data-principal="${escaparHtml(principal.join(' '))}">${SCRIPT_EN_LINEA}</script>`;

export function documento(p: Plantilla, partes: { cabeza: string; recursos: string; html: string; estado: unknown }): string {
  return (
    p.antesDeScripts +
    scriptEnLinea(p.principal) +
    partes.cabeza +
    partes.recursos +
    p.hastaRaiz +
    partes.html +
    `</div><script type="application/json" id="estado-inicial">${jsonEnScript(partes.estado)}</script>` +
    p.despues
  );
}
