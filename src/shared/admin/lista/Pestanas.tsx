// The "Activos | Dados de baja" tabs: links that change ?vista= (the search is kept).
import { Link, useSearchParams } from 'react-router-dom';
import { VISTA, VISTA_BAJAS } from './tipos';

export function Pestanas({ bajas }: { bajas: boolean }) {
  const [params] = useSearchParams();
  const a = (vista: string | null) => {
    const p = new URLSearchParams(params);
    if (vista) p.set(VISTA, vista);
    else p.delete(VISTA);
    const s = p.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <nav className="pestanas" aria-label="Vista de la lista">
      <Link to={a(null)} className="pestanas__pestana" aria-current={bajas ? undefined : 'page'} replace>
        Activos
      </Link>
      <Link to={a(VISTA_BAJAS)} className="pestanas__pestana" aria-current={bajas ? 'page' : undefined} replace>
        Dados de baja
      </Link>
    </nav>
  );
}
