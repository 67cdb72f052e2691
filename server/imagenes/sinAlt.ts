// The stored images nobody has described yet (alt NULL and not decorative, migration 020), across
// the entities that hold images, and writing one's text in place: the SQL of
// server/funciones/textoAlternativo.ts. Built from what every entity declares (its `imagenes`
// columns with their `uso` and `uso.sinAlt`, its `sinAltEnDatos`): no list of entities here, so a
// new entity's images are listed by existing. A soft-deletable entity lists its active items only.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/db';
import type { ColumnaImagen, Entidad, SinAltEnDatos } from '@server/db/repositorios/entidad';
import type { ImagenSinAlt, TipoImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';

type Fila = { id: number; imagen: string; nombre: string; orden?: number; total?: number; item?: number };
type Uso = NonNullable<ColumnaImagen['uso']>;

/** Each kind: its rows without alt, how its item is named and edited, and the write of one image's text. */
interface Fuente {
  clave: string;
  orden: number;
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

const ULTIMO = Number.MAX_SAFE_INTEGER;

/** One column's kind: its images are rows of their own table (`uso.item`) or a column of the item's row. */
function fuente(e: Entidad, c: ColumnaImagen & { uso: Uso }): Fuente {
  const u = c.uso;
  const d = u.sinAlt?.detalle;
  const activos = e.baja ? [sql`p.activo = 1`] : [];
  const base = {
    clave: u.sinAlt?.clave ?? e.entidad,
    orden: u.sinAlt?.orden ?? ULTIMO,
    entidad: u.sinAlt?.entidad ?? u.tipo,
    alt: u.alt,
    decorativa: u.decorativa,
    tabla: c.tabla,
  };
  const revision = e.revision?.clave ?? e.entidad;
  if (u.item) {
    const [t, it] = [sql.table(c.tabla), sql.table(u.item.tabla)];
    const [fk, pkItem, pk] = [sql.ref(`i.${u.item.fk}`), sql.ref(`p.${u.pk}`), imagenPk(c)];
    const condiciones = [...activos, sql`${sql.ref(`i.${u.alt}`)} IS NULL`, sql`${sql.ref(`i.${u.decorativa}`)} = 0`];
    return {
      ...base,
      pk,
      filas: () => sql<Fila>`SELECT ${sql.ref(`i.${pk}`)} AS id, ${sql.ref(`i.${c.columna}`)} AS imagen, ${sql.ref(`p.${u.nombre}`)} AS nombre,
                              i.orden, ${pkItem} AS item,
                              (SELECT COUNT(*) FROM ${t} n WHERE ${sql.ref(`n.${u.item!.fk}`)} = ${pkItem}) AS total
                         FROM ${t} i JOIN ${it} p ON ${pkItem} = ${fk}
                        WHERE ${sql.join(condiciones, sql` AND `)} ORDER BY p.nombre_norm, ${pkItem}, i.orden`,
      detalle: (f) => (typeof d === 'function' ? d(f.orden ?? 0, f.total ?? 0) : (d ?? `Imagen ${(f.orden ?? 0) + 1} de ${f.total}`)),
      editar: (f) => u.editar(f.item ?? 0),
      revision: {
        entidad: revision,
        pkDe: async (db, id) =>
          (await db.una<{ pk: number }>(sql`SELECT ${sql.ref(u.item!.fk)} AS pk FROM ${t} WHERE ${sql.ref(pk)} = ${id}`))?.pk ?? null,
      },
    };
  }
  const condiciones = [
    ...activos,
    // an empty column holds no image (an optional photo)
    sql`${sql.ref(`p.${c.columna}`)} <> ''`,
    sql`${sql.ref(`p.${u.alt}`)} IS NULL`,
    sql`${sql.ref(`p.${u.decorativa}`)} = 0`,
  ];
  return {
    ...base,
    pk: u.pk,
    filas: () => sql<Fila>`SELECT ${sql.ref(`p.${u.pk}`)} AS id, ${sql.ref(`p.${c.columna}`)} AS imagen, ${sql.ref(`p.${u.nombre}`)} AS nombre
                         FROM ${sql.table(c.tabla)} p WHERE ${sql.join(condiciones, sql` AND `)} ORDER BY p.nombre_norm, ${sql.ref(`p.${u.pk}`)}`,
    detalle: () => (typeof d === 'string' ? d : 'Imagen'),
    editar: (f) => u.editar(f.id),
    revision: { entidad: revision, pkDe: (_db, id) => Promise.resolve(id) },
  };
}

/** An image table's own pk: `pk_img_<item's table in the singular>` unless declared (proyecto_imagenes → pk_img_proyecto). */
const imagenPk = (c: ColumnaImagen) => c.pk ?? `pk_img_${c.tabla.replace(/_imagenes$/, '')}`;

// read at call time: the entities' repositories import modules that import this one (server/entidades/medios/usos.ts)
const entidades = async (): Promise<readonly Entidad[]> => (await import('@server/db/entidades')).ENTIDADES;

interface Fuentes {
  columnas: Fuente[];
  enDatos: { e: Entidad; d: SinAltEnDatos }[];
}

async function fuentes(): Promise<Fuentes> {
  const todas = await entidades();
  const columnas = todas.flatMap((e) => (e.imagenes ?? []).flatMap((c) => (c.uso ? [fuente(e, { ...c, uso: c.uso })] : [])));
  const enDatos = todas.flatMap((e) => (e.sinAltEnDatos && e.imagenesEnDatos ? [{ e, d: e.sinAltEnDatos }] : []));
  return { columnas, enDatos };
}

/** Every stored image without alt text, in the kinds' declared order (projects, events, companies, graduates, "Acerca de"). */
export async function imagenesSinAlt(db: Db): Promise<ImagenSinAlt[]> {
  const { columnas, enDatos } = await fuentes();
  const partes: { orden: number; lista: ImagenSinAlt[] }[] = [];
  for (const f of columnas) {
    const lista = (await db.todas(f.filas())).map((fila) => ({
      referencia: `${f.clave}:${fila.id}`,
      tipo: f.clave,
      imagen: fila.imagen,
      nombre: fila.nombre,
      detalle: f.detalle(fila),
      entidad: f.entidad,
      editar: f.editar(fila),
    }));
    partes.push({ orden: f.orden, lista });
  }
  for (const { e, d } of enDatos) {
    const lista = (await e.imagenesEnDatos!(db))
      .filter((i) => i.alt === null && !i.decorativa)
      // its stored path, not its position (issue 45)
      .map((i) => ({
        referencia: `${d.clave}:${i.ruta}`,
        tipo: d.clave,
        imagen: i.ruta,
        nombre: i.nombre,
        detalle: d.detalle,
        entidad: d.entidad,
        editar: i.editar,
      }));
    partes.push({ orden: d.orden ?? ULTIMO, lista });
  }
  return partes.sort((a, b) => a.orden - b.orden).flatMap((p) => p.lista);
}

/** What guardarAlt wrote: where, in words ("Proyecto «Huerto», imagen 2 de 3"), and the item whose history it joins. */
export interface AltGuardado {
  donde: string;
  entidad: string;
  pk: number | null;
}

/** Whether a referencia names a kind of the report the way that kind is named (an id for a column, a path inside a document). */
export async function esReferenciaSinAlt(r: { tipo: TipoImagenSinAlt; ruta?: string }): Promise<boolean> {
  const { columnas, enDatos } = await fuentes();
  return r.ruta === undefined ? columnas.some((f) => f.clave === r.tipo) : enDatos.some((x) => x.d.clave === r.tipo);
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
  const { columnas, enDatos } = await fuentes();
  const enDato = enDatos.find((x) => x.d.clave === tipo);
  if (enDato) {
    const hecho = ruta ? await enDato.d.guardar(db, ruta, alt, decorativa) : null;
    return hecho && { ...hecho, entidad: enDato.e.revision?.clave ?? enDato.e.entidad };
  }
  const f = columnas.find((x) => x.clave === tipo);
  if (!f || ruta !== undefined) return null;
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
