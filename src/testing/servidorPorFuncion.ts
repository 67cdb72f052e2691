// A scripted api.php for web tests that drive whole pages: answers per `funcion`, possibly after
// a delay the test controls, and records every call's fields (parsed from the multipart body).
import http from 'node:http';
import { usarApiBase } from '../shared/config';

export type Campos = Record<string, string>;
export type Respuesta = { status?: number; body: unknown };
export type Manejador = (campos: Campos) => Respuesta | Promise<Respuesta>;

export interface ServidorPorFuncion {
  url: string;
  llamadas: { funcion: string; campos: Campos }[];
  /** Replaces or adds handlers. */
  responder(manejadores: Record<string, Manejador>): void;
  cerrar(): Promise<void>;
}

export function camposDe(cuerpo: string): Campos {
  const campos: Campos = {};
  for (const m of cuerpo.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) campos[m[1]] = m[2];
  if (!Object.keys(campos).length) for (const [k, v] of new URLSearchParams(cuerpo)) campos[k] = v;
  return campos;
}

/** Starts the server and points the app's baseQuery at it. */
export async function servidorPorFuncion(inicial: Record<string, Manejador> = {}): Promise<ServidorPorFuncion> {
  const manejadores: Record<string, Manejador> = { ...inicial };
  const llamadas: ServidorPorFuncion['llamadas'] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const partes: Buffer[] = [];
    req.on('data', (c: Buffer) => partes.push(c));
    req.on('end', async () => {
      const { funcion = '', ...campos } = camposDe(Buffer.concat(partes).toString('utf8'));
      llamadas.push({ funcion, campos });
      const m = manejadores[funcion];
      const r: Respuesta = m ? await m(campos) : { status: 404, body: { codigo: 0, mensaje: 'La función solicitada no existe.' } };
      res.writeHead(r.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/`;
  usarApiBase(url);
  return {
    url,
    llamadas,
    responder: (m) => Object.assign(manejadores, m),
    cerrar: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise with its resolve exposed: lets a test hold a response while it checks the UI. */
export function diferido<T>() {
  let resolver!: (v: T) => void;
  const promesa = new Promise<T>((r) => (resolver = r));
  return { promesa, resolver };
}
