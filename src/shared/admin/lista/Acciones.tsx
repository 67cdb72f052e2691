// A row's actions as links in one line ("Editar · Duplicar · Vista previa · Dar de baja", issue 43):
// links, or buttons that look like links and dispatch a store action (a confirmation: the danger one
// is still confirmed). With `edicionRapida`, "Edición rápida" opens the row's inline form.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { idDeLista, type DescripcionLista } from './tipos';
import { nombrarConfirmacion } from '../confirmaciones';
import { edicionAbierta } from './listasAdmin';
import { idEnlaceRapida } from './EdicionRapida';

export function Acciones<T>({ d, item, chico }: { d: DescripcionLista<T>; item: T; chico?: boolean }) {
  const dispatch = useAppDispatch();
  const enlaces = d.acciones.flatMap((a) => {
    if (a.solo && !a.solo(item)) return [];
    const clase = `accion-fila${a.variante === 'peligro' ? ' accion-fila--peligro' : ''}${chico ? ' accion-fila--chica' : ''}`;
    const etiqueta = a.etiqueta ? a.etiqueta(item) : `${a.texto} ${d.nombre(item)}`;
    return [
      a.a ? (
        <Link key={a.texto} to={a.a(item)} className={clase} aria-label={etiqueta}>
          {a.texto}
        </Link>
      ) : (
        <button
          key={a.texto}
          type="button"
          className={clase}
          aria-label={etiqueta}
          onClick={() => a.pedir && dispatch(nombrarConfirmacion(a.pedir(item), d.nombre(item)))}
        >
          {a.texto}
        </button>
      ),
    ];
  });
  const rapida = d.edicionRapida;
  if (rapida)
    enlaces.splice(
      1,
      0,
      <button
        key="Edición rápida"
        id={idEnlaceRapida(idDeLista(d), d.clave(item))}
        type="button"
        className="accion-fila"
        aria-label={`Edición rápida de ${d.nombre(item)}`}
        onClick={() => dispatch(edicionAbierta({ lista: idDeLista(d), clave: d.clave(item), campos: rapida.valores(item) }))}
      >
        Edición rápida
      </button>,
    );
  return (
    <span className="acciones-fila">
      {enlaces.map((e, i) => (
        <Fragment key={e.key}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          {e}
        </Fragment>
      ))}
    </span>
  );
}
