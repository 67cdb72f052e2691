// The curriculum editor's state and what it does, all in the store: the draft (borradores, keyed by
// user: persisted with the kit's drafts, so unsaved changes survive a reload), and what the page
// shows of itself (formularios 'plan': the open subject, sending, a refused save's conflict and
// summary, the message beside each field by its path in the plan). Saving checks the plan with the
// contract's schema first, then sends it whole with the version it started from.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { borradorDescartado, borradorGuardado, caducado, claveBorrador, escrituraBorradores, type BorradoresState } from '@/shared/modelo/borradores';
import { persistirBorradores } from '@/shared/admin/persistirBorradores';
import { useSalidaProtegida } from '@/shared/admin/useSalidaProtegida';
import { campoDeError, estadoDeError, mensajeDeError } from '@/shared/api/errores';
import { revisarPlan } from '@/shared/api/contrato/plan.esquema';
import { useEditarPlanMutation, useTraerPlanQuery } from '../edicionApi';
import { aPlan, aplicar, deshacer, desdePlan, type BorradorPlan, type Cambio, type NivelEditado, type Ruta } from './modelo';

/** The editor's entry in the formularios slice. */
export const FORMULARIO_PLAN = 'plan';

/** The subject (its key) a field's path points into ("0.cuatrimestres.1.materias.2.nombre"), if any. */
export function materiaDe(plan: NivelEditado[], campo: string): string | undefined {
  const [i, , j, , k] = campo.split('.').map(Number);
  return plan[i]?.cuatrimestres[j]?.materias[k]?.key;
}

export function useEditorPlan() {
  const dispatch = useAppDispatch();
  const store = useStore() as Store<{ borradores: BorradoresState }>;
  const usuario = useAppSelector((s) => s.session.pk_usuario);
  const clave = claveBorrador(usuario, 'plan', null);
  const consulta = useTraerPlanQuery();
  const [editarPlan] = useEditarPlanMutation();
  const ui = useFormularioGuardado(FORMULARIO_PLAN);
  const borrador = useAppSelector((s) => {
    const b = s.borradores[clave];
    return b && !caducado(b, Date.now()) ? b : undefined;
  });
  useEffect(() => void persistirBorradores(store), [store]);

  const guardado = consulta.data;
  const inicial = useMemo<BorradorPlan | undefined>(
    () => guardado && { base: guardado.version, plan: desdePlan(guardado.plan), historial: [] },
    [guardado],
  );
  const actual = (borrador?.valores as BorradorPlan | undefined) ?? inicial;
  const saliendo = useRef(false);
  const bloqueo = useSalidaProtegida(borrador !== undefined, saliendo);
  /** Where the focus goes after the next render (a moved item's button, "Deshacer"). */
  const foco = useRef<string | null>(null);

  const leer = useCallback(() => (store.getState().borradores[clave]?.valores as BorradorPlan | undefined) ?? inicial, [store, clave, inicial]);
  const poner = useCallback((valores: BorradorPlan) => dispatch(borradorGuardado({ clave, valores, guardado: Date.now() })), [dispatch, clave]);

  /** One change; its field's message goes (a structural change clears them all: their paths moved). */
  const hacer = useCallback(
    (c: Cambio, campo?: string) => {
      const b = leer();
      if (!b) return;
      poner(aplicar(b, c));
      const { errores } = ui;
      const suyas = Object.keys(errores).filter((k) => errores[k] && (campo === undefined || k === campo || k.startsWith(`${campo}.`)));
      if (suyas.length) ui.mostrarErrores(campo === undefined ? {} : { ...errores, ...Object.fromEntries(suyas.map((k) => [k, null])) });
    },
    [leer, poner, ui],
  );

  /** A subject to another term (drag and drop or "Mover a…"): the focus follows it, and it is announced. */
  const trasladar = useCallback(
    (ruta: Ruta, destino: Ruta, indice?: number) => {
      foco.current = `abrir-${ruta[ruta.length - 1]}`;
      hacer({ tipo: 'trasladar', ruta, destino, ...(indice === undefined ? {} : { indice }) });
      const que = leer()?.historial.at(-1)?.que ?? '';
      ui.escribir('anuncio', que ? `Se movió ${que.replace(/^el paso de /, '')}.` : '');
    },
    [hacer, leer, ui],
  );

  const deshacerUltimo = useCallback(() => {
    const b = leer();
    if (b?.historial.length) poner(deshacer(b));
    ui.mostrarErrores({});
  }, [leer, poner, ui]);

  /** "Descartar cambios": back to the stored plan. */
  const descartar = useCallback(() => {
    dispatch(borradorDescartado(clave));
    ui.vaciar();
  }, [dispatch, clave, ui]);

  const abrir = useCallback((key: string) => ui.escribir('abierta', ui.valores.abierta === key ? '' : key), [ui]);

  async function guardar(reemplazar = false) {
    const b = leer();
    if (!b || ui.valores.enviando) return;
    ui.escribir('conflicto', '');
    const r = revisarPlan(aPlan(b.plan));
    if (r.problemas) {
      const errores: Record<string, string> = {};
      for (const p of r.problemas) errores[p.campo] ??= p.mensaje;
      ui.mostrarErrores(errores);
      const n = Object.keys(errores).length;
      ui.escribir('resumen', `${n === 1 ? 'Revise el campo marcado' : `Revise los ${n} campos marcados`}. ${r.problemas[0].completo}`);
      const abierta = materiaDe(b.plan, r.problemas[0].campo);
      if (abierta) ui.escribir('abierta', abierta);
      foco.current = 'error';
      return;
    }
    ui.escribir('enviando', '1');
    ui.escribir('resumen', '');
    const version = reemplazar ? (await consulta.refetch()).data?.version : b.base;
    const res = await editarPlan({ plan: r.plan, ...(version !== undefined ? { version } : {}) });
    ui.escribir('enviando', '');
    if (res.error !== undefined) {
      const mensaje = mensajeDeError(res.error);
      const campo = campoDeError(res.error);
      if (estadoDeError(res.error) === 409) ui.escribir('conflicto', mensaje);
      else if (campo !== undefined) {
        ui.mostrarErrores({ [campo]: mensaje });
        ui.escribir('resumen', mensaje);
        const abierta = materiaDe(b.plan, campo);
        if (abierta) ui.escribir('abierta', abierta);
        foco.current = 'error';
      } else dispatch(alertShown(mensaje));
      return;
    }
    dispatch(noticeShown(res.data.mensaje));
    saliendo.current = true;
    dispatch(borradorDescartado(clave));
    // written to IndexedDB now: a reload right after saving must not offer the saved plan as a draft
    void escrituraBorradores.escribir();
    ui.vaciar();
    saliendo.current = false;
  }

  const error = useCallback(
    (campo: string, conHijos = false) => {
      const e = ui.errores;
      if (e[campo]) return e[campo];
      if (conHijos) for (const [k, v] of Object.entries(e)) if (v && k.startsWith(`${campo}.`)) return v;
      return undefined;
    },
    [ui.errores],
  );

  return {
    consulta,
    actual,
    borrador,
    ui: ui.valores,
    hacer,
    trasladar,
    deshacer: deshacerUltimo,
    descartar,
    abrir,
    guardar,
    error,
    bloqueo,
    claveBorrador: clave,
    /** Asks for the focus on `[data-foco="…"]` (or 'error': the first field with a problem) after the next render. */
    enfocar: (f: string) => void (foco.current = f),
    /** What the last action asked for, once. */
    tomarFoco: () => {
      const f = foco.current;
      foco.current = null;
      return f;
    },
  };
}

export type EditorPlan = ReturnType<typeof useEditorPlan>;
