// The document's own limit (issue 34): the site's pages served with every script taken out of their
// server HTML, everything else (styles, photos, data blocks) exactly as the site serves it. A proxy
// in front of the site: a text/html answer is decompressed, stripped and compressed again with the
// same encoding (its transfer size stays comparable); every other answer passes through untouched.
// So the variant tracks every change of the document, and Lighthouse measures both side by side.
import http from 'node:http';
import zlib from 'node:zlib';

/**
 * `html` without its executable scripts (inline or external). Data blocks (`application/json`,
 * `application/ld+json`: the embedded state, the structured data) are inert and stay, as do
 * preloads of anything but scripts.
 */
export function quitarScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (todo, atributos: string) =>
      /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i.test(atributos) ? todo : '',
    )
    .replace(/<link\b[^>]*\brel\s*=\s*["']?(?:modulepreload|preload)\b[^>]*>/gi, (link) =>
      /\bas\s*=\s*["']?script\b/i.test(link) || /modulepreload/i.test(link) ? '' : link,
    );
}

function descomprimir(b: Buffer, cod: string): Buffer {
  if (cod === 'br') return zlib.brotliDecompressSync(b);
  if (cod === 'gzip') return zlib.gunzipSync(b);
  if (cod === 'deflate') return zlib.inflateSync(b);
  return b;
}

function comprimir(b: Buffer, cod: string): Buffer {
  if (cod === 'br') return zlib.brotliCompressSync(b);
  if (cod === 'gzip') return zlib.gzipSync(b);
  if (cod === 'deflate') return zlib.deflateSync(b);
  return b;
}

/** Starts the proxy on 127.0.0.1 in front of `destino` (the site's base URL); `transformar` is what it does to each page's HTML. */
export async function servirSinScripts(destino: string, transformar = quitarScripts): Promise<{ url: string; cerrar(): Promise<void> }> {
  const d = new URL(destino);
  const servidor = http.createServer((req, res) => {
    const ida = http.request(
      { host: d.hostname, port: d.port, path: req.url, method: req.method, headers: { ...req.headers, host: d.host } },
      (r) => {
        if (!String(r.headers['content-type'] ?? '').includes('text/html')) {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
          return;
        }
        const partes: Buffer[] = [];
        r.on('data', (c: Buffer) => partes.push(c));
        r.on('end', () => {
          const cod = String(r.headers['content-encoding'] ?? '');
          const cuerpo = comprimir(Buffer.from(transformar(descomprimir(Buffer.concat(partes), cod).toString('utf8'))), cod);
          // the new length, and no chunked transfer beside it (both would be an invalid answer)
          const cabeceras = { ...r.headers, 'content-length': String(cuerpo.length) };
          delete cabeceras['transfer-encoding'];
          res.writeHead(r.statusCode ?? 502, cabeceras);
          res.end(cuerpo);
        });
      },
    );
    ida.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(ida);
  });
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', () => r()));
  const { port } = servidor.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, cerrar: () => new Promise<void>((r) => servidor.close(() => r())) };
}
