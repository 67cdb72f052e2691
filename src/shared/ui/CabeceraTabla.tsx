// A data table's caption, hidden (it is the table's accessible name), and its column headers.
import type { ReactNode } from 'react';

export function CabeceraTabla({ titulo, columnas }: { titulo: ReactNode; columnas: readonly string[] }) {
  return (
    <>
      <caption className="visualmente-oculto">{titulo}</caption>
      <thead>
        <tr>
          {columnas.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
