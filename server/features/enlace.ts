// The enrolment link: anyone reads it (the home banner), only admins change it.
import { hastaQueCambie } from '../memoria';
import { funcion } from '../funcion';
import { z, largo } from '../validation';
import { repoEnlace } from '../repositorios/enlace';

const REQUERIDO = 'Se necesita el enlace para las inscripciones.';

export const funcionesEnlace = {
  mostrarEnlace: funcion('mostrarEnlace', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      // asked by every visit to the home page
      return hastaQueCambie(db, 'enlace', () => repoEnlace(db).leer());
    },
  }),

  cambiarEstadoEnlace: funcion('cambiarEstadoEnlace', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({
      enlace: z
        .string({ error: REQUERIDO })
        .trim()
        .min(1, REQUERIDO)
        .max(500, largo(500))
        .refine((v) => {
          try {
            const u = new URL(v);
            return u.protocol === 'https:' || u.protocol === 'http:';
          } catch {
            return false;
          }
        }, 'El enlace debe ser una dirección web completa (https://…).'),
      estatus: z.enum(['0', '1'], { error: 'El estado del enlace debe ser 0 (inactivo) o 1 (activo).' }).transform(Number),
    }),
    run({ enlace, estatus }, { db }) {
      repoEnlace(db).guardar({ enlace, estatus: estatus === 1 ? 1 : 0 });
      return {
        codigo: 1 as const,
        mensaje: estatus === 1 ? 'Enlace guardado y activado.' : 'Enlace guardado; el banner queda oculto.',
      };
    },
  }),
};
