// /eventos: events 3 at a time, each with its images (a click opens the image popup) and its
// description; 'Ver mas' adds 3 more and moves focus to the first one added. How many are shown
// lives in the URL (?mostrar=6), so reloading or going back keeps the place.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { Button } from '../../../shared/ui/Button';
import { imageUrl } from '../../../shared/lib/imageUrl';
import { useAppDispatch } from '../../../shared/model/hooks';
import { imagePopupOpened } from '../../../shared/model/ui';
import { mensajeDeError } from '../../../shared/api/errores';
import { useObtenerTodosEventosQuery } from '../api';
import { EVENTOS_POR_PAGINA, INCREMENTO_EVENTOS, SIN_EVENTOS } from '../types';
import '../eventos.css';

export default function ListaEventos() {
  const h1 = usePagina('Eventos', 'Eventos del programa: conferencias, talleres, hackatones y ferias de estadías.');
  const dispatch = useAppDispatch();
  const { data, isLoading, error, refetch } = useObtenerTodosEventosQuery();
  const [params, setParams] = useSearchParams();
  const pedido = Number(params.get('mostrar'));
  const mostrar = Number.isInteger(pedido) && pedido >= EVENTOS_POR_PAGINA ? pedido : EVENTOS_POR_PAGINA;
  const eventos = data ?? [];
  const visibles = eventos.slice(0, mostrar);
  const enfocar = useRef<number | null>(null);
  const lista = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (enfocar.current === null) return;
    const i = enfocar.current;
    enfocar.current = null;
    lista.current?.querySelectorAll<HTMLElement>('.evento__nombre')[i]?.focus();
  }, [mostrar]);

  function verMas() {
    enfocar.current = visibles.length;
    const next = new URLSearchParams(params);
    next.set('mostrar', String(mostrar + INCREMENTO_EVENTOS));
    setParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Eventos
        </h1>
      </div>
      <p className="intro">Conferencias, talleres, concursos y ferias que organiza el programa para sus estudiantes.</p>
      {isLoading ? (
        <Cargando texto="Cargando eventos…" />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : eventos.length === 0 ? (
        <EmptyState mensaje={SIN_EVENTOS} />
      ) : (
        <>
          <ol className="eventos" ref={lista}>
            {visibles.map((e, n) => (
              <li key={e.pk_evento} className="evento">
                <article aria-labelledby={`evento-${e.pk_evento}`}>
                  {e.imgs.length > 0 && (
                    <div className={`evento__imgs evento__imgs--${Math.min(e.imgs.length, 3)}`}>
                      {e.imgs.map((img, i) => {
                        const alt = `${e.nombre_evento}: imagen ${i + 1} de ${e.imgs.length}`;
                        return (
                          <button
                            key={img.pk_img_evento}
                            type="button"
                            className="evento__img-boton"
                            aria-label={`Ampliar imagen ${i + 1} de ${e.imgs.length} de ${e.nombre_evento}`}
                            onClick={() => dispatch(imagePopupOpened({ src: imageUrl(img.img_evento), alt }))}
                          >
                            <img src={imageUrl(img.img_evento)} alt={alt} width={560} height={360} loading={n === 0 && i === 0 ? 'eager' : 'lazy'} decoding="async" />
                          </button>
                        );
                      })}
                    </div>
                  )}
                  <div className="evento__texto">
                    <h2 id={`evento-${e.pk_evento}`} className="evento__nombre" tabIndex={-1}>
                      {e.nombre_evento}
                    </h2>
                    <p className="evento__descripcion">{e.descripcion_evento}</p>
                  </div>
                </article>
              </li>
            ))}
          </ol>
          <p className="eventos__cuenta" aria-live="polite">
            Mostrando {visibles.length} de {eventos.length} eventos.
          </p>
          {visibles.length < eventos.length && (
            <div className="eventos__mas">
              <Button variante="secundario" onClick={verMas}>
                Ver mas
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
