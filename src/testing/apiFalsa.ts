// A scripted api.php for page tests: servidorFalso plus multipart parsing, one handler per
// funcion, and a log of every call's fields. Points the real baseQuery at it (usarApiBase).
import http from 'node:http';
import { usarApiBase } from '../shared/config';

export type Campos = Record<string, string>;
/** An answer body, or { status, body }; may be a promise (to hold a call while a test looks). */
export type Manejador = (campos: Campos) => unknown;

export interface ApiFalsa {
  llamadas: Campos[];
  /** Replaces (or adds) the handlers of some funciones. */
  responder(manejadores: Record<string, Manejador>): void;
  /** The fields of the calls to `funcion`, in order. */
  de(funcion: string): Campos[];
  cerrar(): Promise<void>;
}

/** Parses a multipart/form-data body whose fields are all text. */
export function leerCampos(cuerpo: string): Campos {
  const campos: Campos = {};
  const re = /name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g;
  for (let m = re.exec(cuerpo); m; m = re.exec(cuerpo)) campos[m[1]] = m[2];
  return campos;
}

const conEstado = (r: unknown): r is { status: number; body: unknown } =>
  typeof r === 'object' && r !== null && 'status' in r && 'body' in r && Object.keys(r).length === 2;

export async function apiFalsa(inicial: Record<string, Manejador> = {}): Promise<ApiFalsa> {
  const manejadores: Record<string, Manejador> = { ...inicial };
  const llamadas: Campos[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let cuerpo = '';
    req.on('data', (c) => (cuerpo += c));
    req.on('end', async () => {
      const campos = leerCampos(cuerpo);
      llamadas.push(campos);
      const m = manejadores[campos.funcion];
      const r = m ? await m(campos) : { status: 404, body: { codigo: 0, mensaje: 'La función solicitada no existe.' } };
      const { status, body } = conEstado(r) ? r : { status: 200, body: r };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  usarApiBase(`http://127.0.0.1:${port}/`);
  return {
    llamadas,
    responder: (m) => Object.assign(manejadores, m),
    de: (f) => llamadas.filter((c) => c.funcion === f),
    cerrar: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const SESION_ADMIN = { session: { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Admin de Prueba', contrasena_inicial: false } };
export const SESION_ALUMNO = { session: { rol: 'e' as const, pk_usuario: 1, nombre_persona: 'Ana Lucía Hernández', contrasena_inicial: false } };
