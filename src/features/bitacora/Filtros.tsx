// The filters form of a bitácora view (the trail and the security events alike): a few selects
// ("Todos"/"Todas" first) and "Desde"/"Hasta" dates, every value read from and written to the URL.
import { useId } from 'react';

export interface Opciones<K extends string> {
  /** The URL parameter the select writes. */
  campo: K;
  etiqueta: string;
  /** The first option's text, which clears the filter. */
  todos: string;
  opciones: readonly (readonly [valor: string | number, texto: string])[];
}

type Fecha = 'desde' | 'hasta';

interface Props<K extends string> {
  etiqueta: string;
  selects: Opciones<K>[];
  /** The view's filters in the URL (useFiltroEnUrl.ts): each control shows and writes its parameter. */
  url: { params: URLSearchParams; cambiar: (campo: K | Fecha, valor: string) => void };
}

const FECHAS: { campo: Fecha; etiqueta: string }[] = [
  { campo: 'desde', etiqueta: 'Desde' },
  { campo: 'hasta', etiqueta: 'Hasta' },
];

export function Filtros<K extends string>({ etiqueta, selects, url: { params, cambiar } }: Props<K>) {
  const id = useId();
  const valor = (campo: K | Fecha) => params.get(campo) ?? '';
  return (
    <form className="bitacora__filtros" role="search" aria-label={etiqueta} onSubmit={(e) => e.preventDefault()}>
      {selects.map((s) => (
        <div className="campo" key={s.campo}>
          <label className="campo__etiqueta" htmlFor={`${id}-${s.campo}`}>
            {s.etiqueta}
          </label>
          <select id={`${id}-${s.campo}`} className="campo__control" value={valor(s.campo)} onChange={(e) => cambiar(s.campo, e.target.value)}>
            <option value="">{s.todos}</option>
            {s.opciones.map(([v, texto]) => (
              <option key={v} value={v}>
                {texto}
              </option>
            ))}
          </select>
        </div>
      ))}
      {FECHAS.map(({ campo, etiqueta: texto }) => (
        <div className="campo" key={campo}>
          <label className="campo__etiqueta" htmlFor={`${id}-${campo}`}>
            {texto}
          </label>
          <input id={`${id}-${campo}`} type="date" className="campo__control" value={valor(campo)} onChange={(e) => cambiar(campo, e.target.value)} />
        </div>
      ))}
    </form>
  );
}
