// Preview links (issue 37, decision 0055): an admin creates a link to an item that may not be public
// yet (crearVistaPrevia), lists the item's live ones (traerVistasPrevias) and revokes one
// (revocarVistaPrevia); anyone holding the link reads what it shows (mostrarVistaPrevia), which
// GET /vista_previa/<token> renders through the item's own public page (server/ssr/vistaPrevia.ts).
// A link works for VISTA_PREVIA_HORAS; the creation and the revocation are in the audit trail.
import { funcion } from '../api/funcion';
import { noEncontrado } from '@server/base/errores';
import { z, pk as pkCampo } from '../api/validacion';
import { urlDe } from '../avisos/correo';
import { nuevoToken, repoVistasPrevias, resumenDeToken } from '../db/repositorios/vistasPrevias';
import { aPagina } from '../entidades/paginas/funciones';
import type { Db } from '../db/db';
import { PK_PAGINA, type ClavePagina } from '@/shared/api/contrato/paginas';
import {
  ENTIDADES_VISTA_PREVIA,
  MENSAJES_VISTA_PREVIA as M,
  RUTA_VISTA_PREVIA,
  type ContenidoVistaPrevia,
  type EntidadVistaPrevia,
} from '@/shared/api/contrato/vistasPrevias';

const HORA = 3_600_000;

/** The item a call names: `entidad` one of the three, `pk` its pk (a page's also by its key). */
const item = z
  .object({
    entidad: z.enum(ENTIDADES_VISTA_PREVIA, { error: M.entidad }),
    pk: z.union([z.string(), z.number()], { error: M.pk }),
  })
  .transform((d, ctx) => {
    const t = String(d.pk).trim();
    const n = /^\d{1,12}$/.test(t) ? Number(t) : d.entidad === 'pagina' && Object.hasOwn(PK_PAGINA, t) ? PK_PAGINA[t as ClavePagina] : 0;
    if (n < 1) {
      ctx.addIssue({ code: 'custom', message: M.pk, path: ['pk'] });
      return z.NEVER;
    }
    return { entidad: d.entidad, pk: n };
  });

/** What a link shows of the item, read whether or not it is public; null when there is no such item. */
export async function contenidoDe(
  db: Db,
  zona: string,
  entidad: EntidadVistaPrevia,
  pk: number,
  expira: number,
): Promise<ContenidoVistaPrevia | null> {
  const repo = repoVistasPrevias(db);
  if (entidad === 'proyecto') {
    const contenido = await repo.proyecto(pk);
    return contenido && { entidad, pk, expira, zona, contenido };
  }
  if (entidad === 'evento') {
    const contenido = await repo.evento(pk, zona);
    return contenido && { entidad, pk, expira, zona, contenido };
  }
  const fila = await repo.pagina(pk);
  return fila ? { entidad, pk, expira, zona, contenido: aPagina(fila, zona) } : null;
}

export const funcionesVistasPrevias = {
  crearVistaPrevia: funcion('crearVistaPrevia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'vista_previa', pk: 'pkVistaPrevia' },
    schema: item,
    async run({ entidad, pk }, ctx) {
      const ahora = Date.now();
      if (!(await contenidoDe(ctx.db, ctx.config.zonaHoraria, entidad, pk, 0))) throw noEncontrado(M.noExiste);
      const { token, resumen } = await nuevoToken(ctx.db);
      const expira = ahora + ctx.config.vistaPreviaHoras * HORA;
      const repo = repoVistasPrevias(ctx.db);
      await repo.insertar({ resumen, entidad, pk, usuario: ctx.usuario.pk_usuario, creada: ahora, expira });
      const pkVistaPrevia = (await repo.pkDe(resumen)) ?? undefined;
      return { codigo: 1 as const, mensaje: M.creada, token, url: urlDe(ctx.config, `${RUTA_VISTA_PREVIA}/${token}`), expira, pkVistaPrevia };
    },
  }),

  traerVistasPrevias: funcion('traerVistasPrevias', {
    acceso: ['a'],
    escribe: false,
    schema: item,
    run: ({ entidad, pk }, { db }) => repoVistasPrevias(db).vivasDe(entidad, pk, Date.now()),
  }),

  revocarVistaPrevia: funcion('revocarVistaPrevia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'vista_previa', pk: 'pkVistaPrevia' },
    schema: z.object({ pkVistaPrevia: pkCampo(M.pkVistaPrevia) }),
    async run({ pkVistaPrevia }, { db }) {
      if (!(await repoVistasPrevias(db).revocar(pkVistaPrevia, Date.now()))) throw noEncontrado(M.noViva);
      return { codigo: 1 as const, mensaje: M.revocada };
    },
  }),

  mostrarVistaPrevia: funcion('mostrarVistaPrevia', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ token: z.string({ error: M.token }).max(200, M.token) }),
    async run({ token }, { db, config }) {
      const digest = await resumenDeToken(db, token);
      const fila = digest ? await repoVistasPrevias(db).viva(digest, Date.now()) : undefined;
      const contenido = fila && (await contenidoDe(db, config.zonaHoraria, fila.entidad, fila.pk_item, fila.expira));
      if (!contenido) throw noEncontrado(M.token);
      return contenido;
    },
  }),
};
