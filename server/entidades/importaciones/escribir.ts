// One item of a confirmed import written as its own registration funcion would write it, inside the
// import's one transaction: the same schema, checks and handler (registrarProyecto, …), and, as the
// dispatcher does for every write (server/api/funcion.ts), its own audit entry, its search entry and
// its first revision. A "de baja" row then goes through its darBaja* the same way.
import type { z } from 'zod';
import { funcionesProyectos } from '../proyectos/funciones';
import { funcionesEventos } from '../eventos/funciones';
import { funcionesEmpresas } from '../empresas/funciones';
import { funcionesEgresados } from '../egresados/funciones';
import type { Ctx, DefFuncion } from '@server/api/funcion';
import { antesDeEscribir, anotar } from '@server/api/bitacora';
import { guardarRevision } from '@server/api/revisiones';
import { alEscribir } from '@server/busqueda/indice';
import { ErrorApi } from '@server/base/errores';
import { primerMensaje } from '@server/api/validacion';
import type { Funcion } from '@/shared/api/contrato';

const DEFS: Partial<Record<Funcion, DefFuncion<z.ZodType, Funcion, unknown>>> = {
  ...funcionesProyectos,
  ...funcionesEventos,
  ...funcionesEmpresas,
  ...funcionesEgresados,
};

/** The registration funcion's definition (its schema validates a preview's rows). */
export function definicion(f: Funcion): DefFuncion<z.ZodType, Funcion, unknown> {
  const d = DEFS[f];
  if (!d) throw new Error(`importaciones: ${f} no está registrada`);
  return d;
}

/** The entry `funcion` names in the trail (the import, not a form). */
export const FUNCION_TRAIL = 'confirmarImportacion';

/**
 * Runs `f` with `datos` (form fields) inside the open transaction `ctx.db`; answers the item's pk.
 * A refusal is thrown with the row's line, and rolls the whole import back.
 */
export async function escribirComo(f: Funcion, datos: Record<string, string>, ctx: Ctx, linea: number): Promise<number> {
  const def = definicion(f);
  if (!def.escribe || !def.bitacora) throw new Error(`importaciones: ${f} no es una escritura auditada`);
  const r = def.schema.safeParse(datos);
  if (!r.success) throw new ErrorApi(`Fila ${linea}: ${primerMensaje(r.error)}`);
  try {
    const preparado = def.prepara ? await def.prepara(r.data, ctx) : undefined;
    const previo = await antesDeEscribir(ctx.db, {
      funcion: FUNCION_TRAIL,
      payload: datos,
      usuario: ctx.usuario,
      schema: def.schema,
      auditada: def.bitacora,
    });
    const respuesta = await def.run(r.data, ctx, preparado);
    const pk = await anotar(ctx.db, previo, respuesta);
    await alEscribir(ctx.db, def.bitacora.entidad, pk);
    await guardarRevision(ctx.db, def.bitacora.entidad, pk, { usuario: ctx.usuario, max: ctx.config.revisionesMax, zona: ctx.config.zonaHoraria });
    if (pk === null) throw new Error(`importaciones: ${f} no dejó su pk`);
    return pk;
  } catch (e) {
    if (e instanceof ErrorApi) throw new ErrorApi(`Fila ${linea}: ${e.mensaje}`, e.status);
    throw e;
  }
}
