// The pages' Markdown (issue 32): a safe subset — headings, paragraphs, lists, links, bold and
// italic — parsed by markdown-it with raw HTML off, then passed through sanitize-html with an
// allowlist of exactly those tags, so nothing else can reach a page even if the parser let it by.
// Links go only to http(s), mailto:, tel: or a path of this site; an external one gets
// rel="noopener"; any other link keeps its text and loses the link. The page's own h1 is its
// title, so the body's headings are h2 to h4 (# and ## → h2, ### → h3, deeper → h4).
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(['heading', 'lheading', 'list', 'link', 'emphasis']);

// the parser already refuses any other link (javascript:, data:, //host…): its text stays as typed
md.validateLink = enlacePermitido;

const ETIQUETAS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em'];

/** A link this site may show: http(s), mailto:, tel:, or a path of the site (not //host, which leaves it). */
export function enlacePermitido(href: string): boolean {
  const h = href.trim();
  if (/^\/(?![/\\])/.test(h) || h.startsWith('#')) return true;
  return /^(https?:\/\/[^\s/\\]|mailto:|tel:)/i.test(h);
}

const OPCIONES: sanitizeHtml.IOptions = {
  allowedTags: ETIQUETAS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: () => ({ tagName: 'h2', attribs: {} }),
    h5: () => ({ tagName: 'h4', attribs: {} }),
    h6: () => ({ tagName: 'h4', attribs: {} }),
    // a link that is not allowed loses its address (an <a> without href is text); the tag keeps its
    // name: sanitize-html 2.18 closes a sibling with the name a discarded renamed tag left behind
    a: (_tag, attribs) => {
      const href = attribs.href ?? '';
      const atributos: sanitizeHtml.Attributes = {};
      if (enlacePermitido(href)) atributos.href = href;
      if (enlacePermitido(href) && /^https?:/i.test(href.trim())) atributos.rel = 'noopener';
      return { tagName: 'a', attribs: atributos };
    },
  },
};

/** HTML cut down to the subset (the net under the parser: it also holds if the parser let markup by). */
export const sanear = (html: string): string => sanitizeHtml(html, OPCIONES).trim();

/** The body's HTML as a page shows it: rendered, then sanitized. */
export const aHtml = (cuerpo: string): string => sanear(md.render(cuerpo));

/** The body's words as plain text (the search index and descriptions): no markup, no link targets. */
export function aTexto(cuerpo: string): string {
  const partes: string[] = [];
  for (const t of md.parse(cuerpo, {})) {
    if (t.type !== 'inline') continue;
    partes.push((t.children ?? []).map((c) => (c.type === 'text' ? c.content : c.type === 'softbreak' ? ' ' : '')).join(''));
  }
  return partes.join(' ').replace(/\s+/g, ' ').trim();
}
