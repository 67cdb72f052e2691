// Staff-edited pages (issue 32): anyone reads a page by its key (the body rendered and sanitized
// here, markdown.ts, kept in memory until content changes); admins list, preview and edit them.
// An edit replaces the title, the body and, when sent, the key's fields (checked per key with
// the contract's schemas); acerca_de's people photos go through the image pipeline like every
// upload (re-encoded before the transaction, written inside it, the replaced ones deleted after).
import { hastaQueCambie } from '@server/api/memoria';
import { versionDe } from '@server/api/revisiones';
import { funcion, type Ctx } from '@server/api/funcion';
import { z, largo } from '@server/api/validacion';
import { noEncontrado } from '@server/base/errores';
import { borrarGuardada } from '@server/imagenes/subidas';
import { repoPaginas, type FilaPagina } from './repositorio';
import { aplicarBanner, bannerActivo, separarBanner } from './banner';
import { aHtml } from './markdown';
import { programacion } from '@server/funciones/programacion';
import { camposProgramacion, MENSAJES_PROGRAMACION } from '@/shared/api/contrato/programacion';
import {
  CLAVES_PAGINA,
  MAX_CUERPO_PAGINA,
  MENSAJES_PAGINA,
  PK_PAGINA,
  camposPagina,
  esquemasDatos,
  unSalto,
  type ClavePagina,
  type DatosPaginas,
  type PersonaPagina,
  type Pagina,
  type PaginaProgramada,
} from '@/shared/api/contrato/paginas';

const M = MENSAJES_PAGINA;
const CARPETA = 'paginas';

const esClave = (v: string): v is ClavePagina => (CLAVES_PAGINA as readonly string[]).includes(v);
const clave = z.string({ error: M.clave }).trim().refine(esClave, M.clave);

const VACIOS: DatosPaginas = {
  inicio: { subtitulo: '', textoBanner: '' },
  admisiones: { fechas: [] },
  contacto: { correo: '', telefono: '', whatsapp: '', direccion: '', mapa: '' },
  acerca_de: { personas: [] },
};

/** The stored fields of a key (a row written by hand that is not valid JSON reads as empty). */
function leerDatos<C extends ClavePagina>(c: C, texto: string): DatosPaginas[C] {
  try {
    return { ...VACIOS[c], ...(JSON.parse(texto) as object) };
  } catch {
    return VACIOS[c];
  }
}

export function aPagina(f: FilaPagina, zona: string, solicitudesDias?: number): Pagina {
  return {
    // the enquiry form's data-protection notice states the retention (issue 45)
    ...(f.clave === 'admisiones' && solicitudesDias !== undefined ? { solicitudesDias } : {}),
    clave: f.clave,
    titulo: f.titulo,
    cuerpo: f.cuerpo,
    actualizado: f.editado,
    html: aHtml(f.cuerpo),
    datos: leerDatos(f.clave, f.datos),
    zona,
  } as Pagina;
}

/** The fields as stored: dates in calendar order, a date's empty meaning left out. */
function limpiar<C extends ClavePagina>(c: C, datos: DatosPaginas[C]): DatosPaginas[C] {
  if (c !== 'admisiones') return datos;
  const fechas = (datos as DatosPaginas['admisiones']).fechas.map(({ tipo, ...f }) => (tipo ? { ...f, tipo } : f));
  return { fechas: fechas.sort((a, b) => a.fecha.localeCompare(b.fecha)) } as DatosPaginas[C];
}

// a page is built in: it is never retired (retirarEn refused), and its publicarEn schedules the edit (0054)
const programable = {
  publicarEn: camposProgramacion.publicarEn,
  retirarEn: z
    .string({ error: MENSAJES_PROGRAMACION.pagina })
    .refine((v) => v.trim() === '', MENSAJES_PROGRAMACION.pagina)
    .optional(),
};

const edicion = z.object({ clave, ...camposPagina, datos: z.string({ error: M.datos }).optional(), ...programable }).transform((d, ctx) => {
  const c = d.clave;
  const base = { clave: c, titulo: d.titulo, cuerpo: d.cuerpo, pkPagina: PK_PAGINA[c], publicarEn: d.publicarEn };
  if (d.datos === undefined) return { ...base, datos: undefined };
  let crudo: unknown;
  try {
    crudo = JSON.parse(d.datos);
  } catch {
    ctx.addIssue({ code: 'custom', message: M.datos, path: ['datos'] });
    return z.NEVER;
  }
  const r = esquemasDatos[c].safeParse(crudo);
  if (!r.success) {
    ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message || M.datos, path: ['datos'] });
    return z.NEVER;
  }
  return { ...base, datos: limpiar(c, r.data as DatosPaginas[typeof c]) };
});
type Edicion = z.output<typeof edicion>;

/** The people's photos that are new (data URLs): re-encoded before the transaction. */
const fotosNuevas = (d: Edicion) =>
  d.clave === 'acerca_de' && d.datos ? (d.datos as DatosPaginas['acerca_de']).personas.map((p) => p.foto).filter(Boolean) : [];

/** acerca_de: each person's photo stored (a new one written, a kept one checked as this page's); the photos no longer used go after the commit. */
async function guardarFotos(ctx: Ctx, antes: DatosPaginas['acerca_de'], despues: DatosPaginas['acerca_de'], borrarQuitadas = true) {
  const propias = new Set(antes.personas.map((p) => p.foto).filter(Boolean));
  const personas = [];
  // a photo sent without alt (an older client) keeps the text it had (issue 37)
  const altAntes = new Map(antes.personas.filter((p) => p.foto).map((p) => [p.foto, p]));
  for (const { fotos: _fotos, ...p } of despues.personas as (PersonaPagina & { fotos?: unknown })[]) {
    const foto = p.foto ? await ctx.subidas.guardar(p.foto, CARPETA, propias) : '';
    const a = altAntes.get(foto);
    const alt = foto ? (p.alt ?? (a && !p.decorativa ? a.alt : undefined)) : undefined;
    const decorativa = foto ? (p.decorativa ?? (p.alt === undefined ? a?.decorativa : undefined)) : undefined;
    personas.push({
      nombre: p.nombre,
      papel: p.papel,
      descripcion: p.descripcion,
      foto,
      ...(alt !== undefined ? { alt } : {}),
      ...(decorativa ? { decorativa } : {}),
    });
  }
  const usadas = new Set(personas.map((p) => p.foto));
  // a scheduled edit keeps them: the page shows them until its time
  if (borrarQuitadas) for (const foto of propias) if (!usadas.has(foto)) ctx.alConfirmar((raiz) => borrarGuardada(ctx.subidas.almacen, foto, raiz));
  return { personas };
}

async function existente(ctx: Ctx, c: ClavePagina): Promise<FilaPagina> {
  const fila = await repoPaginas(ctx.db).pagina(c);
  if (!fila) throw noEncontrado(M.clave);
  return fila;
}

export const funcionesPaginas = {
  mostrarPagina: funcion('mostrarPagina', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ clave: z.string({ error: M.clave }).trim() }),
    async run({ clave: c }, { db, config, usuario }) {
      if (!esClave(c)) throw noEncontrado(M.clave);
      // an admin's read carries the scheduled edit, which the form continues (never a visitor's: kept in memory)
      if (usuario?.rol === 'a' || usuario?.rol === 's') {
        const fila = await repoPaginas(db).pagina(c);
        if (!fila) throw noEncontrado(M.clave);
        const programada =
          fila.pendiente && fila.publicar_en
            ? { publicar_en: fila.publicar_en, ...(JSON.parse(fila.pendiente) as Omit<PaginaProgramada, 'publicar_en'>) }
            : undefined;
        const pagina = aPagina(fila, config.zonaHoraria, config.solicitudesDias);
        // the home's banner switch, as the form shows it: the link's state now (a scheduled edit carries its own)
        if (c === 'inicio') Object.assign(pagina.datos, { mostrarBanner: await bannerActivo(db) });
        const version = await versionDe(db, 'pagina', Number(fila.pk_pagina));
        return { ...pagina, version, ...(programada ? { programada } : {}) };
      }
      // every public page's footer asks for the contact block: kept serialized until content changes
      return hastaQueCambie(db, `pagina:${c}`, async () => {
        const fila = await repoPaginas(db).pagina(c);
        if (!fila) throw noEncontrado(M.clave);
        return aPagina(fila, config.zonaHoraria, config.solicitudesDias);
      });
    },
  }),

  traerPaginas: funcion('traerPaginas', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, config }) {
      const filas = await repoPaginas(db).todas();
      return CLAVES_PAGINA.flatMap((c) => filas.filter((f) => f.clave === c)).map((f) => ({
        clave: f.clave,
        titulo: f.titulo,
        actualizado: f.editado,
        publicar_en: f.pendiente ? f.publicar_en : null,
        zona: config.zonaHoraria,
      }));
    },
  }),

  vistaPreviaPagina: funcion('vistaPreviaPagina', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({
      cuerpo: z
        .string({ error: M.cuerpo })
        .transform(unSalto)
        .pipe(z.string().max(MAX_CUERPO_PAGINA, largo(MAX_CUERPO_PAGINA))),
    }),
    run: ({ cuerpo }) => ({ cuerpo, html: aHtml(cuerpo) }),
  }),

  editarPagina: funcion('editarPagina', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'pagina', pk: 'pkPagina' },
    schema: edicion,
    async prepara(d, ctx) {
      await existente(ctx, d.clave);
      await ctx.subidas.preparar(fotosNuevas(d), CARPETA);
    },
    async run(d, ctx) {
      const actual = await existente(ctx, d.clave);
      const repo = repoPaginas(ctx.db);
      // a publicarEn ahead: the edit waits (pendiente) and the page keeps its content until then
      const { publicarEn, publicado } = programacion({ publicarEn: d.publicarEn ?? '' }, undefined, ctx.config.zonaHoraria);
      let datos: DatosPaginas[ClavePagina] = d.datos ?? leerDatos(d.clave, actual.datos);
      if (d.clave === 'acerca_de' && d.datos)
        datos = await guardarFotos(ctx, leerDatos('acerca_de', actual.datos), d.datos as DatosPaginas['acerca_de'], publicado);
      const contenido = { titulo: d.titulo, cuerpo: d.cuerpo, datos: JSON.stringify(datos) };
      if (!publicado) {
        await repo.programar(d.clave, publicarEn, contenido);
        return { codigo: 1 as const, mensaje: M.programada };
      }
      // the home's banner switch goes live with this edit, never kept in the page (banner.ts)
      const { datos: publicados, mostrarBanner } = separarBanner(contenido.datos);
      await repo.guardar(d.clave, { ...contenido, datos: publicados });
      await aplicarBanner(ctx.db, mostrarBanner);
      // sent (a time now or past, or '' to cancel): no edit waits any more; absent (docs/SPEC.md's client): a waiting one stays
      if (d.publicarEn !== undefined) await repo.programar(d.clave, null, null);
      return { codigo: 1 as const, mensaje: M.editada };
    },
  }),
};
