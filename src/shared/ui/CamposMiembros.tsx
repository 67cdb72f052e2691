// Dynamic member inputs of the project form: one text input per member, add and remove; a list
// pasted into one adds a member per line (pegarMiembros.ts). Entries
// are { key, nombre, pk } with pk 0 for a new member (docs/SPEC.md §3); keys come from randomKey().
import { useEffect, useId, useRef, type ClipboardEvent } from 'react';
import { randomKey } from '../lib/claveAleatoria';
import { BotonQuitar } from './BotonQuitar';
import { esLista, pegarMiembros, type MiembroForm } from './pegarMiembros';
import './campos.css';

export type { MiembroForm } from './pegarMiembros';

export const PLACEHOLDER_MIEMBRO = 'Nombre del estudiante: ';

interface Props {
  miembros: MiembroForm[];
  onChange: (miembros: MiembroForm[]) => void;
  error?: string | null;
  etiqueta?: string;
  max?: number;
  disabled?: boolean;
  /** Says what a pasted list did (the page's notice: "Se agregaron 4 miembros de la lista pegada."). */
  avisar?: (mensaje: string) => void;
}

export function CamposMiembros({ miembros, onChange, error, etiqueta = 'Miembros del equipo', max = 30, disabled = false, avisar }: Props) {
  const id = useId();
  const raiz = useRef<HTMLFieldSetElement>(null);
  const foco = useRef<string | null>(null);

  useEffect(() => {
    const k = foco.current;
    if (!k || !raiz.current) return;
    foco.current = null;
    const destino =
      k === 'agregar' ? raiz.current.querySelector<HTMLElement>('[data-agregar]') : raiz.current.querySelector<HTMLElement>(`[data-miembro="${k}"]`);
    destino?.focus();
  });

  function agregar() {
    const nuevo = { key: randomKey(), nombre: '', pk: 0 };
    foco.current = nuevo.key;
    onChange([...miembros, nuevo]);
  }

  function quitar(i: number) {
    const resto = miembros.filter((_, j) => j !== i);
    foco.current = resto[Math.min(i, resto.length - 1)]?.key ?? 'agregar';
    onChange(resto);
  }

  // a list pasted into a member's field: one member per line (a single line pastes as usual)
  function pegar(i: number, e: ClipboardEvent<HTMLInputElement>) {
    const texto = e.clipboardData.getData('text/plain');
    if (!esLista(texto)) return;
    e.preventDefault();
    const r = pegarMiembros(miembros, i, texto, max);
    if (r.ultimo) foco.current = r.ultimo;
    onChange(r.miembros);
    avisar?.(r.mensaje);
  }

  const lleno = miembros.length >= max;
  return (
    <fieldset ref={raiz} className={`miembros${error ? ' miembros--error' : ''}`} aria-describedby={error ? `${id}-e` : undefined}>
      <legend className="imagenes__leyenda">{etiqueta}</legend>
      <p id={`${id}-ayuda`} className="campo__ayuda">
        Puede pegar una lista con un nombre por línea: se agrega un miembro por cada línea.
      </p>
      {miembros.length > 0 && (
        <ol className="miembros__lista">
          {miembros.map((m, i) => (
            <li key={m.key} className="miembros__fila">
              <label htmlFor={`${id}-${m.key}`} className="visualmente-oculto">
                Miembro {i + 1}
              </label>
              <input
                id={`${id}-${m.key}`}
                data-miembro={m.key}
                className="campo__control"
                placeholder={PLACEHOLDER_MIEMBRO}
                value={m.nombre}
                maxLength={120}
                autoComplete="off"
                disabled={disabled}
                aria-invalid={error && !m.nombre.trim() ? true : undefined}
                aria-describedby={`${id}-ayuda`}
                onPaste={(e) => pegar(i, e)}
                onChange={(e) => onChange(miembros.map((x) => (x.key === m.key ? { ...x, nombre: e.target.value } : x)))}
              />
              <BotonQuitar
                etiqueta={`Quitar miembro ${i + 1}${m.nombre.trim() ? ` (${m.nombre.trim()})` : ''}`}
                disabled={disabled}
                onClick={() => quitar(i)}
              />
            </li>
          ))}
        </ol>
      )}
      <button type="button" data-agregar className="boton boton--secundario" disabled={disabled || lleno} onClick={agregar}>
        Agregar miembro
      </button>
      {lleno && <p className="imagenes__cuenta">Se alcanzó el máximo de {max} miembros.</p>}
      {error && (
        <p id={`${id}-e`} className="campo__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
