// The preview links' endpoints for the editors (admin chunks only): create one, list an item's live
// ones. Revoking goes through the kit's confirmation (an intent: revocarVistaPrevia).
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

export const vistasPreviasApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerVistasPrevias: { da: [{ type: 'VistaPrevia', id: 'LIST' }], keepUnusedDataFor: 0 },
      crearVistaPrevia: { invalida: [{ type: 'VistaPrevia', id: 'LIST' }], soloSiExito: true },
    }),
});

export const { useTraerVistasPreviasQuery, useCrearVistaPreviaMutation } = vistasPreviasApi;
