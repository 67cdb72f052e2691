// /proyectos_estudiantes/:pkProyecto: images (clicking one opens the image popup), description,
// optional link, members and team photo. An unknown or inactive pk shows a clear not-found state.
import { Link, useParams } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { imageUrl, imagenVistaPrevia } from '@/shared/lib/urlImagen';
import { NO_ENCONTRADA, noExiste, pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { imagePopupOpened } from '@/shared/modelo/ui';
import { mensajeDeError, estadoDeError } from '@/shared/api/errores';
import { proyectosApi, useObtenerProyectoQuery } from '../api';
import { nombreCuatrimestre, type Proyecto } from '../tipos';
import { Foto } from '@/shared/ui/Foto';
import { BandaNoPublica } from '@/shared/ui/BandaVistaPrevia';
import '../proyectos.css';
import { altDe } from '@/shared/api/contrato/comun';

// `sizes` from proyectos.css: a gallery of one column (< 428 px), two (< 40rem), then three in a
// 72rem container with .75rem gaps, the cover spanning two (alone: up to 48rem); the team photo
// in the aside (a third of the body from 56rem, 1.25rem padding)
const SIZES_PORTADA =
  '(max-width: 427px) calc(100vw - 2rem), (max-width: 639px) calc(50vw - 1.375rem), (max-width: 1151px) calc(66.7vw - 1.583rem), 743px';
const SIZES_PORTADA_SOLA = '(max-width: 799px) calc(100vw - 2rem), 768px';
const SIZES_GALERIA =
  '(max-width: 427px) calc(100vw - 2rem), (max-width: 639px) calc(50vw - 1.375rem), (max-width: 1151px) calc(33.3vw - 1.167rem), 365px';
const SIZES_EQUIPO = '(max-width: 895px) calc(100vw - 4.5rem), (max-width: 1151px) calc(33.3vw - 3.833rem), 323px';

export const PROYECTO_NO_ENCONTRADO = 'No encontramos este proyecto. Puede que ya no esté disponible.';

const pkDeRuta = (pkProyecto = '') => (/^\d{1,12}$/.test(pkProyecto) ? Number(pkProyecto) : 0);

/** Server render: the project, or a 404 for an unknown or deactivated pk. */
export const datos: DatosRuta = async ({ params, dispatch }) => {
  const pk = pkDeRuta(params.pkProyecto);
  if (pk < 1) return NO_ENCONTRADA;
  const { error } = await pedir(dispatch, proyectosApi.endpoints.obtenerProyecto, pk);
  if (noExiste(error)) return NO_ENCONTRADA;
};

/** `vista`: a project shown as its page would show it, not read here (a preview link, the editor's preview). */
export default function DetalleProyecto({ vista }: { vista?: Proyecto } = {}) {
  const { pkProyecto = '' } = useParams();
  const pk = vista ? vista.pk_proyecto || 1 : pkDeRuta(pkProyecto);
  const consulta = useObtenerProyectoQuery(pk, { skip: pk < 1 || vista !== undefined });
  const { isLoading, error, refetch } = consulta;
  const p = vista ?? consulta.data;
  const noExiste = pk < 1 || (error && estadoDeError(error) === 404) || (error && estadoDeError(error) === 400);
  const titulo = p?.nombre_proyecto ?? (noExiste ? 'Proyecto no encontrado' : 'Proyecto');
  const h1 = useCabeza(
    titulo,
    p ? p.descripcion_proyecto.slice(0, 155) : 'Proyecto de estudiantes del programa.',
    p
      ? {
          tipo: 'article',
          imagen: p.imgs[0] ? imagenVistaPrevia(p.imgs[0].img_proyecto) : undefined,
          datosEstructurados: {
            '@context': 'https://schema.org',
            '@type': 'CreativeWork',
            name: p.nombre_proyecto,
            description: p.descripcion_proyecto,
            ...(p.imgs[0] ? { image: imagenVistaPrevia(p.imgs[0].img_proyecto) } : {}),
            ...(p.enlace ? { url: p.enlace } : {}),
            creator: p.miembros.map((m) => ({ '@type': 'Person', name: m.nombre_miembro })),
          },
        }
      : undefined,
  );
  const dispatch = useAppDispatch();
  const abrir = (src: string, alt: string) => dispatch(imagePopupOpened({ src: imageUrl(src), alt }));

  const volver = (
    <Link to="/proyectos_estudiantes" className="volver">
      ← Todos los proyectos
    </Link>
  );

  if (noExiste) {
    return (
      <div className="contenedor">
        <h1 ref={h1} tabIndex={-1}>
          Proyecto no encontrado
        </h1>
        <SinResultados mensaje={PROYECTO_NO_ENCONTRADO}>
          <Link to="/proyectos_estudiantes" className="boton boton--primario">
            Ver todos los proyectos
          </Link>
        </SinResultados>
      </div>
    );
  }
  if (isLoading || !p) {
    return (
      <div className="contenedor">
        {volver}
        <h1 ref={h1} tabIndex={-1} className="visualmente-oculto">
          Proyecto
        </h1>
        {error ? <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} /> : <Cargando texto="Cargando proyecto…" />}
      </div>
    );
  }

  const [portada, ...resto] = p.imgs;
  return (
    <article className="contenedor proyecto">
      {!vista && <BandaNoPublica item={p} />}
      {volver}
      <header className="proyecto__cabecera">
        <p className="proyecto__cuatri">{nombreCuatrimestre(p.cuatrimestre)}</p>
        <h1 ref={h1} tabIndex={-1}>
          {p.nombre_proyecto}
        </h1>
      </header>
      {portada && (
        <div className="proyecto__galeria">
          {[portada, ...resto].map((img, i) => {
            const alt = altDe(img, `${p.nombre_proyecto}: imagen ${i + 1} de ${p.imgs.length}`);
            return (
              <button
                key={img.pk_img_proyecto}
                type="button"
                className={`foto-ampliable proyecto__img-boton${i === 0 ? ' proyecto__img-boton--portada' : ''}`}
                onClick={() => abrir(img.img_proyecto, alt)}
                aria-label={`Ampliar imagen ${i + 1} de ${p.imgs.length}`}
              >
                <Foto
                  ruta={img.img_proyecto}
                  alt={alt}
                  ancho={640}
                  alto={400}
                  prioridad={i === 0}
                  sizes={i > 0 ? SIZES_GALERIA : p.imgs.length > 1 ? SIZES_PORTADA : SIZES_PORTADA_SOLA}
                />
              </button>
            );
          })}
        </div>
      )}
      <div className="proyecto__cuerpo">
        <section className="proyecto__descripcion" aria-labelledby="proyecto-desc">
          <h2 id="proyecto-desc">Descripción</h2>
          {p.descripcion_proyecto.split(/\n{2,}/).map((parrafo, i) => (
            <p key={i}>{parrafo}</p>
          ))}
          {p.enlace && (
            <p>
              <a href={p.enlace} target="_blank" rel="noopener noreferrer" className="boton boton--secundario">
                Visitar el proyecto<span className="visualmente-oculto"> (se abre en otra pestaña)</span>
              </a>
            </p>
          )}
        </section>
        <aside className="proyecto__equipo" aria-labelledby="proyecto-equipo">
          <h2 id="proyecto-equipo">Equipo</h2>
          <ul className="proyecto__miembros">
            {p.miembros.map((m) => (
              <li key={m.pk_miembro_proyecto}>{m.nombre_miembro}</li>
            ))}
          </ul>
          {p.foto_miembros && (
            <button
              type="button"
              className="foto-ampliable proyecto__img-boton"
              onClick={() => abrir(p.foto_miembros, `Equipo de ${p.nombre_proyecto}`)}
              aria-label="Ampliar la foto del equipo"
            >
              <Foto
                ruta={p.foto_miembros}
                alt={altDe({ alt: p.foto_miembros_alt, decorativa: p.foto_miembros_decorativa }, `Equipo de ${p.nombre_proyecto}`)}
                ancho={480}
                alto={320}
                sizes={SIZES_EQUIPO}
              />
            </button>
          )}
        </aside>
      </div>
    </article>
  );
}
