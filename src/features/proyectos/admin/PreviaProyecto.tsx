// The project form's values as the public page shows a project (issue 37: the editor's "Vista
// previa", shared/admin/vistasPrevias): the same component as /proyectos_estudiantes/:pk, given the
// values instead of reading them. New images are data URLs, which a photo shows as they are.
import { conProtocolo } from '@/shared/lib/conProtocolo';
import DetalleProyecto from '../publico/DetalleProyecto';
import type { FormProyecto, Proyecto } from '../tipos';

export const proyectoDe = (v: FormProyecto, pk: number | null): Proyecto => ({
  pk_proyecto: pk ?? 0,
  nombre_proyecto: v.nombre_proyecto.trim() || 'Proyecto sin nombre',
  cuatrimestre: Number(v.cuatrimestre) || 1,
  descripcion_proyecto: v.descripcion_proyecto.trim(),
  enlace: v.enlace.trim() ? conProtocolo(v.enlace.trim()) : '',
  // an asset of the library (`medio:<pk>`) is shown from its stored path
  foto_miembros: v.foto[0] ? (v.foto[0].vista ?? v.foto[0].imagen) : '',
  img: v.imgs[0] ? (v.imgs[0].vista ?? v.imgs[0].imagen) : '',
  imgs: v.imgs.map((i, n) => ({ pk_img_proyecto: n + 1, img_proyecto: i.vista ?? i.imagen })),
  miembros: v.miembros.filter((m) => m.nombre.trim()).map((m, n) => ({ pk_miembro_proyecto: n + 1, nombre_miembro: m.nombre.trim() })),
});

export function PreviaProyecto({ valores, pk }: { valores: FormProyecto; pk: number | null }) {
  return <DetalleProyecto vista={proyectoDe(valores, pk)} />;
}
