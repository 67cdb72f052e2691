// A real api.php server for web tests that exercise the baseQuery end to end: the fastify app on a
// fresh SQLite file, listening on 127.0.0.1 with a free port. Tests point API_BASE at it.
// (jsdom's XHR enforces CORS like a browser; the test server allows the jsdom origin.)
import http from 'node:http';

export interface ServidorFalso {
  url: string;
  cerrar(): Promise<void>;
}

/** A tiny HTTP server answering api.php with a scripted status and body (for error mapping). */
type Respuesta = { status: number; body: string };

export async function servidorFalso(responder: (campos: string) => Respuesta | Promise<Respuesta>): Promise<ServidorFalso> {
  const server = http.createServer((req, res) => {
    const origin = req.headers.origin ?? '*';
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const r = await responder(body);
      res.writeHead(r.status, { 'content-type': 'application/json' }).end(r.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    cerrar: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
