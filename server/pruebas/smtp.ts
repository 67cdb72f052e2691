// A real SMTP server for the tests (smtp-server on 127.0.0.1), every message parsed with
// mailparser as a mail client would; `caido` makes it refuse every message (a server down).
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { nuevoHarness, type Harness } from './arnes';

export interface SmtpDePrueba {
  port: number;
  url: string;
  recibidos: ParsedMail[];
  /** Refuse every message with a 451 (temporarily unavailable). */
  caido: boolean;
  /** Delay before accepting each message (ms). */
  demora: number;
  /** Connection errors the server reported (a client reset mid-session). */
  errores: string[];
  cerrar(): Promise<void>;
}

export async function smtpDePrueba(port = 0): Promise<SmtpDePrueba> {
  const s: SmtpDePrueba = { port: 0, url: '', recibidos: [], caido: false, demora: 0, errores: [], cerrar: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (m) => {
          if (s.demora) await new Promise((r) => setTimeout(r, s.demora));
          if (s.caido) {
            const e = Object.assign(new Error('Servicio no disponible por ahora'), { responseCode: 451 });
            return callback(e);
          }
          s.recibidos.push(m);
          callback();
        },
        (e: Error) => callback(e),
      );
    },
  });
  let mal: (e: Error) => void = () => {};
  await new Promise<void>((ok, falla) => {
    mal = falla;
    server.once('error', mal);
    server.listen(port, '127.0.0.1', () => ok());
  });
  // a client that vanishes mid-session (a sender killed with SIGKILL, on purpose) resets its
  // socket: smtp-server reports it as an 'error' event, which without a listener would end the
  // test process (Node 24 reports two resets where Node 20 reported one)
  server.removeListener('error', mal);
  server.on('error', (e: Error) => s.errores.push(e.message));
  s.port = (server.server.address() as AddressInfo).port;
  s.url = `smtp://127.0.0.1:${s.port}`;
  s.cerrar = () => new Promise<void>((ok) => server.close(() => ok()));
  return s;
}

/**
 * A harness whose e-mail goes to its own SMTP server, each role's test account with a confirmed
 * address (admin1@, alumno1@, super1@ejemplo.edu.mx). Close both: h.cerrar(), smtp.cerrar().
 */
export async function harnessConCorreo(env: Record<string, string> = {}): Promise<{ h: Harness; smtp: SmtpDePrueba }> {
  const smtp = await smtpDePrueba();
  const h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx', SMTP_URL: smtp.url, ...env });
  for (const u of ['admin1', 'alumno1', 'super1'])
    h.db.prepare('UPDATE usuarios SET correo = ?, correo_confirmado = 1 WHERE usuario = ?').run(`${u}@ejemplo.edu.mx`, u);
  return { h, smtp };
}
