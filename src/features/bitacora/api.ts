// The audit trail's call (super admin). Every visit refetches: the trail grows with every write.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { FiltroBitacora, PaginaBitacora, PaginaSeguridad } from '@/shared/api/contrato/bitacora';
import type { Pide } from '@/shared/api/contrato';

export const bitacoraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    traerBitacora: build.query<PaginaBitacora, FiltroBitacora>({
      query: llamada('traerBitacora'),
      keepUnusedDataFor: 0,
    }),
    // The security events (logins, failed logins, second factor, refused calls)
    traerSeguridad: build.query<PaginaSeguridad, Pide<'traerSeguridad'>>({
      query: llamada('traerSeguridad'),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useTraerBitacoraQuery, useTraerSeguridadQuery } = bitacoraApi;
