// At most one e-mail of notices per account every few minutes (issue 33: 15 answers in a row from
// one student mailed every admin 15 times). avisar() writes a notice's e-mail at once only for an
// account whose last notice e-mail is older than AVISO_AGRUPAR_MINUTOS (5); the others' rows wait (`agrupado`),
// and this job, run with the periodic ones each minute, writes one e-mail per account with every
// row waiting once that time has passed. The rows are taken with a conditional UPDATE, so two
// instances never mail the same ones. The daily digest uses the same message.
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { repoAgrupados, type AvisoAgrupado } from '../db/repositorios/agrupados';
import { repoSalida, type NuevoMensaje } from '../db/repositorios/salida';
import { componer, urlDe } from './correo';
import { agruparMs, bajaDe } from './avisar';

type Resumible = Pick<AvisoAgrupado, 'fk_usuario' | 'tipo' | 'titulo' | 'texto' | 'enlace' | 'nombre_persona' | 'correo'>;

/** Rows grouped by account, in order. */
export function porCuenta<T extends Pick<Resumible, 'fk_usuario'>>(filas: readonly T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const f of filas) {
    const suyas = m.get(f.fk_usuario);
    if (suyas) suyas.push(f);
    else m.set(f.fk_usuario, [f]);
  }
  return m;
}

/** One e-mail with several notices of one account (null without a confirmed address); its unsubscribe link covers every kind in it. */
export async function correoDeVarios(db: Db, config: AppConfig, avisos: readonly Resumible[], asunto: string): Promise<NuevoMensaje | null> {
  const { fk_usuario, correo, nombre_persona } = avisos[0];
  if (!correo) return null;
  return componer(config, {
    para: correo,
    asunto,
    saludo: `Hola, ${nombre_persona}:`,
    parrafos: avisos.map((a) => `• ${a.titulo}: ${a.texto} (${urlDe(config, a.enlace)})`),
    baja: await bajaDe(
      db,
      config,
      fk_usuario,
      avisos.map((a) => a.tipo),
    ),
  });
}

/** Writes the gathered e-mail of every account whose wait is over (inside the caller's transaction). */
export async function enviarAgrupados(db: Db, config: AppConfig, ahora = Date.now()): Promise<void> {
  const repo = repoAgrupados(db);
  const filas = await repo.esperando(ahora - agruparMs(config));
  if (!filas.length) return;
  const tomados = await repo.tomar(filas.map((f) => f.pk_aviso));
  const mensajes: NuevoMensaje[] = [];
  const enviados: number[] = [];
  for (const [pk, avisos] of porCuenta(filas.filter((f) => tomados.has(f.pk_aviso)))) {
    const asunto = avisos.length === 1 ? avisos[0].titulo : `${avisos.length} avisos nuevos`;
    const m = await correoDeVarios(db, config, avisos, asunto);
    if (!m) continue;
    mensajes.push(m);
    enviados.push(pk);
  }
  await repoSalida(db).insertarVarios(mensajes);
  await repo.anotarEnvios(enviados, ahora);
}
