// "Duplicar" on an edit page (docs/decisiones/0059-duplicar-y-atajos.md): the same confirmation as the
// list's row action; the copy is made unpublished and its own edit page opens with the notice.
import { useAppDispatch } from '@/shared/modelo/hooks';
import type { Funcion } from '@/shared/api/contrato';
import type { TipoTag } from '@/shared/api/etiquetas';
import { confirmarDuplicar, nombrarConfirmacion } from './confirmaciones';
import type { AccionFila } from './lista/tipos';

interface Props {
  funcion: Funcion;
  tipo: TipoTag;
  pk: number;
  /** The edit page's route pattern (`rutas.admin.<x>.editar.patron`). */
  editar: string;
  /** "este proyecto", "este evento". */
  que: string;
  nombre: string;
}

export function BotonDuplicar({ funcion, tipo, pk, editar, que, nombre }: Props) {
  const dispatch = useAppDispatch();
  return (
    <p className="acciones-edicion">
      <button
        type="button"
        className="boton boton--secundario boton--chico"
        aria-label={`Duplicar ${nombre}`}
        onClick={() => dispatch(nombrarConfirmacion(confirmarDuplicar(funcion, tipo, pk, editar, que), nombre))}
      >
        Duplicar
      </button>
    </p>
  );
}

/** The list's row action "Duplicar" (its confirmation names the row, like every row action's). */
export function accionDuplicar<T>(funcion: Funcion, tipo: TipoTag, editar: string, que: string, pkDe: (item: T) => number): AccionFila<T> {
  return { texto: 'Duplicar', pedir: (item) => confirmarDuplicar(funcion, tipo, pkDe(item), editar, que) };
}
