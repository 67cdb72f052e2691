// Limits on every request body, counted as the bytes arrive (never after buffering them):
// - the whole body: BODY_LIMIT, whatever its type (multipart included, which fastify's bodyLimit
//   does not cover: @fastify/multipart reads the raw request itself);
// - each text field of a multipart body: TEXT_FIELD_LIMIT; only the fields that carry images as
//   data URLs (or the CSV import's rows) may be larger, up to what is left of BODY_LIMIT.
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The form fields that may exceed TEXT_FIELD_LIMIT: the images of the funciones' zod schemas
 * (`imagenUnica` imagenForm; `listaImagenes` imgs and imgs_proyecto; a project's foto_miembros) and
 * importarAlumnos' `filas` (up to 5,000 rows as JSON). Every other field is small text.
 */
export const CAMPOS_GRANDES: ReadonlySet<string> = new Set(['imagenForm', 'imgs', 'imgs_proyecto', 'foto_miembros', 'filas']);

/** The error a body over its limit raises (erroresDelMarco answers 413 with our Spanish message). */
export class CuerpoDemasiadoGrande extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
  constructor() {
    super('Cuerpo demasiado grande');
  }
}

/** A file part (a filename in its headers): the wire format sends images inside form fields. */
class ArchivoNoAdmitido extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_FILES_LIMIT';
}

/**
 * Counts the body's bytes as Node hands them to the request stream (its `push`, which the HTTP
 * parser calls for every chunk, whoever reads the stream and however). Past `limite` the rest is
 * dropped unread and the request stream errors with CuerpoDemasiadoGrande, so whoever is parsing it
 * stops at once; with no one reading, the socket is closed.
 */
export function contarCuerpo(raw: IncomingMessage, limite: number): void {
  let leidos = 0;
  let excedido = false;
  const push = raw.push.bind(raw);
  raw.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (excedido) return chunk !== null;
    if (chunk !== null && chunk !== undefined) {
      leidos += (chunk as Buffer).length;
      if (leidos > limite) {
        excedido = true;
        if (raw.listenerCount('error') > 0) raw.emit('error', new CuerpoDemasiadoGrande());
        else raw.socket?.destroy();
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

interface Parte {
  type: 'field' | 'file';
  fieldname: string;
  value?: unknown;
  valueTruncated?: boolean;
  filename?: string;
  file?: NodeJS.ReadableStream & { destroy(e?: Error): void };
}

/** Reads one field (streamed as a busboy "file" part) into text, refused the moment it passes `limite`. */
async function leerCampo(parte: Parte, limite: number): Promise<string> {
  const trozos: Buffer[] = [];
  let total = 0;
  for await (const trozo of parte.file as AsyncIterable<Buffer>) {
    total += trozo.length;
    if (total > limite) {
      parte.file?.destroy();
      throw new CuerpoDemasiadoGrande();
    }
    trozos.push(trozo);
  }
  return Buffer.concat(trozos).toString('utf8');
}

/**
 * A multipart body as plain fields (`{ nombre: texto }`, repeated names as arrays, as
 * @fastify/multipart's `attachFieldsToBody: 'keyValues'` gave). Every part is streamed (busboy
 * would buffer a whole field before handing it over), so a text field is refused as soon as it
 * passes its limit, and a file part at once.
 */
export async function camposMultipart(req: FastifyRequest, limites: { texto: number; cuerpo: number }): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const poner = (nombre: string, valor: unknown) => {
    const previo = body[nombre];
    if (previo === undefined) body[nombre] = valor;
    else if (Array.isArray(previo)) previo.push(valor);
    else body[nombre] = [previo, valor];
  };
  for await (const p of req.parts() as AsyncIterable<Parte>) {
    if (p.type === 'file') {
      if (p.filename !== undefined) {
        p.file?.destroy();
        throw new ArchivoNoAdmitido('Archivo no admitido');
      }
      poner(p.fieldname, await leerCampo(p, CAMPOS_GRANDES.has(p.fieldname) ? limites.cuerpo : limites.texto));
    } else if (p.value !== undefined) {
      poner(p.fieldname, p.value);
    }
  }
  return body;
}

/** busboy's test for a streamed part: every part is (camposMultipart reads each within its limit). */
export const todaParteEnFlujo = (): boolean => true;
