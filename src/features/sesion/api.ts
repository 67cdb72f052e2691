// The sesion feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its api endpoints:
 * login and logout, the login's second step and enrolment during the login, the university sign-in's options. */
export const sesionApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      iniciarSesion: { tipo: 'mutation' },
      verificarDosPasos: { tipo: 'mutation' },
      posponerDosPasos: { tipo: 'mutation' },
      inscribirDosPasos: { tipo: 'mutation' },
      confirmarDosPasos: { tipo: 'mutation' },
      // /login shows its form before the answer: leaving the page must not cancel the logout
      cerrarSesion: { tipo: 'mutation', sobreviveALaPagina: true },
      // "¿Olvidó su contraseña?" and the page its e-mail's link opens (issue 38)
      pedirRestablecimiento: { tipo: 'mutation' },
      restablecerContrasena: { tipo: 'mutation' },
      traerOpcionesOidc: { tipo: 'query' },
    }),
});

export const {
  useIniciarSesionMutation,
  useVerificarDosPasosMutation,
  usePosponerDosPasosMutation,
  useInscribirDosPasosMutation,
  useConfirmarDosPasosMutation,
  useCerrarSesionMutation,
  usePedirRestablecimientoMutation,
  useRestablecerContrasenaMutation,
  useTraerOpcionesOidcQuery,
} = sesionApi;
