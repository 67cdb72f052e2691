// avisar(): a notice, written through the caller's transaction (a write that rolls back leaves
// neither the inbox rows nor the e-mails): one inbox row per recipient, and an outbox row for each
// one with a confirmed e-mail who chose `inmediato`; `diario` rows wait for the daily digest
// (periodicos.ts); `nunca`: the inbox only. Written for a programme's thousands of students: the
// recipients are chosen in SQL (the inbox rows by one INSERT … SELECT), only the e-mails' rows
// are built here.
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { Rol } from '@/shared/api/contrato';
import { TIPOS_AVISO, type Frecuencia, type TipoAviso } from '@/shared/api/contrato/avisos';
import { repoAvisos, type Receptores } from '../db/repositorios/avisos';
import { repoSalida } from '../db/repositorios/salida';
import { componer, urlDe } from './correo';
import { firmar } from './enlaces';
import { repoAgrupados } from '../db/repositorios/agrupados';

/** A quotation of at most 120 characters. */
export const cita = (s: string) => `«${s.length > 120 ? `${s.slice(0, 119)}…` : s}»`;

export interface NuevoAviso {
  tipo: TipoAviso;
  titulo: string;
  texto: string;
  /** A path of the SPA: the item the notice is about. */
  enlace: string;
}

/** The least time between two notice e-mails to one account (AVISO_AGRUPAR_MINUTOS): later notices wait and go together (agrupados.ts). */
export const agruparMs = (config: Pick<AppConfig, 'avisoAgruparMinutos'>) => config.avisoAgruparMinutos * 60_000;

/** The choice of an account that never chose: students get the validated questions in a daily digest. */
export function frecuenciaPorDefecto(rol: Rol, tipo: TipoAviso): Frecuencia {
  return rol === 'e' && tipo === 'preguntaPorResponder' ? 'diario' : 'inmediato';
}

export const recibe = (rol: Rol, tipo: TipoAviso) => (TIPOS_AVISO[tipo].roles as readonly Rol[]).includes(rol);

/** Who of `para` receives a kind, as the repository's SQL needs it (the roles that receive it, and those whose default is the digest). */
export function receptores(para: { rol: Rol } | { pk: number }, tipo: TipoAviso, recienteDesde: number): Receptores {
  const roles = TIPOS_AVISO[tipo].roles as readonly Rol[];
  return { para, tipo, roles, rolesDiario: roles.filter((r) => frecuenciaPorDefecto(r, tipo) === 'diario'), recienteDesde };
}

/**
 * Notifies every active account of a role, or one account (only if its role receives that kind):
 * the inbox rows in one INSERT … SELECT, whatever the number of recipients; the e-mails of those
 * who chose them now, each with its own unsubscribe link, written in batches, except to an
 * account mailed a notice less than AVISO_AGRUPAR_MINUTOS ago: its row waits for one gathered e-mail
 * (agrupados.ts).
 */
export async function avisar(db: Db, config: AppConfig, para: { rol: Rol } | { pk: number }, aviso: NuevoAviso): Promise<void> {
  const ahora = Date.now();
  const r = receptores(para, aviso.tipo, ahora - agruparMs(config));
  const repo = repoAvisos(db);
  await repo.insertarPara(r, aviso);
  const inmediatos = await repo.inmediatos(r);
  const mensajes = [];
  for (const d of inmediatos)
    mensajes.push(
      componer(config, {
        para: d.correo,
        asunto: aviso.titulo,
        saludo: 'Hola:',
        parrafos: [aviso.texto],
        enlace: { texto: 'Ábralo aquí', url: urlDe(config, aviso.enlace) },
        baja: await bajaDe(db, config, d.pk_usuario, aviso.tipo),
      }),
    );
  await repoSalida(db).insertarVarios(mensajes);
  // with AVISO_AGRUPAR_MINUTOS=0 nothing is ever gathered: no time to keep
  if (config.avisoAgruparMinutos > 0)
    await repoAgrupados(db).anotarEnvios(
      inmediatos.map((d) => d.pk_usuario),
      ahora,
    );
}

/**
 * Why an account receives a kind (or, for a digest, the kinds it gathers), and its signed
 * unsubscribe link: following it turns every one of those kinds to "nunca" (the inbox only).
 */
export async function bajaDe(db: Db, config: AppConfig, pk: number, tipos: TipoAviso | readonly TipoAviso[]) {
  const lista = typeof tipos === 'string' ? [tipos] : [...new Set(tipos)];
  const nombres = lista.map((t) => `«${TIPOS_AVISO[t].texto}»`).join(', ');
  return {
    motivo: `Recibe este correo por su preferencia para ${nombres}; puede cambiarla en su cuenta.`,
    url: urlDe(config, `/avisos/baja?token=${await firmar(db, { q: 'baja', u: pk, t: lista.join(',') })}`),
  };
}

/** The visitor who left an e-mail with question `pk`: one e-mail with its link; the address is deleted. */
export async function avisarVisitante(db: Db, config: AppConfig, pkPregunta: number): Promise<void> {
  const correo = await repoAvisos(db).tomarCorreoPregunta(pkPregunta);
  if (!correo) return;
  await repoSalida(db).insertar({
    efimero: true,
    ...componer(config, {
      para: correo,
      asunto: 'Tu pregunta ya tiene respuesta',
      saludo: 'Hola:',
      parrafos: ['La pregunta que enviaste al foro de la carrera ya fue respondida.', 'Borramos tu correo: este es el único aviso que recibirás.'],
      enlace: { texto: 'Ver la respuesta', url: urlDe(config, `/foro/responder_pregunta/${pkPregunta}`) },
      baja: {
        motivo: 'Recibes este correo porque lo pediste al enviar tu pregunta.',
        url: urlDe(config, `/avisos/baja?token=${await firmar(db, { q: 'bajaPregunta', p: pkPregunta })}`),
      },
    }),
  });
}
