// makeStore(preloadedState?): the Redux store. redux-persist keeps `session` only (never the api
// cache or ui), and loads only when there is a session (persistencia.ts): a visitor's page never
// downloads it nor touches localStorage. The listener middleware runs confirmed intents, turns each
// toggle of the reload flag into tag invalidation, mirrors the session to the role cookies, starts
// persisting at login and sends an expired session to /login.
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isRejectedWithValue,
  isAnyOf,
  type ListenerMiddlewareInstance,
} from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { baseApi } from '../shared/api/baseApi';
import type { ExtraServidor } from '../shared/api/funcionBaseQuery';
import { estadoDeError } from '../shared/api/errores';
import { sessionSlice, loginSucceeded, sessionCleared, passwordChanged } from '../shared/modelo/sesion';
import { ranuraBorradores } from '../shared/modelo/ranura';
import { uiSlice, confirmAccepted, deshacerPedido, alertShown } from '../shared/modelo/ui';
import { dosPasosSlice } from '../shared/modelo/dosPasos';
import { ranuraListas } from '../shared/modelo/ranuraListas';
import { ranuraFormularios } from '../shared/modelo/ranuraFormularios';
import { ranuraHistorial } from '../shared/modelo/ranuraHistorial';
import { ranuraImportacion } from '../shared/modelo/ranuraImportacion';
import { ranuraMedios } from '../shared/modelo/ranuraMedios';
import { ranuraBiblioteca } from '../shared/modelo/ranuraBiblioteca';
import { ranuraEdicion } from '../shared/modelo/ranuraEdicion';
import { ranuraCambios } from '../shared/modelo/ranuraCambios';
import { COOKIES_SESION, borrarCookie, escribirCookie } from '../shared/lib/cookies';
import { navegar } from './navegacion';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
  // drafts of forms: the slice plugs in with the area chunks, persisted to IndexedDB there
  borradores: ranuraBorradores.reducer,
  // the login's second step
  dosPasos: dosPasosSlice.reducer,
  // the admin lists' page, filters and selection: the slice plugs in with the area chunks; never
  // persisted, emptied at login and logout
  listasAdmin: ranuraListas.reducer,
  // the forum's question and answer forms as typed: the slice plugs in with the forum's pages
  formularios: ranuraFormularios.reducer,
  // the edit pages' "Historial" tab (tab, compared revisions): plugs in with the admin chunks
  historial: ranuraHistorial.reducer,
  // the import page (issue 43): its entity, files' names, preview rows, result and dialog
  importacion: ranuraImportacion.reducer,
  // the media library (issue 43): its upload queue and inline edit
  medios: ranuraMedios.reducer,
  // the media library's picker of the admin image fields (issue 43): for which field, search, page
  biblioteca: ranuraBiblioteca.reducer,
  // the editors' edit locks and the drafts offered from the server (issue 48): plugs in with the admin chunks
  edicion: ranuraEdicion.reducer,
  // "Cambios por revisar" (issue 48): the open comparison, the return dialog and its comment
  cambios: ranuraCambios.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** redux-persist's action types (its constants, written here so the store does not import it). */
export const ACCIONES_PERSIST = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'];
const REHYDRATE = 'persist/REHYDRATE';

/** The store's root reducer (persistencia.ts wraps it). */
export { rootReducer };

function crearListeners(alEntrar: () => void): ListenerMiddlewareInstance {
  const listener = createListenerMiddleware();
  const startAppListening = listener.startListening.withTypes<RootState, AppDispatch>();

  // A confirmed intent, or the undo a success notice offered: read it from the state before
  // "Aceptar" closed the dialog / "Deshacer" removed the notice, then run it.
  startAppListening({
    matcher: isAnyOf(confirmAccepted, deshacerPedido),
    effect: async (accion, api) => {
      // read synchronously: the listener api refuses getOriginalState() after an await
      const {
        ui: { modal: previo, notices },
        session: sesionAlConfirmar,
      } = api.getOriginalState();
      const intent = deshacerPedido.match(accion)
        ? notices.find((n) => n.id === accion.payload)?.deshacer
        : previo.kind === 'confirm'
          ? previo.intent
          : undefined;
      if (!intent) return;
      // the runner loads with the first confirmation: a visitor never confirms anything
      const { ejecutarIntent } = await import(/* webpackChunkName: "intents" */ './intenciones');
      await ejecutarIntent(intent, sesionAlConfirmar.rol !== null, api.dispatch);
    },
  });

  // The reload flag (docs/SPEC.md §4): each toggle refreshes the lists that show the changed item. Read
  // from the state, whatever action toggled it (a replayed one included).
  startAppListening({
    predicate: (_action, state, previo) => state.ui.reload.flag !== previo.ui.reload.flag,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.invalidateTags(api.getState().ui.reload.tags));
    },
  });

  // A visitor who logs in starts persisting the session from now on (redux-persist loads then).
  startAppListening({ actionCreator: loginSucceeded, effect: () => alEntrar() });

  // Mirror the session to the role cookies (docs/SPEC.md §6) after every change and after rehydration.
  startAppListening({
    matcher: isAnyOf(
      loginSucceeded,
      sessionCleared,
      passwordChanged,
      (a: unknown): a is { type: 'persist/REHYDRATE' } => typeof a === 'object' && a !== null && 'type' in a && a.type === REHYDRATE,
    ),
    effect: (_a, api) => {
      const s = api.getState().session;
      if (s.rol === null) {
        for (const c of COOKIES_SESION) borrarCookie(c);
      } else {
        escribirCookie('rol', s.rol);
        escribirCookie('pk_usuario', String(s.pk_usuario));
        escribirCookie('nombre_persona', s.nombre_persona ?? '');
      }
    },
  });

  // The server ended the session (expired, deactivated): go to /login, which clears it here too.
  // (Clearing it first would let the area guard redirect to '/' before /login's chunk loads.)
  startAppListening({
    predicate: (action, state) => isRejectedWithValue(action) && estadoDeError(action.payload) === 401 && state.session.rol !== null,
    effect: (_a, api) => {
      api.dispatch(alertShown('Su sesión terminó. Inicie sesión de nuevo para continuar.'));
      navegar('/login');
    },
  });

  return listener;
}

export interface OpcionesStore {
  /**
   * Persist the session to localStorage once there is one (off in tests and on the server): at
   * start when the preloaded state has a session, at login otherwise. `iniciar` loads and starts it.
   */
  persist?: boolean;
  /** Thunk extra argument: on the server, the in-process api.php (funcionBaseQuery.ts). */
  extra?: ExtraServidor;
}

function crearStore(preloadedState: Partial<RootState> | undefined, extra: ExtraServidor | undefined, listener: ListenerMiddlewareInstance) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    devTools: process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === '1',
    middleware: (gDM) =>
      gDM({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: ACCIONES_PERSIST } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof crearStore>;

export interface StoreHecho {
  store: AppStore;
  /**
   * Loads redux-persist and starts persisting the session (once; resolves with its persistor).
   * `restaurar`: read what localStorage holds back into the store (the SPA shell, which starts with
   * no state); otherwise the store's session wins (a server-rendered page, a login that just happened).
   */
  persistir(this: void, restaurar?: boolean): Promise<Persistor | null>;
}

export function makeStore(preloadedState?: Partial<RootState>, { persist = true, extra }: OpcionesStore = {}): StoreHecho {
  let persistiendo: Promise<Persistor | null> | null = null;
  const persistir = (restaurar = false): Promise<Persistor | null> => {
    if (!persist) return Promise.resolve(null);
    persistiendo ??= import(/* webpackChunkName: "persistencia" */ './persistencia').then(({ persistirSesion }) =>
      persistirSesion(store, rootReducer, restaurar),
    );
    return persistiendo;
  };
  const listener = crearListeners(() => void persistir());
  const store = crearStore(preloadedState, extra, listener);
  return { store, persistir };
}

export type AppDispatch = AppStore['dispatch'];
