// /empresas_estadias/{nombreEmpresa}/{pkEmpresa}: one company's student experiences. A pk that is
// not a company, or a name that does not match it, shows a not-found state.
import { Link, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { imagenVistaPrevia } from '@/shared/lib/urlImagen';
import { Foto } from '@/shared/ui/Foto';
import { nombreCoincide } from '@/shared/lib/slug';
import { mensajeDeError, estadoDeError } from '@/shared/api/errores';
import { experienciasApi, useObtenerTodasExperienciasDeEmpresaQuery } from '../api';
import { NO_ENCONTRADA, noExiste, pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { NIVELES } from '../tipos';
import '../experiencias.css';
import { altDe } from '@/shared/api/contrato/comun';

export const SIN_EXPERIENCIAS = 'No se encontraron experiencias registradas.';
export const EMPRESA_NO_ENCONTRADA = 'Empresa no encontrada';

const PK_EMPRESA = /^[1-9]\d{0,14}$/;

/** Server render: the company's experiences; an unknown or deactivated company (or a wrong name) is a 404. */
export const datos: DatosRuta = async ({ params, dispatch }) => {
  const { nombreEmpresa = '', pkEmpresa = '' } = params;
  if (!PK_EMPRESA.test(pkEmpresa)) return NO_ENCONTRADA;
  const { data, error } = await pedir(dispatch, experienciasApi.endpoints.obtenerTodasExperienciasDeEmpresa, pkEmpresa);
  if (noExiste(error) || (data && !nombreCoincide(nombreEmpresa, data.empresa.nombre_empresa))) return NO_ENCONTRADA;
};

export default function ExperienciasEmpresa() {
  const { nombreEmpresa = '', pkEmpresa = '' } = useParams();
  const pkValido = PK_EMPRESA.test(pkEmpresa);
  const { data, isLoading, error, refetch } = useObtenerTodasExperienciasDeEmpresaQuery(pkValido ? pkEmpresa : skipToken);
  const estado = estadoDeError(error);
  const noEncontrada =
    !pkValido || estado === 404 || estado === 400 || (data !== undefined && !nombreCoincide(nombreEmpresa, data.empresa.nombre_empresa));
  const empresa = noEncontrada ? undefined : data?.empresa;
  const titulo = noEncontrada ? EMPRESA_NO_ENCONTRADA : empresa ? `Experiencias en ${empresa.nombre_empresa}` : 'Experiencias de estadía';
  const h1 = useCabeza(titulo, empresa ? `Lo que cuentan nuestros alumnos de su estadía en ${empresa.nombre_empresa}.` : undefined, {
    imagen: empresa?.imagen_empresa ? imagenVistaPrevia(empresa.imagen_empresa) : undefined,
  });

  if (noEncontrada) {
    return (
      <div className="contenedor">
        <h1 ref={h1} tabIndex={-1}>
          {EMPRESA_NO_ENCONTRADA}
        </h1>
        <SinResultados mensaje="La empresa que busca no existe o ya no está disponible.">
          <Link to="/empresas_estadias" className="boton boton--primario">
            Ver todas las empresas
          </Link>
        </SinResultados>
      </div>
    );
  }

  return (
    <div className="contenedor">
      <Link to="/empresas_estadias" className="volver">
        ← Todas las empresas
      </Link>
      {!empresa ? (
        <>
          <h1 ref={h1} tabIndex={-1}>
            {titulo}
          </h1>
          {isLoading || !error ? <Cargando /> : <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />}
        </>
      ) : (
        <>
          <div className="empresa-cabecera">
            <Foto
              ruta={empresa.imagen_empresa}
              alt={altDe({ alt: empresa.imagen_empresa_alt, decorativa: empresa.imagen_empresa_decorativa }, `Imagen de ${empresa.nombre_empresa}`)}
              className="empresa-cabecera__imagen"
              ancho={216}
              alto={144}
              sizes="9rem"
              prioridad
            />
            <div>
              <h1 ref={h1} tabIndex={-1}>
                {empresa.nombre_empresa}
              </h1>
              <p className="empresa-cabecera__sub">Experiencias de estadía de nuestros alumnos</p>
            </div>
          </div>
          {data!.experiencias.length === 0 ? (
            <SinResultados mensaje={SIN_EXPERIENCIAS} />
          ) : (
            <ul className="experiencias">
              {data!.experiencias.map((x) => (
                <li key={x.pk_experiencia_estadia} className="tarjeta-filete experiencia">
                  <div className="experiencia__cabeza">
                    <h2 className="experiencia__nombre">{x.nombre_estudiante}</h2>
                    <span className="experiencia__nivel">{NIVELES[x.nivel_academico] ?? x.nivel_academico}</span>
                  </div>
                  <p className="experiencia__texto">{x.experiencia}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
