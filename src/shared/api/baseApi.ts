// The one RTK Query api: features inject their endpoints and tag types into it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { funcionBaseQuery } from './funcionBaseQuery';
import type { Funcion } from './contrato';
import { TIPOS_TAG } from './etiquetas';
import { TAGS_CONTENIDO } from './tagsContenido';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: funcionBaseQuery,
  // RTK Query reads tagTypes at run time only to warn, in development, of a tag outside the list (the
  // type already refuses one at compile time): a production build leaves the list out of every
  // visitor's download (and the entities' own tags, which come from every contract).
  tagTypes: process.env.NODE_ENV === 'production' ? [] : [...TIPOS_TAG, ...TAGS_CONTENIDO],
  endpoints: (build) => ({
    /** Runs a confirmed intent (deactivation, moderation…) as a plain call. */
    ejecutarIntent: build.mutation<{ codigo: number; mensaje: string }, { funcion: Funcion; campos: Record<string, string> }>({
      query: ({ funcion, campos }) => ({ funcion, ...campos }),
    }),
  }),
});
