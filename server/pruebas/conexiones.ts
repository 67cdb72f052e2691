// Shared by the request-limit tests on a real listening server (server/limitesPeticion.test.ts,
// server/limitesConexiones.test.ts): a harness's app listening on loopback, and a GET on a fresh connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Harness } from './arnes';

/** GET of a path on a fresh connection; { status, body } or status 0 when the connection fails. */
export function obtener(port: number, ruta: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: ruta, agent: false, timeout: 15_000 }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: '' }));
  });
}

export async function escuchar(h: Harness): Promise<number> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return (h.app.server.address() as AddressInfo).port;
}
