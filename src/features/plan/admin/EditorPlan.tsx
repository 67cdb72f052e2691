// /panel_admin/plan_estudios: the curriculum editor. Levels → terms → subjects, each added, edited,
// moved up or down by buttons, a subject dragged or sent ("Mover a…") to another term, removed; the changes are a draft (kept in this browser until
// saved or discarded: a reload finds them), "Deshacer" goes back one step, leaving with unsaved
// changes asks first, and saving sends the whole plan (editarPlan). Its state is the store's
// (useEditorPlan.ts): a replayed state shows the same open subject, text and order.
import { fechaHora, fechaHoraUtc } from '@/shared/admin/accion';
import { useEffect, useRef, type RefObject } from 'react';
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { DialogoSinGuardar } from '@/shared/admin/AvisosFormulario';
import { BorradorServidor } from '@/shared/admin/edicion/BorradorServidor';
import { Boton } from '@/shared/ui/Boton';
import { rutas } from '@/shared/rutas';
import { RUTA_PDF_PLAN } from '@/shared/api/contrato/plan';
import { Agregar, Nivel } from './Estructura';
import { ContextoArrastre } from './Arrastre';
import { useEditorPlan, type EditorPlan as Editor } from './useEditorPlan';
import { huecosDelPlan } from './huecos';
import './editor.css';

const PLAN = { entidad: 'plan', pk: 0 } as const;
/** The server keeps the plan as edited, not the steps "Deshacer" goes back through. */
const sinPasos = (v: unknown) => ({ ...(v as object), historial: [] });

/** After a render: the focus where the last action asked (a moved item's button, "Deshacer", the first field with a problem). */
function useFoco(e: Editor, raiz: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = raiz.current;
    const f = form ? e.tomarFoco() : null;
    if (!f || !form) return;
    const de = (sel: string) => form.querySelector<HTMLElement>(sel);
    if (f === 'error') return void de('[aria-invalid="true"], .imagenes--error input')?.focus();
    const b = de(`[data-foco="${f}"]`) as HTMLButtonElement | null;
    const otro = f.startsWith('subir-') ? f.replace('subir-', 'bajar-') : f.replace('bajar-', 'subir-');
    (b && !b.disabled ? b : (de(`[data-foco="${otro}"]`) ?? de('.editor-plan__guardar')))?.focus();
  });
}

function Barra({ e }: { e: Editor }) {
  const ultimo = e.actual?.historial[e.actual.historial.length - 1];
  const enviando = !!e.ui.enviando;
  return (
    <div className="editor-plan__barra">
      <p className="editor-plan__estado" role="status">
        {e.borrador ? `Cambios sin guardar (borrador del ${fechaHora(new Date(e.borrador.guardado).toISOString())}).` : 'Sin cambios por guardar.'}
      </p>
      <div className="editor-plan__botones">
        {ultimo && (
          <button
            type="button"
            className="boton boton--secundario boton--chico"
            data-foco="deshacer"
            aria-label={`Deshacer ${ultimo.que}`}
            disabled={enviando}
            onClick={e.deshacer}
          >
            Deshacer<span className="editor-plan__largo"> {ultimo.que}</span>
          </button>
        )}
        {e.borrador && (
          <button type="button" className="boton boton--secundario boton--chico" disabled={enviando} onClick={e.descartar}>
            Descartar<span className="editor-plan__largo"> cambios</span>
          </button>
        )}
        <Boton type="submit" className="editor-plan__guardar" cargando={enviando}>
          {enviando ? (
            'Guardando…'
          ) : (
            <>
              Guardar<span className="editor-plan__largo"> plan de estudios</span>
            </>
          )}
        </Boton>
      </div>
    </div>
  );
}

/** The numbering check (huecos.ts): said above the plan, never blocking a save. */
function Huecos({ avisos }: { avisos: string[] }) {
  if (!avisos.length) return null;
  return (
    <section className="editor-plan__huecos" aria-labelledby="editor-plan-huecos">
      <h2 id="editor-plan-huecos">Revise la numeración de los cuatrimestres</h2>
      <ul>
        {avisos.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </section>
  );
}

export default function EditorPlan() {
  const e = useEditorPlan();
  const raiz = useRef<HTMLFormElement>(null);
  useFoco(e, raiz);
  const plan = e.actual?.plan;
  return (
    <PaginaAdmin titulo="Plan de estudios" volver={{ a: rutas.admin.panel, texto: 'Panel de administración' }}>
      <ConHistorial entidad="plan" pk={0} tipo="Plan">
        {!plan ? (
          estadoConsulta(e.consulta, 'Cargando el plan de estudios…')
        ) : (
          <form
            ref={raiz}
            className="editor-plan"
            noValidate
            onSubmit={(ev) => {
              ev.preventDefault();
              void e.guardar();
            }}
          >
            <DialogoSinGuardar bloqueo={e.bloqueo} />
            <BorradorServidor item={PLAN} clave={e.claveBorrador} paraServidor={sinPasos} enviando={!!e.ui.enviando} />
            <p className="editor-plan__intro">
              Al guardar, la página de inicio, la búsqueda del sitio y el <a href={RUTA_PDF_PLAN}>plan de estudios en PDF</a> muestran los cambios al
              instante. Mientras tanto se conservan como su borrador, en este navegador y en sus otros dispositivos.
            </p>
            {e.consulta.data && (
              <p className="editor-plan__version">
                Versión publicada: {e.consulta.data.version}, guardada el {fechaHoraUtc(e.consulta.data.actualizado)}.
              </p>
            )}
            <Huecos avisos={huecosDelPlan(plan)} />
            {e.ui.conflicto && (
              <div className="formulario__fallo editor-plan__conflicto" role="alert">
                <p>{e.ui.conflicto}</p>
                <button type="button" className="boton boton--secundario boton--chico" onClick={() => void e.guardar(true)}>
                  Guardar mi versión de todos modos
                </button>
              </div>
            )}
            {e.ui.resumen && (
              <p className="formulario__fallo" role="alert">
                {e.ui.resumen}
              </p>
            )}
            <p className="visualmente-oculto" role="status">
              {e.ui.anuncio}
            </p>
            <ContextoArrastre e={e} plan={plan}>
              {plan.map((nivel, i) => (
                <Nivel key={nivel.key} e={e} nivel={nivel} i={i} total={plan.length} plan={plan} />
              ))}
            </ContextoArrastre>
            <Agregar e={e} grande texto="Agregar nivel académico" alHacer={(key) => e.hacer({ tipo: 'agregar', padre: [], key })} />
            <Barra e={e} />
          </form>
        )}
      </ConHistorial>
    </PaginaAdmin>
  );
}
