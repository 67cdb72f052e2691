// A row's actions: links, or buttons that dispatch a store action (a confirmation).
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import type { DescripcionLista } from './tipos';
import { nombrarConfirmacion } from '../confirmaciones';

export function Acciones<T>({ d, item, chico }: { d: DescripcionLista<T>; item: T; chico?: boolean }) {
  const dispatch = useAppDispatch();
  return d.acciones.map((a) => {
    if (a.solo && !a.solo(item)) return null;
    const clase = `boton boton--${a.variante ?? 'secundario'}${chico ? ' boton--chico' : ''}`;
    const etiqueta = a.etiqueta ? a.etiqueta(item) : `${a.texto} ${d.nombre(item)}`;
    return a.a ? (
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
    );
  });
}
