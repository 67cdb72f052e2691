// One pipeline: a call through POST /api.php and the same call from a server render go through the
// very same `llamar` (the module's export is wrapped here, so a path with its own lookup, role
// check or schema parse would leave the wrapper uncalled), and both answer alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { llamadorEnProceso } from '../ssr/llamadas';
import { Limites } from '../autenticacion/limites';
import { buscarSesion } from '../autenticacion/sesiones';
import { llamar } from './llamar';

jest.mock('./llamar', () => {
  const real = jest.requireActual<typeof import('./llamar')>('./llamar');
  return { ...real, llamar: jest.fn(real.llamar) };
});
const espia = llamar as jest.MockedFunction<typeof llamar>;

let h: Harness;
let limites: Limites;
beforeAll(async () => {
  h = await nuevoHarness();
  limites = new Limites(h.db);
});
afterAll(async () => {
  limites.cerrar();
  await h.cerrar();
});
beforeEach(() => espia.mockClear());

const req = { ip: '127.0.0.1' } as FastifyRequest;
const reply = {} as FastifyReply;

it('api.php and a server render call the same function, with the same answers', async () => {
  const porApi = await h.llamar('mostrarEnlace', {});
  expect(espia).toHaveBeenCalledTimes(1);
  expect(espia.mock.calls[0][0]).toBe('mostrarEnlace');

  const render = llamadorEnProceso({ db: h.db, config: h.config, usuario: null, limites, request: req, reply });
  const porRender = await render({ funcion: 'mostrarEnlace' });
  expect(espia).toHaveBeenCalledTimes(2);
  expect(espia.mock.calls[1][0]).toBe('mostrarEnlace');
  expect(porRender).toEqual({ status: 200, body: porApi.body });
});

it('a refusal is the same step on both paths: same status and Spanish message', async () => {
  const render = llamadorEnProceso({ db: h.db, config: h.config, usuario: null, limites, request: req, reply });
  for (const [funcion, campos] of [
    ['mostrarAlumnos', {}],
    ['noExiste', {}],
    ['obtenerProyecto', { pkProyecto: 'x' }],
  ] as const) {
    const porApi = await h.llamar(funcion, campos);
    const porRender = await render({ funcion, ...campos });
    expect(porRender).toEqual({ status: porApi.status, body: porApi.body });
  }
  expect(espia).toHaveBeenCalledTimes(6);
});

it('a render keeps its own rules inside the pipeline: a write is refused with 405, whoever renders', async () => {
  const cookie = h.cookieDe('a');
  const admin = await buscarSesion(h.db, cookie?.replace(/^sid=/, ''));
  expect(admin?.rol).toBe('a');
  const render = llamadorEnProceso({ db: h.db, config: h.config, usuario: admin, limites, request: req, reply });
  expect(await render({ funcion: 'cambiarEstadoEnlace', enlace: 'https://ejemplo.mx', estatus: '1' })).toEqual({
    status: 405,
    body: { codigo: 0, mensaje: 'Una página no puede modificar datos al mostrarse.' },
  });
  expect(espia).toHaveBeenCalledTimes(1);
});
