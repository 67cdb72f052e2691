// The staff-edited pages' SQL (migration 012): one row per key, seeded with the site's content.
// Its tables: server/db/migrations/012_paginas.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { Entidad } from '@server/db/repositorios/entidad';
import { solo } from '@server/db/repositorios/documento';
import { aTexto } from './markdown';
import type { ClavePagina, FechaClave, PersonaPagina } from '@/shared/api/contrato/paginas';
import { revisionPagina } from './revision';
import { personaSinAlt } from './sinAlt';

export interface FilaPagina {
  pk_pagina: number;
  clave: ClavePagina;
  titulo: string;
  cuerpo: string;
  /** JSON text: the key's fields. */
  datos: string;
  editado: string;
  /** A scheduled edit (0054): when, and its content as JSON {titulo, cuerpo, datos}. */
  publicar_en: string | null;
  pendiente: string | null;
}

const SELECT = sql`SELECT pk_pagina, clave, titulo, cuerpo, datos, editado, publicar_en, pendiente FROM paginas`;

export const repoPaginas = repositorio((db: Db) => ({
  pagina: (clave: ClavePagina) => db.una<FilaPagina>(sql`${SELECT} WHERE clave = ${clave}`),
  todas: () => db.todas<FilaPagina>(sql`${SELECT} ORDER BY pk_pagina`),
  guardar: async (clave: ClavePagina, p: { titulo: string; cuerpo: string; datos: string }) =>
    await db.ejecutar(
      sql`UPDATE paginas SET titulo = ${p.titulo}, cuerpo = ${p.cuerpo}, datos = ${p.datos}, editado = ${db.ahora()} WHERE clave = ${clave}`,
    ),
  /** Schedules an edit for `publicarEn` (UTC), or cancels the waiting one (null); the page's content stays. */
  programar: async (clave: ClavePagina, publicarEn: string | null, p: { titulo: string; cuerpo: string; datos: string } | null) =>
    await db.ejecutar(sql`UPDATE paginas SET publicar_en = ${publicarEn}, pendiente = ${p && JSON.stringify(p)} WHERE clave = ${clave}`),
}));

/** The public page a key's content shows on (the contact block is on /admisiones and in the footer). */
export const RUTA_PAGINA: Record<ClavePagina, string> = {
  inicio: '/',
  admisiones: '/admisiones',
  acerca_de: '/acerca_de',
  contacto: '/admisiones',
};

/** The words of a key's fields that a visitor reads on its page (the search indexes them with the body). */
function textoDeDatos(clave: ClavePagina, datos: string): string {
  let d: Record<string, unknown>;
  try {
    d = JSON.parse(datos) as Record<string, unknown>;
  } catch {
    return '';
  }
  const lista = <T>(k: string): T[] => (Array.isArray(d[k]) ? (d[k] as T[]) : []);
  const texto = (k: string) => (typeof d[k] === 'string' ? d[k] : '');
  switch (clave) {
    case 'inicio':
      return texto('subtitulo');
    case 'admisiones':
      return lista<FechaClave>('fechas')
        .map((f) => f.texto)
        .join('. ');
    case 'contacto':
      return texto('direccion');
    case 'acerca_de':
      return lista<PersonaPagina>('personas')
        .map((p) => `${p.nombre}, ${p.papel}. ${p.descripcion}`)
        .join(' ');
  }
}

/** Pages: in the audit trail (before → after of an edit), the search (body and fields, by its public page) and the sitemap. */
export const entidadPagina: Entidad = {
  entidad: 'pagina',
  revision: revisionPagina,
  editor: () => rutas.admin.paginas.lista,
  tabla: { tabla: 'paginas', pk: 'pk_pagina', nombre: 'titulo' },
  // acerca_de's people with their new photos, as data URLs
  camposGrandes: ['datos'],
  // the photos of "Acerca de"'s people (the media library's uses)
  async imagenesEnDatos(db) {
    const f = await db.una<{ datos: string }>(sql`SELECT datos FROM paginas WHERE clave = 'acerca_de'`);
    let personas: { nombre?: string; foto?: string; alt?: string; decorativa?: boolean }[] = [];
    try {
      const d = JSON.parse(f?.datos ?? '{}') as { personas?: typeof personas };
      if (Array.isArray(d.personas)) personas = d.personas;
    } catch {
      // a document that is not JSON holds no images
    }
    return personas
      .filter((p) => typeof p.foto === 'string' && p.foto.startsWith('uploads/'))
      .map((p) => ({
        ruta: p.foto!,
        alt: typeof p.alt === 'string' ? p.alt : null,
        decorativa: p.decorativa === true,
        tipo: 'Página «Acerca de»',
        nombre: p.nombre ?? '',
        editar: rutas.admin.paginas.editar('acerca_de'),
      }));
  },
  sinAltEnDatos: personaSinAlt,
  async busqueda(db, pk) {
    const filas = await db.todas<FilaPagina>(sql`${SELECT} WHERE 1 = 1 ${solo('pk_pagina', pk)}`);
    return filas.map((f) => ({
      tipo: 'pagina',
      pk: f.pk_pagina,
      titulo: f.titulo,
      texto: `${aTexto(f.cuerpo)} ${textoDeDatos(f.clave, f.datos)}`.trim(),
      enlace: RUTA_PAGINA[f.clave],
    }));
  },
  mapa: {
    ruta: '/admisiones',
    ultimoCambio: async (db) =>
      (await db.una<{ m: string | null }>(sql`SELECT MAX(editado) AS m FROM paginas WHERE clave IN ('admisiones', 'contacto')`))?.m ?? null,
  },
};
