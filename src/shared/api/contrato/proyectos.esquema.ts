// The project's fields (SPEC.md §5): the admin form checks them as it holds them, the server the
// same rules on api.php's strings (imgs_proyecto and miembros as JSON).
import { z, texto, entero, enlaceWeb, imagenes, clave, sinCaracteresProhibidos } from './campos';
import { MENSAJE_CARACTERES, largo } from './comun';
import { MAX_IMAGENES_PROYECTO, MAX_MIEMBROS, MENSAJES_PROYECTO as M } from './proyectos';

const miembro = z.object(
  {
    key: clave(M.formatoMiembros),
    nombre: z.string({ error: M.sinNombre }).trim().max(120, largo(120)).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES),
    pk: z.union(
      [
        z.number().int().min(0),
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ],
      { error: M.formatoMiembros },
    ),
  },
  { error: M.formatoMiembros },
);

export const miembrosProyecto = z
  .array(miembro, { error: M.formatoMiembros })
  .min(1, M.miembros)
  .max(MAX_MIEMBROS, M.demasiadosMiembros)
  .refine((l) => l.every((m) => m.nombre.length > 0), M.sinNombre)
  .refine((l) => {
    const pks = l.map((m) => m.pk).filter((p) => p > 0);
    return new Set(pks).size === pks.length;
  }, M.formatoMiembros);

// Keys in form order: the first problem found is the one the server reports.
export const camposProyecto = {
  nombre_proyecto: texto(M.nombre, 150),
  cuatrimestre: entero(M.cuatrimestre, 1, 11),
  descripcion_proyecto: texto(M.descripcion, 5000),
  enlace: enlaceWeb(500),
};

export const formProyecto = z.object({
  ...camposProyecto,
  imgs: imagenes(M.imagenes, MAX_IMAGENES_PROYECTO, M.demasiadasImagenes, M.formatoImagenes),
  miembros: miembrosProyecto,
});
