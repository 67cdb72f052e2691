// Bulk actions on the admin lists (issue 43, docs/decisiones/0058-acciones-en-lote-y-filtros.md):
// accionEnLote applies one action to up to MAX_LOTE items of one list in the dispatcher's one
// transaction, all or nothing (like darBajaAlumnos). The entity depends on the payload, so the
// entry is declared unaudited (`bitacora: false`) and writes the trail itself: each changed item
// its own entry, search-index refresh and revision, exactly what the dispatcher writes for one
// item's edit (funcion.ts). An item already in the action's state is left alone and counted; an
// unknown pk, or one of another list, refuses the whole call with the pks named (never a 500).
// The answer carries the call that undoes it ("Deshacer"): baja ↔ reactivar, and for a schedule
// each item's previous publicarEn / retirarEn, put back in one call (`previos`).
import { funcion } from '../api/funcion';
import { exigirSeccion } from '../api/acceso';
import { ErrorApi } from '@server/base/errores';
import { z, json } from '../api/validacion';
import type { Db } from '../db/db';
import { repoBitacora } from '../db/repositorios/bitacora';
import { repoLote, TABLAS_LOTE, type ItemLote } from '../db/repositorios/lote';
import { alEscribir } from '../busqueda/indice';
import { guardarRevision } from '../api/revisiones';
import { destruirSesionesDe } from '../autenticacion/sesiones';
import { ahoraUtc, programacion } from './programacion';
import { aPared, aUtc } from '@/shared/lib/zonaHoraria';
import { normalizarCuando } from '@/shared/api/contrato/programacion';
import {
  ACCIONES_LOTE,
  ACCIONES_POR_ENTIDAD,
  ENTIDADES_LOTE,
  MAX_LOTE,
  MENSAJES_LOTE as M,
  esquemaFechaLote,
  type AccionLote,
  type ProgramacionPrevia,
} from '@/shared/api/contrato/lote';

const pks = z
  .array(z.number({ error: M.pks }).int(M.pks).positive(M.pks), { error: M.pks })
  .min(1, M.pks)
  .max(MAX_LOTE, M.demasiados);
const previo = z.object({ pk: z.number().int().positive(), publicarEn: esquemaFechaLote, retirarEn: esquemaFechaLote });

const esquema = z.object({
  entidad: z.enum(ENTIDADES_LOTE, { error: M.entidad }),
  accion: z.enum(ACCIONES_LOTE, { error: M.accion }),
  pks: json(pks, M.pks),
  fecha: esquemaFechaLote.optional(),
  previos: json(z.array(previo, { error: M.previos }).max(MAX_LOTE, M.demasiados), M.previos).optional(),
});
type Pide = z.output<typeof esquema>;

const pared = (v: string | null, zona: string) => (v ? aPared(v, zona) : '');

const QUE: Record<AccionLote, string> = {
  baja: 'Dado de baja',
  reactivar: 'Reactivado',
  publicarEn: 'Publicación programada',
  retirarEn: 'Retiro programado',
  atender: 'Marcada como atendida',
};

/** The checks on the whole call before anything is written; answers the items in the order sent. */
async function revisar(p: Pide, db: Db, zona: string): Promise<ItemLote[]> {
  if (!ACCIONES_POR_ENTIDAD[p.entidad].includes(p.accion)) throw new ErrorApi(M.noAplica(p.entidad, p.accion));
  const programa = p.accion === 'publicarEn' || p.accion === 'retirarEn';
  if (programa && p.previos) {
    const enviados = new Set(p.pks);
    if (p.previos.length !== enviados.size || p.previos.some((x) => !enviados.has(x.pk))) throw new ErrorApi(M.previos);
  } else if (programa) {
    if (p.fecha === undefined) throw new ErrorApi(M.fechaFalta);
    if (p.fecha && aUtc(normalizarCuando(p.fecha), zona) <= ahoraUtc()) throw new ErrorApi(M.fechaPasada);
  }
  const unicos = [...new Set(p.pks)];
  const porPk = new Map((await repoLote(db).leer(p.entidad, unicos)).map((i) => [Number(i.pk), { ...i, pk: Number(i.pk) }]));
  const faltan = unicos.filter((x) => !porPk.has(x));
  if (faltan.length) throw new ErrorApi(M.noExisten(faltan), 409);
  const items = unicos.map((x) => porPk.get(x)!);
  if (programa) {
    const deBaja = items.filter((i) => Number(i.activo) !== 1);
    if (deBaja.length) throw new ErrorApi(M.deBaja(deBaja.map((i) => i.pk)), 409);
  }
  if (p.entidad === 'experiencias' && p.accion === 'reactivar' && (await repoLote(db).experienciasSinEmpresa(unicos)).length)
    throw new ErrorApi(M.empresaDeBaja, 409);
  return items;
}

export const funcionesLote = {
  accionEnLote: funcion('accionEnLote', {
    acceso: ['a'],
    escribe: true,
    // the trail is written per item below (the entity is the payload's)
    bitacora: false,
    schema: esquema,
    async run(p, { db, usuario, config }) {
      // an admin limited to some sections acts on their lists only (decision 0062)
      exigirSeccion(usuario, p.entidad);
      const zona = config.zonaHoraria;
      const items = await revisar(p, db, zona);
      const repo = repoLote(db);
      const t = TABLAS_LOTE[p.entidad];
      const previos = new Map((p.previos ?? []).map((x) => [x.pk, x]));
      const cambiados: number[] = [];
      const antes: ProgramacionPrevia[] = [];
      for (const i of items) {
        let detalle = '';
        if (p.accion === 'baja' || p.accion === 'reactivar') {
          if (!(await repo.ponerActivo(p.entidad, i.pk, p.accion === 'baja' ? 0 : 1))) continue;
          // a deactivated student's sessions end with it (darBajaAlumnos)
          if (p.entidad === 'alumnos' && p.accion === 'baja') await destruirSesionesDe(db, i.pk);
        } else if (p.accion === 'atender') {
          if (!(await repo.atender(i.pk, usuario.pk_usuario))) continue;
        } else {
          const previa = { pk: i.pk, publicarEn: pared(i.publicar_en, zona), retirarEn: pared(i.retirar_en, zona) };
          const puesto = previos.get(i.pk);
          const d = puesto ? { publicarEn: puesto.publicarEn, retirarEn: puesto.retirarEn } : { [p.accion]: p.fecha ?? '' };
          let nueva;
          try {
            nueva = programacion(d, i, zona);
          } catch (e) {
            throw e instanceof ErrorApi ? new ErrorApi(`«${i.nombre}»: ${e.message}`) : e;
          }
          if (nueva.publicarEn === i.publicar_en && nueva.retirarEn === i.retirar_en) continue;
          await repo.programar(p.entidad, i.pk, nueva);
          antes.push(previa);
          detalle = puesto ? 'programación restaurada' : p.fecha ? p.fecha.replace('T', ' ') : 'sin fecha';
        }
        cambiados.push(i.pk);
        const que = detalle ? `${QUE[p.accion]}: ${detalle}` : QUE[p.accion];
        await repoBitacora(db).insertar({
          pkUsuario: usuario.pk_usuario,
          nombreUsuario: usuario.nombre_persona,
          funcion: 'accionEnLote',
          entidad: t.bitacora,
          pk: i.pk,
          resumen: `«${i.nombre.slice(0, 60)}» — ${que} (acción en lote de ${items.length}).`,
        });
        await alEscribir(db, t.bitacora, i.pk);
        await guardarRevision(db, t.bitacora, i.pk, { usuario, max: config.revisionesMax, zona });
      }
      const n = cambiados.length;
      const deshacer =
        n === 0 || p.accion === 'atender'
          ? undefined
          : p.accion === 'baja' || p.accion === 'reactivar'
            ? { accion: p.accion === 'baja' ? ('reactivar' as const) : ('baja' as const), pks: cambiados }
            : { accion: p.accion, pks: cambiados, previos: antes };
      return {
        codigo: 1 as const,
        mensaje: M.hecho(p.entidad, p.accion, n, items.length - n),
        afectados: n,
        pks: cambiados,
        ...(deshacer ? { deshacer } : {}),
      };
    },
  }),
};
