// One e-mail as the outbox stores it: Spanish plain text and the same in HTML (every value
// escaped), absolute links from SITE_URL, a stable Message-ID fixed when the row is written, and
// (for notices) the unsubscribe link in the body and in `List-Unsubscribe` with RFC 8058's
// one-click `List-Unsubscribe-Post`.
import crypto from 'node:crypto';
import type { AppConfig } from '../config';
import type { NuevoMensaje } from '../db/repositorios/salida';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** `<uuid@host>`, the host of SITE_URL. */
export function nuevoMessageId(config: Pick<AppConfig, 'siteUrl'>): string {
  let host = 'localhost';
  try {
    host = new URL(config.siteUrl).hostname || host;
  } catch {
    // SITE_URL is checked elsewhere; a bad one still gives a valid id
  }
  return `<${crypto.randomUUID()}@${host}>`;
}

export const urlDe = (config: Pick<AppConfig, 'siteUrl'>, ruta: string) => `${config.siteUrl}${ruta.startsWith('/') ? ruta : `/${ruta}`}`;

export interface Contenido {
  para: string;
  asunto: string;
  saludo: string;
  /** Paragraphs of the body. */
  parrafos: string[];
  /** The link the e-mail is about: its words and its absolute address. */
  enlace?: { texto: string; url: string };
  /** Unsubscribe: why this arrives, and the signed link. */
  baja?: { motivo: string; url: string };
}

export function componer(config: Pick<AppConfig, 'siteUrl'>, c: Contenido): NuevoMensaje {
  const texto = [
    c.saludo,
    '',
    ...c.parrafos.flatMap((p) => [p, '']),
    ...(c.enlace ? [`${c.enlace.texto}: ${c.enlace.url}`, ''] : []),
    '—',
    'Ingeniería en Desarrollo y Gestión de Software',
    ...(c.baja ? ['', c.baja.motivo, `Para dejar de recibir estos correos: ${c.baja.url}`] : []),
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>',
    escapar(c.asunto),
    '</title></head><body style="font-family:sans-serif;line-height:1.5;color:#222">',
    `<p>${escapar(c.saludo)}</p>`,
    ...c.parrafos.map((p) => `<p>${escapar(p)}</p>`),
    c.enlace ? `<p><a href="${escapar(c.enlace.url)}">${escapar(c.enlace.texto)}</a></p>` : '',
    '<p style="color:#555">— Ingeniería en Desarrollo y Gestión de Software</p>',
    c.baja
      ? `<p style="font-size:small;color:#555">${escapar(c.baja.motivo)} <a href="${escapar(c.baja.url)}">Dejar de recibir estos correos</a>.</p>`
      : '',
    '</body></html>',
  ].join('');
  const cabeceras: Record<string, string> = c.baja
    ? { 'List-Unsubscribe': `<${c.baja.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { messageId: nuevoMessageId(config), destinatario: c.para, asunto: c.asunto, texto, html, cabeceras };
}
