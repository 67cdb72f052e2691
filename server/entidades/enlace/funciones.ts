// The enrolment link: anyone reads it (the home banner), only admins change it.
import { hastaQueCambie } from '@server/api/memoria';
import { funcion } from '@server/api/funcion';
import { z } from '@server/api/validacion';
import { repoEnlace } from './repositorio';
import { formEnlace } from '@/shared/api/contrato/enlace';

export const funcionesEnlace = {
  mostrarEnlace: funcion('mostrarEnlace', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      // asked by every visit to the home page
      return hastaQueCambie(db, 'enlace', () => repoEnlace(db).leer());
    },
  }),

  cambiarEstadoEnlace: funcion('cambiarEstadoEnlace', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'enlace' },
    schema: formEnlace.extend({ estatus: formEnlace.shape.estatus.transform(Number) }),
    async run({ enlace, estatus }, { db }) {
      await repoEnlace(db).guardar({ enlace, estatus: estatus === 1 ? 1 : 0 });
      return {
        codigo: 1 as const,
        mensaje: estatus === 1 ? 'Enlace guardado y activado.' : 'Enlace guardado; el banner queda oculto.',
      };
    },
  }),
};
