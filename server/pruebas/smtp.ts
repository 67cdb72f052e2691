// A real SMTP server for the tests (smtp-server on 127.0.0.1), every message parsed with
// mailparser as a mail client would; `caido` makes it refuse every message (a server down).
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface SmtpDePrueba {
  port: number;
  url: string;
  recibidos: ParsedMail[];
  /** Refuse every message with a 451 (temporarily unavailable). */
  caido: boolean;
  /** Delay before accepting each message (ms). */
  demora: number;
  cerrar(): Promise<void>;
}

export async function smtpDePrueba(port = 0): Promise<SmtpDePrueba> {
  const s: SmtpDePrueba = { port: 0, url: '', recibidos: [], caido: false, demora: 0, cerrar: async () => {} };
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
  await new Promise<void>((ok, mal) => {
    server.once('error', mal);
    server.listen(port, '127.0.0.1', () => ok());
  });
  s.port = (server.server.address() as AddressInfo).port;
  s.url = `smtp://127.0.0.1:${s.port}`;
  s.cerrar = () => new Promise<void>((ok) => server.close(() => ok()));
  return s;
}
