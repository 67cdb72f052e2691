// The document pieces: escaping for HTML and for JSON inside <script>, the template cut, the chunks.
import { GRUPOS_ARRANQUE, SCRIPT_EN_LINEA, cortarPlantilla, documento, escaparHtml, jsonEnScript, recursosDeChunks } from './html';

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

it("the taps script first; the start's and the page's CSS as links, their JS only listed (no script of them runs before the app starts); markup and state in #root", () => {
  const p = cortarPlantilla(INDEX);
  expect(p.descripcionPorOmision).toBe('Por omisión.');
  expect(GRUPOS_ARRANQUE).toEqual(['react-dom', 'router', 'rtk', 'arranque']);
  const recursos = recursosDeChunks(['proyectos', 'desconocido'], {
    publicPath: '/',
    grupos: {
      main: ['main.abc.js'],
      'react-dom': ['lib-react-dom.x.js'],
      router: ['lib-react-dom.x.js', 'lib-router.y.js'],
      arranque: ['lib-react-dom.x.js', 'arranque.z.css', 'arranque.z.js'],
      proyectos: ['155.a.js', 'proyectos.b.css', 'proyectos.c.js'],
    },
  });
  const html = documento(p, { cabeza: '<title>T</title>', recursos, html: '<main>hola</main>', estado: { a: '</script>' } });
  expect(html).toBe(
    '<!doctype html><html lang=es><head><meta charset=utf-8>' +
      `<script data-principal="/main.abc.js">${SCRIPT_EN_LINEA}</script>` +
      '<title>T</title><link href="/arranque.z.css" rel="stylesheet"><link href="/proyectos.b.css" rel="stylesheet">' +
      '<script type="application/json" id="chunks-app">["/lib-react-dom.x.js","/lib-router.y.js","/arranque.z.js","/155.a.js","/proyectos.c.js"]</script>' +
      '<link href=/main.abc.css rel=stylesheet></head><body><div id="root"><main>hola</main></div><script type="application/json" id="estado-inicial">{"a":"\\u003c/script\\u003e"}</script></body></html>',
  );
});

it('the document has one inline script, the taps recorder and loader (the entry is not a script element of it: the loader inserts it)', () => {
  // that the served Content-Security-Policy lets exactly this text run: server/ssr/respuestasSsr.test.ts, on the served page
  const html = documento(cortarPlantilla(INDEX), { cabeza: '', recursos: '', html: '', estado: null });
  const enLinea = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
  expect(enLinea.map((m) => m[1])).toEqual([SCRIPT_EN_LINEA]);
});
