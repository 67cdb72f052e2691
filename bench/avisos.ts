// Notifications (section `avisos`): 1,000 e-mails from the outbox delivered to a local smtp-server
// (messages/s, p99 of one message's send), and the cost of a moderation write with its outbox row
// against the same write without it (the author has no address), interleaved, as a ratio of
// medians in one run (budget ≤ 1.15×). SQLite, the one-command default.
import { performance } from 'node:perf_hooks';
import { razonDeMedianas, type Medicion } from './comun';
import { nuevoHarness } from '../server/pruebas/arnes';
import { smtpDePrueba } from '../server/pruebas/smtp';
import { repoSalida } from '../server/db/repositorios/salida';
import { componer } from '../server/avisos/correo';
import { enviarPendientes, transporteDe, type Transporte } from '../server/avisos/remitente';

const MENSAJES = 1000;
const ESCRITURAS = 200;

const percentil = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function entrega(): Promise<Medicion[]> {
  const smtp = await smtpDePrueba();
  const h = await nuevoHarness({ SMTP_URL: smtp.url });
  try {
    await h.db.transaccion(async (tx) => {
      for (let i = 0; i < MENSAJES; i++)
        await repoSalida(tx).insertar(
          componer(h.config, { para: `p${i}@ejemplo.edu.mx`, asunto: `Aviso ${i}`, saludo: 'Hola:', parrafos: ['Texto de prueba.'] }),
        );
    });
    const base = transporteDe(h.config);
    const tiempos: number[] = [];
    const medido: Transporte = {
      ...base,
      async enviar(f) {
        const t0 = performance.now();
        await base.enviar(f);
        tiempos.push(performance.now() - t0);
      },
    };
    const t0 = performance.now();
    while ((await enviarPendientes(h.db, medido, { lote: 20 })).enviados > 0);
    const s = (performance.now() - t0) / 1000;
    base.cerrar();
    return [
      {
        nombre: `avisos: ${MENSAJES} correos al SMTP local`,
        valor: Math.round(smtp.recibidos.length / s),
        unidad: 'msg/s',
        nota: `${smtp.recibidos.length} recibidos en ${s.toFixed(1)} s`,
      },
      { nombre: 'avisos: p99 de un envío', valor: Math.round(percentil(tiempos, 99)), unidad: 'ms', tiempo: true },
    ];
  } finally {
    await h.cerrar();
    await smtp.cerrar();
  }
}

/**
 * validarRespuesta of a student's answer: the author with a confirmed address (an outbox row) or
 * without. Every notice mailed at once (AVISO_AGRUPAR_MINUTOS=0): with the default, the author's
 * e-mails after the first within 5 minutes are gathered, and no outbox row would be measured.
 */
async function moderacion(): Promise<Medicion[]> {
  const h = await nuevoHarness({ AVISO_AGRUPAR_MINUTOS: '0' });
  try {
    const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0').pluck().get() as number;
    h.db
      .prepare("INSERT INTO preguntas (fk_topico, pregunta, estado, moderada) VALUES (?, 'Pregunta', 'validada', '2026-01-01 00:00:00')")
      .run(topico);
    const pregunta = h.db.prepare('SELECT MAX(pk_pregunta) FROM preguntas').pluck().get() as number;
    const insertar = h.db.prepare("INSERT INTO respuestas (fk_pregunta, respuesta, fk_usuario) VALUES (?, 'Respuesta', ?)");
    for (let i = 0; i < ESCRITURAS * 2 + 20; i++) insertar.run(pregunta, h.pks.e);
    const ids = h.db.prepare('SELECT pk_respuesta FROM respuestas ORDER BY pk_respuesta').pluck().all() as number[];
    const correo = (si: boolean) =>
      h.db
        .prepare('UPDATE usuarios SET correo = ?, correo_confirmado = ? WHERE pk_usuario = ?')
        .run(si ? 'alumno@ejemplo.edu.mx' : null, si ? 1 : 0, h.pks.e);
    const cookie = await h.entrar('admin1', 'Admin#Prueba1');
    const validar = async (id: number) => {
      const t0 = performance.now();
      const r = await h.llamar('validarRespuesta', { idRespuesta: String(id) }, { cookie });
      if (r.body.codigo !== 1) throw new Error(String(r.body.mensaje));
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await validar(ids.pop()!); // warm-up
    const con: number[] = [];
    const sin: number[] = [];
    for (let i = 0; i < ESCRITURAS; i++) {
      correo(true);
      con.push(await validar(ids.pop()!));
      correo(false);
      sin.push(await validar(ids.pop()!));
    }
    const filas = Number(h.db.prepare('SELECT COUNT(*) FROM salida').pluck().get());
    return [
      razonDeMedianas('avisos: moderación con su correo ÷ sin él', con, sin, {
        con: 'con fila de salida',
        sin: 'sin ella',
        detalle: `${ESCRITURAS} de cada una, alternadas; ${filas} filas de salida escritas`,
      }),
    ];
  } finally {
    await h.cerrar();
  }
}

export async function medirAvisos(): Promise<Medicion[]> {
  return [...(await entrega()), ...(await moderacion())];
}
