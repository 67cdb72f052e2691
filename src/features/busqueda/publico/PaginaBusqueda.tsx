// /buscar?q=…&pagina=…: the site search's results, best first, each with its kind, its title and a
// snippet whose searched words are marked (<mark>, React text: a result never injects markup), 10
// a page. The query lives in the URL (a link or the back button brings the same page) and its
// answer in the store's api slice. Nothing found: SinResultadosBusqueda's ways on. Server-rendered like the other public pages; never indexed.
import { Link, useSearchParams } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { mensajeDeError } from '@/shared/api/errores';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { MAX_BUSQUEDA, MENSAJES_BUSQUEDA, type Trozo } from '@/shared/api/contrato/busqueda';
import { busquedaApi, useBuscarQuery } from '../api';
import { SinResultadosBusqueda } from './SinResultadosBusqueda';
import '../busqueda.css';

export interface ArgsBusqueda {
  q: string;
  pagina: number;
}

/** The query of a URL, and whether it is long enough to send (the server checks the same). */
export function consultaDe(params: URLSearchParams): ArgsBusqueda & { valida: boolean } {
  const q = (params.get('q') ?? '').slice(0, MAX_BUSQUEDA);
  const n = Number(params.get('pagina'));
  const pagina = Number.isInteger(n) && n >= 1 && n <= 100 ? n : 1;
  const valida = /[\p{L}\p{N}]{2}/u.test(q.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  return { q, pagina, valida };
}

export const datos: DatosRuta = async ({ url, dispatch }) => {
  const { q, pagina, valida } = consultaDe(url.searchParams);
  if (valida) await pedir(dispatch, busquedaApi.endpoints.buscar, { q, pagina: String(pagina) });
};

function Texto({ trozos }: { trozos: Trozo[] }) {
  return <>{trozos.map((t, i) => (t.marca ? <mark key={i}>{t.texto}</mark> : <span key={i}>{t.texto}</span>))}</>;
}

export default function PaginaBusqueda() {
  const [params] = useSearchParams();
  const { q, pagina, valida } = consultaDe(params);
  const { data, isFetching, error, refetch } = useBuscarQuery({ q, pagina: String(pagina) }, { skip: !valida });
  const h1 = useCabeza(q ? `Búsqueda: ${q}` : 'Buscar', 'Resultados de la búsqueda en el sitio del programa.', { noindex: true });
  const enlace = (p: number) => `/buscar?${new URLSearchParams({ q, ...(p > 1 ? { pagina: String(p) } : {}) }).toString()}`;
  const paginas = data ? Math.ceil(data.total / data.porPagina) : 0;

  let contenido;
  if (!valida) contenido = <SinResultados mensaje={MENSAJES_BUSQUEDA.corta} />;
  else if (error) contenido = <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={() => void refetch()} />;
  else if (!data || (isFetching && data.q !== q)) contenido = <Cargando texto="Buscando…" />;
  else if (!data.resultados.length) contenido = <SinResultadosBusqueda q={q} sugerencias={Array.isArray(data.sugerencias) ? data.sugerencias : []} />;
  else
    contenido = (
      <>
        <p className="busqueda__total" role="status">
          {data.total === 1 ? '1 resultado' : `${data.total} resultados`}
          {paginas > 1 ? ` · página ${data.pagina} de ${paginas}` : ''}
        </p>
        <ol className="busqueda__lista">
          {data.resultados.map((r) => (
            <li key={`${r.tipo}-${r.pk}`} className="tarjeta busqueda__resultado">
              <span className="busqueda__tipo">{r.nombreTipo}</span>
              <h2 className="busqueda__titulo">
                <Link to={r.enlace}>
                  <Texto trozos={r.titulo} />
                </Link>
              </h2>
              <p className="busqueda__fragmento">
                <Texto trozos={r.fragmento} />
              </p>
            </li>
          ))}
        </ol>
        {paginas > 1 && (
          <nav className="busqueda__paginas" aria-label="Páginas de resultados">
            {pagina > 1 && <Link to={enlace(pagina - 1)}>Anterior</Link>}
            {pagina < paginas && <Link to={enlace(pagina + 1)}>Siguiente</Link>}
          </nav>
        )}
      </>
    );

  return (
    <div className="contenedor busqueda">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          {q ? `Resultados para «${q}»` : 'Buscar en el sitio'}
        </h1>
      </div>
      {contenido}
    </div>
  );
}
