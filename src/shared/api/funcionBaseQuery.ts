// THE baseQuery: every call is POST {API_BASE}api.php with FormData { funcion, ...campos };
// objects and arrays travel as JSON strings. codigo ≠ 1, an HTTP error or no answer all become
// { error: { codigo, mensaje } } with a Spanish mensaje, so every screen handles failure one way.
import axios from 'axios';
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
}

export const SIN_CONEXION = 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.';

const cliente = axios.create({ withCredentials: true, timeout: 60_000 });

export function aFormData({ funcion, ...campos }: ArgsFuncion): FormData {
  const form = new FormData();
  form.append('funcion', funcion);
  for (const [k, v] of Object.entries(campos)) {
    if (v === undefined || v === null) continue;
    // numbers and booleans stringify as String() would; objects and arrays travel as JSON (SPEC.md §7)
    form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return form;
}

const esObjeto = (d: unknown): d is Record<string, unknown> => typeof d === 'object' && d !== null && !Array.isArray(d);

function mensajeDe(d: unknown, dflt: string): string {
  return esObjeto(d) && typeof d.mensaje === 'string' && d.mensaje.trim() ? d.mensaje : dflt;
}

export const funcionBaseQuery: BaseQueryFn<ArgsFuncion, unknown, ErrorFuncion> = async (args, api) => {
  try {
    const res = await cliente.post(`${apiBase()}api.php`, aFormData(args), {
      signal: api.signal,
      // the browser sets multipart/form-data with its boundary
      headers: { 'Content-Type': undefined },
    });
    const data: unknown = res.data;
    if (esObjeto(data) && 'codigo' in data && Number(data.codigo) !== 1) {
      return { error: { codigo: Number(data.codigo) || 0, mensaje: mensajeDe(data, 'La operación no se pudo completar.'), status: res.status } };
    }
    return { data };
  } catch (e) {
    if (axios.isAxiosError(e) && e.response) {
      const d: unknown = e.response.data;
      const codigo = esObjeto(d) && typeof d.codigo === 'number' ? d.codigo : 0;
      return {
        error: { codigo, mensaje: mensajeDe(d, `El servidor respondió con un error (${e.response.status}). Inténtelo de nuevo más tarde.`), status: e.response.status },
      };
    }
    return { error: { codigo: 0, mensaje: SIN_CONEXION } };
  }
};
