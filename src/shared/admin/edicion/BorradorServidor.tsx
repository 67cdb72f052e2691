// The draft kept on the server (issue 48): an editor's unsaved values (the borradores slice, kept in
// this browser: docs/decisiones/0012) are also sent to the server, per person and item, a few
// seconds after typing (at most every GUARDAR_MS) and when the editor is left, so they come back on any
// device. On opening, a draft on the server that is newer than what the form shows is offered: 'Tiene
// un borrador del <fecha>.' with "Restaurar borrador" and "Descartar ese borrador". A form's draft
// removed here (saved, "Cancelar", "Descartar borrador") is removed there too. New images' bytes
// never travel in it (they stay in this browser's copy); a draft still too large stays here, said so.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { borradorGuardado, type Borrador, type BorradoresState } from '@/shared/modelo/borradores';
import { persistirBorradores } from '../persistirBorradores';
import { fechaRevision } from '../historial/fecha';
import {
  ENTIDADES_EDICION,
  MAX_BORRADOR_BYTES,
  MENSAJES_EDICION,
  UNICAS_EDICION,
  textoBorrador,
  type EntidadEdicion,
} from '@/shared/api/contrato/edicion';
import { mensajeDeError } from '@/shared/api/errores';
import { edicionApi } from './api';
import { borradorOfrecido, borradorSoloAqui, claveEdicion, estadoDeEdicion, ofertaResuelta, type EdicionState } from './edicion';
import '../admin.css';
import './edicion.css';

/** A form's draft goes to the server at most this often while typing. */
export const GUARDAR_MS = 3_000;

interface Estado {
  borradores: BorradoresState;
  edicion?: EdicionState;
}

/** The item a kit form edits, when it has a draft on the server: an existing item (or a one-row one). */
export function itemDe(registro: { entidad: string; pk: number | null } | undefined): { entidad: EntidadEdicion; pk: number } | null {
  if (!registro || !(ENTIDADES_EDICION as readonly string[]).includes(registro.entidad)) return null;
  const entidad = registro.entidad as EntidadEdicion;
  if (UNICAS_EDICION.includes(entidad)) return { entidad, pk: 0 };
  return registro.pk !== null && registro.pk > 0 ? { entidad, pk: registro.pk } : null;
}

/** What travels: the values without new images' bytes (a data URL: its item in a list is left out, a lone one becomes ''). */
export function sinBytes(v: unknown): unknown {
  const conBytes = (x: unknown): boolean =>
    typeof x === 'string'
      ? x.startsWith('data:')
      : typeof x === 'object' && x !== null && Object.values(x).some((y) => typeof y === 'string' && y.startsWith('data:'));
  if (typeof v === 'string') return v.startsWith('data:') ? '' : v;
  if (Array.isArray(v)) return v.filter((x) => !(typeof x === 'object' && x !== null && conBytes(x))).map(sinBytes);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sinBytes(x)]));
  return v;
}

interface Props {
  item: { entidad: EntidadEdicion; pk: number } | null;
  /** The form's key in the borradores slice. */
  clave: string;
  /** What of the values the server keeps (the curriculum leaves its undo steps here). */
  paraServidor?: (valores: unknown) => unknown;
  enviando?: boolean;
}

export function BorradorServidor(p: Props) {
  return p.item ? <Sincronizar {...p} item={p.item} /> : null;
}

function Sincronizar({ item: dado, clave, paraServidor, enviando }: Props & { item: { entidad: EntidadEdicion; pk: number } }) {
  const dispatch = useAppDispatch();
  // the same item across renders (the form builds a new object each time)
  const item = useMemo(() => ({ entidad: dado.entidad, pk: dado.pk }), [dado.entidad, dado.pk]);
  const store = useStore() as Store<Estado>;
  const claveItem = claveEdicion(item.entidad, item.pk);
  const local = useAppSelector((s) => (s as Estado).borradores[clave]) as Borrador | undefined;
  const e = useAppSelector((s) => estadoDeEdicion((s as Estado).edicion, claveItem));
  const listo = useRef(false);
  const habia = useRef(false);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  const preparar = useCallback((v: unknown) => sinBytes(paraServidor ? paraServidor(v) : v), [paraServidor]);

  const subir = useCallback(() => {
    temporizador.current = null;
    const b = store.getState().borradores[clave];
    if (!b) return;
    const valores = JSON.stringify(preparar(b.valores));
    if (new TextEncoder().encode(valores).length > MAX_BORRADOR_BYTES)
      return void dispatch(borradorSoloAqui({ clave: claveItem, mensaje: MENSAJES_EDICION.grande }));
    void dispatch(edicionApi.endpoints.guardarBorrador.initiate({ ...item, valores }, { track: false }))
      .unwrap()
      .then(
        () => dispatch(borradorSoloAqui({ clave: claveItem, mensaje: null })),
        (error: unknown) =>
          mensajeDeError(error) === MENSAJES_EDICION.grande && dispatch(borradorSoloAqui({ clave: claveItem, mensaje: MENSAJES_EDICION.grande })),
      );
  }, [dispatch, store, clave, claveItem, item, preparar]);

  // on opening: the server's draft against this browser's (once the stored ones are back)
  useEffect(() => {
    let vigente = true;
    void (async () => {
      await persistirBorradores(store);
      let remoto: { valores: unknown; guardado: number } | null = null;
      try {
        remoto = (await dispatch(edicionApi.endpoints.traerBorrador.initiate(item, { track: false })).unwrap()).borrador;
      } catch {
        // no answer: this browser's copy goes on being kept, and sent with the next change
      }
      if (!vigente) return;
      const mio = store.getState().borradores[clave];
      listo.current = true;
      habia.current = !!mio;
      if (remoto && !(mio && JSON.stringify(preparar(mio.valores)) === JSON.stringify(remoto.valores))) {
        if (!mio || remoto.guardado > mio.guardado) return void dispatch(borradorOfrecido({ clave: claveItem, ...remoto }));
      }
      if (mio && !remoto) subir();
      else if (mio && remoto && remoto.guardado <= mio.guardado) subir();
    })();
    return () => {
      vigente = false;
    };
    // once per opened form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // each change: sent within GUARDAR_MS (not while a draft is offered: it would replace it); a draft
  // removed here (saved, cancelled, discarded) is removed there
  const ofrecido = e.ofrecido !== undefined;
  useEffect(() => {
    if (!listo.current || ofrecido) return;
    if (!local) {
      if (habia.current) {
        habia.current = false;
        if (temporizador.current) clearTimeout(temporizador.current);
        temporizador.current = null;
        void dispatch(edicionApi.endpoints.descartarBorrador.initiate(item, { track: false }));
      }
      return;
    }
    habia.current = true;
    temporizador.current ??= setTimeout(subir, GUARDAR_MS);
  }, [local, ofrecido, dispatch, item, subir]);

  // leaving the editor (or the page): what is waiting goes now
  useEffect(() => {
    const ahora = () => {
      if (temporizador.current) {
        clearTimeout(temporizador.current);
        subir();
      }
    };
    window.addEventListener('pagehide', ahora);
    return () => {
      window.removeEventListener('pagehide', ahora);
      ahora();
    };
  }, [subir]);

  const restaurar = () => {
    if (!e.ofrecido) return;
    dispatch(borradorGuardado({ clave, valores: e.ofrecido.valores, guardado: Date.now() }));
    dispatch(ofertaResuelta({ clave: claveItem }));
  };
  const descartar = () => {
    dispatch(ofertaResuelta({ clave: claveItem }));
    void dispatch(edicionApi.endpoints.descartarBorrador.initiate(item, { track: false }));
  };

  if (e.ofrecido)
    return (
      <div className="aviso-formulario borrador-servidor" role="status">
        <p>{textoBorrador(fechaRevision(new Date(e.ofrecido.guardado).toISOString()))}</p>
        <div className="borrador-servidor__acciones">
          <button type="button" className="boton boton--primario boton--chico" onClick={restaurar} disabled={enviando}>
            Restaurar borrador
          </button>
          <button type="button" className="boton boton--secundario boton--chico" onClick={descartar} disabled={enviando}>
            Descartar ese borrador
          </button>
        </div>
      </div>
    );
  if (e.soloAqui)
    return (
      <p className="aviso-formulario borrador-servidor borrador-servidor--aqui" role="status">
        {e.soloAqui}
      </p>
    );
  return null;
}
