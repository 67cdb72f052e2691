// The form of the kit (react-admin's SimpleForm): its values are a draft in the store
// (the borradores slice, keyed by user, form and pk, persisted to IndexedDB), messages local to the
// form, the entity's zod schema from the contract as the one check (the server runs the same), and
// the one submit block: fields and buttons disabled while sending, the server's mensaje in the
// alert dialog on failure with every value kept, a notice and the way back on success (which
// clears the draft). A draft found on arrival is restored with a notice and "Descartar
// borrador"; leaving a changed form asks first (useBlocker), and so does closing the tab.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '../modelo/hooks';
import { alertShown, noticeShown } from '../modelo/ui';
import { borradorDescartado, borradorGuardado, caducado, claveBorrador, escrituraBorradores, type BorradoresState } from '../modelo/borradores';
import { persistirBorradores, borradoresListos } from './persistirBorradores';
import { UltimaModificacion } from './UltimaModificacion';
import { AvisoBorrador, DialogoSinGuardar } from './AvisosFormulario';
import { BorradorServidor, itemDe } from './edicion/BorradorServidor';
import { erroresDe } from '../api/contrato/campos';
import type { RespuestaComun } from '../api/contrato';
import { Boton } from '../ui/Boton';
import { mensajeDe } from './PaginaAdmin';
import { useSalidaProtegida } from './useSalidaProtegida';
import { useConflicto } from './edicion/useConflicto';
import { ConflictoFormulario, type FormularioConConflicto } from './edicion/Conflicto';

import type { OpcionesFormulario } from './opcionesFormulario';
export type { OpcionesFormulario, Resultado } from './opcionesFormulario';

type Errores<V> = Partial<Record<keyof V | '', string>>;

// the first field with a problem, including the list inputs (their fieldset carries the error)
const CON_ERROR = '[aria-invalid="true"], .campo--error input, fieldset[class*="--error"] input';

export function useFormulario<V extends object, R extends RespuestaComun>(o: OpcionesFormulario<V, R>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const store = useStore() as Store<{ borradores: BorradoresState }>;
  const usuario = useAppSelector((s) => s.session.pk_usuario);
  const clave = claveBorrador(usuario, o.clave?.formulario ?? o.clave?.entidad ?? 'formulario', o.clave?.pk ?? null);
  // a draft older than BORRADORES_DIAS (a replayed or long-open state) is never shown
  const borrador = useAppSelector((s) => {
    const b = s.borradores[clave];
    return b && !caducado(b, Date.now()) ? b : undefined;
  });
  // the first values are kept (an edit page's are built from the stored item with fresh keys)
  const [inicial] = useState(o.inicial);
  const valores = (borrador?.valores as V | undefined) ?? inicial;
  const [errores, setErrores] = useState<Errores<V>>({});
  const conflicto = useConflicto(clave);
  const [enviando, setEnviando] = useState(false);
  // the draft found on arrival (or once the stored drafts are back): restored, with a notice
  const [recuperado, setRecuperado] = useState<number | null>(() => (borradoresListos(store) ? (borrador?.guardado ?? null) : null));
  const editado = useRef(false);
  useEffect(() => {
    let vigente = true;
    if (!borradoresListos(store))
      void persistirBorradores(store).then(() => {
        const b = store.getState().borradores[clave];
        if (vigente && b && !caducado(b, Date.now()) && !editado.current) setRecuperado(b.guardado);
      });
    return () => {
      vigente = false;
    };
  }, [store, clave]);

  /**
   * A field's message goes away as soon as it is edited; the others stay until the next submit.
   * A list's message (`revisar`: members, images) goes only once the list passes its check: one
   * name typed of two missing leaves "Hay miembros sin nombre" up until the other is filled in.
   */
  function cambiar<K extends keyof V>(k: K, v: V[K], revisar = false) {
    editado.current = true;
    // from the store, not this render: an image input may report several changes at once
    const actual = (store.getState().borradores[clave]?.valores as V | undefined) ?? inicial;
    const nuevos = { ...actual, [k]: v };
    const version = store.getState().borradores[clave]?.version ?? o.version;
    dispatch(borradorGuardado({ clave, valores: nuevos, guardado: Date.now(), version }));
    const sigue = revisar ? (erroresDe<string>(o.esquema, o.preparar ? o.preparar(nuevos) : nuevos) as Errores<V>)[k] : undefined;
    setErrores((e) => (e[k] && e[k] !== sigue ? { ...e, [k]: sigue } : e));
  }

  // set on the way out (saved, or "Cancelar"): the leave prompt does not stop it
  const saliendo = useRef(false);
  /** "Cancelar": an explicit choice to drop the changes; it leaves without asking and takes the draft with it. */
  const cancelar = useCallback(() => {
    saliendo.current = true;
    dispatch(borradorDescartado(clave));
  }, [dispatch, clave]);

  /** "Descartar borrador": back to the stored item (or an empty form). */
  const descartar = useCallback(() => {
    dispatch(borradorDescartado(clave));
    setRecuperado(null);
    setErrores({});
  }, [dispatch, clave]);

  // a changed form asks before a link leaves it, and the browser asks before the tab closes
  const bloqueo = useSalidaProtegida(borrador !== undefined, saliendo);

  const error = (k: keyof V) => (errores[k] && o.resumen ? 'Campo requerido.' : errores[k]);

  /** Props of a list input (CamposImagen, CamposMiembros): error, disabled, onChange. */
  const lista = <K extends keyof V>(k: K) => ({ error: error(k), disabled: enviando, onChange: (v: V[K]) => cambiar(k, v, true) });

  /** Props of a Campo or CampoSeleccion bound to a text value. */
  const campo = <K extends keyof V>(k: K) => ({
    name: String(k),
    value: valores[k] as string,
    error: error(k),
    disabled: enviando,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => cambiar(k, e.target.value as V[K]),
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const listos = o.preparar ? o.preparar(valores) : valores;
    const encontrados = erroresDe<Extract<keyof V, string>>(o.esquema, listos);
    setErrores(encontrados as Errores<V>);
    if (Object.keys(encontrados).length) {
      const form = e.currentTarget;
      // the first field with a problem gets the focus once the messages are drawn, unless the
      // person already moved to a field in the meantime (their next keystrokes stay where they are)
      const antes = document.activeElement;
      requestAnimationFrame(() => {
        if (document.activeElement === antes) form.querySelector<HTMLElement>(CON_ERROR)?.focus();
      });
      return;
    }
    setEnviando(true);
    const r = await o.enviar(listos, store.getState().borradores[clave]?.version ?? o.version);
    setEnviando(false);
    if (r.data === undefined) {
      if (!conflicto.abrir(r.error, valores)) dispatch(alertShown(mensajeDe(r.error)));
      return;
    }
    conflicto.cerrar();
    dispatch(noticeShown(r.data.mensaje));
    saliendo.current = true;
    dispatch(borradorDescartado(clave));
    // written to IndexedDB now, not within the throttle: a reload right after saving (whose pagehide
    // write may not finish) would otherwise offer the saved values back as a draft
    void escrituraBorradores.escribir();
    setRecuperado(null);
    if (o.alTerminar) o.alTerminar(r.data);
    else void navigate(o.destino ? o.destino(listos) : o.volver);
  }

  const resumen = o.resumen ? Object.values<string | undefined>(errores).find(Boolean) : undefined;
  return {
    valores,
    errores,
    enviando,
    cambiar,
    campo,
    lista,
    onSubmit,
    resumen,
    volver: o.volver,
    recuperado,
    descartar,
    cancelar,
    bloqueo,
    registro: o.clave,
    conflicto,
    claveBorrador: clave,
  };
}

type Formulario = Pick<
  ReturnType<typeof useFormulario>,
  'enviando' | 'onSubmit' | 'resumen' | 'volver' | 'recuperado' | 'descartar' | 'cancelar' | 'bloqueo' | 'registro' | 'claveBorrador'
> &
  FormularioConConflicto;

/**
 * The <form> with its summary message, the fields, and "Cancelar" + the submit button.
 * `incrustado`: a form that is one part of a page's card (the account page): no frame of its own
 * and no "Cancelar" (the page has its way back); `acciones` go before the submit button.
 */
export function FormularioAdmin({
  f,
  enviar,
  children,
  incrustado = false,
  acciones,
}: {
  f: Formulario;
  enviar: string;
  children: ReactNode;
  incrustado?: boolean;
  acciones?: ReactNode;
}) {
  return (
    <form className={incrustado ? 'formulario formulario--incrustado' : 'formulario'} onSubmit={f.onSubmit} noValidate>
      {f.registro?.pk && f.registro.tipo && <UltimaModificacion entidad={f.registro.entidad} pk={f.registro.pk} tipo={f.registro.tipo} />}
      <AvisoBorrador recuperado={f.recuperado} descartar={f.descartar} enviando={f.enviando} />
      <BorradorServidor item={itemDe(f.registro)} clave={f.claveBorrador} enviando={f.enviando} />
      <DialogoSinGuardar bloqueo={f.bloqueo} />
      <ConflictoFormulario f={f} />
      {f.resumen && (
        <p className="formulario__fallo" role="alert">
          {f.resumen}
        </p>
      )}
      {children}
      <div className="formulario__acciones">
        {!incrustado && (
          <Link
            to={f.volver}
            className="boton boton--secundario"
            aria-disabled={f.enviando || undefined}
            onClick={(e) => (f.enviando ? e.preventDefault() : f.cancelar())}
          >
            Cancelar
          </Link>
        )}
        {acciones}
        <Boton type="submit" cargando={f.enviando}>
          {f.enviando ? 'Guardando…' : enviar}
        </Boton>
      </div>
    </form>
  );
}
