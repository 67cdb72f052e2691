// The experience calls, and mostrarEmpresas for the form's company select (this feature's own
// endpoint: features never import each other). Company lists share the 'Empresa' LIST tag, so a
// company saved or deactivated elsewhere refreshes the select and the experiences page.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { Pide } from '@/shared/api/contrato';
import type { ExperienciaPendiente, ExperienciaRegistrada, ExperienciasDeEmpresa, OpcionEmpresa } from '@/shared/api/contrato/experiencias';

/** The students' experiences waiting for review (validating or discarding one refreshes it and the companies' pages). */
export const PENDIENTES = { type: 'Experiencia', id: 'PENDIENTES' } as const;

export const experienciasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mostrarEmpresas: build.query<OpcionEmpresa[], void>({
      query: llamada('mostrarEmpresas'),
      providesTags: [{ type: 'Empresa', id: 'LIST' }],
    }),
    obtenerTodasExperienciasDeEmpresa: build.query<ExperienciasDeEmpresa, string>({
      query: llamada('obtenerTodasExperienciasDeEmpresa', (pkEmpresa) => ({ pkEmpresa })),
      providesTags: (_r, _e, pk) => [
        { type: 'Experiencia', id: 'LIST' },
        { type: 'Empresa', id: 'LIST' },
        { type: 'Empresa', id: pk },
      ],
    }),
    registrarExperienciaEstadia: build.mutation<ExperienciaRegistrada, Pide<'registrarExperienciaEstadia'>>({
      query: llamada('registrarExperienciaEstadia'),
      invalidatesTags: [{ type: 'Experiencia', id: 'LIST' }, PENDIENTES],
    }),
    traerExperienciasPendientes: build.query<ExperienciaPendiente[], void>({
      query: llamada('traerExperienciasPendientes'),
      providesTags: [PENDIENTES],
    }),
  }),
});

export const {
  useMostrarEmpresasQuery,
  useObtenerTodasExperienciasDeEmpresaQuery,
  useRegistrarExperienciaEstadiaMutation,
  useTraerExperienciasPendientesQuery,
} = experienciasApi;
