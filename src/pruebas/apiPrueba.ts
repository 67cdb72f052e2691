// THE fake api.php of the web tests: msw's node server, intercepting the real baseQuery's requests
// (axios over jsdom's XMLHttpRequest) and fetch() in the test's own process: no port, no CORS.
// Answers are scripted per `funcion`; every call's fields are recorded. Three ways to script it,
// all on the same server:
//  - servidorPorFuncion: handler → { status?, body } (pages that hold an answer while they look);
//  - apiFalsa: handler → the body, or { status, body } (a refusal with its HTTP status);
//  - servidorFalso: one responder for every request, given the raw body, answering raw text
//    (the baseQuery's error mapping: non-JSON answers, HTTP errors; static files such as plan.json).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { usarApiBase } from '../shared/config';

export type Campos = Record<string, string>;

/** The base address the app is pointed at while a fake api is on. */
export const URL_PRUEBA = 'http://api.prueba/';

const servidor = setupServer();
let escuchando = false;

interface Crudo {
  status: number;
  /** JSON text, or any text (a broken answer). */
  cuerpo: string;
}

/** Installs `responder` as the answer to every request (replacing the previous fake). */
function instalar(responder: (peticion: Request) => Promise<Crudo>): void {
  if (!escuchando) {
    servidor.listen({ onUnhandledRequest: 'error' });
    escuchando = true;
  }
  servidor.resetHandlers(
    http.all(`${URL_PRUEBA}*`, async ({ request }) => {
      const r = await responder(request);
      return new HttpResponse(r.cuerpo, { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  usarApiBase(URL_PRUEBA);
}

async function cerrar(): Promise<void> {
  servidor.resetHandlers();
  if (escuchando) servidor.close();
  escuchando = false;
  return Promise.resolve();
}

/** The form fields of a request (multipart or urlencoded), every value as text. */
async function camposDe(peticion: Request): Promise<Campos> {
  const campos: Campos = {};
  if (peticion.method !== 'POST') return campos;
  const form = await peticion.formData();
  for (const [k, v] of form) campos[k] = typeof v === 'string' ? v : v.name;
  return campos;
}

const NO_EXISTE = { codigo: 0, mensaje: 'La función solicitada no existe.' };

// ---- by funcion, answering { status?, body } ----

export type Respuesta = { status?: number; body: unknown };
export type Manejador = (campos: Campos) => Respuesta | Promise<Respuesta>;

export interface ServidorPorFuncion {
  url: string;
  llamadas: { funcion: string; campos: Campos }[];
  /** Replaces or adds handlers. */
  responder(manejadores: Record<string, Manejador>): void;
  cerrar(): Promise<void>;
}

/** Starts the fake and points the app's baseQuery at it. */
export function servidorPorFuncion(inicial: Record<string, Manejador> = {}): Promise<ServidorPorFuncion> {
  const manejadores: Record<string, Manejador> = { ...inicial };
  const llamadas: ServidorPorFuncion['llamadas'] = [];
  instalar(async (peticion) => {
    const { funcion = '', ...campos } = await camposDe(peticion);
    llamadas.push({ funcion, campos });
    const m = manejadores[funcion];
    const r: Respuesta = m ? await m(campos) : { status: 404, body: NO_EXISTE };
    return { status: r.status ?? 200, cuerpo: JSON.stringify(r.body) };
  });
  return Promise.resolve({ url: URL_PRUEBA, llamadas, responder: (m) => void Object.assign(manejadores, m), cerrar });
}

/** A promise with its resolve exposed: lets a test hold a response while it checks the UI. */
export function diferido<T>() {
  let resolver!: (v: T) => void;
  const promesa = new Promise<T>((r) => (resolver = r));
  return { promesa, resolver };
}

// ---- by funcion, answering the body (or { status, body }) ----

/** An answer body, or { status, body }; may be a promise (to hold a call while a test looks). */
export type Guion = (campos: Campos) => unknown;

export interface ApiFalsa {
  /** Every call's fields, `funcion` included. */
  llamadas: Campos[];
  /** The scripts by funcion; a test may change them between calls. */
  guion: Record<string, Guion>;
  /** Replaces (or adds) the scripts of some funciones. */
  responder(guiones: Record<string, Guion>): void;
  /** The fields of the calls to `funcion`, in order. */
  de(funcion: string): Campos[];
  cerrar(): Promise<void>;
}

const conEstado = (r: unknown): r is { status: number; body: unknown } =>
  typeof r === 'object' && r !== null && 'status' in r && 'body' in r && Object.keys(r).length === 2;

export function apiFalsa(inicial: Record<string, Guion> = {}): Promise<ApiFalsa> {
  const llamadas: Campos[] = [];
  const api: ApiFalsa = {
    llamadas,
    guion: { ...inicial },
    responder: (g) => void Object.assign(api.guion, g),
    de: (f) => llamadas.filter((c) => c.funcion === f),
    cerrar,
  };
  instalar(async (peticion) => {
    const campos = await camposDe(peticion);
    llamadas.push(campos);
    const g = api.guion[campos.funcion];
    const r: unknown = g ? await g(campos) : { status: 404, body: NO_EXISTE };
    const { status, body } = conEstado(r) ? r : { status: 200, body: r };
    return { status, cuerpo: JSON.stringify(body) };
  });
  return Promise.resolve(api);
}

// ---- one raw responder ----

export interface ServidorFalso {
  url: string;
  cerrar(): Promise<void>;
}

/** Every request answered by `responder`, given the raw body (a multipart text for api.php calls). */
export function servidorFalso(
  responder: (cuerpo: string) => { status: number; body: string } | Promise<{ status: number; body: string }>,
): Promise<ServidorFalso> {
  instalar(async (peticion) => {
    const r = await responder(await peticion.text());
    return { status: r.status, cuerpo: r.body };
  });
  return Promise.resolve({ url: URL_PRUEBA, cerrar });
}

export const SESION_ADMIN = { session: { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Admin de Prueba', contrasena_inicial: false } };
export const SESION_ALUMNO = { session: { rol: 'e' as const, pk_usuario: 1, nombre_persona: 'Ana Lucía Hernández', contrasena_inicial: false } };

/** One fake api for a whole test file: installed before its tests, its calls cleared before each, closed after. */
export function apiDelArchivo(inicial: Record<string, Guion> = {}): ApiFalsa {
  let real: ApiFalsa | undefined;
  const actual = () => {
    if (!real) throw new Error('apiDelArchivo: the fake api exists inside the tests only');
    return real;
  };
  beforeAll(async () => void (real = await apiFalsa(inicial)));
  beforeEach(() => void (actual().llamadas.length = 0));
  afterAll(() => actual().cerrar());
  return new Proxy({} as ApiFalsa, {
    get: (_, k) => Reflect.get(actual(), k) as unknown,
    set: (_, k, v) => Reflect.set(actual(), k, v),
  });
}

/** apiDelArchivo handed to `alAbrir` once open, its script set anew from `guion()` before each test. */
export function apiConGuion(alAbrir: (api: ApiFalsa) => void, guion: () => Record<string, Guion>): void {
  const api = apiDelArchivo();
  beforeAll(() => alAbrir(api));
  beforeEach(() => void (api.guion = guion()));
}
