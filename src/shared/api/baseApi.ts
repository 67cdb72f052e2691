// The one RTK Query api: features inject their endpoints and tag types into it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { funcionBaseQuery } from './funcionBaseQuery';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: funcionBaseQuery,
  // every entity's tag, so a replayed confirm can invalidate a list whose feature is not loaded
  tagTypes: ['Enlace', 'Proyecto', 'Evento', 'Empresa', 'Experiencia', 'Egresado', 'Generacion', 'Foro', 'Alumno', 'Usuario'],
  endpoints: (build) => ({
    /** Runs a confirmed intent (deactivation, moderation…) as a plain call. */
    ejecutarIntent: build.mutation<{ codigo: number; mensaje: string }, { funcion: string; campos: Record<string, string> }>({
      query: ({ funcion, campos }) => ({ funcion, ...campos }),
    }),
  }),
});
