// The list as cards: a thumbnail, the name and its badge, a detail line, a paragraph, the actions.
import { imageUrl } from '@/shared/lib/urlImagen';
import { Acciones } from './Acciones';
import type { DescripcionLista } from './tipos';

function Tarjeta<T>({ d, item }: { d: DescripcionLista<T>; item: T }) {
  const img = d.imagen?.(item);
  return (
    <li className="admin-fila">
      {d.imagen &&
        (img ? (
          <img src={imageUrl(img)} alt="" className={d.foto ? 'admin-fila__foto' : 'admin-fila__img'} width={96} height={60} loading="lazy" />
        ) : (
          <span className="admin-fila__img" />
        ))}
      <div className="admin-fila__texto">
        <h2 className="admin-fila__nombre">
          {d.nombre(item)}
          {d.marca?.(item)}
        </h2>
        {d.detalle && <p className="admin-fila__detalle">{d.detalle(item)}</p>}
        {d.parrafo && <p className="admin-fila__parrafo">{d.parrafo(item)}</p>}
      </div>
      <div className="admin-fila__acciones">
        <Acciones d={d} item={item} />
      </div>
    </li>
  );
}

export function TarjetasLista<T>({ d, visibles }: { d: DescripcionLista<T>; visibles: T[] }) {
  return (
    <ul className="admin-lista" aria-label={d.nombreLista}>
      {visibles.map((i) => (
        <Tarjeta key={d.clave(i)} d={d} item={i} />
      ))}
    </ul>
  );
}
