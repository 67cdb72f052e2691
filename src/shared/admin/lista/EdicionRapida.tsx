// "Edición rápida" (issue 43, decision 0058): a row's few fields (title, term, dates) edited in the
// list, WordPress's Quick Edit. Opened by the row's "Edición rápida" link, Enter saves, Escape
// cancels, and the focus goes back to that link. What it shows — the fields as typed, the wait, the
// refusal — is in the store (listasAdmin's `edicion`), so QA replays it. The save is the entity's own
// edit funcion (the description's `guardar`), audited with its revision like any edit.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { Boton } from '@/shared/ui/Boton';
import { edicionCambiada, edicionCerrada, edicionEnviada, edicionFallida, estadoDeLista } from './listasAdmin';
import { idDeLista, type DescripcionLista } from './tipos';

/** The id of a row's "Edición rápida" link (the focus goes back to it). */
export const idEnlaceRapida = (lista: string, clave: number) => `rapida-${lista.replace(/\W+/g, '-')}-${clave}`;

/** Back to the row's link once the form has gone. */
const volverFoco = (lista: string, clave: number) => setTimeout(() => document.getElementById(idEnlaceRapida(lista, clave))?.focus(), 0);

/** The row's open quick edit, if any (null otherwise). */
export function useEdicionDe(lista: string, clave: number) {
  return useAppSelector((s) => {
    const e = estadoDeLista(s.listasAdmin, lista).edicion;
    return e && e.clave === clave ? e : null;
  });
}

export function EdicionRapida<T>({ d, item }: { d: DescripcionLista<T>; item: T }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const lista = idDeLista(d);
  const clave = d.clave(item);
  const e = useEdicionDe(lista, clave);
  const rapida = d.edicionRapida;
  // opened: the focus goes to its first field (and back to the row's link when it closes)
  const primero = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const abierta = Boolean(e);
  useEffect(() => {
    if (abierta) primero.current?.focus();
  }, [abierta]);
  if (!e || !rapida) return null;
  const cerrar = () => {
    dispatch(edicionCerrada({ lista }));
    volverFoco(lista, clave);
  };
  const guardar = async () => {
    if (e.enviando) return;
    dispatch(edicionEnviada({ lista }));
    try {
      const mensaje = await rapida.guardar(item, e.campos, dispatch);
      dispatch(edicionCerrada({ lista }));
      dispatch(noticeShown(mensaje));
      volverFoco(lista, clave);
    } catch (err) {
      dispatch(edicionFallida({ lista, mensaje: err instanceof Error ? err.message : 'No se pudo guardar.' }));
    }
  };
  const teclas = (ev: KeyboardEvent) => {
    if (ev.key === 'Escape') {
      ev.preventDefault();
      cerrar();
    }
  };
  return (
    <form
      className="edicion-rapida"
      aria-label={`Edición rápida de ${d.nombre(item)}`}
      onSubmit={(ev) => {
        ev.preventDefault();
        void guardar();
      }}
    >
      {rapida.campos.map((c, i) => (
        <p key={c.nombre} className="campo">
          <label htmlFor={`${id}-${c.nombre}`}>{c.etiqueta}</label>{' '}
          {c.tipo === 'select' ? (
            <select
              id={`${id}-${c.nombre}`}
              className="campo__control"
              value={e.campos[c.nombre] ?? ''}
              ref={i === 0 ? primero : undefined}
              onKeyDown={teclas}
              onChange={(ev) => dispatch(edicionCambiada({ lista, campo: c.nombre, valor: ev.target.value }))}
            >
              {c.opciones?.map((o) => (
                <option key={o.valor} value={o.valor}>
                  {o.texto}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${c.nombre}`}
              className="campo__control"
              type={c.tipo ?? 'text'}
              value={e.campos[c.nombre] ?? ''}
              ref={i === 0 ? primero : undefined}
              onKeyDown={teclas}
              onChange={(ev) => dispatch(edicionCambiada({ lista, campo: c.nombre, valor: ev.target.value }))}
            />
          )}
        </p>
      ))}
      <Boton type="submit" cargando={e.enviando} onKeyDown={teclas}>
        Guardar
      </Boton>
      <Boton variante="texto" onClick={cerrar} onKeyDown={teclas}>
        Cancelar
      </Boton>
      {e.error && (
        <p className="campo__error" role="alert">
          {e.error}
        </p>
      )}
    </form>
  );
}
