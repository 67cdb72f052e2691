// Where stored image paths live: every column that holds one. The upgrade command
// (server/actualizarImagenes.ts) reads them and moves rows to a renamed file through here.
import type { Db } from '../db/open';

export const COLUMNAS_IMAGEN = [
  ['proyecto_imagenes', 'img_proyecto'],
  ['proyectos', 'foto_miembros'],
  ['evento_imagenes', 'img_evento'],
  ['empresas_estadias', 'imagen_empresa'],
  ['casos_exito', 'foto_estudiante'],
] as const;

/** Every distinct stored image path, whatever row (active or not) uses it. */
export function rutasGuardadas(db: Db): string[] {
  const sql = COLUMNAS_IMAGEN.map(([t, c]) => `SELECT ${c} AS ruta FROM ${t}`).join(' UNION ');
  return db.prepare(`SELECT ruta FROM (${sql}) WHERE ruta <> '' ORDER BY ruta`).pluck().all() as string[];
}

/** Points every row using `vieja` to `nueva`, in one transaction; returns the rows changed. */
export function moverRuta(db: Db, vieja: string, nueva: string): number {
  return db.transaction(() => {
    let n = 0;
    for (const [t, c] of COLUMNAS_IMAGEN) n += db.prepare(`UPDATE ${t} SET ${c} = ? WHERE ${c} = ?`).run(nueva, vieja).changes;
    return n;
  })();
}
