// Home pre-enrolment banner: shown only while the link is active (mostrarEnlace estatus 1). Its
// text is staff's (the `inicio` page's textoBanner, passed by app/paneles/Inicio.tsx).
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { enlaceApi, useMostrarEnlaceQuery } from './api';
import './enlace.css';

/** Server render of the home page: whether the banner shows. */
export const datosBanner: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, enlaceApi.endpoints.mostrarEnlace, undefined);
};

export const TEXTO_BANNER = 'Asegura tu lugar en el próximo ciclo escolar.';

export function BannerInscripcion({ texto = TEXTO_BANNER }: { texto?: string }) {
  const { data } = useMostrarEnlaceQuery();
  if (!data || Number(data.estatus) !== 1 || !data.enlace) return null;
  return (
    <section className="banner" aria-labelledby="banner-titulo">
      <div className="contenedor banner__dentro">
        <div>
          <h2 id="banner-titulo" className="banner__titulo">
            ¡Preinscripciones abiertas!
          </h2>
          <p className="banner__texto">{texto || TEXTO_BANNER}</p>
        </div>
        <a className="boton banner__boton" href={data.enlace} target="_blank" rel="noopener noreferrer">
          Ir a la preinscripción<span className="visualmente-oculto"> (se abre en otra pestaña)</span>
        </a>
      </div>
    </section>
  );
}
