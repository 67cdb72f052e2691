// /proyectos_estudiantes/:pkProyecto: images (clicking one opens the image popup), description,
// optional link, members and team photo. An unknown or inactive pk shows a clear not-found state.
import { Link, useParams } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { imageUrl } from '../../../shared/lib/imageUrl';
import { useAppDispatch } from '../../../shared/model/hooks';
import { imagePopupOpened } from '../../../shared/model/ui';
import { mensajeDeError, estadoDeError } from '../../../shared/api/errores';
import { useObtenerProyectoQuery } from '../api';
import { nombreCuatrimestre } from '../types';
import '../proyectos.css';

export const PROYECTO_NO_ENCONTRADO = 'No encontramos este proyecto. Puede que ya no esté disponible.';

export default function DetalleProyecto() {
  const { pkProyecto = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkProyecto) ? Number(pkProyecto) : 0;
  const { data: p, isLoading, error, refetch } = useObtenerProyectoQuery(pk, { skip: pk < 1 });
  const noExiste = pk < 1 || (error && estadoDeError(error) === 404) || (error && estadoDeError(error) === 400);
  const titulo = p?.nombre_proyecto ?? (noExiste ? 'Proyecto no encontrado' : 'Proyecto');
  const h1 = usePagina(titulo, p ? p.descripcion_proyecto.slice(0, 155) : 'Proyecto de estudiantes del programa.');
  const dispatch = useAppDispatch();
  const abrir = (src: string, alt: string) => dispatch(imagePopupOpened({ src: imageUrl(src), alt }));

  const volver = (
    <Link to="/proyectos_estudiantes" className="proyecto__volver">
      ← Todos los proyectos
    </Link>
  );

  if (noExiste) {
    return (
      <div className="contenedor">
        <h1 ref={h1} tabIndex={-1}>
          Proyecto no encontrado
        </h1>
        <EmptyState mensaje={PROYECTO_NO_ENCONTRADO}>
          <Link to="/proyectos_estudiantes" className="boton boton--primario">
            Ver todos los proyectos
          </Link>
        </EmptyState>
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
            const alt = `${p.nombre_proyecto}: imagen ${i + 1} de ${p.imgs.length}`;
            return (
              <button
                key={img.pk_img_proyecto}
                type="button"
                className={`proyecto__img-boton${i === 0 ? ' proyecto__img-boton--portada' : ''}`}
                onClick={() => abrir(img.img_proyecto, alt)}
                aria-label={`Ampliar imagen ${i + 1} de ${p.imgs.length}`}
              >
                <img src={imageUrl(img.img_proyecto)} alt={alt} width={640} height={400} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
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
            <button type="button" className="proyecto__img-boton" onClick={() => abrir(p.foto_miembros, `Equipo de ${p.nombre_proyecto}`)} aria-label="Ampliar la foto del equipo">
              <img src={imageUrl(p.foto_miembros)} alt={`Equipo de ${p.nombre_proyecto}`} width={480} height={320} loading="lazy" decoding="async" />
            </button>
          )}
        </aside>
      </div>
    </article>
  );
}
