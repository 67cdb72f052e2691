// /proyectos_estudiantes: active projects grouped by term (cuatrimestre), each as a card with its
// cover image and name linking to its detail page.
import { Link } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { imageUrl } from '../../../shared/lib/imageUrl';
import { mensajeDeError } from '../../../shared/api/errores';
import { useObtenerTodosProyectosPorCuatrimestreQuery } from '../api';
import { nombreCuatrimestre, SIN_PROYECTOS } from '../types';
import '../proyectos.css';

export default function ListaProyectos() {
  const h1 = usePagina('Proyectos de estudiantes', 'Proyectos desarrollados por nuestros estudiantes, organizados por cuatrimestre.');
  const { data, isLoading, error, refetch } = useObtenerTodosProyectosPorCuatrimestreQuery();
  const grupos = (data ?? []).filter((g) => g.proyectos.length > 0);

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Proyectos de estudiantes
        </h1>
      </div>
      <p className="intro">Lo que construyen nuestros alumnos en cada cuatrimestre: aplicaciones web, móviles y sistemas para empresas de la región.</p>
      {isLoading ? (
        <Cargando texto="Cargando proyectos…" />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : grupos.length === 0 ? (
        <EmptyState mensaje={SIN_PROYECTOS} />
      ) : (
        grupos.map((g, ig) => (
          <section key={g.cuatrimestre} className="proyectos__grupo" aria-labelledby={`cuatri-${g.cuatrimestre}`}>
            <h2 id={`cuatri-${g.cuatrimestre}`} className="proyectos__cuatri">
              <span className="proyectos__numero" aria-hidden="true">
                {g.cuatrimestre}
              </span>
              {nombreCuatrimestre(g.cuatrimestre)}
            </h2>
            <ul className="rejilla proyectos__lista">
              {g.proyectos.map((p, ip) => (
                <li key={p.pk_proyecto} className="tarjeta proyecto-tarjeta">
                  {p.img ? (
                    <img
                      className="proyecto-tarjeta__img"
                      src={imageUrl(p.img)}
                      alt=""
                      width={640}
                      height={400}
                      // the first covers are above the fold: no lazy loading (faster largest paint)
                      loading={ig === 0 && ip < 2 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : (
                    <div className="proyecto-tarjeta__img proyecto-tarjeta__img--vacia" aria-hidden="true" />
                  )}
                  <div className="tarjeta__cuerpo">
                    <h3>
                      <Link to={`/proyectos_estudiantes/${p.pk_proyecto}`} className="proyecto-tarjeta__enlace">
                        {p.nombre_proyecto}
                      </Link>
                    </h3>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
