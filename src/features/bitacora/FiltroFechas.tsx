// "Desde" and "Hasta" of a bitácora view's filters (the trail and the security events alike).
type Campo = 'desde' | 'hasta';

interface Props {
  id: string;
  desde: string;
  hasta: string;
  cambiar: (campo: Campo, valor: string) => void;
}

const CAMPOS: { campo: Campo; etiqueta: string; sufijo: string }[] = [
  { campo: 'desde', etiqueta: 'Desde', sufijo: 'd' },
  { campo: 'hasta', etiqueta: 'Hasta', sufijo: 'h' },
];

export function FiltroFechas({ id, cambiar, ...valores }: Props) {
  return (
    <>
      {CAMPOS.map(({ campo, etiqueta, sufijo }) => (
        <div className="campo" key={campo}>
          <label className="campo__etiqueta" htmlFor={`${id}-${sufijo}`}>
            {etiqueta}
          </label>
          <input
            id={`${id}-${sufijo}`}
            type="date"
            className="campo__control"
            value={valores[campo]}
            onChange={(e) => cambiar(campo, e.target.value)}
          />
        </div>
      ))}
    </>
  );
}
