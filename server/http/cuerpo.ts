// Limits on every request body, counted as the bytes arrive (never after buffering them):
// - the whole body: BODY_LIMIT, whatever its type (multipart included, which fastify's bodyLimit
//   does not cover: @fastify/multipart reads the raw request itself);
// - each text field of a multipart body: TEXT_FIELD_LIMIT; only the fields that carry images as
//   data URLs (or the CSV import's rows) may be larger, up to what is left of BODY_LIMIT.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ENTIDADES } from '../db/entidades';
import type { Entidad } from '../db/repositorios/entidad';

/**
 * The form fields that may exceed TEXT_FIELD_LIMIT, as each entity declares them (`camposGrandes`
 * of its Entidad: images as data URLs, importarAlumnos' rows, a page's people with their photos,
 * the plan with its images). Every other field is small text.
 */
export const camposGrandes = (entidades: readonly Entidad[] = ENTIDADES): ReadonlySet<string> =>
  new Set(entidades.flatMap((e) => e.camposGrandes ?? []));
export const CAMPOS_GRANDES = camposGrandes();

/** The error a body over its limit raises (erroresDelMarco answers 413 with our Spanish message). */
export class CuerpoDemasiadoGrande extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
  constructor() {
    super('Cuerpo demasiado grande');
  }
}

/** How long a refused body's connection goes on reading (and dropping) after its answer. */
export const ESPERA_CIERRE_MS = 2000;

/**
 * Closes a refused body's connection without losing its answer. Closing a socket that still has
 * unread bytes sends a reset, and a client still sending (a browser uploading a form too large)
 * then loses the 413 it has not read yet: it sees a network error instead of our message. So once
 * the answer is sent (Node's server then calls destroySoon(), the answer saying `Connection:
 * close`) this socket only stops writing and goes on reading and dropping what arrives, closing
 * when the client closes or after ESPERA_CIERRE_MS (the "lingering close" of nginx and Apache).
 */
export function cerrarSinPerderRespuesta(raw: IncomingMessage): void {
  const socket = raw.socket;
  if (!socket) return;
  socket.destroySoon = function (this: Socket) {
    if (this.writable) this.end();
    const plazo = setTimeout(() => this.destroy(), ESPERA_CIERRE_MS).unref();
    this.once('close', () => clearTimeout(plazo));
    this.once('end', () => this.destroy());
    // whatever the refused body still brings is read and dropped: the request stream flows to no
    // one (the parser that gave up on it left it paused, and a paused stream stops the socket)
    raw.resume();
  };
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
  // a small body (every call but the image and import fields) is read whole and, when it is a
  // plain browser form, split here: busboy's streams, listeners and iterators cost more than a
  // search itself. Anything else goes through busboy below, fed the same bytes.
  const largo = Number(req.headers['content-length']);
  if (largo > 0 && largo <= Math.min(CUERPO_PEQUENO, limites.texto) && req.headers['transfer-encoding'] === undefined) {
    const bytes = await leerEntero(req.raw);
    const campos = formularioSimple(req.headers['content-type'], bytes);
    if (campos) return campos;
    const copia = Object.assign(new PassThrough(), { headers: req.raw.headers });
    copia.end(bytes);
    // the same request with the buffered bytes as its stream (@fastify/multipart reads `this.raw`)
    return camposEnFlujo(Object.create(req, { raw: { value: copia } }) as FastifyRequest, limites);
  }
  return camposEnFlujo(req, limites);
}

/** A field into the body: a repeated name becomes an array of its values, in order (as busboy's keyValues). */
function poner(body: Record<string, unknown>, nombre: string, valor: unknown): void {
  const previo = body[nombre];
  if (previo === undefined) body[nombre] = valor;
  else if (Array.isArray(previo)) previo.push(valor);
  else body[nombre] = [previo, valor];
}

/** Bodies up to this size are read whole before they are parsed (camposMultipart). */
export const CUERPO_PEQUENO = 16 * 1024;

/** The whole body of a request whose length is known and small. */
function leerEntero(raw: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const trozos: Buffer[] = [];
    const trozo = (t: Buffer) => void trozos.push(t);
    const fin = () => {
      quitar();
      resolve(trozos.length === 1 ? trozos[0] : Buffer.concat(trozos));
    };
    const error = (e: Error) => {
      quitar();
      reject(e);
    };
    // a client gone before the end: a plain error (answered as a form cut short, as busboy's is)
    const cierre = () => error(new Error('El formulario llegó incompleto'));
    const quitar = () => {
      raw.off('data', trozo).off('end', fin).off('error', error).off('close', cierre);
    };
    raw.on('data', trozo).on('end', fin).on('error', error).on('close', cierre);
  });
}

const TIPO_FORMULARIO = /^multipart\/form-data; ?boundary=([0-9A-Za-z'()+_,./:=?-]{1,70})$/i;
const DISPOSICION = /^content-disposition: ?form-data; name="([0-9A-Za-z_.[\]-]{1,100})"$/i;
/** Well under busboy's parts and files limits (200): more go to busboy, which decides. */
const MAX_PARTES = 100;

/**
 * The fields of a form as browsers send it (each part only `Content-Disposition: form-data;
 * name="…"` with a plain ASCII name, CRLF line breaks, nothing before the first boundary, at most
 * a CRLF after the last, within busboy's limits), exactly as busboy gives them; null for anything
 * else, which busboy then reads (a file part, other headers, odd names, preamble, padding, a body
 * cut short…).
 */
export function formularioSimple(tipo: string | undefined, bytes: Buffer): Record<string, unknown> | null {
  const m = TIPO_FORMULARIO.exec(tipo ?? '');
  if (!m) return null;
  const delimitador = `\r\n--${m[1]}`;
  // the first boundary has no CRLF before it
  if (bytes.toString('latin1', 0, delimitador.length) !== `${delimitador.slice(2)}\r\n`) return null;
  const body: Record<string, unknown> = {};
  let pos = delimitador.length;
  for (let partes = 1; partes <= MAX_PARTES; partes++) {
    const finCabeceras = bytes.indexOf('\r\n\r\n', pos, 'latin1');
    if (finCabeceras < 0) return null;
    const d = DISPOSICION.exec(bytes.toString('latin1', pos, finCabeceras));
    if (!d || d[1] in Object.prototype) return null;
    const finValor = bytes.indexOf(delimitador, finCabeceras + 4, 'latin1');
    if (finValor < 0) return null;
    poner(body, d[1], bytes.toString('utf8', finCabeceras + 4, finValor));
    pos = finValor + delimitador.length;
    const siguen = bytes.toString('latin1', pos, pos + 2);
    if (siguen === '--') return pos + 2 === bytes.length || (pos + 4 === bytes.length && bytes.toString('latin1', pos + 2) === '\r\n') ? body : null;
    if (siguen !== '\r\n') return null;
    pos += 2;
  }
  return null;
}

async function camposEnFlujo(req: FastifyRequest, limites: { texto: number; cuerpo: number }): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const p of req.parts() as AsyncIterable<Parte>) {
    if (p.type === 'file') {
      if (p.filename !== undefined) {
        p.file?.destroy();
        throw new ArchivoNoAdmitido('Archivo no admitido');
      }
      poner(body, p.fieldname, await leerCampo(p, CAMPOS_GRANDES.has(p.fieldname) ? limites.cuerpo : limites.texto));
    } else if (p.value !== undefined) {
      poner(body, p.fieldname, p.value);
    }
  }
  return body;
}

/** busboy's test for a streamed part: every part is (camposMultipart reads each within its limit). */
export const todaParteEnFlujo = (): boolean => true;
