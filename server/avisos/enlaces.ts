// Signed links of the e-mails: confirming an address (expires in 24 h) and unsubscribing from a
// kind of notice (no expiry: RFC 8058 asks for a link that keeps working). A token is
// `base64url(JSON).base64url(HMAC-SHA256)` with a key kept in the database (claves_servidor), made
// once, so every instance signs and checks with the same one and a restart keeps links valid.
import crypto from 'node:crypto';
import type { Db } from '../db/db';
import { claveDe } from '@server/db/repositorios/claveEnlaces';

export type Enlace = { q: 'confirmar'; u: number; c: string; x: number } | { q: 'baja'; u: number; t: string } | { q: 'bajaPregunta'; p: number };

const firma = (clave: Buffer, datos: string) => crypto.createHmac('sha256', clave).update(datos).digest('base64url');

export async function firmar(db: Db, enlace: Enlace): Promise<string> {
  const datos = Buffer.from(JSON.stringify(enlace)).toString('base64url');
  return `${datos}.${firma(await claveDe(db), datos)}`;
}

/** The link's content when its signature holds (and, for a confirmation, it has not expired); else null. */
export async function leerEnlace(db: Db, token: string, ahora = Date.now()): Promise<Enlace | null> {
  const m = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const esperada = Buffer.from(firma(await claveDe(db), m[1]));
  const dada = Buffer.from(m[2]);
  if (dada.length !== esperada.length || !crypto.timingSafeEqual(dada, esperada)) return null;
  try {
    const e = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as Enlace;
    if (e.q === 'confirmar' && !(typeof e.x === 'number' && e.x > ahora)) return null;
    return e;
  } catch {
    return null;
  }
}
