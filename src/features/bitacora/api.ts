// The audit trail's call (super admin). Every visit refetches: the trail grows with every write.
import { baseApi } from '../../shared/api/baseApi';
import type { FiltroBitacora, PaginaBitacora } from '../../shared/api/contract/bitacora';

export const bitacoraApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    traerBitacora: build.query<PaginaBitacora, FiltroBitacora>({
      query: (filtro) => ({ funcion: 'traerBitacora', ...filtro }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useTraerBitacoraQuery } = bitacoraApi;
