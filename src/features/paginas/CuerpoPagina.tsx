// A page's body as the server rendered it: markdown-it with raw HTML off, then sanitize-html with an
// allowlist of headings, paragraphs, lists, links, bold and italic (server/entidades/paginas/markdown.ts).
// That sanitized HTML is the only markup inserted: the visitor's bundle has no Markdown parser.
import './paginas.css';

export function CuerpoPagina({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`cuerpo-pagina ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
