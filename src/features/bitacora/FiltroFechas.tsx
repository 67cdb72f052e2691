// "Desde" and "Hasta" of a bitácora view's filters (the trail and the security events alike).
interface Props {
  id: string;
  desde: string;
  hasta: string;
  cambiar: (campo: 'desde' | 'hasta', valor: string) => void;
}

export function FiltroFechas({ id, desde, hasta, cambiar }: Props) {
  return (
    <>
      <div className="campo">
        <label className="campo__etiqueta" htmlFor={`${id}-d`}>
          Desde
        </label>
        <input id={`${id}-d`} type="date" className="campo__control" value={desde} onChange={(e) => cambiar('desde', e.target.value)} />
      </div>
      <div className="campo">
        <label className="campo__etiqueta" htmlFor={`${id}-h`}>
          Hasta
        </label>
        <input id={`${id}-h`} type="date" className="campo__control" value={hasta} onChange={(e) => cambiar('hasta', e.target.value)} />
      </div>
    </>
  );
}
