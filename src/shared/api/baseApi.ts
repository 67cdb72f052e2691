// The one RTK Query api: features inject their endpoints and tag types into it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { funcionBaseQuery } from './funcionBaseQuery';
import type { Funcion } from './contrato';
import { TIPOS_TAG } from './etiquetas';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: funcionBaseQuery,
  tagTypes: TIPOS_TAG,
  endpoints: (build) => ({
    /** Runs a confirmed intent (deactivation, moderation…) as a plain call. */
    ejecutarIntent: build.mutation<{ codigo: number; mensaje: string }, { funcion: Funcion; campos: Record<string, string> }>({
      query: ({ funcion, campos }) => ({ funcion, ...campos }),
    }),
  }),
});
