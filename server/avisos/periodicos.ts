// Periodic jobs, once per day of the programme's zone across instances, from AVISO_HORA on: each takes its day in tareas_periodicas with a
// conditional UPDATE inside the transaction that does the work (another instance finds the day
// taken; a crash rolls the day back, so it runs again). The admins' reminder of items waiting
// more than AVISO_PENDIENTE_HORAS; each account's daily digest of its `diario` notices; the outbox's
// purge of sent messages older than CORREO_CONSERVAR_DIAS.
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { repoAvisos } from '../db/repositorios/avisos';
import { repoSalida } from '../db/repositorios/salida';
import { avisar } from './avisar';
import { correoDeVarios, enviarAgrupados, porCuenta } from './agrupados';

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** Where the jobs' notices link: pages of the SPA, given by the start (funciones/avisosDeContenido.ts), as avisos/ knows no page. */
export interface EnlacesAvisos {
  /** The moderation queue, the admins' reminder's link. */
  pendientes: string;
}

export async function recordatorio(db: Db, config: AppConfig, enlaces: EnlacesAvisos): Promise<void> {
  const p = await repoAvisos(db).pendientesViejos(config.avisoPendienteHoras);
  const partes = [
    p.preguntas && plural(p.preguntas, 'pregunta', 'preguntas'),
    p.respuestas && plural(p.respuestas, 'respuesta', 'respuestas'),
    p.experiencias && plural(p.experiencias, 'experiencia de estadía', 'experiencias de estadía'),
  ].filter(Boolean);
  if (!partes.length) return;
  await avisar(
    db,
    config,
    { rol: 'a' },
    {
      tipo: 'recordatorioPendientes',
      titulo: 'Hay elementos que esperan revisión',
      texto: `Esperan revisión hace más de ${config.avisoPendienteHoras} horas: ${partes.join(', ')}.`,
      enlace: enlaces.pendientes,
    },
  );
}

/**
 * One e-mail per account with its `diario` notices, which then leave the digest; its unsubscribe
 * link covers every kind in it. One read, the e-mails written in batches and the notices marked in
 * a few statements: the morning after a question reached 20,000 students is one short job.
 */
export async function resumenDiario(db: Db, config: AppConfig): Promise<void> {
  const repo = repoAvisos(db);
  const filas = await repo.paraResumen();
  const mensajes = [];
  for (const avisos of porCuenta(filas).values()) {
    const m = await correoDeVarios(db, config, avisos, `Resumen del día: ${plural(avisos.length, 'aviso', 'avisos')}`);
    if (m) mensajes.push(m);
  }
  await repoSalida(db).insertarVarios(mensajes);
  await repo.resumido(filas.map((a) => a.pk_aviso));
}

/** The outbox keeps a sent message (address, body) CORREO_CONSERVAR_DIAS days, then forgets it. */
export async function purgarSalida(db: Db, config: AppConfig): Promise<void> {
  await repoSalida(db).purgarEnviados(config.correoConservarDias);
}

const TAREAS = { recordatorioPendientes: recordatorio, resumenDiario, purgarSalida } as const satisfies Record<
  string,
  (db: Db, config: AppConfig, enlaces: EnlacesAvisos) => Promise<void>
>;

/** The day (YYYY-MM-DD) and hour (0–23) of `ahora` in the programme's zone. */
export function diaYHora(ahora: Date, zona: string): { dia: string; hora: number } {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: zona,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ahora);
  const p = (t: string) => partes.find((x) => x.type === t)?.value ?? '';
  return { dia: `${p('year')}-${p('month')}-${p('day')}`, hora: Number(p('hour')) };
}

/**
 * Runs each job whose day has not been taken yet, once the programme's day (ZONA_HORARIA) has
 * reached AVISO_HORA: the reminder and the digests arrive in the morning of the people who read
 * them, not at midnight UTC (18:00 in Mexico City).
 */
export async function tareasPeriodicas(db: Db, config: AppConfig, enlaces: EnlacesAvisos, ahora = new Date()): Promise<void> {
  // each minute: the notices gathered for accounts mailed a few minutes ago
  await db.transaccion((tx) => enviarAgrupados(tx, config, ahora.getTime()));
  const { dia, hora } = diaYHora(ahora, config.zonaHoraria);
  if (hora < config.avisoHora) return;
  for (const [nombre, tarea] of Object.entries(TAREAS))
    await db.transaccion(async (tx) => {
      if (await repoSalida(tx).tomarPeriodo(nombre, dia)) await tarea(tx, config, enlaces);
    });
}
