// Periodic jobs, once per UTC day across instances: each takes its day in tareas_periodicas with a
// conditional UPDATE inside the transaction that does the work (another instance finds the day
// taken; a crash rolls the day back, so it runs again). The admins' reminder of items waiting
// more than AVISO_PENDIENTE_HORAS; each account's daily digest of its `diario` notices.
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { rutas } from '@/shared/rutas';
import { repoAvisos } from '../db/repositorios/avisos';
import { repoSalida } from '../db/repositorios/salida';
import { avisar, bajaDe } from './avisar';
import { componer, urlDe } from './correo';

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

export async function recordatorio(db: Db, config: AppConfig): Promise<void> {
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
      enlace: rutas.admin.moderacion.lista,
    },
  );
}

/** One e-mail per account with its `diario` notices, which then leave the digest; its unsubscribe link covers every kind in it. */
export async function resumenDiario(db: Db, config: AppConfig): Promise<void> {
  const repo = repoAvisos(db);
  const porUsuario = new Map<number, Awaited<ReturnType<typeof repo.paraResumen>>>();
  for (const a of await repo.paraResumen()) porUsuario.set(a.fk_usuario, [...(porUsuario.get(a.fk_usuario) ?? []), a]);
  for (const [pk, avisos] of porUsuario) {
    const cuenta = await repo.correo(pk);
    if (cuenta?.correo && cuenta.correo_confirmado === 1) {
      await repoSalida(db).insertar(
        componer(config, {
          para: cuenta.correo,
          asunto: `Resumen del día: ${plural(avisos.length, 'aviso', 'avisos')}`,
          saludo: `Hola, ${cuenta.nombre_persona}:`,
          parrafos: avisos.map((a) => `• ${a.titulo}: ${a.texto} (${urlDe(config, a.enlace)})`),
          baja: await bajaDe(
            db,
            config,
            pk,
            avisos.map((a) => a.tipo),
          ),
        }),
      );
    }
    await repo.resumido(avisos.map((a) => a.pk_aviso));
  }
}

const TAREAS = { recordatorioPendientes: recordatorio, resumenDiario } as const;

/** Runs each job whose day has not been taken yet. */
export async function tareasPeriodicas(db: Db, config: AppConfig, ahora = new Date()): Promise<void> {
  const dia = ahora.toISOString().slice(0, 10);
  for (const [nombre, tarea] of Object.entries(TAREAS))
    await db.transaccion(async (tx) => {
      if (await repoSalida(tx).tomarPeriodo(nombre, dia)) await tarea(tx, config);
    });
}
