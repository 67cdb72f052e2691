// Calls of the usuarios feature: students (admins), admin users (super admin) and the CSV import.
// Deactivation and password reset run as confirmed intents (ui.modal). The password change is in
// cuentaApi.ts, so whoever changes a password does not download these admin endpoints.
import { baseApi } from '@/shared/api/baseApi';
import { llamada } from '@/shared/api/llamada';
import type { RespuestaComun } from '@/shared/api/contrato';
import type { Alumno, FilaImportacion, RespuestaImportacion, RespuestaRegistroAdmin, UsuarioAdmin } from '@/shared/api/contrato/usuarios';
import type { DatosAdmin, DatosAlumno } from './tipos';

export const LISTA_ALUMNOS = { type: 'Alumno', id: 'LIST' } as const;
export const LISTA_USUARIOS = { type: 'Usuario', id: 'LIST' } as const;

export const usuariosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    mostrarAlumnos: build.query<Alumno[], void>({
      query: llamada('mostrarAlumnos'),
      providesTags: [LISTA_ALUMNOS],
    }),
    mostrarAlumnoId: build.query<Alumno, number>({
      query: llamada('mostrarAlumnoId', (idAlumno) => ({ idAlumno })),
      providesTags: (_r, _e, id) => [{ type: 'Alumno', id }],
    }),
    registrarAlumno: build.mutation<RespuestaComun, DatosAlumno>({
      query: llamada('registrarUsuario', (d) => ({ rol: 'e', ...d })),
      invalidatesTags: [LISTA_ALUMNOS],
    }),
    editarAlumno: build.mutation<RespuestaComun, DatosAlumno & { idAlumno: number }>({
      query: llamada('editarUsuario'),
      invalidatesTags: (_r, _e, d) => [LISTA_ALUMNOS, { type: 'Alumno', id: d.idAlumno }],
    }),
    importarAlumnos: build.mutation<RespuestaImportacion, { filas: FilaImportacion[]; confirmar: 0 | 1 }>({
      query: llamada('importarAlumnos'),
      invalidatesTags: (_r, _e, d) => (d.confirmar === 1 ? [LISTA_ALUMNOS] : []),
    }),
    mostrarUsuarios: build.query<UsuarioAdmin[], void>({
      query: llamada('mostrarUsuarios'),
      providesTags: [LISTA_USUARIOS],
    }),
    registrarAdmin: build.mutation<RespuestaRegistroAdmin, DatosAdmin>({
      query: llamada('registrarUsuario', (d) => ({ rol: 'a', ...d })),
      invalidatesTags: [LISTA_USUARIOS],
    }),
    editarAdmin: build.mutation<RespuestaComun, DatosAdmin & { idAdmin: number }>({
      query: llamada('editarUsuario'),
      invalidatesTags: [LISTA_USUARIOS],
    }),
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
