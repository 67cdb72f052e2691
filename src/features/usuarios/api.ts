// The usuarios feature's endpoints (api.ts): its pages import this module and its hooks by name.
// shared/api/llamadas.ts's `endpoints()` turns each declaration into its RTK Query definition and
// checks it, at compile time, against its contract call.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

/** Its admin endpoints: students (admins), admin users (super admin) and the CSV import. Deactivation and password
 * reset run as confirmed intents (ui.modal). The password change is in cuentaApi.ts, so
 * whoever changes a password does not download these. */
export const usuariosApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      mostrarAlumnos: { da: [{ type: 'Alumno', id: 'LIST' }] },
      mostrarAlumnoId: { arg: 'idAlumno', da: [{ type: 'Alumno', campo: 'idAlumno' }] },
      registrarAlumno: { funcion: 'registrarUsuario', fijos: { rol: 'e' }, invalida: [{ type: 'Alumno', id: 'LIST' }] },
      editarAlumno: {
        funcion: 'editarUsuario',
        invalida: [
          { type: 'Alumno', id: 'LIST' },
          { type: 'Alumno', campo: 'idAlumno' },
        ],
      },
      // a preview (confirmar 0) changes nothing: only the import itself refreshes the list
      importarAlumnos: { invalida: [{ type: 'Alumno', id: 'LIST' }], soloSi: { confirmar: 1 } },
      mostrarUsuarios: { da: [{ type: 'Usuario', id: 'LIST' }] },
      registrarAdmin: { funcion: 'registrarUsuario', fijos: { rol: 'a' }, invalida: [{ type: 'Usuario', id: 'LIST' }] },
      editarAdmin: { funcion: 'editarUsuario', invalida: [{ type: 'Usuario', id: 'LIST' }] },
    }),
});

export const {
  useMostrarAlumnosQuery,
  useMostrarAlumnoIdQuery,
  useRegistrarAlumnoMutation,
  useEditarAlumnoMutation,
  useImportarAlumnosMutation,
  useMostrarUsuariosQuery,
  useRegistrarAdminMutation,
  useEditarAdminMutation,
} = usuariosApi;
