// Shared by the second-factor tests (server/dosPasosSuperadmin.test.ts, dosPasosAdmins.test.ts,
// dosPasosAtaques.test.ts): a frozen clock both the server and the phone read, one harness per file
// (prepararDosPasos() registers their beforeAll/afterAll), a phone's code, a response's session and
// the security events of a user.
import { generateSync } from 'otplib';
import { nuevoHarness, type Harness, type Respuesta } from './arnes';

/** The calling file's harness (a live binding: importers read the one prepararDosPasos() built). */
export let h: Harness;

export function prepararDosPasos() {
  // The server's clock and the phone's are the same fake Date, frozen at the start of a time step
  // and moved on by hand: which codes are valid never depends on how fast the machine runs.
  beforeAll(() => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
  });
  afterAll(() => jest.useRealTimers());

  beforeAll(async () => {
    h = await nuevoHarness();
  });
  afterAll(() => h.cerrar());
}

/** The code of the time step `pasos` steps from now (the app on the phone, a little later). */
export const codigoEn = (secreto: string, pasos = 0) => generateSync({ secret: secreto, epoch: Math.floor(Date.now() / 1000) + pasos * 30 });
export const sid = (r: Respuesta) => r.raw.cookies.find((c) => c.name === 'sid' && c.value)?.value;
export const eventos = (pk: number) =>
  h.db.prepare('SELECT evento, funcion, usuario, detalle, direccion FROM seguridad WHERE fk_usuario = ? ORDER BY pk_seguridad').all(pk) as {
    evento: string;
    funcion: string;
    usuario: string;
    detalle: string;
    direccion: string;
  }[];
