// The media library (issue 43, docs/decisiones/0056-biblioteca-de-medios.md): admins list and search
// the assets with their uses, upload several with their texts (each image checked and encoded again
// as every upload is, server/imagenes/subidas.ts), describe one, mark the events' default image and
// delete one nothing uses (409 listing its uses otherwise). Every write is audited.
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { funcion } from '@server/api/funcion';
import { z } from '@server/api/validacion';
import { borrarGuardada } from '@server/imagenes/subidas';
import { altCompleto } from '@/shared/api/contrato/campos';
import { ALT_REQUERIDO, MAX_ALT, largo } from '@/shared/api/contrato/comun';
import { MAX_ARCHIVOS_MEDIOS, MENSAJES_MEDIO as M, busquedaMedios, edicionMedio, pkMedio, type PaginaMedios } from '@/shared/api/contrato/medios';
import { repoMedios } from './repositorio';
import { usosDe } from '@server/db/repositorios/usosImagenes';

const CARPETA = 'medios';

/** One file's text as `alts` sends it: a text, or `{ alt, decorativa }`. */
const altEnviado = z.union([
  z.string().trim().max(MAX_ALT, largo(MAX_ALT)),
  z.object({ alt: z.string().trim().max(MAX_ALT, largo(MAX_ALT)).optional(), decorativa: z.boolean().optional() }),
]);

const JSON_LISTA = (mensaje: string) =>
  z.string({ error: mensaje }).transform((v, c) => {
    try {
      const l = JSON.parse(v) as unknown;
      if (Array.isArray(l)) return l as unknown[];
    } catch {
      // refused below
    }
    c.addIssue({ code: 'custom', message: mensaje });
    return z.NEVER;
  });

const subida = z
  .object({
    archivos: z
      .union([z.string(), z.array(z.string())], { error: M.sinArchivos })
      .transform((a) => (Array.isArray(a) ? a : [a]))
      .pipe(z.array(z.string().min(1, M.sinArchivos)).min(1, M.sinArchivos).max(MAX_ARCHIVOS_MEDIOS, M.demasiados)),
    alts: JSON_LISTA(M.alts).pipe(z.array(altEnviado, { error: M.alts })),
    nombres: JSON_LISTA(M.alts)
      .pipe(z.array(z.string().trim().max(200, largo(200)), { error: M.alts }))
      .optional(),
  })
  .superRefine((d, c) => {
    if (d.alts.length !== d.archivos.length) c.addIssue({ code: 'custom', message: M.alts, path: ['alts'] });
    if (d.nombres && d.nombres.length !== d.archivos.length) c.addIssue({ code: 'custom', message: M.alts, path: ['nombres'] });
  })
  .transform((d) => ({
    ...d,
    alts: d.alts.map((a) => (typeof a === 'string' ? { alt: a, decorativa: false } : { alt: a.alt ?? '', decorativa: a.decorativa ?? false })),
  }));

/** A file's name as shown ("foto.jpg"), or its place in the upload. */
const nombreDe = (nombres: string[] | undefined, i: number) => nombres?.[i] || `imagen ${i + 1}`;

export const funcionesMedios = {
  traerMedios: funcion('traerMedios', {
    acceso: ['a'],
    escribe: false,
    schema: busquedaMedios,
    async run({ q, pagina = 1 }, { db }): Promise<PaginaMedios> {
      const repo = repoMedios(db);
      const [medios, total] = [await repo.pagina(q || undefined, pagina), await repo.total(q || undefined)];
      const usos = await usosDe(
        db,
        medios.map((m) => m.url),
      );
      return {
        medios: medios.map((m) => ({ ...m, usos: (usos.get(m.url) ?? []).map(({ tipo, nombre, editar }) => ({ tipo, nombre, editar })) })),
        total,
      };
    },
  }),

  subirMedios: funcion('subirMedios', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'medio' },
    schema: subida,
    async prepara({ archivos, alts, nombres }, ctx) {
      for (const [i, a] of alts.entries()) if (!altCompleto(a)) throw new ErrorApi(`«${nombreDe(nombres, i)}»: ${ALT_REQUERIDO}`, 400, `alts.${i}`);
      for (const [i, archivo] of archivos.entries()) {
        if (!archivo.startsWith('data:')) throw new ErrorApi(`«${nombreDe(nombres, i)}»: ${M.noImagen}`, 400, `archivos.${i}`);
        try {
          await ctx.subidas.preparar([archivo], CARPETA);
        } catch (e) {
          if (e instanceof ErrorApi) throw new ErrorApi(`«${nombreDe(nombres, i)}»: ${e.mensaje}`, e.status, `archivos.${i}`);
          throw e;
        }
      }
    },
    async run({ archivos, alts, nombres }, ctx) {
      const repo = repoMedios(ctx.db);
      const pks: number[] = [];
      for (const [i, archivo] of archivos.entries()) {
        const ruta = await ctx.subidas.guardar(archivo, CARPETA);
        const g = ctx.subidas.guardadas().find((x) => x.ruta === ruta);
        pks.push(
          await repo.registrar({
            ruta,
            nombre: nombres?.[i] || undefined,
            alt: alts[i].decorativa ? '' : alts[i].alt,
            decorativa: alts[i].decorativa,
            bytes: g?.bytes,
            ancho: g?.ancho,
            alto: g?.alto,
            origen: 'biblioteca',
            pkUsuario: ctx.usuario.pk_usuario,
          }),
        );
      }
      return { codigo: 1 as const, mensaje: M.subidas(pks.length), pks };
    },
  }),

  editarMedio: funcion('editarMedio', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'medio', pk: 'pk' },
    schema: edicionMedio,
    async run({ pk, alt, decorativa, predeterminadaEventos }, { db }) {
      const repo = repoMedios(db);
      const actual = await repo.porPk(pk);
      if (!actual) throw noEncontrado(M.noExiste);
      if (alt !== undefined || decorativa !== undefined) {
        const d = decorativa ?? false;
        if (!altCompleto({ alt: alt ?? '', decorativa: d })) throw new ErrorApi(ALT_REQUERIDO, 400, 'alt');
        await repo.editar(pk, d ? '' : (alt ?? ''), d);
      }
      if (predeterminadaEventos !== undefined) {
        const ya = (await repo.predeterminada())?.ruta === actual.ruta;
        if (predeterminadaEventos) await repo.ponerPredeterminada(pk);
        else if (ya) await repo.ponerPredeterminada(null);
      }
      return { codigo: 1 as const, mensaje: M.editado };
    },
  }),

  borrarMedio: funcion('borrarMedio', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'medio', pk: 'pk' },
    schema: z.object({ pk: pkMedio }),
    async run({ pk }, ctx) {
      const repo = repoMedios(ctx.db);
      const actual = await repo.porPk(pk);
      if (!actual) throw noEncontrado(M.noExiste);
      const usos = ((await usosDe(ctx.db, [actual.ruta])).get(actual.ruta) ?? []).map(({ tipo, nombre, editar }) => ({ tipo, nombre, editar }));
      if (usos.length) throw new ErrorApi(M.enUso(usos), 409, undefined, { usos });
      await repo.borrar(pk);
      // its file goes after the commit, unless a kept revision still shows it
      ctx.alConfirmar((raiz) => borrarGuardada(ctx.subidas.almacen, actual.ruta, raiz));
      return { codigo: 1 as const, mensaje: M.borrado };
    },
  }),
};
