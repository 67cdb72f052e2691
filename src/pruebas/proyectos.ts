// Test helpers of the projects: a stored project as obtenerProyecto answers it, built from its
// summary and its pieces (the admin's edit form and the public detail page both start from one).
// Not shipped: only *.test.tsx files import it.
import type { Proyecto, ProyectoResumen } from '../shared/api/contrato/proyectos';

interface Piezas {
  descripcion: string;
  enlace: string;
  fotoMiembros: string;
  /** Its images in order: stored key and path. */
  imgs: [pk: number, ruta: string][];
  /** Its members in order: stored key and name. */
  miembros: [pk: number, nombre: string][];
}

export const proyectoGuardado = (resumen: ProyectoResumen, { descripcion, enlace, fotoMiembros, imgs, miembros }: Piezas): Proyecto => ({
  ...resumen,
  descripcion_proyecto: descripcion,
  enlace,
  foto_miembros: fotoMiembros,
  imgs: imgs.map(([pk_img_proyecto, img_proyecto]) => ({ pk_img_proyecto, img_proyecto })),
  miembros: miembros.map(([pk_miembro_proyecto, nombre_miembro]) => ({ pk_miembro_proyecto, nombre_miembro })),
});
