// The internship company calls. The list carries { type: 'Empresa', id: 'LIST' }: saving or
// deactivating a company refreshes every list of companies (the experience form's select too).
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide, RespuestaComun } from '@/shared/api/contrato';
import type { EmpresaEstadia } from '@/shared/api/contrato/empresas';

export const empresasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    obtenerTodasEmpresasEstadias: build.query<EmpresaEstadia[], void>({
      query: llamada('obtenerTodasEmpresasEstadias'),
      providesTags: [{ type: 'Empresa', id: 'LIST' }],
    }),
    obtenerEmpresaEstadia: build.query<EmpresaEstadia, string>({
      query: llamada('obtenerEmpresaEstadia', (pk) => ({ pk })),
      providesTags: (_r, _e, pk) => [{ type: 'Empresa', id: pk }],
    }),
    registrarEmpresaEstadia: build.mutation<RespuestaComun, Pide<'registrarEmpresaEstadia'>>({
      query: llamada('registrarEmpresaEstadia'),
      invalidatesTags: [{ type: 'Empresa', id: 'LIST' }],
    }),
    editarEmpresaEstadia: build.mutation<RespuestaComun, Pide<'editarEmpresaEstadia'>>({
      query: llamada('editarEmpresaEstadia'),
      invalidatesTags: (_r, _e, { pkEmpresa }) => [
        { type: 'Empresa', id: 'LIST' },
        { type: 'Empresa', id: String(pkEmpresa) },
      ],
    }),
  }),
});

export const {
  useObtenerTodasEmpresasEstadiasQuery,
  useObtenerEmpresaEstadiaQuery,
  useRegistrarEmpresaEstadiaMutation,
  useEditarEmpresaEstadiaMutation,
} = empresasApi;
