// session slice: who is logged in, as the SPA sees it. Persisted (redux-persist) and mirrored to
// the role cookies by a listener in app/store.ts. The server's session decides every permission.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rol } from '../api/contrato';
import type { Seccion } from '../api/contrato/secciones';

export interface SessionState {
  rol: Rol | null;
  pk_usuario: number | null;
  nombre_persona: string | null;
  /** Our addition: the password is still its initial value; the user must choose a new one. */
  contrasena_inicial: boolean;
  /** Issue 48: an admin's sections (empty or absent: every section); what the panel and menus show. */
  secciones?: Seccion[];
}

export const sessionInicial: SessionState = { rol: null, pk_usuario: null, nombre_persona: null, contrasena_inicial: false };

export interface DatosLogin {
  rol: Rol;
  pk_usuario: number;
  nombre_persona: string;
  contrasena_inicial: boolean;
  secciones?: Seccion[];
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: sessionInicial,
  reducers: {
    loginSucceeded: (_s, { payload }: PayloadAction<DatosLogin>) => ({ ...payload }),
    /** Login page opened (logout links there; an expired session is sent there): cleared first. */
    sessionCleared: () => sessionInicial,
    passwordChanged: (s) => {
      s.contrasena_inicial = false;
    },
  },
});

export const { loginSucceeded, sessionCleared, passwordChanged } = sessionSlice.actions;

/** Where each role lands after login, and where the guards send a role that strays. */
export const PANEL_DE_ROL = { e: '/panel_alumno', a: '/panel_admin', s: '/panel_superadmin' } as const;

/** Where a user with an initial password must go before any panel (our addition, docs/SPEC.md §4). */
export const RUTA_CAMBIAR_CONTRASENA = '/cambiar_contrasena';

/** The same page reached by its link "Mi cuenta" (password, second factor, open sessions): titled so. */
export const RUTA_MI_CUENTA = '/mi_cuenta';
