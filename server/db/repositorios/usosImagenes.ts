// Where a stored image is used, from what every entity declares (its `imagenes` columns with their
// `uso`, and `imagenesEnDatos` for images inside JSON documents): the library's "usos", the refusal
// of borrarMedio, the orphan rule (a file goes only when nothing anywhere uses it) and the text a
// form upload's asset starts with. No list of tables here: a new entity's images count by existing.
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import type { Entidad } from '@server/db/repositorios/entidad';
import type { ColumnaImagen } from '@server/db/repositorios/entidad';
import { ENTIDADES } from '@server/db/entidades';
import type { UsoMedio } from '@/shared/api/contrato/medios';

type ConUso = ColumnaImagen & { uso: NonNullable<ColumnaImagen['uso']> };

const columnas = (ENTIDADES: readonly Entidad[]): ConUso[] => ENTIDADES.flatMap((e) => (e.imagenes ?? []).filter((c): c is ConUso => !!c.uso));
const enDatos = (ENTIDADES: readonly Entidad[]) => ENTIDADES.flatMap((e) => (e.imagenesEnDatos ? [e.imagenesEnDatos] : []));

interface FilaUso {
  ruta: string;
  pk: number;
  nombre: string;
  alt: string | null;
  decorativa: number;
}

/** The rows of one column whose image is one of `rutas`, with their item's pk and name and the image's text. */
function filas(c: ConUso, rutas: readonly string[]) {
  const u = c.uso;
  const lista = sql.join(rutas.map((r) => sql`${r}`));
  if (u.item)
    return sql<FilaUso>`SELECT ${sql.ref(`i.${c.columna}`)} AS ruta, ${sql.ref(`p.${u.pk}`)} AS pk, ${sql.ref(`p.${u.nombre}`)} AS nombre,
                               ${sql.ref(`i.${u.alt}`)} AS alt, ${sql.ref(`i.${u.decorativa}`)} AS decorativa
                          FROM ${sql.table(c.tabla)} i JOIN ${sql.table(u.item.tabla)} p ON ${sql.ref(`p.${u.pk}`)} = ${sql.ref(`i.${u.item.fk}`)}
                         WHERE ${sql.ref(`i.${c.columna}`)} IN (${lista})`;
  return sql<FilaUso>`SELECT ${sql.ref(c.columna)} AS ruta, ${sql.ref(u.pk)} AS pk, ${sql.ref(u.nombre)} AS nombre,
                             ${sql.ref(u.alt)} AS alt, ${sql.ref(u.decorativa)} AS decorativa
                        FROM ${sql.table(c.tabla)} WHERE ${sql.ref(c.columna)} IN (${lista})`;
}

export interface UsoConAlt extends UsoMedio {
  alt: string | null;
  decorativa: boolean;
}

/** Every use of each of `rutas` (an item once per kind), in the entities' order. */
export async function usosDe(db: Db, rutas: readonly string[]): Promise<Map<string, UsoConAlt[]>> {
  const usos = new Map<string, UsoConAlt[]>(rutas.map((r) => [r, []]));
  if (rutas.length === 0) return usos;
  const poner = (ruta: string, u: UsoConAlt) => {
    const l = usos.get(ruta);
    if (l && !l.some((x) => x.tipo === u.tipo && x.editar === u.editar)) l.push(u);
  };
  for (const c of columnas(ENTIDADES))
    for (const f of await db.todas(filas(c, rutas)))
      poner(f.ruta, { tipo: c.uso.tipo, nombre: f.nombre, editar: c.uso.editar(Number(f.pk)), alt: f.alt, decorativa: Number(f.decorativa) === 1 });
  for (const leer of enDatos(ENTIDADES))
    for (const i of await leer(db))
      if (usos.has(i.ruta)) poner(i.ruta, { tipo: i.tipo, nombre: i.nombre, editar: i.editar, alt: i.alt, decorativa: i.decorativa });
  return usos;
}

/**
 * The orphan rule: how many things keep `ruta`'s file: the items of every entity (active or not)
 * and the library when it was uploaded there (it stays until borrarMedio). A kept revision is
 * checked by the callers (repoRevisiones.usaImagen).
 */
export async function usosTotales(db: Db, ruta: string): Promise<number> {
  const enItems = (await usosDe(db, [ruta])).get(ruta)?.length ?? 0;
  const biblioteca = await db.una<{ n: number }>(sql`SELECT COUNT(*) AS n FROM medios WHERE ruta = ${ruta} AND origen = 'biblioteca'`);
  return enItems + Number(biblioteca?.n ?? 0);
}
