// edicion slice: what an editor shows of its item's lock and of the draft kept on the server, as
// replayable data keyed by the item (`${entidad}:${pk}`). The calls are made by the hooks beside it
// (useBloqueoEdicion.ts, BorradorServidor.tsx), which dispatch what they answered. Never persisted;
// login and logout empty it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import { ranuraEdicion, type EdicionState, type EstadoEdicion } from '@/shared/modelo/ranuraEdicion';
import type { EntidadEdicion, EstadoBloqueo as RespuestaBloqueo } from '@/shared/api/contrato/edicion';

export type { EdicionState, EstadoEdicion };

/** The key of one item's entry. */
export const claveEdicion = (entidad: EntidadEdicion, pk: number) => `${entidad}:${pk}`;

const vacio: EdicionState = {};
const de = (s: EdicionState, clave: string): EstadoEdicion => (s[clave] ??= { bloqueo: 'comprobando' });

export const edicionSlice = createSlice({
  name: 'edicion',
  initialState: vacio,
  reducers: {
    /** The editor opened: its lock is being asked for. */
    bloqueoPedido: (s, { payload }: PayloadAction<{ clave: string }>) => {
      de(s, payload.clave).bloqueo = 'comprobando';
    },
    /**
     * A lock's answer (taking it, a heartbeat, "Tomar el control"). Held: `propio`. Held by someone
     * else: the choice (`ajeno`) on arrival; `tomado` when this tab held it (someone took over);
     * a read-only view or a taken-over tab stays as it is, with the new holder.
     */
    bloqueoRespondido: (s, { payload }: PayloadAction<{ clave: string; respuesta: RespuestaBloqueo }>) => {
      const e = de(s, payload.clave);
      const r = payload.respuesta;
      // an answer of another shape (a server without locks): as no answer, the editor stays usable
      const valida = r.estado === 'propio' || (r.estado === 'ajeno' && typeof r.nombre === 'string' && Number.isFinite(r.desde));
      if (!valida) {
        if (e.bloqueo === 'comprobando') e.bloqueo = 'sinRespuesta';
        return;
      }
      if (r.estado === 'propio') {
        e.bloqueo = 'propio';
        delete e.titular;
        return;
      }
      e.titular = { nombre: r.nombre, desde: r.desde, mismaPersona: r.mismaPersona };
      if (e.bloqueo === 'propio') e.bloqueo = 'tomado';
      else if (e.bloqueo === 'comprobando' || e.bloqueo === 'sinRespuesta') e.bloqueo = 'ajeno';
    },
    /** The call failed (no connection, a limit): the editor stays usable; the next heartbeat asks again. */
    bloqueoSinRespuesta: (s, { payload }: PayloadAction<{ clave: string }>) => {
      const e = de(s, payload.clave);
      if (e.bloqueo === 'comprobando') e.bloqueo = 'sinRespuesta';
    },
    /** "Ver sin editar". */
    verSinEditar: (s, { payload }: PayloadAction<{ clave: string }>) => {
      const e = de(s, payload.clave);
      if (e.bloqueo === 'ajeno') e.bloqueo = 'soloLectura';
    },
    /** The editor closed: its lock was released, the entry goes (a draft offer with it). */
    edicionCerrada: (s, { payload }: PayloadAction<{ clave: string }>) => {
      delete s[payload.clave];
    },
    /** A draft on the server that differs from what the form shows: "Tiene un borrador del …". */
    borradorOfrecido: (s, { payload }: PayloadAction<{ clave: string; valores: unknown; guardado: number }>) => {
      de(s, payload.clave).ofrecido = { valores: payload.valores, guardado: payload.guardado };
    },
    /** Restored or discarded: the offer goes. */
    ofertaResuelta: (s, { payload }: PayloadAction<{ clave: string }>) => {
      if (s[payload.clave]) delete s[payload.clave].ofrecido;
    },
    /** The server keeps no copy of this draft (too large): said once under the form; null when it does again. */
    borradorSoloAqui: (s, { payload }: PayloadAction<{ clave: string; mensaje: string | null }>) => {
      if (payload.mensaje) de(s, payload.clave).soloAqui = payload.mensaje;
      else if (s[payload.clave]) delete s[payload.clave].soloAqui;
    },
  },
  extraReducers: (b) => {
    b.addCase(loginSucceeded, () => ({}));
    b.addCase(sessionCleared, () => ({}));
  },
});

export const {
  bloqueoPedido,
  bloqueoRespondido,
  bloqueoSinRespuesta,
  verSinEditar,
  edicionCerrada,
  borradorOfrecido,
  ofertaResuelta,
  borradorSoloAqui,
} = edicionSlice.actions;

const comprobando: EstadoEdicion = { bloqueo: 'comprobando' };
/** One item's entry; an item with no entry is being checked. */
export const estadoDeEdicion = (s: EdicionState | undefined, clave: string): EstadoEdicion => s?.[clave] ?? comprobando;

/** The form is shown but cannot be changed: viewed without editing, or taken over. */
export const esSoloLectura = (e: EstadoEdicion) => e.bloqueo === 'soloLectura' || e.bloqueo === 'tomado';

ranuraEdicion.conectar(edicionSlice.reducer);
