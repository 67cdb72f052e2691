// The usuarios feature's endpoints (cuentaApi.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** The account's endpoints: the password
 * change, the session's own second factor from the account page (the login's second step has its own
 * endpoints in features/sesion) and the caller's open sessions ("Cerrar las demás" is a confirmed
 * intent that invalidates Sesiones/YO). A failed write invalidates nothing. */
export const cuentaApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      // the server ends the other sessions and opens a new one: the list is stale
      cambiarContrasena: { invalida: [{ type: 'Sesiones', id: 'YO' }], soloSiExito: true },
      estadoDosPasos: { da: [{ type: 'DosPasos', id: 'YO' }] },
      inscribirDosPasosCuenta: { funcion: 'inscribirDosPasos', tipo: 'mutation' },
      confirmarDosPasosCuenta: { funcion: 'confirmarDosPasos', invalida: [{ type: 'DosPasos', id: 'YO' }], soloSiExito: true },
      desactivarDosPasos: { invalida: [{ type: 'DosPasos', id: 'YO' }], soloSiExito: true },
      traerSesiones: { da: [{ type: 'Sesiones', id: 'YO' }] },
      // after a password is set the account has one its owner knows: Sesiones/YO is invalidated with it
      traerMiCuenta: { da: [{ type: 'Sesiones', id: 'YO' }] },
    }),
});

export const {
  useCambiarContrasenaMutation,
  useEstadoDosPasosQuery,
  useInscribirDosPasosCuentaMutation,
  useConfirmarDosPasosCuentaMutation,
  useDesactivarDosPasosMutation,
  useTraerSesionesQuery,
  useTraerMiCuentaQuery,
} = cuentaApi;
