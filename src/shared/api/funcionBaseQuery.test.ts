// The one baseQuery against real HTTP servers: success, codigo 0, HTTP errors, no answer.
import { funcionBaseQuery, SIN_CONEXION, aFormData } from './funcionBaseQuery';
import { usarApiBase } from '../config';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';

const api = { signal: new AbortController().signal } as Parameters<typeof funcionBaseQuery>[1];
let servidor: ServidorFalso;
let respuesta: { status: number; body: string };
let recibido = '';

beforeAll(async () => {
  servidor = await servidorFalso((campos) => {
    recibido = campos;
    return respuesta;
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());

describe('funcionBaseQuery', () => {
  it('posts multipart form data with funcion and JSON-encoded objects, and returns data on codigo 1', async () => {
    respuesta = { status: 200, body: JSON.stringify({ codigo: 1, mensaje: 'Listo.' }) };
    const r = await funcionBaseQuery({ funcion: 'registrarEvento', nombreEvento: 'Hackatón', imgs: [{ key: '1.00000', imagen: 'a' }] }, api, {});
    expect(r).toEqual({ data: { codigo: 1, mensaje: 'Listo.' } });
    expect(recibido).toContain('name="funcion"\r\n\r\nregistrarEvento');
    expect(recibido).toContain('name="imgs"\r\n\r\n[{"key":"1.00000","imagen":"a"}]');
  });

  it('sends a call declared to outlive the page the same way (fetch with keepalive, or XHR where fetch is missing)', async () => {
    respuesta = { status: 200, body: JSON.stringify({ codigo: 1, mensaje: 'Sesión cerrada.' }) };
    const r = await funcionBaseQuery({ funcion: 'cerrarSesion' }, api, { sobreviveALaPagina: true });
    expect(r).toEqual({ data: { codigo: 1, mensaje: 'Sesión cerrada.' } });
    expect(recibido).toContain('name="funcion"\r\n\r\ncerrarSesion');
  });

  it('returns answers without codigo (lists, mostrarEnlace) as data', async () => {
    respuesta = { status: 200, body: JSON.stringify({ enlace: 'https://x.mx', estatus: 1 }) };
    expect(await funcionBaseQuery({ funcion: 'mostrarEnlace' }, api, {})).toEqual({ data: { enlace: 'https://x.mx', estatus: 1 } });
    respuesta = { status: 200, body: '[]' };
    expect(await funcionBaseQuery({ funcion: 'traerTopicos' }, api, {})).toEqual({ data: [] });
  });

  it('maps codigo 0 with HTTP 200 to an error carrying the server mensaje', async () => {
    respuesta = { status: 200, body: JSON.stringify({ codigo: 0, mensaje: 'Usuario o contraseña incorrectos.' }) };
    expect(await funcionBaseQuery({ funcion: 'iniciarSesion' }, api, {})).toEqual({
      error: { codigo: 0, mensaje: 'Usuario o contraseña incorrectos.', status: 200 },
    });
  });

  it('maps an HTTP error with a JSON mensaje to that mensaje and the status', async () => {
    respuesta = { status: 401, body: JSON.stringify({ codigo: 0, mensaje: 'Su sesión no está activa.' }) };
    expect(await funcionBaseQuery({ funcion: 'darBaja' }, api, {})).toEqual({
      error: { codigo: 0, mensaje: 'Su sesión no está activa.', status: 401 },
    });
  });

  it('maps an HTTP 500 without a body to a Spanish message', async () => {
    respuesta = { status: 500, body: '<html>Internal</html>' };
    const r = await funcionBaseQuery({ funcion: 'x' }, api, {});
    expect(r).toEqual({ error: { codigo: 0, mensaje: 'El servidor respondió con un error (500). Inténtelo de nuevo más tarde.', status: 500 } });
  });

  it('maps no answer at all to the connection message', async () => {
    usarApiBase('http://127.0.0.1:9/');
    try {
      expect(await funcionBaseQuery({ funcion: 'x' }, api, {})).toEqual({ error: { codigo: 0, mensaje: SIN_CONEXION } });
    } finally {
      usarApiBase(servidor.url);
    }
  });

  it('skips undefined and null fields and stringifies numbers', () => {
    const f = aFormData({ funcion: 'f', a: undefined, b: null, c: 3 });
    expect([...f.keys()]).toEqual(['funcion', 'c']);
    expect(f.get('c')).toBe('3');
  });
});
