// The stored images nobody has described yet (alt NULL and not decorative, migration 020), across
// the entities that hold images, and writing one's text in place: the SQL of
// server/funciones/textoAlternativo.ts. Only active items are listed (a deactivated one is not public).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/db';
import { rutas } from '@/shared/rutas';
import type { ImagenSinAlt, TipoImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';
import type { PersonaPagina } from '@/shared/api/contrato/paginas';

type Fila = { id: number; imagen: string; nombre: string; orden?: number; total?: number; item?: number };

/** Each kind: its rows without alt, how its item is named and edited, and the write of one image's text. */
interface Fuente {
  entidad: string;
  filas: () => RawBuilder<Fila>;
  detalle: (f: Fila) => string;
  editar: (f: Fila) => string;
  tabla: string;
  pk: string;
  alt: string;
  decorativa: string;
  /** The item whose history the write joins (its revision entity) and its pk from the image's id. */
  revision: { entidad: string; pkDe: (db: Db, id: number) => Promise<number | null> };
}

/** A kind whose images are rows of their own table (`imagenes`), joined to the item they belong to. */
function deTablaDeImagenes(c: {
  entidad: string;
  tabla: string;
  pk: string;
  imagen: string;
  item: { tabla: string; pk: string; fk: string; nombre: string };
  detalle: Fuente['detalle'];
  editar: (pk: number) => string;
  revision: string;
}): Fuente {
  const [t, it] = [sql.table(c.tabla), sql.table(c.item.tabla)];
  const [fk, pkItem] = [sql.ref(`i.${c.item.fk}`), sql.ref(`p.${c.item.pk}`)];
  return {
    entidad: c.entidad,
    filas: () => sql<Fila>`SELECT ${sql.ref(`i.${c.pk}`)} AS id, ${sql.ref(`i.${c.imagen}`)} AS imagen, ${sql.ref(`p.${c.item.nombre}`)} AS nombre,
                            i.orden, ${pkItem} AS item,
                            (SELECT COUNT(*) FROM ${t} n WHERE ${sql.ref(`n.${c.item.fk}`)} = ${pkItem}) AS total
                       FROM ${t} i JOIN ${it} p ON ${pkItem} = ${fk}
                      WHERE p.activo = 1 AND i.alt IS NULL AND i.decorativa = 0 ORDER BY p.nombre_norm, ${pkItem}, i.orden`,
    detalle: c.detalle,
    editar: (f) => c.editar(f.item ?? 0),
    tabla: c.tabla,
    pk: c.pk,
    alt: 'alt',
    decorativa: 'decorativa',
    revision: {
      entidad: c.revision,
      pkDe: async (db, id) =>
        (await db.una<{ pk: number }>(sql`SELECT ${sql.ref(c.item.fk)} AS pk FROM ${t} WHERE ${sql.ref(c.pk)} = ${id}`))?.pk ?? null,
    },
  };
}

/** A kind with one image column on the item's own row (its alt in `<columna>_alt`, `<columna>_decorativa`). */
function deColumna(c: {
  entidad: string;
  tabla: string;
  pk: string;
  columna: string;
  nombre: string;
  /** Only active items (a deactivated one is not public); graduates have no `activo`. */
  activos: boolean;
  /** Rows with an empty column hold no image (an optional photo). */
  opcional?: boolean;
  detalle: string;
  editar: (pk: number) => string;
  revision: string;
}): Fuente {
  const [col, alt, decorativa] = [c.columna, `${c.columna}_alt`, `${c.columna}_decorativa`];
  const condiciones = [
    ...(c.activos ? [sql`activo = 1`] : []),
    ...(c.opcional ? [sql`${sql.ref(col)} <> ''`] : []),
    sql`${sql.ref(alt)} IS NULL`,
    sql`${sql.ref(decorativa)} = 0`,
  ];
  return {
    entidad: c.entidad,
    filas: () => sql<Fila>`SELECT ${sql.ref(c.pk)} AS id, ${sql.ref(col)} AS imagen, ${sql.ref(c.nombre)} AS nombre FROM ${sql.table(c.tabla)}
                      WHERE ${sql.join(condiciones, sql` AND `)} ORDER BY nombre_norm, ${sql.ref(c.pk)}`,
    detalle: () => c.detalle,
    editar: (f) => c.editar(f.id),
    tabla: c.tabla,
    pk: c.pk,
    alt,
    decorativa,
    revision: { entidad: c.revision, pkDe: (_db, id) => Promise.resolve(id) },
  };
}

const FUENTES: Record<Exclude<TipoImagenSinAlt, 'persona'>, Fuente> = {
  proyecto: deTablaDeImagenes({
    entidad: 'Proyecto',
    tabla: 'proyecto_imagenes',
    pk: 'pk_img_proyecto',
    imagen: 'img_proyecto',
    item: { tabla: 'proyectos', pk: 'pk_proyecto', fk: 'fk_proyecto', nombre: 'nombre_proyecto' },
    detalle: (f) => (f.orden === 0 ? `Portada (imagen 1 de ${f.total})` : `Imagen ${(f.orden ?? 0) + 1} de ${f.total}`),
    editar: rutas.admin.proyectos.editar,
    revision: 'proyecto',
  }),
  foto_proyecto: deColumna({
    entidad: 'Proyecto',
    tabla: 'proyectos',
    pk: 'pk_proyecto',
    columna: 'foto_miembros',
    nombre: 'nombre_proyecto',
    activos: true,
    opcional: true,
    detalle: 'Foto del equipo',
    editar: rutas.admin.proyectos.editar,
    revision: 'proyecto',
  }),
  evento: deTablaDeImagenes({
    entidad: 'Evento',
    tabla: 'evento_imagenes',
    pk: 'pk_img_evento',
    imagen: 'img_evento',
    item: { tabla: 'eventos', pk: 'pk_evento', fk: 'fk_evento', nombre: 'nombre_evento' },
    detalle: (f) => `Imagen ${(f.orden ?? 0) + 1} de ${f.total}`,
    editar: rutas.admin.eventos.editar,
    revision: 'evento',
  }),
  empresa: deColumna({
    entidad: 'Empresa de estadía',
    tabla: 'empresas_estadias',
    pk: 'pk_empresa_estadia',
    columna: 'imagen_empresa',
    nombre: 'nombre_empresa',
    activos: true,
    detalle: 'Imagen de la empresa',
    editar: rutas.admin.empresas.editar,
    revision: 'empresa',
  }),
  egresado: deColumna({
    entidad: 'Egresado',
    tabla: 'casos_exito',
    pk: 'pk_caso_exito',
    columna: 'foto_estudiante',
    nombre: 'nombre_estudiante',
    activos: false,
    detalle: 'Fotografía del egresado',
    editar: rutas.admin.egresados.editar,
    revision: 'egresado',
  }),
};

type Persona = PersonaPagina & { alt?: string; decorativa?: boolean };

async function personas(db: Db): Promise<Persona[]> {
  const f = await db.una<{ datos: string }>(sql`SELECT datos FROM paginas WHERE clave = 'acerca_de'`);
  try {
    const d = JSON.parse(f?.datos ?? '{}') as { personas?: Persona[] };
    return Array.isArray(d.personas) ? d.personas : [];
  } catch {
    return [];
  }
}

/** Every stored image without alt text, projects first, then events, companies, graduates and "Acerca de". */
export async function imagenesSinAlt(db: Db): Promise<ImagenSinAlt[]> {
  const lista: ImagenSinAlt[] = [];
  for (const [tipo, f] of Object.entries(FUENTES) as [Exclude<TipoImagenSinAlt, 'persona'>, Fuente][]) {
    for (const fila of await db.todas(f.filas())) {
      lista.push({
        referencia: `${tipo}:${fila.id}`,
        tipo,
        imagen: fila.imagen,
        nombre: fila.nombre,
        detalle: f.detalle(fila),
        entidad: f.entidad,
        editar: f.editar(fila),
      });
    }
  }
  for (const p of await personas(db)) {
    if (!p.foto || p.decorativa || typeof p.alt === 'string') continue;
    lista.push({
      // its photo, not its position (issue 45)
      referencia: `persona:${p.foto}`,
      tipo: 'persona',
      imagen: p.foto,
      nombre: p.nombre,
      detalle: 'Foto en «Acerca de»',
      entidad: 'Página',
      editar: rutas.admin.paginas.editar('acerca_de'),
    });
  }
  return lista;
}

/** What guardarAlt wrote: where, in words ("Proyecto «Huerto», imagen 2 de 3"), and the item whose history it joins. */
export interface AltGuardado {
  donde: string;
  entidad: string;
  pk: number | null;
}

/** Writes one image's text; null when there is no such image. */
export async function guardarAlt(
  db: Db,
  tipo: TipoImagenSinAlt,
  id: number,
  alt: string,
  decorativa: boolean,
  ruta?: string,
): Promise<AltGuardado | null> {
  if (tipo === 'persona') {
    const f = await db.una<{ datos: string }>(sql`SELECT datos FROM paginas WHERE clave = 'acerca_de'`);
    const datos = JSON.parse(f?.datos ?? '{}') as { personas?: Persona[] };
    // the person whose photo it is, wherever the list moved it (a removed photo: no longer there)
    const i = ruta ? (datos.personas ?? []).findIndex((x) => x.foto === ruta) : -1;
    const p = datos.personas?.[i];
    if (!p?.foto) return null;
    datos.personas![i] = { ...p, alt, decorativa };
    await db.ejecutar(sql`UPDATE paginas SET datos = ${JSON.stringify(datos)}, editado = ${db.ahora()} WHERE clave = 'acerca_de'`);
    const pagina = await db.una<{ pk: number }>(sql`SELECT pk_pagina AS pk FROM paginas WHERE clave = 'acerca_de'`);
    return { donde: `Página «Acerca de», foto de ${p.nombre}`, entidad: 'pagina', pk: pagina?.pk ?? null };
  }
  const f = FUENTES[tipo];
  // its name while it is still listed (one described meanwhile by another admin is written again)
  const fila = (await db.todas(f.filas())).find((x) => x.id === id);
  const n = await db.ejecutar(
    sql`UPDATE ${sql.table(f.tabla)} SET ${sql.ref(f.alt)} = ${alt}, ${sql.ref(f.decorativa)} = ${decorativa ? 1 : 0} WHERE ${sql.ref(f.pk)} = ${id}`,
  );
  if (n === 0) return null;
  return {
    donde: fila ? `${f.entidad} «${fila.nombre}», ${f.detalle(fila).toLowerCase()}` : f.entidad,
    entidad: f.revision.entidad,
    pk: await f.revision.pkDe(db, id),
  };
}
