// The outbox's SQL (one row per e-mail) and the periodic jobs' rows. A sender claims due rows by
// setting their lease (`tomado_hasta`, ms) in one UPDATE: on PostgreSQL over `FOR UPDATE SKIP
// LOCKED`, so two instances never claim the same row; on SQLite the UPDATE holds the one writer
// lock. A crash mid-send leaves the lease, and the row is claimed again once it has passed.
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import type { MensajeSalida } from '@/shared/api/contrato/avisos';

export interface NuevoMensaje {
  messageId: string;
  destinatario: string;
  asunto: string;
  texto: string;
  html: string;
  cabeceras: Record<string, string>;
  /** A visitor's address: blanked once sent. */
  efimero?: boolean;
}

export interface FilaSalida {
  pk_mensaje: number;
  message_id: string;
  destinatario: string;
  asunto: string;
  texto: string;
  html: string;
  cabeceras: string;
  intentos: number;
}

/** Rows per INSERT of several messages: 7 values each, far below SQLite's 32,766 variables and PostgreSQL's 65,535. */
const POR_LOTE = 500;

const valores = (m: NuevoMensaje) =>
  sql`(${m.messageId}, ${m.destinatario}, ${m.asunto}, ${m.texto}, ${m.html}, ${JSON.stringify(m.cabeceras)}, 0, ${m.efimero ? 1 : 0})`;

/** Many messages (a notice to every student who asked for e-mails), in batches of POR_LOTE rows. */
async function insertarVarios(db: Db, mensajes: readonly NuevoMensaje[]): Promise<void> {
  for (let i = 0; i < mensajes.length; i += POR_LOTE)
    await db.ejecutar(
      sql`INSERT INTO salida (message_id, destinatario, asunto, texto, html, cabeceras, proximo_intento, efimero)
          VALUES ${sql.join(mensajes.slice(i, i + POR_LOTE).map(valores))}`,
    );
}

export const repoSalida = repositorio((db: Db) => ({
  insertar: (m: NuevoMensaje) => insertarVarios(db, [m]),
  insertarVarios: (mensajes: readonly NuevoMensaje[]) => insertarVarios(db, mensajes),
  /** Claims up to `n` due rows for `leaseMs` (nobody else sends them meanwhile) and returns them. */
  tomar: (n: number, ahora: number, leaseMs: number) => {
    const bloqueo = db.motor === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
    return db.todas<FilaSalida>(
      sql`UPDATE salida SET tomado_hasta = ${ahora + leaseMs}
           WHERE pk_mensaje IN (SELECT pk_mensaje FROM salida
                                 WHERE estado <> 'enviado' AND proximo_intento <= ${ahora} AND tomado_hasta <= ${ahora}
                                 ORDER BY pk_mensaje LIMIT ${n} ${bloqueo})
       RETURNING pk_mensaje, message_id, destinatario, asunto, texto, html, cabeceras, intentos`,
    );
  },
  enviado: (pk: number) =>
    db.ejecutar(
      sql`UPDATE salida SET estado = 'enviado', enviado = ${db.ahora()}, tomado_hasta = 0, ultimo_error = NULL,
                 destinatario = CASE WHEN efimero = 1 THEN '' ELSE destinatario END
           WHERE pk_mensaje = ${pk}`,
    ),
  /** A failed attempt: the error kept, the next attempt after `esperaMs`. */
  fallo: (pk: number, error: string, proximo: number) =>
    db.ejecutar(
      sql`UPDATE salida SET estado = 'fallando', intentos = intentos + 1, ultimo_error = ${error.slice(0, 500)},
                 fallando_desde = COALESCE(fallando_desde, ${db.ahora()}), proximo_intento = ${proximo}, tomado_hasta = 0
           WHERE pk_mensaje = ${pk} AND estado <> 'enviado'`,
    ),
  estado: async () => {
    const cuentas = await db.todas<{ estado: MensajeSalida['estado']; n: number }>(sql`SELECT estado, COUNT(*) AS n FROM salida GROUP BY estado`);
    const n = (e: string) => Number(cuentas.find((c) => c.estado === e)?.n ?? 0);
    const falla = await db.una<{ desde: string; ultimo_error: string | null }>(
      sql`SELECT fallando_desde AS desde, ultimo_error FROM salida WHERE estado = 'fallando' ORDER BY fallando_desde, pk_mensaje LIMIT 1`,
    );
    const recientes = await db.todas<MensajeSalida>(
      sql`SELECT pk_mensaje, asunto, estado, intentos, ultimo_error, creado, enviado FROM salida ORDER BY pk_mensaje DESC LIMIT 20`,
    );
    return {
      esperando: n('esperando'),
      enviados: n('enviado'),
      fallando: n('fallando'),
      fallandoDesde: falla?.desde ?? null,
      ultimoError: falla?.ultimo_error ?? null,
      recientes,
    };
  },
  /** The first failure of the oldest failing row (null: nothing fails). */
  fallandoDesde: async () =>
    (await db.una<{ desde: string | null }>(sql`SELECT MIN(fallando_desde) AS desde FROM salida WHERE estado = 'fallando'`))?.desde ?? null,

  /** Takes period `periodo` of a job: true for exactly one caller across instances (a job added later gets its row here). */
  tomarPeriodo: async (nombre: string, periodo: string) => {
    await db.ejecutar(sql`INSERT INTO tareas_periodicas (nombre, periodo) VALUES (${nombre}, '') ON CONFLICT (nombre) DO NOTHING`);
    return (await db.ejecutar(sql`UPDATE tareas_periodicas SET periodo = ${periodo} WHERE nombre = ${nombre} AND periodo < ${periodo}`)) > 0;
  },
  /** Deletes the sent messages (their addresses and bodies) older than `dias` days; how many. */
  purgarEnviados: (dias: number) => db.ejecutar(sql`DELETE FROM salida WHERE estado = 'enviado' AND enviado < ${db.ahora(`-${dias} days`)}`),
}));
