// Test helpers of the projects: a stored project as obtenerProyecto answers it, built from its
// summary and its pieces (the admin's edit form and the public detail page both start from one).
// Not shipped: only *.test.tsx files import it. llenarProyecto types a new project's first fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/**
 * The registration form (open) filled as a new project "Agenda Escolar": term 4, a description, two
 * images (waits for the second's preview) and the cover's alternative text; the second image is left
 * undescribed and there are no members yet.
 */
export async function llenarProyecto() {
  const foto = () => new File([new Uint8Array(100)], 'foto.jpg', { type: 'image/jpeg' });
  await userEvent.type(await screen.findByLabelText('Nombre del proyecto'), 'Agenda Escolar');
  await userEvent.selectOptions(screen.getByLabelText('Cuatrimestre'), '4');
  await userEvent.type(screen.getByLabelText('Descripción'), 'Organiza tareas.');
  await userEvent.upload(screen.getByLabelText('Agregar imágenes'), [foto(), foto()]);
  await screen.findByRole('img', { name: 'Imagen 2 (vista previa)' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Texto alternativo de portada' }), 'Pantalla de inicio de la agenda');
}
