// /eventos: events 3 at a time (upcoming, past and undated ones under their own headings), each with its images (a click opens the image popup) and its
// description; 'Ver más' (docs/SPEC.md's 'Ver mas' with its accent: decision 0064) adds 3 more and moves focus to the first one added. How many are shown
// lives in the URL (?mostrar=6), so reloading or going back keeps the place.
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { EncabezadoPagina } from '@/shared/ui/EncabezadoPagina';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { Boton } from '@/shared/ui/Boton';
import { imageUrl, imagenVistaPrevia } from '@/shared/lib/urlImagen';
import { altDe } from '@/shared/api/contrato/comun';
import { Foto } from '@/shared/ui/Foto';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { imagePopupOpened } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { eventosApi, useObtenerTodosEventosQuery } from '../api';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { EVENTOS_POR_PAGINA, INCREMENTO_EVENTOS, SIN_EVENTOS, type Evento } from '../tipos';
import { ordenarEventos, yaPaso } from '../orden';
import { CuandoYDonde, InsigniaFecha } from './CuandoYDonde';
import { AnadirCalendario, SuscribirCalendario } from './AnadirCalendario';
import { datosEvento } from './datosEstructurados';
import '../eventos.css';

export const datos: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, eventosApi.endpoints.obtenerTodosEventos, undefined);
};

// `sizes` from eventos.css: the images take the card's width (3/5 of it from 52rem), the first
// across, the rest in columns of at least 6.5rem with 4px gaps (n columns at each width range)
const SIZES_PRIMERA = '(max-width: 831px) calc(100vw - 34px), (max-width: 1151px) calc(60vw - 20.4px), 671px';
const SIZES_MINIATURA =
  '(max-width: 353px) calc(50vw - 19px), (max-width: 461px) calc(33.3vw - 14px), (max-width: 569px) calc(25vw - 11.5px), (max-width: 677px) calc(20vw - 10px), (max-width: 785px) calc(16.7vw - 9px), (max-width: 831px) calc(14.3vw - 8.3px), (max-width: 926px) calc(15vw - 8.1px), (max-width: 1106px) calc(12vw - 7.3px), (max-width: 1151px) calc(10vw - 6.7px), 109px';

/** Upcoming, past and undated events each under a heading of their own (orden.ts's order). */
const GRUPOS = [
  { id: 'proximos', titulo: 'Próximos eventos' },
  { id: 'pasados', titulo: 'Eventos pasados' },
  { id: 'sin-fecha', titulo: 'Eventos sin fecha' },
] as const;

const grupoDe = (e: Evento, ahora: number) => (!e.inicio ? 'sin-fecha' : yaPaso(e, ahora) ? 'pasados' : 'proximos');

/** One event: its images (a click opens the image popup), date, place, description, calendar links. */
function Tarjeta({ e, ahora, primera }: { e: Evento; ahora: number; primera: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <article className="superficie" aria-labelledby={`evento-${e.pk_evento}`}>
      {e.imgs.length > 0 && (
        <div className={`evento__imgs evento__imgs--${Math.min(e.imgs.length, 3)}`}>
          {e.imgs.map((img, i) => {
            const alt = altDe(img, `${e.nombre_evento}: imagen ${i + 1} de ${e.imgs.length}`);
            return (
              <button
                key={img.pk_img_evento}
                type="button"
                className="foto-ampliable evento__img-boton"
                aria-label={`Ampliar imagen ${i + 1} de ${e.imgs.length} de ${e.nombre_evento}`}
                onClick={() => dispatch(imagePopupOpened({ src: imageUrl(img.img_evento), alt }))}
              >
                <Foto
                  ruta={img.img_evento}
                  alt={alt}
                  ancho={560}
                  alto={360}
                  sizes={i === 0 ? SIZES_PRIMERA : SIZES_MINIATURA}
                  prioridad={primera && i === 0}
                />
              </button>
            );
          })}
        </div>
      )}
      {e.imgs.length === 0 && e.imagenPredeterminada && (
        // an event without images: the library's default image for events (issue 43), not enlargeable
        <div className="evento__imgs evento__imgs--1">
          <Foto
            ruta={e.imagenPredeterminada.imagen}
            alt={altDe(e.imagenPredeterminada, e.nombre_evento)}
            ancho={560}
            alto={360}
            sizes={SIZES_PRIMERA}
            prioridad={primera}
          />
        </div>
      )}
      <div className="evento__texto">
        <div className="evento__cabeza">
          <InsigniaFecha e={e} />
          <h3 id={`evento-${e.pk_evento}`} className="evento__nombre" tabIndex={-1}>
            {e.nombre_evento}
          </h3>
        </div>
        <CuandoYDonde e={e} pasado={yaPaso(e, ahora)} />
        <p className="evento__descripcion">{e.descripcion_evento}</p>
        {e.inicio && !e.cancelado && !yaPaso(e, ahora) && <AnadirCalendario e={e} />}
      </div>
    </article>
  );
}

/** `vista`: events shown as the list would show them at `ahora`, not read here (a preview link, the editor's preview). */
export default function ListaEventos({ vista }: { vista?: { eventos: Evento[]; ahora: number } } = {}) {
  const consulta = useObtenerTodosEventosQuery(undefined, { skip: vista !== undefined });
  const { isLoading, error, refetch } = consulta;
  const llegados = vista?.eventos ?? consulta.data;
  const fulfilledTimeStamp = vista?.ahora ?? consulta.fulfilledTimeStamp;
  // upcoming first, then past, then undated; "now" is when the list arrived (in the store)
  const ahora = fulfilledTimeStamp ?? 0;
  // an admin's session also reads scheduled and retired events (publicado false): never shown here
  const data = useMemo(
    () =>
      llegados
        ? ordenarEventos(
            llegados.filter((e) => e.publicado !== false),
            ahora,
          )
        : undefined,
    [llegados, ahora],
  );
  const portada = data?.find((e) => e.imgs.length)?.imgs[0].img_evento;
  const h1 = useCabeza('Eventos', 'Eventos del programa: conferencias, talleres, hackatones y ferias de estadías.', {
    imagen: portada ? imagenVistaPrevia(portada) : undefined,
    datosEstructurados: data?.length
      ? {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: data.map((e, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            item: datosEvento(e),
          })),
        }
      : undefined,
  });
  const [params, setParams] = useSearchParams();
  const pedido = Number(params.get('mostrar'));
  const mostrar = Number.isInteger(pedido) && pedido >= EVENTOS_POR_PAGINA ? pedido : EVENTOS_POR_PAGINA;
  const eventos = data ?? [];
  const visibles = eventos.slice(0, mostrar);
  const enfocar = useRef<number | null>(null);
  const lista = useRef<HTMLDivElement>(null);

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
      <EncabezadoPagina h1={h1} titulo="Eventos" />
      <p className="intro">Conferencias, talleres, concursos y ferias que organiza el programa para sus estudiantes.</p>
      <SuscribirCalendario />
      {isLoading ? (
        <Cargando texto="Cargando eventos…" />
      ) : error ? (
        <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} />
      ) : eventos.length === 0 ? (
        <SinResultados mensaje={SIN_EVENTOS} />
      ) : (
        <>
          <div ref={lista}>
            {GRUPOS.map((g) => {
              const delGrupo = visibles.filter((e) => grupoDe(e, ahora) === g.id);
              return delGrupo.length ? (
                <section key={g.id} aria-labelledby={`eventos-${g.id}`} className="eventos__grupo">
                  <h2 id={`eventos-${g.id}`} className="eventos__titulo-grupo">
                    {g.titulo}
                  </h2>
                  <ol className="eventos">
                    {delGrupo.map((e) => (
                      <li key={e.pk_evento} className={`evento${e.cancelado ? ' evento--cancelado' : ''}`}>
                        <Tarjeta e={e} ahora={ahora} primera={e === visibles[0]} />
                      </li>
                    ))}
                  </ol>
                </section>
              ) : null;
            })}
          </div>
          <p className="eventos__cuenta" aria-live="polite">
            Mostrando {visibles.length} de {eventos.length} eventos.
          </p>
          {visibles.length < eventos.length && (
            <div className="eventos__mas">
              <Boton variante="secundario" onClick={verMas}>
                Ver más
              </Boton>
            </div>
          )}
        </>
      )}
    </div>
  );
}
