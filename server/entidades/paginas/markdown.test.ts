// Hostile Markdown in a staff-edited page through api.php on a real database (SQLite, or PostgreSQL
// with PRUEBAS_POSTGRES): saved as typed, rendered inert in the page and in the preview, and the
// subset of Markdown that is kept.
import { type Harness } from '@server/pruebas/arnes';
import { prepararPaginas } from '@server/pruebas/paginasEditables';

let h: Harness;
const { pagina, editar } = prepararPaginas((x) => (h = x));

describe('hostile Markdown renders inert', () => {
  const HOSTILES: [string, string][] = [
    ['<script>', 'Hola <script>alert(1)</script> mundo'],
    ['a javascript: link', '[clic](javascript:alert(1))'],
    ['mixed case', '[clic](JaVaScRiPt:alert(1))'],
    ['entity-encoded', '[clic](&#106;avascript:alert(1)) [otro](java&#x09;script:alert(1))'],
    ['an autolink', '<javascript:alert(1)>'],
    ['<img onerror>', '<img src=x onerror=alert(1)>'],
    ['an image', '![x](https://ejemplo.mx/x.png)'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a protocol-relative link', '[x](//malo.example/a)'],
    ['raw html block', '<div onclick="alert(1)"><iframe src="https://malo.example"></iframe></div>'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
  ];
  const ETIQUETA = /<\/?([a-z0-9]+)([^>]*)>/gi;

  /** Only the subset's tags; the only attributes are an allowed href and rel="noopener". */
  function esInerte(html: string) {
    for (const [, tag, attrs] of html.matchAll(ETIQUETA)) {
      expect(['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em']).toContain(tag.toLowerCase());
      for (const [, nombre, valor] of attrs.matchAll(/\s([a-z-]+)="([^"]*)"/gi)) {
        expect(['href', 'rel']).toContain(nombre);
        if (nombre === 'href') expect(valor).toMatch(/^(https?:\/\/[^/]|mailto:|tel:|\/(?!\/)|#)/);
      }
    }
    // what is left of the attack is visible text: escaped, never a tag
    expect(html).not.toMatch(/<(script|img|iframe|div)\b/i);
  }

  it.each(HOSTILES)('%s: saved as typed, shown as text', async (_n, cuerpo) => {
    expect((await editar('admisiones', { cuerpo })).body.codigo).toBe(1);
    const p = await pagina('admisiones');
    expect(p.cuerpo).toBe(cuerpo);
    esInerte(p.html);
    const previa = await h.llamar('vistaPreviaPagina', { cuerpo }, { quien: 'a' });
    expect(previa.body).toEqual({ cuerpo, html: p.html });
  });

  it('keeps the subset: headings from h2, lists, bold, italic, and the allowed links (external ones with rel="noopener")', async () => {
    const cuerpo =
      '# Uno\n\n### Tres\n\n- **negrita** y *cursiva*\n\n1. [web](https://ejemplo.mx) [correo](mailto:a@b.mx) [tel](tel:+524491234567) [foro](/foro)';
    const r = await h.llamar('vistaPreviaPagina', { cuerpo }, { quien: 'a' });
    expect((r.body as { html: string }).html).toBe(
      '<h2>Uno</h2>\n<h3>Tres</h3>\n<ul>\n<li><strong>negrita</strong> y <em>cursiva</em></li>\n</ul>\n<ol>\n<li>' +
        '<a href="https://ejemplo.mx" rel="noopener">web</a> <a href="mailto:a@b.mx">correo</a> <a href="tel:+524491234567">tel</a> <a href="/foro">foro</a></li>\n</ol>',
    );
  });
});
