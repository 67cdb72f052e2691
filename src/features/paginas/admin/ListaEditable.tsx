// What the editor's two lists (key dates, people) share: add, remove and move an item by buttons
// (keyboard, not drag) in a fieldset with its message, each change one new array handed to the form (its draft in the store), and
// the focus kept where the person is working: on the new item's first field, on the moved item's
// button, on a neighbour (or "Agregar") after a removal.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { BotonQuitar } from '@/shared/ui/BotonQuitar';
import '@/shared/ui/campos.css';

export interface ConClave {
  key: string;
}

export function useListaEditable<T extends ConClave>(items: readonly T[], onChange: (items: T[]) => void, nuevo: () => Omit<T, 'key'>) {
  const raiz = useRef<HTMLFieldSetElement>(null);
  const foco = useRef<string | null>(null);
  // the latest list, for a change reported after an await (a photo decoded while a name was typed)
  const actuales = useRef(items);
  useLayoutEffect(() => {
    actuales.current = items;
  });
  useEffect(() => {
    const selector = foco.current;
    if (!selector || !raiz.current) return;
    foco.current = null;
    raiz.current.querySelector<HTMLElement>(selector)?.focus();
  });
  return {
    raiz,
    total: items.length,
    agregar: () => {
      const item = { ...nuevo(), key: randomKey() } as T;
      foco.current = `[data-primero="${item.key}"]`;
      onChange([...items, item]);
    },
    quitar: (i: number) => {
      const resto = items.filter((_, j) => j !== i);
      const vecino = resto[Math.min(i, resto.length - 1)];
      foco.current = vecino ? `[data-primero="${vecino.key}"]` : '[data-agregar]';
      onChange(resto);
    },
    /** Moves item i one place up (-1) or down (1); the focus stays on that item's button (or its other one at an end). */
    mover: (i: number, paso: -1 | 1) => {
      const j = i + paso;
      if (j < 0 || j >= items.length) return;
      const copia = [...items];
      [copia[i], copia[j]] = [copia[j], copia[i]];
      const alFinal = j === 0 || j === items.length - 1;
      foco.current = `[data-mover="${items[i].key}|${alFinal ? -paso : paso}"]`;
      onChange(copia);
    },
    cambiar: (key: string, cambio: Partial<T>) => {
      const nuevos = actuales.current.map((x) => (x.key === key ? { ...x, ...cambio } : x));
      actuales.current = nuevos;
      onChange(nuevos);
    },
  };
}

export type ListaEditable = ReturnType<typeof useListaEditable>;

/** The list's frame: legend, its items, "Agregar…", the limit (`max` items, "Se alcanzó el máximo de 8 fechas."), the list's message. */
export function ListaEnCampo({
  lista: { raiz, agregar: onAgregar, total },
  etiqueta,
  agregar,
  max,
  plural,
  error,
  disabled,
  children,
}: {
  lista: ListaEditable;
  etiqueta: string;
  agregar: string;
  max: number;
  plural: string;
  error?: string | null;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const lleno = total >= max && `Se alcanzó el máximo de ${max} ${plural}.`;
  return (
    <fieldset ref={raiz} className={`miembros lista-editable${error ? ' miembros--error' : ''}`} aria-describedby={error ? `${id}-e` : undefined}>
      <legend className="imagenes__leyenda">{etiqueta}</legend>
      <ol className="lista-editable__items">{children}</ol>
      <button type="button" data-agregar className="boton boton--secundario" disabled={disabled || !!lleno} onClick={onAgregar}>
        {agregar}
      </button>
      {lleno && <p className="imagenes__cuenta">{lleno}</p>}
      {error && (
        <p id={`${id}-e`} className="campo__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** An item's "Subir", "Bajar" and "Quitar", named after the item ("Subir a Ana Ruiz"). */
export function BotonesFila({
  lista: { total, mover, quitar },
  clave,
  nombre,
  i,
  disabled,
}: {
  lista: ListaEditable;
  clave: string;
  nombre: string;
  i: number;
  disabled?: boolean;
}) {
  return (
    <div className="imagenes__acciones lista-editable__botones">
      <button
        type="button"
        className="imagenes__boton"
        data-mover={`${clave}|-1`}
        aria-label={`Subir ${nombre}`}
        disabled={disabled || i === 0}
        onClick={() => mover(i, -1)}
      >
        Subir
      </button>
      <button
        type="button"
        className="imagenes__boton"
        data-mover={`${clave}|1`}
        aria-label={`Bajar ${nombre}`}
        disabled={disabled || i === total - 1}
        onClick={() => mover(i, 1)}
      >
        Bajar
      </button>
      <BotonQuitar etiqueta={`Quitar ${nombre}`} disabled={disabled} onClick={() => quitar(i)} />
    </div>
  );
}
