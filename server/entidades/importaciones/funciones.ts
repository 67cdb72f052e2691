// Import in two steps and its undo (issue 43, docs/decisiones/0057-importacion-y-exportacion.md).
// previsualizarImportacion reads the files and checks every row (previa.ts) in its `prepara`, outside
// any transaction, then keeps the rows and the re-encoded images under a token (importaciones), so
// another instance can confirm it; no content table is touched. confirmarImportacion writes every
// valid row in one transaction, each through its registration funcion (escribir.ts: its audit entry
// and first revision); deshacerImportacion deletes exactly what that import created.
import { randomBytes } from 'node:crypto';
import { funcion, type Ctx } from '@server/api/funcion';
import { exigirSeccion } from '@server/api/acceso';
import type { UsuarioSesion } from '@server/autenticacion/sesiones';
import { z } from '@server/api/validacion';
import { ErrorApi } from '@server/base/errores';
import { repoBitacora } from '@server/db/repositorios/bitacora';
import { entidadDe } from '@server/db/entidades';
import { alEscribir } from '@server/busqueda/indice';
import { borrarHuerfanas } from '@server/funciones/imagenesForm';
import type { Reencodificada, TipoImagen } from '@server/imagenes/imagenes';
import {
  ENTIDADES_IMPORTACION,
  HORAS_IMPORTACION,
  MAX_MB_HOJA,
  MAX_MB_ZIP,
  MENSAJES_IMPORTACION as M,
  type FilaPrevia,
} from '@/shared/api/contrato/importaciones';
import { bytesDe, leerHoja, leerImagenes } from './leer';
import { previsualizar, type FilaGuardada } from './previa';
import { MAPEOS, listaCelda, sqlImportacion } from './columnas';
import { escribirComo } from './escribir';
import { repoImportaciones, type Importacion } from './repositorio';

const HORA = 3600_000;
/** An import can be undone this long after it was confirmed. */
const HORAS_DESHACER = 24;
const base64Max = (mb: number) => Math.ceil((mb * 1024 * 1024 * 4) / 3) + 200;

const token = z.object({ token: z.string({ error: M.tokenNoValido }).trim().min(20, M.tokenNoValido).max(100, M.tokenNoValido) });

/** Creados: what a confirmed import wrote (each item with its last revision then, and the image files). */
interface Creados {
  items: { pk: number; rev: number }[];
  archivos: string[];
}

async function importacionDe(ctx: Ctx & { usuario: UsuarioSesion }, t: string): Promise<Importacion> {
  const imp = await repoImportaciones(ctx.db).deToken(t, ctx.usuario.pk_usuario);
  if (!imp || imp.expira < Date.now()) throw new ErrorApi(M.tokenNoValido, 404);
  // the admin's sections may have changed since the preview (decision 0062)
  exigirSeccion(ctx.usuario, imp.entidad);
  return imp;
}

const sinCeldas = (f: FilaGuardada): FilaPrevia => ({ linea: f.linea, titulo: f.titulo, errores: f.errores });

export const funcionesImportaciones = {
  previsualizarImportacion: funcion('previsualizarImportacion', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    schema: z.object({
      entidad: z.enum(ENTIDADES_IMPORTACION, { error: M.entidad }),
      archivo: z.string({ error: M.sinArchivo }).min(1, M.sinArchivo).max(base64Max(MAX_MB_HOJA), M.hojaGrande),
      nombreArchivo: z.string().max(255).optional(),
      imagenes: z.string().max(base64Max(MAX_MB_ZIP), M.zipGrande).optional(),
      nombreImagenes: z.string().max(255).optional(),
    }),
    async prepara(d, ctx) {
      // an admin limited to some sections imports into their lists only (decision 0062), before any parsing
      exigirSeccion(ctx.usuario, d.entidad);
      const hoja = await leerHoja(bytesDe(d.archivo));
      const zip = d.imagenes ? await leerImagenes(bytesDe(d.imagenes)) : new Map<string, Buffer>();
      return previsualizar(ctx.db, d.entidad, hoja, zip, ctx.subidas, ctx.config.zonaHoraria);
    },
    async run(d, ctx, previa) {
      const repo = repoImportaciones(ctx.db);
      const ahora = Date.now();
      await repo.purgar(ahora);
      const t = randomBytes(24).toString('base64url');
      const pk = await repo.crear({
        token: t,
        entidad: d.entidad,
        usuario: ctx.usuario.pk_usuario,
        creada: ahora,
        expira: ahora + HORAS_IMPORTACION * HORA,
        filas: JSON.stringify({ filas: previa.filas, existentes: Object.fromEntries(previa.existentes) }),
      });
      for (const [nombre, r] of previa.imagenes)
        await repo.ponerImagen(pk, { nombre, ext: r.ext, ancho: r.ancho, alto: r.alto, animada: r.animada ? 1 : 0, datos: r.buf.toString('base64') });
      const validas = previa.filas.filter((f) => !f.errores.length).length;
      return {
        codigo: 1 as const,
        mensaje: `${validas} de ${previa.filas.length} filas se pueden importar.`,
        token: t,
        filas: previa.filas.map(sinCeldas),
        validas,
        conErrores: previa.filas.length - validas,
      };
    },
  }),

  confirmarImportacion: funcion('confirmarImportacion', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    schema: token,
    // before the transaction (on SQLite it holds the one connection): reading the preview and
    // writing each distinct image once; a refusal after this discards the files (ctx.subidas)
    async prepara({ token: t }, ctx) {
      const imp = await importacionDe(ctx, t);
      if (imp.creados !== null) throw new ErrorApi(M.yaConfirmada, 409);
      const m = MAPEOS[imp.entidad];
      const guardado = JSON.parse(imp.filas) as { filas: FilaGuardada[]; existentes: Record<string, string> };
      const validas = guardado.filas.filter((f) => !f.errores.length);
      if (!validas.length) throw new ErrorApi(M.sinValidas);
      const usadas = new Set(validas.flatMap((f) => m.imagenes.flatMap(({ columna }) => listaCelda(f.celdas[columna]))));
      const rutas = new Map<string, string>(Object.entries(guardado.existentes));
      ctx.subidas.permitir(rutas.values());
      const archivos: string[] = [];
      for (const i of await repoImportaciones(ctx.db).imagenes(imp.pk_importacion)) {
        if (!usadas.has(i.nombre)) continue;
        const r: Reencodificada = {
          buf: Buffer.from(i.datos, 'base64'),
          ext: i.ext as TipoImagen,
          ancho: i.ancho,
          alto: i.alto,
          animada: i.animada === 1,
        };
        const ruta = await ctx.subidas.guardarReencodificada(r, m.carpeta);
        rutas.set(i.nombre, ruta);
        archivos.push(ruta);
      }
      return { pk: imp.pk_importacion, entidad: imp.entidad, validas, rutas, archivos };
    },
    async run({ token: t }, ctx, { pk: pkImportacion, entidad, validas, rutas, archivos }) {
      const imp = await importacionDe(ctx, t);
      if (imp.creados !== null || imp.pk_importacion !== pkImportacion) throw new ErrorApi(M.yaConfirmada, 409);
      const m = MAPEOS[entidad];
      const repo = repoImportaciones(ctx.db);
      const generaciones = new Map((await repo.generaciones()).map((g) => [g.generacion, String(g.pk_generacion)]));
      const entorno = {
        ruta: (n: string) => {
          const r = rutas.get(n);
          if (!r) throw new ErrorApi(M.sinImagen(n));
          return r;
        },
        generaciones,
      };
      const clave = entidadDe(m.bitacora)?.revision?.clave ?? m.bitacora;
      const items: Creados['items'] = [];
      for (const f of validas) {
        const pk = await escribirComo(m.registrar, m.aDatos(f.celdas, entorno), ctx, f.linea);
        if (m.baja && (f.celdas.Estado ?? '').toLowerCase() === 'de baja') await escribirComo(m.baja, { pk: String(pk) }, ctx, f.linea);
        items.push({ pk, rev: await repo.ultimaRevision(clave, pk) });
      }
      const creados: Creados = { items, archivos };
      if (!(await repo.confirmar(imp.pk_importacion, JSON.stringify(creados), Date.now() + HORAS_DESHACER * HORA)))
        throw new ErrorApi(M.yaConfirmada, 409);
      const pks = items.map((i) => i.pk);
      const editor = entidadDe(m.bitacora)?.editor;
      return { codigo: 1 as const, mensaje: M.importado(pks.length), creados: pks.length, pks, editores: pks.map((pk) => editor?.(pk) ?? null) };
    },
  }),

  deshacerImportacion: funcion('deshacerImportacion', {
    acceso: ['a'],
    escribe: true,
    bitacora: false,
    schema: token,
    async run({ token: t }, ctx) {
      const imp = await importacionDe(ctx, t);
      if (imp.creados === null) throw new ErrorApi(M.noConfirmada, 409);
      if (imp.deshecha !== null) throw new ErrorApi(M.yaDeshecha, 409);
      const m = MAPEOS[imp.entidad];
      const creados = JSON.parse(imp.creados) as Creados;
      const repo = repoImportaciones(ctx.db);
      const bitacora = repoBitacora(ctx.db);
      const clave = entidadDe(m.bitacora)?.revision?.clave ?? m.bitacora;
      // never something this import did not create, nor something edited since
      const vivos: { pk: number; nombre: string }[] = [];
      for (const { pk, rev } of creados.items) {
        const nombre = await bitacora.nombre(m.bitacora, pk);
        if (nombre === null) continue; // already deleted (a graduate) by hand
        if ((await repo.ultimaRevision(clave, pk)) !== rev) throw new ErrorApi(M.editadoDespues(nombre), 409);
        if ((await repo.enUso(sqlImportacion(m), pk)) > 0) throw new ErrorApi(M.enUso(nombre), 409);
        vivos.push({ pk, nombre });
      }
      for (const { pk, nombre } of vivos) {
        await repo.borrar(sqlImportacion(m), pk);
        await repo.borrarRevisiones(clave, pk);
        await alEscribir(ctx.db, m.bitacora, pk);
        await bitacora.insertar({
          pkUsuario: ctx.usuario.pk_usuario,
          nombreUsuario: ctx.usuario.nombre_persona,
          funcion: 'deshacerImportacion',
          entidad: m.bitacora,
          pk,
          resumen: `«${nombre.slice(0, 60)}» — Importación deshecha: eliminado.`,
        });
      }
      if (!(await repo.deshacer(imp.pk_importacion, Date.now()))) throw new ErrorApi(M.yaDeshecha, 409);
      const columnas = entidadDe(m.bitacora)?.imagenes ?? [];
      ctx.alConfirmar((raiz) => borrarHuerfanas(ctx.subidas.almacen, creados.archivos, (r) => repoImportaciones(raiz).usos(columnas, r), raiz));
      return { codigo: 1 as const, mensaje: M.deshecho(vivos.length), eliminados: vivos.length };
    },
  }),
};
