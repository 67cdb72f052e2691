// The mount point of an edit page's history: the "Editar | Historial" tabs around the page's form.
// The tab shown lives in the store (historial.ts). "Historial" unmounts the form (its values stay in
// the drafts, docs/decisiones/0012), so coming back after a restore loads the stored item afresh.
// The page holds its item's edit lock (issue 48) while it is open, on either tab: the form is
// read-only while someone else edits it.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { claveHistorial, estadoDeHistorial, pestanaElegida, type EstadoHistorial, type PropsHistorial } from './historial';
import { Historial } from './Historial';
import { EdicionCompartida, SoloLectura } from '../edicion/BloqueoEdicion';
import { AvisoCambios } from '../cambios/AvisoCambios';
import '../lista/pestanas.css';
import './historial.css';

const PESTANAS: { valor: EstadoHistorial['pestana']; texto: string }[] = [
  { valor: 'editar', texto: 'Editar' },
  { valor: 'historial', texto: 'Historial' },
];

export function ConHistorial({ entidad, pk, tipo, children }: PropsHistorial & { children: ReactNode }) {
  const clave = claveHistorial(entidad, pk);
  const { pestana } = useAppSelector((s) => estadoDeHistorial(s.historial, clave));
  const dispatch = useAppDispatch();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = `historial-${entidad}-${pk}`;
  const elegir = (i: number) => {
    dispatch(pestanaElegida({ clave, pestana: PESTANAS[i].valor }));
    refs.current[i]?.focus();
  };
  // the tabs' keys (WAI-ARIA): arrows move between them, Home and End go to the first and last
  const teclas = (e: KeyboardEvent, i: number) => {
    const n = PESTANAS.length;
    const a = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 }[e.key];
    if (a === undefined) return;
    e.preventDefault();
    elegir(a);
  };
  return (
    <EdicionCompartida entidad={entidad} pk={pk}>
      {/* review before publishing (issue 48): a pending or returned change of this item */}
      <AvisoCambios entidad={entidad} pk={pk} />
      <div role="tablist" aria-label="Contenido e historial de cambios" className="pestanas historial__pestanas">
        {PESTANAS.map((p, i) => (
          <button
            key={p.valor}
            ref={(b) => {
              refs.current[i] = b;
            }}
            type="button"
            role="tab"
            id={`${id}-${p.valor}`}
            aria-selected={pestana === p.valor}
            aria-controls={`${id}-panel`}
            tabIndex={pestana === p.valor ? 0 : -1}
            className="pestanas__pestana historial__pestana"
            onClick={() => elegir(i)}
            onKeyDown={(e) => teclas(e, i)}
          >
            {p.texto}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${pestana}`}>
        {pestana === 'historial' ? <Historial entidad={entidad} pk={pk} tipo={tipo} /> : <SoloLectura>{children}</SoloLectura>}
      </div>
    </EdicionCompartida>
  );
}
