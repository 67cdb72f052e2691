// Scheduled publishing (docs/decisiones/0054-publicacion-programada.md): the schedule a write
// stores, and the periodic job that publishes and retires on time. A project or event carries
// `publicado` (1 while the public sees it): each write sets it for the moment it is saved, and the
// job flips it once its time has come with a conditional UPDATE (`WHERE publicado = 0 AND …`), so
// that of two instances running the job at once only the one whose UPDATE changed the row writes
// the audit entry and refreshes the search index (PostgreSQL re-checks the WHERE of a row another
// transaction just changed: no lock is held across instances). Every public read filters on
// `publicado = 1`; the UPDATE moves the data version (db/migrar.ts' triggers), so every cached
// public answer and HTTP cache version drop at that moment, on every instance.
// A page is built in and always shown: its publicarEn schedules an edit kept in `pendiente`, which
// the job copies into the page at that time (a conditional UPDATE on the same publicar_en).
import { aplicarBanner, separarBanner } from '../entidades/paginas/banner';
import { sql } from 'kysely';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { ErrorApi } from '@server/base/errores';
import { repoBitacora } from '../db/repositorios/bitacora';
import { alEscribir } from '../busqueda/indice';
import { guardarRevision } from '../api/revisiones';
import { aPared, aUtc } from '@/shared/lib/zonaHoraria';
import { esBorrador, normalizarCuando, problemaDeProgramacion, type DatosProgramacion } from '@/shared/api/contrato/programacion';

export { esBorrador };
import { ahoraUtc } from '@server/base/reloj';
import type { ProgramacionGuardada } from '@server/db/repositorios/programacion';
export { ahoraUtc, type ProgramacionGuardada };
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';

/** A stored time as the zone's wall clock (what the form sends), so a partial edit merges in one reading. */
const pared = (v: string | null | undefined, zona: string) => (v ? aPared(v, zona) : '');

/**
 * The schedule to store: what was sent, and for each field not sent what was stored (a client that
 * knows only docs/SPEC.md's fields keeps it). The merged result is checked again (a new publicarEn
 * after a stored retirarEn is refused with the form's message).
 */
export function programacion(
  d: DatosProgramacion,
  antes: { publicar_en?: string | null; retirar_en?: string | null; publicado?: boolean | number } | undefined,
  zona: string,
  ahora = Date.now(),
): ProgramacionGuardada {
  const publicar = d.publicarEn ?? pared(antes?.publicar_en, zona);
  const retirar = d.retirarEn ?? pared(antes?.retirar_en, zona);
  const problema = problemaDeProgramacion({ publicarEn: publicar, retirarEn: retirar });
  if (problema) throw new ErrorApi(problema);
  const utc = (v: string) => (v ? aUtc(normalizarCuando(v), zona) : null);
  const publicarEn = utc(publicar);
  const retirarEn = utc(retirar);
  const t = ahoraUtc(ahora);
  // a draft (a duplicate: unpublished with no schedule, 0059) stays one until a "Publicar el" is given
  if (!publicarEn && esBorrador(antes)) return { publicarEn, retirarEn, publicado: false };
  return { publicarEn, retirarEn, publicado: (!publicarEn || publicarEn <= t) && (!retirarEn || retirarEn > t) };
}

const PROGRAMABLES = [
  { entidad: 'evento', tabla: 'eventos', pk: 'pk_evento', nombre: 'nombre_evento', extra: sql`, secuencia = secuencia + 1` },
  { entidad: 'proyecto', tabla: 'proyectos', pk: 'pk_proyecto', nombre: 'nombre_proyecto', extra: sql`` },
] as const;

export const PUBLICADO = 'Publicado según lo programado';
export const RETIRADO = 'Retirado según lo programado';

/** What the revisions need to record a page's published edit (REVISIONES_MAX, ZONA_HORARIA); absent: no revision. */
export type ConfigRevision = Pick<AppConfig, 'revisionesMax' | 'zonaHoraria'>;

async function anotarTransicion(db: Db, entidad: EntidadBitacora, pk: number, nombre: string, texto: string, config?: ConfigRevision) {
  await repoBitacora(db).insertar({
    pkUsuario: null,
    nombreUsuario: 'Publicación programada',
    funcion: 'publicacionProgramada',
    entidad,
    pk,
    resumen: `«${nombre.slice(0, 60)}» — ${texto}`,
  });
  await alEscribir(db, entidad, pk);
  // the item's history (issue 37's revisions): a new revision only when its content changed (a page's published edit)
  if (config) await guardarRevision(db, entidad, pk, { usuario: null, max: config.revisionesMax, zona: config.zonaHoraria });
}

/** One run: every item whose publicarEn or retirarEn has come; how many changed (this instance's claims). */
export async function publicarProgramados(db: Db, ahora = Date.now(), config?: ConfigRevision): Promise<number> {
  const t = ahoraUtc(ahora);
  let n = 0;
  for (const p of PROGRAMABLES) {
    n += await db.transaccion(async (tx) => {
      const cambiar = (publicado: 0 | 1, donde: ReturnType<typeof sql>) =>
        tx.todas<{ pk: number; nombre: string }>(
          sql`UPDATE ${sql.table(p.tabla)} SET publicado = ${publicado}, editado = ${tx.ahora()}${p.extra}
               WHERE activo = 1 AND publicado = ${1 - publicado} AND ${donde}
               RETURNING ${sql.ref(p.pk)} AS pk, ${sql.ref(p.nombre)} AS nombre`,
        );
      const publicados = await cambiar(1, sql`publicar_en <= ${t} AND (retirar_en IS NULL OR retirar_en > ${t})`);
      const retirados = await cambiar(0, sql`retirar_en <= ${t}`);
      for (const f of publicados) await anotarTransicion(tx, p.entidad, Number(f.pk), f.nombre, PUBLICADO);
      for (const f of retirados) await anotarTransicion(tx, p.entidad, Number(f.pk), f.nombre, RETIRADO);
      return publicados.length + retirados.length;
    });
  }
  return n + (await publicarPaginas(db, t, config));
}

/** Pages: each scheduled edit whose time has come, copied into its page by the instance that claims it. */
async function publicarPaginas(db: Db, t: string, config?: ConfigRevision): Promise<number> {
  const debidas = await db.todas<{ pk_pagina: number; publicar_en: string; pendiente: string }>(
    sql`SELECT pk_pagina, publicar_en, pendiente FROM paginas WHERE pendiente IS NOT NULL AND publicar_en <= ${t}`,
  );
  let n = 0;
  for (const d of debidas) {
    const p = JSON.parse(d.pendiente) as { titulo: string; cuerpo: string; datos: string };
    // the home's edit may carry the banner's switch: it goes live with the text (banner.ts)
    const { datos, mostrarBanner } = separarBanner(p.datos);
    n += await db.transaccion(async (tx) => {
      const hecho = await tx.ejecutar(
        sql`UPDATE paginas SET titulo = ${p.titulo}, cuerpo = ${p.cuerpo}, datos = ${datos}, editado = ${tx.ahora()},
                   publicar_en = NULL, pendiente = NULL
             WHERE pk_pagina = ${d.pk_pagina} AND publicar_en = ${d.publicar_en} AND pendiente IS NOT NULL`,
      );
      if (hecho) await aplicarBanner(tx, mostrarBanner);
      if (hecho) await anotarTransicion(tx, 'pagina', d.pk_pagina, p.titulo, PUBLICADO, config);
      return hecho;
    });
  }
  return n;
}

/** The job's loop, one per instance (index.ts): every PROGRAMADOS_MS; detener() waits for the run in flight. */
export function iniciarProgramados(db: Db, config: Pick<AppConfig, 'programadosMs'> & Partial<ConfigRevision>): { detener(): Promise<void> } {
  let activo = true;
  let temporizador: NodeJS.Timeout | undefined;
  let enCurso: Promise<unknown> = Promise.resolve();
  const ronda = () => {
    if (!activo) return;
    const revision =
      config.revisionesMax !== undefined && config.zonaHoraria ? { revisionesMax: config.revisionesMax, zonaHoraria: config.zonaHoraria } : undefined;
    enCurso = publicarProgramados(db, Date.now(), revision)
      .catch((e: unknown) => console.error('Publicación programada:', e instanceof Error ? e.message : e))
      .finally(() => {
        if (activo) temporizador = setTimeout(ronda, config.programadosMs);
      });
  };
  ronda();
  return {
    async detener() {
      activo = false;
      clearTimeout(temporizador);
      await enCurso;
    },
  };
}
