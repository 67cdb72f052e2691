// The sender: claims due rows of the outbox (a lease, so a crash mid-send is retried once it has
// passed; PostgreSQL skips rows another instance holds), sends each with its stored Message-ID, and
// marks it sent; a failure keeps its error and waits longer each time (exponential backoff). Where
// messages go: SMTP_URL through nodemailer, or without it .eml files in CORREO_DIR (a person can open
// them; `npm start` works offline). One loop per server process (index.ts), with the periodic jobs.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { repoSalida, type FilaSalida } from '../db/repositorios/salida';
import { tareasPeriodicas, type EnlacesAvisos } from './periodicos';

export interface Transporte {
  destino: 'smtp' | 'archivos';
  enviar(fila: FilaSalida): Promise<void>;
  cerrar(): void;
}

const mensajeDe = (config: Pick<AppConfig, 'correoRemitente'>, f: FilaSalida) => ({
  from: config.correoRemitente,
  to: f.destinatario,
  subject: f.asunto,
  text: f.texto,
  html: f.html,
  headers: JSON.parse(f.cabeceras) as Record<string, string>,
  messageId: f.message_id,
});

/** nodemailer over SMTP_URL (a pool of connections), or .eml files written whole (tmp + rename). */
export function transporteDe(config: Pick<AppConfig, 'smtpUrl' | 'correoDir' | 'correoRemitente'>): Transporte {
  if (config.smtpUrl) {
    const url = config.smtpUrl.includes('pool=') ? config.smtpUrl : `${config.smtpUrl}${config.smtpUrl.includes('?') ? '&' : '?'}pool=true`;
    const t = nodemailer.createTransport(url);
    return { destino: 'smtp', enviar: async (f) => void (await t.sendMail(mensajeDe(config, f))), cerrar: () => t.close() };
  }
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    destino: 'archivos',
    async enviar(f) {
      const info = await t.sendMail(mensajeDe(config, f));
      await fs.promises.mkdir(config.correoDir, { recursive: true });
      const archivo = path.join(config.correoDir, `${String(f.pk_mensaje).padStart(8, '0')}.eml`);
      await fs.promises.writeFile(`${archivo}.tmp`, info.message as Buffer);
      await fs.promises.rename(`${archivo}.tmp`, archivo);
    },
    cerrar: () => t.close(),
  };
}

export interface OpcionesRemitente {
  /** Rows claimed at once (sent concurrently over the pool). */
  lote?: number;
  /** How long a claimed row is this sender's (a crash: another takes it after this). */
  leaseMs?: number;
  /** First retry after this; doubled with each failure up to esperaMaxMs. */
  esperaBaseMs?: number;
  esperaMaxMs?: number;
  /** Pause between rounds when nothing was due. */
  intervaloMs?: number;
  /** Pause between runs of the periodic jobs. */
  periodicasMs?: number;
  transporte?: Transporte;
}

const DEFECTO = { lote: 20, leaseMs: 120_000, esperaBaseMs: 30_000, esperaMaxMs: 6 * 3600_000, intervaloMs: 1000, periodicasMs: 60_000 };

/** One round: claims due rows, sends them, records each outcome. How many were sent and failed. */
export async function enviarPendientes(
  db: Db,
  transporte: Transporte,
  opciones: OpcionesRemitente = {},
): Promise<{ enviados: number; fallidos: number }> {
  const o = { ...DEFECTO, ...opciones };
  const filas = await repoSalida(db).tomar(o.lote, Date.now(), o.leaseMs);
  let enviados = 0;
  let fallidos = 0;
  await Promise.all(
    filas.map(async (f) => {
      try {
        await transporte.enviar(f);
      } catch (e) {
        fallidos++;
        const espera = Math.min(o.esperaMaxMs, o.esperaBaseMs * 2 ** Math.min(f.intentos, 20));
        await repoSalida(db).fallo(f.pk_mensaje, e instanceof Error ? e.message : String(e), Date.now() + espera);
        return;
      }
      enviados++;
      await repoSalida(db).enviado(f.pk_mensaje);
    }),
  );
  return { enviados, fallidos };
}

export interface Remitente {
  destino: Transporte['destino'];
  detener(): Promise<void>;
}

/** Starts the loop (and the periodic jobs); detener() waits for the round in flight and closes the transport. */
export function iniciarRemitente(db: Db, config: AppConfig, opciones: OpcionesRemitente & { enlaces: EnlacesAvisos }): Remitente {
  const o = { ...DEFECTO, ...opciones };
  const transporte = o.transporte ?? transporteDe(config);
  let activo = true;
  let ultimaPeriodica = 0;
  let temporizador: NodeJS.Timeout | undefined;
  let enCurso: Promise<void> = Promise.resolve();
  const ronda = async () => {
    if (Date.now() - ultimaPeriodica >= o.periodicasMs) {
      ultimaPeriodica = Date.now();
      await tareasPeriodicas(db, config, o.enlaces);
    }
    while (activo && (await enviarPendientes(db, transporte, o)).enviados > 0);
  };
  const siguiente = () => {
    if (!activo) return;
    enCurso = ronda()
      .catch((e: unknown) => console.error('Remitente de correos:', e instanceof Error ? e.message : e))
      .finally(() => {
        if (activo) temporizador = setTimeout(siguiente, o.intervaloMs);
      });
  };
  siguiente();
  return {
    destino: transporte.destino,
    async detener() {
      activo = false;
      clearTimeout(temporizador);
      await enCurso;
      transporte.cerrar();
    },
  };
}
