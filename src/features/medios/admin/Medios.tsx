// /panel_admin/medios, "Biblioteca de medios" (issue 43): upload many images at once (the queue),
// search by alt text or file name (?q=, like every admin list) and page (?pagina=), and one card per
// asset (Tarjeta.tsx). The queue and the in-place edit live in the store (features/medios/modelo.ts).
import { useSearchParams } from 'react-router-dom';
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { Paginador } from '@/shared/admin/lista/Paginador';
import { CajaBusqueda, useBusqueda } from '@/shared/ui/CajaBusqueda';
import { SinResultados } from '@/shared/ui/SinResultados';
import { rutas } from '@/shared/rutas';
import { MEDIOS_POR_PAGINA, MENSAJES_MEDIO as M } from '@/shared/api/contrato/medios';
import { useTraerMediosQuery } from '../api';
import '../modelo';
import { Cola } from './Cola';
import { ZonaSoltar } from './ZonaSoltar';
import { Tarjeta } from './Tarjeta';
import '../medios.css';

const TITULO = 'Biblioteca de medios';

export default function Medios() {
  const busqueda = useBusqueda();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const consulta = useTraerMediosQuery({ ...(q ? { q } : {}), ...(pagina > 1 ? { pagina } : {}) });
  const estado = estadoConsulta(consulta, 'Cargando imágenes…');
  const total = consulta.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / MEDIOS_POR_PAGINA));
  const irA = (n: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('pagina', String(n));
      else next.delete('pagina');
      return next;
    });

  return (
    <PaginaAdmin titulo={TITULO} volver={{ a: rutas.admin.panel, texto: 'Panel de administración' }}>
      <ZonaSoltar />
      <Cola />
      <h2>Imágenes de la biblioteca</h2>
      <CajaBusqueda busqueda={busqueda} etiqueta="Buscar por texto alternativo o nombre de archivo" placeholder="Buscar imágenes…" />
      {estado ??
        (consulta.data!.medios.length === 0 ? (
          <SinResultados mensaje={q ? M.sinResultados : M.vacia} />
        ) : (
          <>
            <p className="medios__cuenta" role="status">
              {total === 1 ? '1 imagen' : `${total} imágenes`}
            </p>
            <ul className="medios lista-limpia" aria-label={TITULO}>
              {consulta.data!.medios.map((m) => (
                <Tarjeta key={m.pk} medio={m} />
              ))}
            </ul>
            {paginas > 1 && <Paginador pagina={pagina} paginas={paginas} irA={irA} etiqueta="Páginas de la biblioteca" />}
          </>
        ))}
    </PaginaAdmin>
  );
}
