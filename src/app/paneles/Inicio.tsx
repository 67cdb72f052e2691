// Home: the pre-enrolment banner (only while the link is active) with the text staff wrote, the
// hero (the `inicio` page: eyebrow, title, description), the calls to action (the preinscripción
// link while one is stored, /admisiones), the
// upcoming key dates (the `admisiones` page's), and the curriculum. Composes the enlace, paginas
// and plan features.
import { Link } from 'react-router-dom';
import { BannerInscripcion, Preinscripcion, datosBanner } from '@/features/enlace';
import { PlanEstudios, datosPlan } from '@/features/plan';
import { CuerpoPagina, FechasClave, datosPagina, proximas, usePagina } from '@/features/paginas';
import { useCabeza } from '@/shared/ui/useCabeza';
import type { DatosRuta } from '@/shared/api/datosRuta';
import { DESCRIPCION_PROGRAMA, PROGRAMA } from './programa';
import './paneles.css';

/** How many upcoming dates the hero lists (the rest are on /admisiones). */
const FECHAS_EN_INICIO = 3;

/** Server render: the banner's link, the hero's and the dates' pages, the curriculum. */
export const datosInicio: DatosRuta = async (p) => {
  await Promise.all([datosBanner(p), datosPlan(p), datosPagina('inicio', 'admisiones')(p)]);
};

function ProximasFechas() {
  const { pagina, fulfilledTimeStamp } = usePagina('admisiones');
  if (!pagina) return null;
  const fechas = proximas(pagina.datos.fechas, fulfilledTimeStamp ?? 0, pagina.zona).slice(0, FECHAS_EN_INICIO);
  if (!fechas.length) return null;
  return (
    <section className="hero__fechas" aria-labelledby="proximas-fechas">
      <h2 id="proximas-fechas">Próximas fechas</h2>
      <FechasClave fechas={fechas} className="fechas--hero" />
      <Link to="/admisiones#fechas">Todas las fechas de admisión</Link>
    </section>
  );
}

export default function Inicio() {
  const { pagina } = usePagina('inicio');
  const h1 = useCabeza('Inicio', DESCRIPCION_PROGRAMA, { datosEstructurados: PROGRAMA, sitioConBusqueda: true });
  return (
    <>
      <BannerInscripcion texto={pagina?.datos.textoBanner} />
      <section className="hero">
        <div className="contenedor hero__dentro">
          <div className="hero__principal">
            {pagina?.datos.subtitulo && <p className="hero__eyebrow">{pagina.datos.subtitulo}</p>}
            <h1 ref={h1} tabIndex={-1} className="hero__titulo">
              {pagina?.titulo ?? PROGRAMA.name}
            </h1>
            {pagina && <CuerpoPagina className="hero__texto" html={pagina.html} />}
            <div className="hero__acciones">
              <Preinscripcion className="boton hero__boton hero__boton--preinscripcion" />
              <Link className="boton hero__boton" to="/admisiones">
                Admisiones
              </Link>
              <Link className="boton hero__boton hero__boton--claro" to="/admisiones#solicita-informacion">
                Solicita información
              </Link>
            </div>
          </div>
          <ProximasFechas />
        </div>
      </section>
      <div className="contenedor">
        <PlanEstudios />
      </div>
    </>
  );
}
