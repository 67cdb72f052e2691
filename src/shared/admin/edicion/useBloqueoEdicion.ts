// An editor's lock on its item (issue 48): taken when the editor opens, beaten every LATIDO_MS and
// whenever the tab comes back into view (so a person whose lock was taken over is told at once on
// returning, and within LATIDO_MS while looking), released when the editor closes or the page is left.
// What the editor shows is the store's (edicion.ts); this hook only makes the calls.
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { LATIDO_MS, type EntidadEdicion, type RespuestaBloqueo } from '@/shared/api/contrato/edicion';
import { edicionApi } from './api';
import {
  bloqueoPedido,
  bloqueoRespondido,
  bloqueoSinRespuesta,
  claveEdicion,
  edicionCerrada,
  estadoDeEdicion,
  verSinEditar,
  type EdicionState,
} from './edicion';

/** This tab's id for its locks: kept in sessionStorage, so a reload still holds what it held. */
export function idPestana(): string {
  const CLAVE = 'idPestanaEdicion';
  try {
    const guardado = sessionStorage.getItem(CLAVE);
    if (guardado && /^[A-Za-z0-9_-]{8,64}$/.test(guardado)) return guardado;
  } catch {
    // no sessionStorage (a locked-down browser): a new id per page
  }
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  try {
    sessionStorage.setItem(CLAVE, id);
  } catch {
    // see above
  }
  return id;
}

type Llamada = { unwrap(): Promise<RespuestaBloqueo> };

export function useBloqueoEdicion(entidad: EntidadEdicion, pk: number) {
  const dispatch = useAppDispatch();
  const store = useStore() as Store<{ edicion?: EdicionState }>;
  const clave = claveEdicion(entidad, pk);
  const estado = useAppSelector((s) => estadoDeEdicion((s as { edicion?: EdicionState }).edicion, clave));

  // an answer that arrives after the editor closed changes nothing
  const abierto = useRef(false);
  const responder = useCallback(
    async (llamada: Llamada) => {
      try {
        const respuesta = await llamada.unwrap();
        if (abierto.current) dispatch(bloqueoRespondido({ clave, respuesta }));
      } catch {
        if (abierto.current) dispatch(bloqueoSinRespuesta({ clave }));
      }
    },
    [dispatch, clave],
  );

  useEffect(() => {
    const pestana = idPestana();
    const item = { entidad, pk, pestana };
    const actual = () => estadoDeEdicion(store.getState().edicion, clave).bloqueo;
    const tomar = () => responder(dispatch(edicionApi.endpoints.tomarBloqueo.initiate(item, { track: false })));
    const latir = () => {
      // only a tab that holds it (or does not know) beats: a read-only view never takes it by itself
      const b = actual();
      if (b === 'propio' || b === 'sinRespuesta') void responder(dispatch(edicionApi.endpoints.latirBloqueo.initiate(item, { track: false })));
    };
    const soltar = () => {
      if (actual() === 'propio') void dispatch(edicionApi.endpoints.soltarBloqueo.initiate(item, { track: false }));
    };
    abierto.current = true;
    // a replayed state (QA) that shows someone else's lock keeps showing it: its choice is the test;
    // one exported while its tab held the lock shows the editor as that tab did (the exporting tab,
    // often still open, holds it: asking now would answer "someone else"), and the heartbeat finds out
    const previo = estadoDeEdicion(store.getState().edicion, clave).bloqueo;
    if (previo !== 'ajeno' && previo !== 'soloLectura' && previo !== 'tomado' && previo !== 'propio') {
      dispatch(bloqueoPedido({ clave }));
      void tomar();
    }
    const intervalo = setInterval(latir, LATIDO_MS);
    const alVolver = () => {
      if (document.visibilityState === 'visible') latir();
    };
    // a page kept in the back/forward cache comes back holding nothing: it asks again
    const alMostrar = (e: PageTransitionEvent) => {
      if (e.persisted) void tomar();
    };
    document.addEventListener('visibilitychange', alVolver);
    window.addEventListener('focus', alVolver);
    window.addEventListener('pagehide', soltar);
    window.addEventListener('pageshow', alMostrar);
    return () => {
      clearInterval(intervalo);
      document.removeEventListener('visibilitychange', alVolver);
      window.removeEventListener('focus', alVolver);
      window.removeEventListener('pagehide', soltar);
      window.removeEventListener('pageshow', alMostrar);
      soltar();
      abierto.current = false;
      dispatch(edicionCerrada({ clave }));
    };
  }, [dispatch, store, responder, clave, entidad, pk]);

  /** "Tomar el control": takes the lock over whoever holds it. */
  const tomarControl = useCallback(() => {
    const item = { entidad, pk, pestana: idPestana(), forzar: 1 as const };
    void responder(dispatch(edicionApi.endpoints.tomarBloqueo.initiate(item, { track: false })));
  }, [dispatch, responder, entidad, pk]);

  const verSinEditarlo = useCallback(() => dispatch(verSinEditar({ clave })), [dispatch, clave]);

  return { estado, tomarControl, verSinEditar: verSinEditarlo };
}
