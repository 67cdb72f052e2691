// ui slice: everything visible that is not server data, as replayable data (DESIGN.md §3).
// One modal at a time (a union), the overlay, the reload flag, the notices, the side bar and the
// expanded curriculum subjects. Actions are events; a listener in app/ runs confirmed intents.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Funcion } from '../api/contrato';
import type { TagRef } from '../api/etiquetas';

export type { TagRef };

/** What a confirmation does when accepted: serializable, so a replayed state can run it. */
export type Intent =
  | {
      tipo: 'llamada';
      funcion: Funcion;
      campos: Record<string, string>;
      /** Tags invalidated after success (the list that shows the item). */
      invalida: TagRef[];
      /** Where to go after success, if anywhere. */
      luego?: string;
      /** Ours: a route pattern whose last `:parámetro` becomes the answer's `pk` (a duplicate's edit page). */
      luegoPk?: string;
      /**
       * A follow-up offered after success instead of the plain alert: a confirm whose text is the
       * server's mensaje plus `mensaje` (e.g. validating a question offers to answer it at once).
       */
      siguiente?: Seguimiento;
      /**
       * Ours: the call that undoes this one (a "Dar de baja" → its reactivar*). After
       * success the notice (a toast, not a dialog) offers "Deshacer" for DESHACER_MS.
       */
      deshacer?: Intent;
      /**
       * Ours (issue 43): the undo is in the answer (a bulk action's `deshacer`: the pks it changed,
       * each item's previous schedule), so it is built after success (shared/admin/lista/lote.ts).
       */
      deshacerDeRespuesta?: boolean;
      /**
       * The answer is to be read, not glanced at (a reset password's new value): it opens the
       * "Aviso" dialog. Every other success is a notice that blocks nothing.
       */
      leer?: boolean;
    }
  | { tipo: 'navegar'; ruta: string }
  /** "Cerrar sesión" on a shared computer: this user's drafts leave the browser, then /login. */
  | { tipo: 'cerrarSesion'; usuario: number };

/** A follow-up confirm offered after a confirmed call succeeds. */
export interface Seguimiento {
  mensaje: string;
  intent: Intent;
}

export type Modal =
  | { kind: 'none' }
  | { kind: 'alert'; mensaje: string }
  /** `detalle`: what the action applies to (the item's name), shown under the question. */
  | { kind: 'confirm'; mensaje: string; intent: Intent; aceptar?: string; cancelar?: string; detalle?: string }
  | { kind: 'imagePopup'; src: string; alt: string }
  | { kind: 'editarEnlace' };

export interface Notice {
  id: number;
  mensaje: string;
  /** A deactivation's notice offers "Deshacer" (this intent) while it shows, DESHACER_MS. */
  deshacer?: Intent;
}

export interface UiState {
  modal: Modal;
  overlay: boolean;
  /** Toggles after each successful confirmed call; `tags` are what it refreshed. */
  reload: { flag: boolean; tags: TagRef[] };
  notices: Notice[];
  sideBar: boolean;
  /** The admin bar's "Más" dropdown. */
  menuMas: boolean;
  materiasAbiertas: string[];
  siguienteNotice: number;
}

export const uiInicial: UiState = {
  modal: { kind: 'none' },
  overlay: false,
  reload: { flag: false, tags: [] },
  notices: [],
  sideBar: false,
  menuMas: false,
  materiasAbiertas: [],
  siguienteNotice: 1,
};

export const CONFIRMACION = '¿Está seguro de realizar esta acción?';

/** How long the success notice of a deactivation offers "Deshacer" (about ten seconds). */
export const DESHACER_MS = 10_000;

export const uiSlice = createSlice({
  name: 'ui',
  initialState: uiInicial,
  reducers: {
    alertShown: (s, { payload }: PayloadAction<string>) => {
      s.modal = { kind: 'alert', mensaje: payload };
    },
    /** `aceptar` / `cancelar`: the buttons' words when "Aceptar" / "Cancelar" would not say enough. */
    confirmRequested: (
      s,
      { payload }: PayloadAction<{ intent: Intent; mensaje?: string; aceptar?: string; cancelar?: string; detalle?: string }>,
    ) => {
      const { aceptar, cancelar, detalle } = payload;
      s.modal = {
        kind: 'confirm',
        mensaje: payload.mensaje ?? CONFIRMACION,
        intent: payload.intent,
        ...(aceptar ? { aceptar } : {}),
        ...(cancelar ? { cancelar } : {}),
        ...(detalle ? { detalle } : {}),
      };
    },
    /** "Aceptar" on a confirm: the dialog closes; the listener runs the intent. */
    confirmAccepted: (s) => {
      if (s.modal.kind === 'confirm') s.modal = { kind: 'none' };
    },
    imagePopupOpened: (s, { payload }: PayloadAction<{ src: string; alt: string }>) => {
      s.modal = { kind: 'imagePopup', ...payload };
    },
    editarEnlaceOpened: (s) => {
      s.modal = { kind: 'editarEnlace' };
      s.menuMas = false;
    },
    modalClosed: (s) => {
      s.modal = { kind: 'none' };
    },
    /** A confirmed call started: the overlay covers the page until it ends. */
    intentStarted: (s) => {
      s.overlay = true;
    },
    intentSucceeded: (
      s,
      { payload }: PayloadAction<{ mensaje: string; tags: TagRef[]; siguiente?: Seguimiento; deshacer?: Intent; leer?: boolean }>,
    ) => {
      s.overlay = false;
      s.reload = { flag: !s.reload.flag, tags: payload.tags };
      if (payload.siguiente)
        s.modal = { kind: 'confirm', mensaje: `${payload.mensaje} ${payload.siguiente.mensaje}`, intent: payload.siguiente.intent };
      else if (payload.leer) s.modal = { kind: 'alert', mensaje: payload.mensaje };
      else {
        // nothing to acknowledge: a notice that does not block the page (with its undo button
        // when the call can be undone), the one success style of the panels' forms and actions
        s.modal = { kind: 'none' };
        s.notices.push({ id: s.siguienteNotice, mensaje: payload.mensaje, ...(payload.deshacer ? { deshacer: payload.deshacer } : {}) });
        s.siguienteNotice += 1;
      }
    },
    /** "Deshacer" on a notice (its id): the notice goes; the listener runs its undo intent. */
    deshacerPedido: (s, { payload }: PayloadAction<number>) => {
      s.notices = s.notices.filter((n) => n.id !== payload);
    },
    intentFailed: (s, { payload }: PayloadAction<string>) => {
      s.overlay = false;
      s.modal = { kind: 'alert', mensaje: payload };
    },
    /** The call ended without an answer of its own to show (the session ended: that alert stays). */
    intentInterrupted: (s) => {
      s.overlay = false;
    },
    noticeShown: (s, { payload }: PayloadAction<string>) => {
      s.notices.push({ id: s.siguienteNotice, mensaje: payload });
      s.siguienteNotice += 1;
    },
    noticeDismissed: (s, { payload }: PayloadAction<number>) => {
      s.notices = s.notices.filter((n) => n.id !== payload);
    },
    sideBarOpened: (s) => {
      s.sideBar = true;
    },
    sideBarClosed: (s) => {
      s.sideBar = false;
    },
    masMenuToggled: (s, { payload }: PayloadAction<boolean>) => {
      s.menuMas = payload;
    },
    materiaToggled: (s, { payload }: PayloadAction<string>) => {
      const i = s.materiasAbiertas.indexOf(payload);
      if (i >= 0) s.materiasAbiertas.splice(i, 1);
      else s.materiasAbiertas.push(payload);
    },
    /** Navigation happened: transient chrome closes. */
    routeChanged: (s) => {
      s.sideBar = false;
      s.menuMas = false;
      if (s.modal.kind === 'imagePopup') s.modal = { kind: 'none' };
    },
  },
});

export const {
  alertShown,
  confirmRequested,
  confirmAccepted,
  deshacerPedido,
  imagePopupOpened,
  editarEnlaceOpened,
  modalClosed,
  intentStarted,
  intentSucceeded,
  intentFailed,
  intentInterrupted,
  noticeShown,
  noticeDismissed,
  sideBarOpened,
  sideBarClosed,
  masMenuToggled,
  materiaToggled,
  routeChanged,
} = uiSlice.actions;
