// The no-script variant of a page: the document's executable scripts go, its data blocks, styles
// and photos stay; the proxy keeps the site's compression and passes everything else untouched.
import http from 'node:http';
import zlib from 'node:zlib';
import { quitarScripts, servirSinScripts } from './sinScripts';

const PAGINA =
  '<!doctype html><html><head><script>window.toques=[]</script><link rel="stylesheet" href="/a.css">' +
  '<link rel="preload" as="image" href="/f.avif"><link rel="modulepreload" href="/m.js"><link rel="preload" as="script" href="/p.js">' +
  '<script defer src=/main.js></script><script type="application/ld+json" id="datos">{"a":1}</script>' +
  '<script type="application/json" id="chunks-app">["/x.js"]</script></head><body><div id="root"><img src="/f.avif" fetchpriority="high"></div>' +
  '<script type="application/json" id="estado-inicial">{"b":"<\\/script>"}</script><SCRIPT src="/tarde.js"></SCRIPT ></body></html>';

it('takes out every executable script and script preload, and keeps data blocks, styles and photo preloads', () => {
  expect(quitarScripts(PAGINA)).toBe(
    '<!doctype html><html><head><link rel="stylesheet" href="/a.css"><link rel="preload" as="image" href="/f.avif">' +
      '<script type="application/ld+json" id="datos">{"a":1}</script><script type="application/json" id="chunks-app">["/x.js"]</script></head>' +
      '<body><div id="root"><img src="/f.avif" fetchpriority="high"></div><script type="application/json" id="estado-inicial">{"b":"<\\/script>"}</script></body></html>',
  );
});

it('serves the page stripped with the same compression, and other files untouched', async () => {
  const sitio = http.createServer((req, res) => {
    if (req.url === '/') {
      const br = zlib.brotliCompressSync(Buffer.from(PAGINA));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'content-length': br.length });
      res.end(br);
    } else if (req.url === '/por-partes') {
      // as fastify answers a compressed stream: chunked, without a length
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'transfer-encoding': 'chunked' });
      const gz = zlib.gzipSync(Buffer.from(PAGINA));
      res.write(gz.subarray(0, 10));
      res.end(gz.subarray(10));
    } else res.writeHead(200, { 'content-type': 'application/javascript' }).end('<script>no es html</script>');
  });
  await new Promise<void>((r) => sitio.listen(0, '127.0.0.1', () => r()));
  const proxy = await servirSinScripts(`http://127.0.0.1:${(sitio.address() as { port: number }).port}`);
  try {
    const pagina = await fetch(`${proxy.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(pagina.headers.get('content-encoding')).toBe('br');
    expect(await pagina.text()).toBe(quitarScripts(PAGINA));
    expect(await (await fetch(`${proxy.url}/main.js`)).text()).toBe('<script>no es html</script>');
    // a chunked answer comes back with its new length only: both together are an invalid answer
    const crudo = await new Promise<{ cabeceras: http.IncomingHttpHeaders; cuerpo: Buffer }>((r) =>
      http.get(`${proxy.url}/por-partes`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('end', () => r({ cabeceras: res.headers, cuerpo: Buffer.concat(partes) }));
      }),
    );
    expect(crudo.cabeceras['transfer-encoding']).toBeUndefined();
    expect(Number(crudo.cabeceras['content-length'])).toBe(crudo.cuerpo.length);
    expect(zlib.gunzipSync(crudo.cuerpo).toString()).toBe(quitarScripts(PAGINA));
  } finally {
    await proxy.cerrar();
    sitio.close();
  }
});
