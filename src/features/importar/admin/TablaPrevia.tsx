// The preview's rows (issue 43): each row's line in the file, its title, and each problem next to
// the column it belongs to; the counts of valid rows and rows with errors above it.
import type { FilaPrevia } from '@/shared/api/contrato/importaciones';
import { CabeceraTabla } from '@/shared/ui/CabeceraTabla';

export function TablaPrevia({ filas, validas, conErrores }: { filas: readonly FilaPrevia[]; validas: number; conErrores: number }) {
  return (
    <section aria-labelledby="previa-titulo" className="importar__previa">
      <h2 id="previa-titulo">Vista previa</h2>
      <p role="status">
        {validas === 1 ? '1 fila válida' : `${validas} filas válidas`}, {conErrores === 1 ? '1 fila con errores' : `${conErrores} filas con errores`}.
      </p>
      <table className="tabla-admin importar__tabla">
        <CabeceraTabla titulo="Filas de la hoja de cálculo" columnas={['Fila', 'Título', 'Resultado']} />
        <tbody>
          {filas.map((f) => (
            <tr key={f.linea} className={f.errores.length ? 'importar__fila--error' : undefined}>
              <td>{f.linea}</td>
              <th scope="row">{f.titulo || '(sin título)'}</th>
              <td>
                {f.errores.length === 0 ? (
                  <span className="importar__ok">Lista para importar</span>
                ) : (
                  <ul className="importar__errores">
                    {f.errores.map((e, i) => (
                      <li key={i}>
                        {e.columna ? <strong>{e.columna}: </strong> : null}
                        {e.mensaje}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
