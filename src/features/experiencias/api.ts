// The experiencias feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints,
 * mostrarEmpresas for the form's company select among them (this feature's own endpoint: features
 * never import each other). Company lists share the 'Empresa' LIST tag, so a company saved or
 * deactivated elsewhere refreshes the select and the experiences page; Experiencia/PENDIENTES is
 * the review queue (validating or discarding one refreshes it and the companies' pages). */
export const experienciasApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarEmpresas: { da: [{ type: 'Empresa', id: 'LIST' }] },
      obtenerTodasExperienciasDeEmpresa: {
        arg: 'pkEmpresa',
        da: [
          { type: 'Experiencia', id: 'LIST' },
          { type: 'Empresa', id: 'LIST' },
          { type: 'Empresa', campo: 'pkEmpresa' },
        ],
      },
      registrarExperienciaEstadia: {
        invalida: [
          { type: 'Experiencia', id: 'LIST' },
          { type: 'Experiencia', id: 'PENDIENTES' },
        ],
      },
      traerExperienciasPendientes: { da: [{ type: 'Experiencia', id: 'PENDIENTES' }] },
    }),
});

export const {
  useMostrarEmpresasQuery,
  useObtenerTodasExperienciasDeEmpresaQuery,
  useRegistrarExperienciaEstadiaMutation,
  useTraerExperienciasPendientesQuery,
} = experienciasApi;
