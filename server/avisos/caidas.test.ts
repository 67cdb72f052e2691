// The outbox under failure, as production would meet it: a sender process killed with SIGKILL in
// the middle of a batch (nothing lost: every message arrives; a message the SMTP server had
// accepted before the kill may arrive again, with the same Message-ID, so the receiving server
// drops it), and two instances sending from one database at once (each message exactly once, the
// daily reminder once). Both engines (two instances are meant for PostgreSQL).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { smtpDePrueba, type SmtpDePrueba } from '../pruebas/smtp';
import { RAIZ } from '../raiz';
import { repoSalida } from '../db/repositorios/salida';
import { componer } from './correo';
import { enviarPendientes, transporteDe } from './remitente';
import { tareasPeriodicas } from './periodicos';
import { ENLACES_AVISOS } from '@server/funciones/avisosDeContenido';
import type { Db } from '../db/db';

let h: Harness;
let smtp: SmtpDePrueba;
beforeEach(async () => {
  smtp = await smtpDePrueba();
  h = await nuevoHarness({ SMTP_URL: smtp.url });
  h.db.prepare("UPDATE usuarios SET correo = 'admin1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'admin1'").run();
});
afterEach(async () => {
  await h.cerrar();
  await smtp.cerrar();
});

async function encolar(n: number) {
  await h.db.transaccion(async (tx) => {
    for (let i = 0; i < n; i++)
      await repoSalida(tx).insertar(
        componer(h.config, { para: `persona${i}@ejemplo.edu.mx`, asunto: `Mensaje ${i}`, saludo: 'Hola:', parrafos: [`Número ${i}.`] }),
      );
  });
  return (h.db.prepare('SELECT message_id FROM salida').pluck().all() as string[]).sort();
}

async function hasta(condicion: () => boolean, ms: number) {
  const fin = Date.now() + ms;
  while (!condicion()) {
    if (Date.now() > fin) throw new Error('tiempo agotado');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sends with `db` until nothing is due (rows leased by someone else wait for their lease). */
async function vaciar(db: Db, hastaMs = 20_000) {
  const t = transporteDe(h.config);
  const fin = Date.now() + hastaMs;
  while (Number(h.db.prepare("SELECT COUNT(*) FROM salida WHERE estado <> 'enviado'").pluck().get()) > 0 && Date.now() < fin) {
    const r = await enviarPendientes(db, t, { lote: 5, leaseMs: 1500, esperaBaseMs: 0 });
    if (r.enviados === 0) await new Promise((ok) => setTimeout(ok, 50));
  }
  t.cerrar();
}

it('a sender killed with SIGKILL mid-batch loses nothing; a repeat carries the same Message-ID', async () => {
  const ids = await encolar(40);
  smtp.demora = 40;
  const esquema = h.db.motor === 'postgres' ? (await h.db.una<{ s: string }>(sql`SELECT current_schema() AS s`))?.s : undefined;
  const hijo = spawn(process.execPath, ['--import', 'tsx', path.join(RAIZ, 'server/pruebas/remitenteHijo.ts')], {
    cwd: RAIZ,
    env: {
      ...process.env,
      DATABASE_PATH: h.config.databasePath,
      DATABASE_URL: h.db.motor === 'postgres' ? process.env.PRUEBAS_POSTGRES : '',
      ESQUEMA: esquema ?? '',
      SMTP_URL: smtp.url,
      LOTE: '5',
      LEASE_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await hasta(() => smtp.recibidos.length >= 12, 30_000);
  } finally {
    hijo.kill('SIGKILL');
  }
  await new Promise((ok) => hijo.once('exit', ok));
  const antes = smtp.recibidos.length;
  expect(antes).toBeLessThan(40);
  await vaciar(h.db);
  const recibidos = smtp.recibidos.map((m) => m.messageId!);
  expect([...new Set(recibidos)].sort()).toEqual(ids);
  // at most the batch in flight at the kill arrives twice, each under its own Message-ID
  expect(recibidos.length - ids.length).toBeLessThanOrEqual(5);
  expect(h.db.prepare("SELECT COUNT(*) FROM salida WHERE estado = 'enviado'").pluck().get()).toBe(40);
}, 60_000);

it('two instances sending from one database at once: each message exactly once, the daily reminder once', async () => {
  // SQLite: a second connection in this same process would block the one thread while it waits for
  // the lock (separate processes wait fine, as the SIGKILL test shows); the two loops share one
  const otra = h.db.motor === 'postgres' ? await h.otraConexion() : h.db;
  try {
    const ids = await encolar(60);
    smtp.demora = 5;
    await Promise.all([vaciar(h.db), vaciar(otra)]);
    const recibidos = smtp.recibidos.map((m) => m.messageId!).sort();
    expect(recibidos).toEqual(ids);
    // the day's reminder, asked of both at the same moment, is written once
    h.db.prepare("INSERT INTO preguntas (fk_topico, pregunta, creada) VALUES (1, 'Vieja', '2020-01-01 00:00:00')").run();
    const mediodia = new Date('2026-11-25T18:00:00Z'); // noon in Mexico City, past AVISO_HORA
    await Promise.all([
      tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, mediodia),
      tareasPeriodicas(otra, h.config, ENLACES_AVISOS, mediodia),
      tareasPeriodicas(otra, h.config, ENLACES_AVISOS, mediodia),
    ]);
    expect(h.db.prepare("SELECT COUNT(*) FROM avisos WHERE tipo = 'recordatorioPendientes'").pluck().get()).toBe(1);
  } finally {
    if (otra !== h.db) await otra.cerrar();
  }
}, 60_000);
