// Edit locks and drafts on the server (issue 48, decision 0061). Admins only; none of these is in the
// audit trail (a heartbeat every few seconds would drown it, and a draft is nobody's content yet),
// and their tables move no cache version (server/db/migrar.ts' SIN_VERSION). Each call is counted per
// account (limitesFuncion.ts): a runaway tab beating 200 times a second gets a Spanish 429, never a
// 500, and costs one small statement per accepted call.
import { funcion } from '../api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z } from '../api/validacion';
import type { Db } from '../db/db';
import { ENTIDADES } from '../db/entidades';
import { repoEdicion, type Reclamo } from '../db/repositorios/edicion';
import type { RevisionEntidad } from '../db/repositorios/entidad';
import {
  BLOQUEO_VENCE_MS,
  ENTIDADES_EDICION,
  MAX_BORRADOR_BYTES,
  MENSAJES_EDICION as M,
  UNICAS_EDICION,
  type EntidadEdicion,
  type RespuestaBloqueo,
} from '@/shared/api/contrato/edicion';
import { exigirSeccion } from '@server/api/acceso';

const MINUTO = 60_000;
const CON_HISTORIA = new Map<string, RevisionEntidad>(ENTIDADES.flatMap((e) => (e.revision ? [[e.revision.clave, e.revision] as const] : [])));

/** The item a call names: one of ENTIDADES_EDICION and its pk (0 for the one-row items, ≥ 1 for the others). */
const item = z
  .object({
    entidad: z.enum(ENTIDADES_EDICION, { error: M.entidad }),
    pk: z.union([z.string(), z.number()], { error: M.pk }),
  })
  .transform((d, ctx) => {
    const t = String(d.pk).trim();
    const n = /^\d{1,12}$/.test(t) ? Number(t) : -1;
    const unica = UNICAS_EDICION.includes(d.entidad);
    if (unica ? n !== 0 : n < 1) {
      ctx.addIssue({ code: 'custom', message: M.pk, path: ['pk'] });
      return z.NEVER;
    }
    return { entidad: d.entidad, pk: n };
  });

const pestana = z.string({ error: M.pestana }).regex(/^[A-Za-z0-9_-]{8,64}$/, M.pestana);
const conPestana = z.intersection(item, z.object({ pestana }));

/** The item exists (deactivated or not: an editor opens either). */
async function existe(db: Db, entidad: EntidadEdicion, pk: number, zona: string): Promise<boolean> {
  if (entidad === 'pregunta_frecuente') return true;
  const r = CON_HISTORIA.get(entidad);
  return !!r && (await r.leer(db, pk, zona)) !== null;
}

/** Takes the lock (if it may) and answers who holds it after. */
async function tomar(db: Db, r: Reclamo, forzar: boolean, zona: string): Promise<RespuestaBloqueo> {
  const repo = repoEdicion(db);
  const ahora = Date.now();
  const previo = await repo.titular(r.entidad, r.pk);
  // an item with no lock row yet must exist (no rows for forged items)
  if (!previo && !(await existe(db, r.entidad, r.pk, zona))) throw noEncontrado(M.noExiste);
  await repo.tomar(r, ahora, ahora - BLOQUEO_VENCE_MS, forzar);
  const t = await repo.titular(r.entidad, r.pk);
  if (!t) throw noEncontrado(M.noExiste);
  if (t.fk_usuario === r.usuario && t.pestana === r.pestana) return { codigo: 1, mensaje: '', estado: 'propio', desde: t.desde };
  return { codigo: 1, mensaje: '', estado: 'ajeno', nombre: t.nombre, desde: t.desde, mismaPersona: t.fk_usuario === r.usuario };
}

const porCuenta = (max: number, mensaje: string) => ({ max, ventanaMs: MINUTO, mensaje, por: 'cuenta' as const });

export const funcionesEdicion = {
  tomarBloqueo: funcion('tomarBloqueo', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    limite: porCuenta(60, M.latidos),
    schema: z.intersection(conPestana, z.object({ forzar: z.enum(['0', '1'], { error: M.forzar }).optional() })),
    run: ({ entidad, pk, pestana, forzar }, ctx) => {
      exigirSeccion(ctx.usuario, entidad);
      return tomar(ctx.db, { entidad, pk, pestana, usuario: ctx.usuario.pk_usuario }, forzar === '1', ctx.config.zonaHoraria);
    },
  }),

  latirBloqueo: funcion('latirBloqueo', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    limite: porCuenta(60, M.latidos),
    schema: conPestana,
    async run({ entidad, pk, pestana }, ctx) {
      const r = { entidad, pk, pestana, usuario: ctx.usuario.pk_usuario };
      // the usual case: one UPDATE of the caller's own row; else it was taken over, or freed (taken again if it may)
      if (await repoEdicion(ctx.db).latir(r, Date.now())) return { codigo: 1 as const, mensaje: '', estado: 'propio' as const };
      return tomar(ctx.db, r, false, ctx.config.zonaHoraria);
    },
  }),

  soltarBloqueo: funcion('soltarBloqueo', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    limite: porCuenta(120, M.latidos),
    schema: conPestana,
    async run({ entidad, pk, pestana }, ctx) {
      await repoEdicion(ctx.db).soltar({ entidad, pk, pestana, usuario: ctx.usuario.pk_usuario });
      return { codigo: 1 as const, mensaje: M.soltado };
    },
  }),

  guardarBorrador: funcion('guardarBorrador', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    limite: porCuenta(60, M.borradores),
    schema: z.intersection(
      item,
      z.object({
        valores: z
          .string({ error: M.valores })
          .refine((v) => Buffer.byteLength(v) <= MAX_BORRADOR_BYTES, M.grande)
          .refine((v) => {
            try {
              const x: unknown = JSON.parse(v);
              return typeof x === 'object' && x !== null;
            } catch {
              return false;
            }
          }, M.valores),
      }),
    ),
    async run({ entidad, pk, valores }, ctx) {
      exigirSeccion(ctx.usuario, entidad);
      const repo = repoEdicion(ctx.db);
      const usuario = ctx.usuario.pk_usuario;
      const ahora = Date.now();
      // the usual case: the caller's draft of the item is replaced; a first one needs the item to exist
      if (!(await repo.actualizarBorrador(usuario, entidad, pk, valores, ahora))) {
        if (!(await existe(ctx.db, entidad, pk, ctx.config.zonaHoraria))) throw noEncontrado(M.noExiste);
        await repo.insertarBorrador(usuario, entidad, pk, valores, ahora);
      }
      return { codigo: 1 as const, mensaje: M.guardado, guardado: ahora };
    },
  }),

  traerBorrador: funcion('traerBorrador', {
    acceso: ['a'],
    escribe: false,
    limite: porCuenta(120, M.borradores),
    schema: item,
    async run({ entidad, pk }, ctx) {
      const fila = await repoEdicion(ctx.db).borrador(ctx.usuario.pk_usuario, entidad, pk, Date.now());
      if (!fila) return { borrador: null };
      try {
        return { borrador: { valores: JSON.parse(fila.valores) as unknown, guardado: fila.guardado } };
      } catch {
        throw new ErrorApi(M.valores);
      }
    },
  }),

  descartarBorrador: funcion('descartarBorrador', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    limite: porCuenta(120, M.borradores),
    schema: item,
    async run({ entidad, pk }, ctx) {
      await repoEdicion(ctx.db).descartarBorrador(ctx.usuario.pk_usuario, entidad, pk);
      return { codigo: 1 as const, mensaje: M.descartado };
    },
  }),
};
