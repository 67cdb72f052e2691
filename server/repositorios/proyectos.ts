// Student projects' SQL: the project rows, their ordered images and their members.
import { normalizar, type Db } from '../db/open';
import { repositorio, type Cuenta } from './repositorio';
import type { Proyecto, ProyectoResumen } from '../../src/shared/api/contract/proyectos';

export type FilaProyecto = Omit<Proyecto, 'img' | 'imgs' | 'miembros'>;
export interface DatosProyecto {
  nombre: string;
  cuatrimestre: number;
  descripcion: string;
  enlace: string;
  foto_miembros: string;
}

export const repoProyectos = repositorio((db: Db) => {
  const resumenActivos = db.prepare<[], ProyectoResumen>(
    `SELECT p.pk_proyecto, p.nombre_proyecto, p.cuatrimestre,
            COALESCE((SELECT i.img_proyecto FROM proyecto_imagenes i WHERE i.fk_proyecto = p.pk_proyecto ORDER BY i.orden LIMIT 1), '') AS img
     FROM proyectos p WHERE p.activo = 1 ORDER BY p.cuatrimestre, p.nombre_norm, p.pk_proyecto`,
  );
  const activo = db.prepare<[number], FilaProyecto>(
    `SELECT pk_proyecto, nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros
     FROM proyectos WHERE pk_proyecto = ? AND activo = 1`,
  );
  const imagenes = db.prepare<[number], Proyecto['imgs'][number]>(
    'SELECT pk_img_proyecto, img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden',
  );
  const miembros = db.prepare<[number], Proyecto['miembros'][number]>(
    'SELECT pk_miembro_proyecto, nombre_miembro FROM proyecto_miembros WHERE fk_proyecto = ? ORDER BY orden',
  );
  const foto = db.prepare<[number], { foto_miembros: string }>('SELECT foto_miembros FROM proyectos WHERE pk_proyecto = ?');
  const usos = db.prepare<[string, string], Cuenta>(
    'SELECT (SELECT COUNT(*) FROM proyecto_imagenes WHERE img_proyecto = ?) + (SELECT COUNT(*) FROM proyectos WHERE foto_miembros = ?) AS n',
  );
  const insertar = db.prepare<[string, string, number, string, string, string]>(
    `INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, enlace, foto_miembros)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const actualizar = db.prepare<[string, string, number, string, string, string, number]>(
    `UPDATE proyectos SET nombre_proyecto = ?, nombre_norm = ?, cuatrimestre = ?, descripcion_proyecto = ?, enlace = ?, foto_miembros = ?
     WHERE pk_proyecto = ?`,
  );
  const borrarImagenes = db.prepare<[number]>('DELETE FROM proyecto_imagenes WHERE fk_proyecto = ?');
  const insertarImagen = db.prepare<[number, string, number]>('INSERT INTO proyecto_imagenes (fk_proyecto, img_proyecto, orden) VALUES (?, ?, ?)');
  const borrarMiembro = db.prepare<[number]>('DELETE FROM proyecto_miembros WHERE pk_miembro_proyecto = ?');
  const actualizarMiembro = db.prepare<[string, number, number, number]>(
    'UPDATE proyecto_miembros SET nombre_miembro = ?, orden = ? WHERE pk_miembro_proyecto = ? AND fk_proyecto = ?',
  );
  const insertarMiembro = db.prepare<[number, string, number]>('INSERT INTO proyecto_miembros (fk_proyecto, nombre_miembro, orden) VALUES (?, ?, ?)');
  const baja = db.prepare<[number]>('UPDATE proyectos SET activo = 0 WHERE pk_proyecto = ? AND activo = 1');

  const fila = (d: DatosProyecto) => [d.nombre, normalizar(d.nombre), d.cuatrimestre, d.descripcion, d.enlace, d.foto_miembros] as const;

  return {
    resumenActivos: () => resumenActivos.all(),
    /** An active project with its images (the first is the cover) and members. */
    activo(pk: number): Proyecto | null {
      const p = activo.get(pk);
      if (!p) return null;
      const imgs = imagenes.all(pk);
      return { ...p, img: imgs[0]?.img_proyecto ?? '', imgs, miembros: miembros.all(pk) };
    },
    existeActivo: (pk: number) => activo.get(pk) !== undefined,
    /** Every stored image path the project uses (its images and team photo). */
    rutasPropias(pk: number): string[] {
      const rutas = imagenes.all(pk).map((i) => i.img_proyecto);
      const f = foto.get(pk)?.foto_miembros;
      return f ? [...rutas, f] : rutas;
    },
    pksMiembros: (pk: number) => miembros.all(pk).map((m) => m.pk_miembro_proyecto),
    usosDeImagen: (ruta: string) => usos.get(ruta, ruta)?.n ?? 0,
    insertar: (d: DatosProyecto) => Number(insertar.run(...fila(d)).lastInsertRowid),
    actualizar: (pk: number, d: DatosProyecto) => void actualizar.run(...fila(d), pk),
    /** Replaces the project's images by `rutas`, in order (the first is the cover). */
    ponerImagenes(pk: number, rutas: string[]) {
      borrarImagenes.run(pk);
      rutas.forEach((ruta, orden) => insertarImagen.run(pk, ruta, orden));
    },
    insertarMiembro: (pk: number, nombre: string, orden: number) => void insertarMiembro.run(pk, nombre, orden),
    actualizarMiembro: (pk: number, pkMiembro: number, nombre: string, orden: number) => void actualizarMiembro.run(nombre, orden, pkMiembro, pk),
    borrarMiembro: (pkMiembro: number) => void borrarMiembro.run(pkMiembro),
    /** False when no active project had that key. */
    darBaja: (pk: number) => baja.run(pk).changes > 0,
  };
});
