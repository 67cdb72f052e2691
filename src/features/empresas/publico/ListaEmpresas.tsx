// /empresas_estadias: the internship companies, each linking to its students' experiences.
import { Link } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { Foto, SIZES_REJILLA } from '@/shared/ui/Foto';
import { slug } from '@/shared/lib/slug';
import { mensajeDeError } from '@/shared/api/errores';
import { empresasApi, useObtenerTodasEmpresasEstadiasQuery } from '../api.generado';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import '../empresas.css';

export const SIN_EMPRESAS = 'No se encontraron empresas registradas.';

export const datos: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, empresasApi.endpoints.obtenerTodasEmpresasEstadias, undefined);
};

export default function ListaEmpresas() {
  const h1 = useCabeza('Experiencias de estadías', 'Empresas donde nuestros alumnos realizan sus estadías y lo que cuentan de su experiencia.');
  const { data, isLoading, error, refetch } = useObtenerTodasEmpresasEstadiasQuery();

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Experiencias de estadías
        </h1>
      </div>
      <p className="intro">
        Empresas donde nuestros alumnos de T.S.U., Licenciatura e Ingeniería realizan sus estadías. Elige una para leer las experiencias de quienes
        estuvieron ahí.
      </p>
      {isLoading ? (
        <Cargando />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : !data?.length ? (
        <SinResultados mensaje={SIN_EMPRESAS} />
      ) : (
        <ul className="rejilla lista-limpia">
          {data.map((e, i) => (
            <li key={e.pk_empresa_estadia}>
              <Link to={`/empresas_estadias/${slug(e.nombre_empresa) || 'empresa'}/${e.pk_empresa_estadia}`} className="tarjeta empresa-tarjeta">
                <Foto
                  ruta={e.imagen_empresa}
                  alt=""
                  className="empresa-tarjeta__imagen"
                  prioridad={i === 0}
                  ancho={480}
                  alto={320}
                  sizes={SIZES_REJILLA}
                />
                <div className="tarjeta__cuerpo">
                  <h2 className="empresa-tarjeta__nombre">{e.nombre_empresa}</h2>
                  <span className="empresa-tarjeta__ver">Ver experiencias</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
