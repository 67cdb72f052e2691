// /proyectos_estudiantes: active projects grouped by term (cuatrimestre), each as a card with its
// cover image and name linking to its detail page.
import { Link } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { EncabezadoPagina } from '@/shared/ui/EncabezadoPagina';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { mensajeDeError } from '@/shared/api/errores';
import { imagenVistaPrevia } from '@/shared/lib/urlImagen';
import { Foto, SIZES_REJILLA } from '@/shared/ui/Foto';
import { proyectosApi, useObtenerTodosProyectosPorCuatrimestreQuery } from '../api';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { SIN_PROYECTOS } from '../tipos';
import { NombreCuatrimestre } from '@/shared/ui/NombreCuatrimestre';
import '../proyectos.css';

export const datos: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, proyectosApi.endpoints.obtenerTodosProyectosPorCuatrimestre, undefined);
};

export default function ListaProyectos() {
  const { data, isLoading, error, refetch } = useObtenerTodosProyectosPorCuatrimestreQuery();
  // an admin's session also reads scheduled and retired projects (publicado false): never shown here
  const grupos = (data ?? [])
    .map((g) => ({ ...g, proyectos: g.proyectos.filter((p) => p.publicado !== false) }))
    .filter((g) => g.proyectos.length > 0);
  const portada = grupos.flatMap((g) => g.proyectos).find((p) => p.img)?.img;
  const h1 = useCabeza('Proyectos de estudiantes', 'Proyectos desarrollados por nuestros estudiantes, organizados por cuatrimestre.', {
    imagen: portada ? imagenVistaPrevia(portada) : undefined,
  });

  return (
    <div className="contenedor">
      <EncabezadoPagina h1={h1} titulo="Proyectos de estudiantes" />
      <p className="intro">
        Lo que construyen nuestros alumnos en cada cuatrimestre: aplicaciones web, móviles y sistemas para empresas de la región.
      </p>
      {isLoading ? (
        <Cargando texto="Cargando proyectos…" />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : grupos.length === 0 ? (
        <SinResultados mensaje={SIN_PROYECTOS} />
      ) : (
        grupos.map((g, ig) => (
          <section
            key={g.cuatrimestre}
            className={`proyectos__grupo${ig > 0 ? ' fuera-de-pantalla' : ''}`}
            aria-labelledby={`cuatri-${g.cuatrimestre}`}
          >
            <h2 id={`cuatri-${g.cuatrimestre}`} className="proyectos__cuatri">
              <NombreCuatrimestre numero={g.cuatrimestre} claseNumero="proyectos__numero" />
            </h2>
            <ul className="rejilla proyectos__lista">
              {g.proyectos.map((p, ip) => (
                <li key={p.pk_proyecto} className="tarjeta proyecto-tarjeta">
                  {p.img ? (
                    <Foto
                      className="proyecto-tarjeta__img"
                      ruta={p.img}
                      alt=""
                      ancho={640}
                      alto={400}
                      sizes={SIZES_REJILLA}
                      // the first cover is the largest paint: loaded at once with high priority; every other
                      // photo is lazy, so none competes with it (those on screen start right after layout)
                      prioridad={ig === 0 && ip === 0}
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
