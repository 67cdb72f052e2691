// Who else edits this item (issue 48): an editor wrapped in <EdicionCompartida> takes its item's lock
// (useBloqueoEdicion.ts). Held by someone else on arrival: 'Lo está editando <nombre> desde las
// <hora>.' with "Ver sin editar" and "Tomar el control", and the editor waits for the choice. Viewed
// without editing, or taken over from this tab (what was typed stays, as a draft): the editor inside
// <SoloLectura> is shown disabled under the notice, with "Tomar el control". The notice is the
// store's (edicion.ts), so a QA replay shows the same choice.
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { textoBloqueo, textoTomado, type EntidadEdicion } from '@/shared/api/contrato/edicion';
import { useBloqueoEdicion } from './useBloqueoEdicion';
import { esSoloLectura, type EstadoEdicion } from './edicion';
import '../admin.css';
import './edicion.css';

// the programme's time zone, as the panel's other dates (shared/admin/accion.ts)
const formatoHora = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'America/Mexico_City' });
export const horaDe = (ms: number) => formatoHora.format(new Date(ms));

const SoloLecturaContexto = createContext(false);

function Aviso({ e, tomarControl, verSinEditar }: { e: EstadoEdicion; tomarControl: () => void; verSinEditar: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = e.titular;
  // the person taken over from is told at once: the notice takes the focus (it is read out)
  useEffect(() => {
    if (e.bloqueo === 'tomado') ref.current?.focus();
  }, [e.bloqueo]);
  if (!t || (e.bloqueo !== 'ajeno' && e.bloqueo !== 'soloLectura' && e.bloqueo !== 'tomado')) return null;
  const hora = horaDe(t.desde);
  const texto = e.bloqueo === 'tomado' ? textoTomado(t.nombre, hora) : textoBloqueo(t.nombre, hora);
  return (
    <div ref={ref} tabIndex={-1} className={`aviso-formulario bloqueo bloqueo--${e.bloqueo}`} role="alert" aria-labelledby="bloqueo-texto">
      <p id="bloqueo-texto">
        {texto}
        {t.mismaPersona && ' (Es usted, en otra pestaña o en otro dispositivo.)'}
        {e.bloqueo === 'soloLectura' && ' Está viendo sin editar.'}
      </p>
      <div className="bloqueo__acciones">
        {e.bloqueo === 'ajeno' && (
          <button type="button" className="boton boton--secundario" onClick={verSinEditar}>
            Ver sin editar
          </button>
        )}
        <button type="button" className="boton boton--primario" onClick={tomarControl}>
          Tomar el control
        </button>
      </div>
    </div>
  );
}

/** The lock of one item around its editor (the page's whole editing part: tabs, form, history). */
export function EdicionCompartida({ entidad, pk, children }: { entidad: EntidadEdicion; pk: number; children: ReactNode }) {
  const { estado, tomarControl, verSinEditar } = useBloqueoEdicion(entidad, pk);
  return (
    <SoloLecturaContexto.Provider value={esSoloLectura(estado)}>
      <Aviso e={estado} tomarControl={tomarControl} verSinEditar={verSinEditar} />
      {estado.bloqueo !== 'ajeno' && children}
    </SoloLecturaContexto.Provider>
  );
}

/** The form itself: disabled (every field and button) while the item is viewed without editing or was taken over. */
export function SoloLectura({ children }: { children: ReactNode }) {
  const solo = useContext(SoloLecturaContexto);
  return (
    <fieldset className="solo-lectura" disabled={solo} aria-label={solo ? 'Solo lectura' : undefined}>
      {children}
    </fieldset>
  );
}
