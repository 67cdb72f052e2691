// Test helpers of the projects: a stored project as obtenerProyecto answers it, built from its
// summary and its pieces (the admin's edit form and the public detail page both start from one).
// Not shipped: only *.test.tsx files import it.
import type { Proyecto, ProyectoResumen } from '../shared/api/contrato/proyectos';

interface Piezas {
  descripcion: string;
  enlace: string;
  fotoMiembros: string;
  /** The team photo's alternative text (absent: a project saved before issue 37). */
  altFoto?: string;
  /** Its images in order: stored key and path (and its alternative text, when it has one). */
  imgs: [pk: number, ruta: string, alt?: string][];
  /** Its members in order: stored key and name. */
  miembros: [pk: number, nombre: string][];
}

export const proyectoGuardado = (resumen: ProyectoResumen, { descripcion, enlace, fotoMiembros, altFoto, imgs, miembros }: Piezas): Proyecto => ({
  ...resumen,
  descripcion_proyecto: descripcion,
  enlace,
  foto_miembros: fotoMiembros,
  ...(altFoto === undefined ? {} : { foto_miembros_alt: altFoto, foto_miembros_decorativa: false }),
  imgs: imgs.map(([pk_img_proyecto, img_proyecto, alt]) => ({
    pk_img_proyecto,
    img_proyecto,
    ...(alt === undefined ? {} : { alt, decorativa: false }),
  })),
  miembros: miembros.map(([pk_miembro_proyecto, nombre_miembro]) => ({ pk_miembro_proyecto, nombre_miembro })),
});
