// /foro: the four topics, each a card linking to its questions.
import { Link } from 'react-router-dom';
import { mensajeDeError } from '@/shared/api/errores';
import { useCabeza } from '@/shared/ui/useCabeza';
import { EncabezadoPagina } from '@/shared/ui/EncabezadoPagina';
import { Cargando, ErrorCarga } from '@/shared/ui/SinResultados';
import { foroApi, useTraerTopicosQuery } from '../api';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import '../foro.css';

export const datos: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, foroApi.endpoints.traerTopicos, undefined);
};

export default function ListaTopicos() {
  const h1 = useCabeza('Foro', 'Preguntas y respuestas sobre el programa: admisión, plan de estudios, estadías y preguntas frecuentes.');
  const { data, isLoading, error, refetch } = useTraerTopicosQuery();
  return (
    <div className="contenedor foro">
      <EncabezadoPagina h1={h1} titulo="Foro" />
      <p className="intro">
        Elige un tópico para leer las preguntas de otros aspirantes y alumnos, o para hacer la tuya. Alumnos y administradores del programa las
        responden.
      </p>
      {isLoading ? (
        <Cargando />
      ) : error || !data ? (
        <ErrorCarga mensaje={mensajeDeError(error, 'No se pudieron cargar los tópicos.')} onReintentar={refetch} />
      ) : (
        <ul className="rejilla foro-topicos">
          {data.map((t) => (
            <li key={t.pk_topico_pregunta}>
              <Link to={`/foro/${t.pk_topico_pregunta}`} className={`mosaico foro-topico${t.frecuentes ? ' foro-topico--frecuentes' : ''}`}>
                <span className="mosaico__titulo">{t.nombre_topico}</span>
                <span className="mosaico__texto">{t.descripcion}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
