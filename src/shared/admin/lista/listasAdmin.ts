// listasAdmin slice: the visible state of each admin list (page, ticked filters, selected rows)
// as replayable data, keyed by the list's id. Never persisted (the store persists `session` only),
// and emptied at login and logout: a shared lab computer keeps no admin's selection. The search
// text and the "Dados de baja" tab stay in the URL (?q=, ?vista=), where a link can share them.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginSucceeded, sessionCleared } from '@/shared/modelo/sesion';
import { ranuraListas, type EstadoLista, type ListasAdminState } from '@/shared/modelo/ranuraListas';

export type { EstadoLista, ListasAdminState };

export const listaInicial: EstadoLista = { pagina: { n: 1, busqueda: '' }, filtros: [], seleccion: [] };

export const listasAdminInicial: ListasAdminState = {};

/** The list's entry, created fresh (never sharing listaInicial's arrays, which the store freezes). */
const de = (s: ListasAdminState, lista: string): EstadoLista => (s[lista] ??= { pagina: { n: 1, busqueda: '' }, filtros: [], seleccion: [] });

export const listasAdminSlice = createSlice({
  name: 'listasAdmin',
  initialState: listasAdminInicial,
  reducers: {
    /** "Siguiente", "Anterior": page `n` of the rows matching `busqueda`. */
    paginaElegida: (s, { payload }: PayloadAction<{ lista: string; n: number; busqueda: string }>) => {
      de(s, payload.lista).pagina = { n: Math.max(1, Math.floor(payload.n) || 1), busqueda: payload.busqueda };
    },
    /** A filter ticked or unticked: other rows match, so the list starts again at page 1. */
    filtroAlternado: (s, { payload }: PayloadAction<{ lista: string; etiqueta: string; activo: boolean }>) => {
      const l = de(s, payload.lista);
      const sin = l.filtros.filter((f) => f !== payload.etiqueta);
      l.filtros = payload.activo ? [...sin, payload.etiqueta] : sin;
      l.pagina.n = 1;
    },
    /** Rows ticked (`si`) or unticked: one row, or every row of the page. */
    seleccionCambiada: (s, { payload }: PayloadAction<{ lista: string; claves: number[]; si: boolean }>) => {
      const l = de(s, payload.lista);
      if (!payload.si) {
        const quitar = new Set(payload.claves);
        l.seleccion = l.seleccion.filter((k) => !quitar.has(k));
        return;
      }
      const ya = new Set(l.seleccion);
      const nuevas = payload.claves.filter((k) => !ya.has(k) && Boolean(ya.add(k)));
      l.seleccion = [...l.seleccion, ...nuevas];
    },
    /** Select filters or the order chosen (the address's values): other rows match, so page 1. */
    valoresElegidos: (s, { payload }: PayloadAction<{ lista: string; valores: Record<string, string> }>) => {
      const l = de(s, payload.lista);
      const antes = JSON.stringify(l.valores ?? {});
      l.valores = Object.fromEntries(Object.entries(payload.valores).filter(([, v]) => v !== ''));
      if (JSON.stringify(l.valores) !== antes) l.pagina.n = 1;
    },
    /** The date-time typed for a bulk "Programar publicación / retiro". */
    fechaLoteCambiada: (s, { payload }: PayloadAction<{ lista: string; fecha: string }>) => {
      de(s, payload.lista).fechaLote = payload.fecha;
    },
    /** "Edición rápida" opened on a row (its fields as they are), a field typed, or closed (null). */
    edicionAbierta: (s, { payload }: PayloadAction<{ lista: string; clave: number; campos: Record<string, string> }>) => {
      de(s, payload.lista).edicion = { clave: payload.clave, campos: payload.campos };
    },
    edicionCambiada: (s, { payload }: PayloadAction<{ lista: string; campo: string; valor: string }>) => {
      const e = de(s, payload.lista).edicion;
      if (e) e.campos[payload.campo] = payload.valor;
    },
    /** Its save sent (the form waits), or refused (the server's message under it). */
    edicionEnviada: (s, { payload }: PayloadAction<{ lista: string }>) => {
      const e = s[payload.lista]?.edicion;
      if (e) Object.assign(e, { enviando: true, error: undefined });
    },
    edicionFallida: (s, { payload }: PayloadAction<{ lista: string; mensaje: string }>) => {
      const e = s[payload.lista]?.edicion;
      if (e) Object.assign(e, { enviando: false, error: payload.mensaje });
    },
    edicionCerrada: (s, { payload }: PayloadAction<{ lista: string }>) => {
      if (s[payload.lista]) s[payload.lista].edicion = null;
    },
    /** "Quitar selección". */
    seleccionQuitada: (s, { payload }: PayloadAction<{ lista: string }>) => {
      if (s[payload.lista]) s[payload.lista].seleccion = [];
    },
  },
  extraReducers: (b) => {
    b.addCase(loginSucceeded, () => listasAdminInicial);
    b.addCase(sessionCleared, () => listasAdminInicial);
  },
});

export const {
  paginaElegida,
  filtroAlternado,
  seleccionCambiada,
  seleccionQuitada,
  valoresElegidos,
  fechaLoteCambiada,
  edicionAbierta,
  edicionCambiada,
  edicionCerrada,
  edicionEnviada,
  edicionFallida,
} = listasAdminSlice.actions;

/** One list's state; a list never touched is at page 1 with nothing ticked. */
export const estadoDeLista = (s: ListasAdminState | undefined, lista: string): EstadoLista => s?.[lista] ?? listaInicial;

ranuraListas.conectar(listasAdminSlice.reducer);
