// The document pieces: escaping for HTML and for JSON inside <script>, the template cut, the chunks.
import { cortarPlantilla, documento, escaparHtml, jsonEnScript, recursosDeChunks } from './html';

const INDEX =
  '<!doctype html><html lang=es><head><meta charset=utf-8><meta name=description content="Por omisión."><title>Sitio</title><script defer src=/main.abc.js></script><link href=/main.abc.css rel=stylesheet></head><body><noscript>Este sitio necesita JavaScript.</noscript><div id=root></div></body></html>';

it('JSON in a script: nothing can close the element or start a comment, and JSON.parse reads it back exactly', () => {
  const valor = { nombre: '</script><script>alert(1)</script><!-- --> ]]> & \u2028\u2029 "comillas"' };
  const json = jsonEnScript(valor);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(json)).toEqual(valor);
});

it('HTML text and attributes are escaped', () => {
  expect(escaparHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

it("the page's chunks go before main's script (they install first), its CSS as links; markup and state in #root", () => {
  const p = cortarPlantilla(INDEX);
  expect(p.descripcionPorOmision).toBe('Por omisión.');
  const recursos = recursosDeChunks(['proyectos', 'desconocido'], {
    publicPath: '/',
    grupos: { proyectos: ['155.a.js', 'proyectos.b.css', 'proyectos.c.js'] },
  });
  const html = documento(p, { cabeza: '<title>T</title>', recursos, html: '<main>hola</main>', estado: { a: '</script>' } });
  expect(html).toBe(
    '<!doctype html><html lang=es><head><meta charset=utf-8><title>T</title><link href="/proyectos.b.css" rel="stylesheet"><script defer src="/155.a.js"></script><script defer src="/proyectos.c.js"></script><script defer src=/main.abc.js></script><link href=/main.abc.css rel=stylesheet></head><body><div id="root"><main>hola</main></div><script type="application/json" id="estado-inicial">{"a":"\\u003c/script\\u003e"}</script></body></html>',
  );
});
