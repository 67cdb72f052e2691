// /casos_de_exito: our graduates with photo, name, generation, position and their words.
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { mensajeDeError } from '@/shared/api/errores';
import { Foto } from '@/shared/ui/Foto';
import { egresadosApi, useTraerCasosExitoQuery } from '../api';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import '../egresados.css';
import { altDe } from '@/shared/api/contrato/comun';

export const SIN_EGRESADOS = 'Aún no hay egresados registrados.';

export const datos: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, egresadosApi.endpoints.traerCasosExito, undefined);
};

export default function CasosExito() {
  const h1 = useCabeza('Casos de éxito', 'Egresados del programa: dónde trabajan hoy y qué opinan de su formación.');
  const { data, isLoading, error, refetch } = useTraerCasosExitoQuery();
  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Casos de éxito
        </h1>
      </div>
      <p className="intro">Egresados del programa que hoy desarrollan software, dirigen equipos o fundaron su propia empresa.</p>
      {isLoading ? (
        <Cargando />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : !data?.length ? (
        <SinResultados mensaje={SIN_EGRESADOS} />
      ) : (
        <ul className="casos">
          {data.map((c) => (
            <li key={c.pk_caso_exito}>
              <article className="tarjeta caso">
                <Foto
                  ruta={c.foto_estudiante}
                  alt={altDe({ alt: c.foto_estudiante_alt, decorativa: c.foto_estudiante_decorativa }, `Fotografía de ${c.nombre_estudiante}`)}
                  className="caso__foto"
                  ancho={128}
                  alto={128}
                  sizes="8rem"
                />
                <h2 className="caso__nombre">{c.nombre_estudiante}</h2>
                <p className="caso__generacion">Generación {c.generacion}</p>
                <p className="caso__puesto">{c.puesto}</p>
                <blockquote className="caso__comentario">
                  <p>{c.comentario}</p>
                </blockquote>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
