// THE baseQuery: every call is POST {API_BASE}api.php with FormData { funcion, ...campos };
// objects and arrays travel as JSON strings. codigo ≠ 1, an HTTP error or no answer all become
// { error: { codigo, mensaje } } with a Spanish mensaje, so every screen handles failure one way.
// On the server (SSR), the store's thunk extra argument carries `llamarFuncion`: the same call runs
// through the dispatch table in-process (same validation, same roles, the visitor's session), no HTTP.
// axios is loaded with the first call (its own chunk): a server-rendered page shows its data
// without it, so a visitor's first download does not carry it.
import type { AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiBase } from '../config';

export interface ArgsFuncion {
  funcion: string;
  [campo: string]: unknown;
}

export interface ErrorFuncion {
  codigo: number;
  mensaje: string;
  /** HTTP status when the server answered (401 means the session ended). */
  status?: number;
  /** The refused field, when the server names it (editarPlan: its path in the plan). */
  campo?: string;
  /** A stale save's refusal (409, issue 48): the item's current version. */
  version?: number;
}

export const SIN_CONEXION = 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.';

let cliente: Promise<{ axios: AxiosStatic; cliente: AxiosInstance }> | null = null;
/** The axios client, created with the first call. */
function clienteHttp() {
  cliente ??= import(/* webpackChunkName: "axios" */ 'axios').then(({ default: axios }) => ({
    axios,
    cliente: axios.create({ withCredentials: true, timeout: 60_000 }),
  }));
  return cliente;
}

/**
 * An endpoint's options for this baseQuery (its declaration's, shared/api/llamadas.ts).
 * `sobreviveALaPagina`: the call must reach the server even when the page is left at once. /login
 * shows its form before the server has ended the session, and a person at a shared computer may
 * close the tab or open another address right then (the browser would cancel the request, and the
 * session would stay open on the server, its cookie in the browser). A `keepalive` fetch outlives the
 * page; where fetch is missing, axios falls back to XMLHttpRequest.
 */
export interface ExtrasLlamada {
  sobreviveALaPagina?: true;
}
const SIN_CANCELAR: AxiosRequestConfig = { adapter: ['fetch', 'xhr'], fetchOptions: { keepalive: true } };

/** The form fields of a call as strings, exactly as they travel (objects and arrays as JSON). */
export function aCampos({ funcion, ...campos }: ArgsFuncion): Record<string, string> {
  const r: Record<string, string> = { funcion };
  for (const [k, v] of Object.entries(campos)) {
    if (v === undefined || v === null) continue;
    // numbers and booleans stringify as String() would; objects and arrays travel as JSON (docs/SPEC.md §7)
    r[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return r;
}

export function aFormData(args: ArgsFuncion): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(aCampos(args))) form.append(k, v);
  return form;
}

/** An in-process api.php (the server's SSR): the answer's HTTP status and JSON body. */
export type LlamarFuncion = (campos: Record<string, string>) => Promise<{ status: number; body: unknown }>;
/** The thunk extra argument of a store made on the server. */
export interface ExtraServidor {
  llamarFuncion: LlamarFuncion;
}
export const extraServidor = (extra: unknown): ExtraServidor | null =>
  typeof extra === 'object' && extra !== null && typeof (extra as ExtraServidor).llamarFuncion === 'function' ? (extra as ExtraServidor) : null;

const esObjeto = (d: unknown): d is Record<string, unknown> => typeof d === 'object' && d !== null && !Array.isArray(d);

function mensajeDe(d: unknown, dflt: string): string {
  return esObjeto(d) && typeof d.mensaje === 'string' && d.mensaje.trim() ? d.mensaje : dflt;
}

function respuesta(status: number, data: unknown): { data: unknown } | { error: ErrorFuncion } {
  // codigo 2 (ours): not a refusal but a further step (the login's second factor): data
  if (esObjeto(data) && 'codigo' in data && Number(data.codigo) !== 1 && Number(data.codigo) !== 2) {
    return { error: { codigo: Number(data.codigo) || 0, mensaje: mensajeDe(data, 'La operación no se pudo completar.'), status } };
  }
  return { data };
}

function errorHttp(status: number, d: unknown): { error: ErrorFuncion } {
  const codigo = esObjeto(d) && typeof d.codigo === 'number' ? d.codigo : 0;
  const mensaje = mensajeDe(d, `El servidor respondió con un error (${status}). Inténtelo de nuevo más tarde.`);
  const extra = esObjeto(d)
    ? { ...(typeof d.campo === 'string' ? { campo: d.campo } : {}), ...(typeof d.version === 'number' ? { version: d.version } : {}) }
    : {};
  return { error: { codigo, mensaje, status, ...extra } };
}

export const funcionBaseQuery: BaseQueryFn<ArgsFuncion, unknown, ErrorFuncion, ExtrasLlamada> = async (args, api, extras) => {
  const servidor = extraServidor(api.extra);
  if (servidor) {
    const { status, body } = await servidor.llamarFuncion(aCampos(args));
    return status >= 200 && status < 300 ? respuesta(status, body) : errorHttp(status, body);
  }
  const { axios, cliente: http } = await clienteHttp();
  try {
    const res = await http.post(`${apiBase()}api.php`, aFormData(args), {
      signal: api.signal,
      // the browser sets multipart/form-data with its boundary
      headers: { 'Content-Type': undefined },
      ...(extras?.sobreviveALaPagina ? SIN_CANCELAR : {}),
    });
    return respuesta(res.status, res.data);
  } catch (e) {
    if (axios.isAxiosError(e) && e.response) return errorHttp(e.response.status, e.response.data);
    return { error: { codigo: 0, mensaje: SIN_CONEXION } };
  }
};

/**
 * One call outside RTK Query that reports its upload's progress (the media library sends one file
 * per call to show each one's bar): the same request, answer and errors as the baseQuery, and
 * `alProgreso(porcentaje)` from axios' onUploadProgress. The caller refreshes the cache itself.
 */
export async function enviarConProgreso(
  args: ArgsFuncion,
  alProgreso: (porcentaje: number) => void,
): Promise<{ data: unknown } | { error: ErrorFuncion }> {
  const { axios, cliente: http } = await clienteHttp();
  try {
    const res = await http.post(`${apiBase()}api.php`, aFormData(args), {
      headers: { 'Content-Type': undefined },
      onUploadProgress: (e) => {
        if (e.total) alProgreso((e.loaded / e.total) * 100);
      },
    });
    return respuesta(res.status, res.data);
  } catch (e) {
    if (axios.isAxiosError(e) && e.response) return errorHttp(e.response.status, e.response.data);
    return { error: { codigo: 0, mensaje: SIN_CONEXION } };
  }
}
