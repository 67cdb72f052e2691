// Test helpers of the forum: a scripted api.php (by funcion) that records every call, and
// sessions to preload. Not shipped: only *.test.tsx files import it.
import { servidorFalso, type ServidorFalso } from '../../testing/servidorPrueba';
import { usarApiBase } from '../../shared/config';
import type { SessionState } from '../../shared/model/session';

export type Campos = Record<string, string>;
export type Guion = Record<string, (campos: Campos) => unknown>;

/** The fields of a multipart body as a plain object. */
export function camposDe(cuerpo: string): Campos {
  const campos: Campos = {};
  for (const m of cuerpo.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) campos[m[1]] = m[2];
  return campos;
}

export interface ApiFalsa {
  llamadas: Campos[];
  guion: Guion;
  /** Calls made to `funcion`. */
  de(funcion: string): Campos[];
  cerrar(): Promise<void>;
}

/** Starts the scripted server and points the baseQuery at it. An answer `{ status, body }` sets the status. */
export async function apiFalsa(guion: Guion): Promise<ApiFalsa> {
  const llamadas: Campos[] = [];
  const api: ApiFalsa = { llamadas, guion, de: (f) => llamadas.filter((c) => c.funcion === f), cerrar: () => servidor.cerrar() };
  const servidor: ServidorFalso = await servidorFalso((cuerpo) => {
    const campos = camposDe(cuerpo);
    llamadas.push(campos);
    const f = api.guion[campos.funcion];
    if (!f) return { status: 404, body: JSON.stringify({ codigo: 0, mensaje: `Sin guion para ${campos.funcion}` }) };
    const r = f(campos) as { status?: number; body?: unknown } | unknown;
    if (r && typeof r === 'object' && 'status' in r && 'body' in r) return { status: Number(r.status), body: JSON.stringify(r.body) };
    return { status: 200, body: JSON.stringify(r) };
  });
  usarApiBase(servidor.url);
  return api;
}

export const sesion = (rol: 'e' | 'a' | 's'): { session: SessionState } => ({
  session: { rol, pk_usuario: 1, nombre_persona: rol === 'e' ? 'Ana Alumna' : 'Carlos Admin', contrasena_inicial: false },
});

export const TOPICOS = [
  { pk_topico_pregunta: 1, nombre_topico: 'Preguntas frecuentes', descripcion: 'Costos y duración.', frecuentes: 1 },
  { pk_topico_pregunta: 2, nombre_topico: 'Admisión e inscripciones', descripcion: 'Requisitos y fechas.', frecuentes: 0 },
  { pk_topico_pregunta: 3, nombre_topico: 'Plan de estudios y materias', descripcion: 'Materias.', frecuentes: 0 },
  { pk_topico_pregunta: 4, nombre_topico: 'Estadías y vida estudiantil', descripcion: 'Estadías.', frecuentes: 0 },
];
