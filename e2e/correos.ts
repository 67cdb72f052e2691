// The e-mails a browser test's site wrote (its outbox folder, arnes.ts' Sitio.dir), for the journeys
// that follow a link sent by e-mail.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The e-mails the site wrote so far to `para` (.eml files of its outbox: no SMTP_URL), parsed; waits for one (the sender runs every second). */
export async function correosPara(sitio: { dir: string }, para: string, limiteMs = 20_000) {
  const dir = path.join(sitio.dir, 'correo');
  const hasta = Date.now() + limiteMs;
  for (;;) {
    const archivos = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    const correos = await Promise.all(archivos.map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
    const suyos = correos.filter((c) => (Array.isArray(c.to) ? c.to : [c.to]).some((t) => t?.text.includes(para)));
    if (suyos.length || Date.now() > hasta) return suyos;
    await new Promise((r) => setTimeout(r, 250));
  }
}
