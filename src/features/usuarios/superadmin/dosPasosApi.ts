// The super admin's calls for the admins' second factor — the "2FA obligatorio" settings.
// Resetting one admin's factor (restablecerDosPasos) runs as a confirmed intent (ui.modal), like
// every other admin action, so it has no endpoint here.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { AjustesDosPasos } from '@/shared/api/contrato/dosPasos';

const AJUSTES = [{ type: 'DosPasos' as const, id: 'AJUSTES' }];

export const ajustesDosPasosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    traerAjustesDosPasos: build.query<AjustesDosPasos, void>({
      query: llamada('traerAjustesDosPasos'),
      providesTags: AJUSTES,
    }),
    guardarAjustesDosPasos: build.mutation<RespuestaComun, Pide<'guardarAjustesDosPasos'>>({
      query: llamada('guardarAjustesDosPasos'),
      invalidatesTags: (_r, e) => (e ? [] : AJUSTES),
    }),
  }),
});

export const { useTraerAjustesDosPasosQuery, useGuardarAjustesDosPasosMutation } = ajustesDosPasosApi;
