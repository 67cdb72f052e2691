// The admin list of the kit (react-admin's List + Datagrid): one description per entity says what
// to fetch, how rows look (cards, or a table with columns), what the search looks at, SPEC.md §8's
// empty and no-match messages, the row actions (links, or confirmations as store actions) and the
// bulk actions. Search lives in ?q= (useBusqueda), case- and accent-insensitive, every word of it
// inside the row's key (normalised once per load); long lists page `porPagina` rows at a time.
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '../model/hooks';
import { normalizar } from '../lib/matchesSearch';
import { imageUrl } from '../lib/imageUrl';
import { SearchBox, useBusqueda } from '../ui/SearchBox';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { confirmarReactivar } from './confirmaciones';
import type { DadoDeBaja } from '../api/contract/bajas';
import type { Funcion } from '../api/contract';
import { useDadosDeBajaQuery, type ConsultaBajas } from './api';
import { PaginaAdmin, estadoConsulta, type Consulta, type Enlace, type PropsPagina } from './PaginaAdmin';

export interface AccionFila<T> {
  texto: string;
  /** Accessible name; by default the text and the row's name ("Editar Inventario"). */
  etiqueta?: (item: T) => string;
  /** A link… */
  a?: (item: T) => string;
  /** …or a store action (a confirmation: confirmarBaja, confirmRequested). */
  pedir?: (item: T) => UnknownAction;
  variante?: 'secundario' | 'peligro';
}

export interface AccionLote<T> {
  texto: string;
  variante?: 'primario' | 'peligro';
  pedir: (items: T[]) => UnknownAction;
}

export interface Columna<T> {
  titulo: string;
  celda: (item: T) => ReactNode;
  clase?: string;
}

export interface DescripcionLista<T> extends Omit<PropsPagina, 'children' | 'angosta'> {
  /** Accessible name of the list or table. */
  nombreLista: string;
  clave: (item: T) => number;
  nombre: (item: T) => string;
  busqueda: { etiqueta: string; placeholder: string; texto(item: T): string };
  cargando?: string;
  /** SPEC.md §8: nothing registered yet (without it, the no-match message says it too). */
  vacia?: string;
  /** SPEC.md §8: nothing matches the search. */
  ninguno: string;
  /** Cards: a thumbnail (`foto`: round), a detail line and a paragraph under the name. */
  imagen?: (item: T) => string | undefined;
  foto?: boolean;
  detalle?: (item: T) => ReactNode;
  parrafo?: (item: T) => ReactNode;
  /** Shown after the name (a badge). */
  marca?: (item: T) => ReactNode;
  /** Checkboxes under the search that keep only the rows they accept ("Solo … (n)"). */
  filtros?: { etiqueta: string; cumple: (item: T) => boolean }[];
  /** A table instead of cards: the name is the row header, then these columns. */
  columnas?: Columna<T>[];
  acciones: AccionFila<T>[];
  /** Bulk actions on the ticked rows (tables). */
  lote?: AccionLote<T>[];
  /** Rows per page; without it, one page. */
  porPagina?: number;
  /** "5,001 alumnos": the count shown above a table. */
  contar?: (n: number) => string;
  /** id of the table (the page scrolls to it when the page changes). */
  id?: string;
  /** Issue 14: a "Dados de baja" view (?vista=bajas) listing the deactivated items with "Reactivar". */
  bajas?: VistaBajas;
}

export interface VistaBajas extends Omit<ConsultaBajas, 'campos'> {
  campos?: Record<string, string>;
  /** The reactivar* funcion (its payload: { pk }). */
  reactivar: Funcion;
  /** "No hay proyectos dados de baja." */
  vacia: string;
}

/** The query parameter of the view; its value for the deactivated items. */
export const VISTA = 'vista';

/** "Anterior · Página n de m · Siguiente" under a long list (nothing when it fits in one page). */
export function Paginacion({ pagina, paginas, irA, etiqueta }: { pagina: number; paginas: number; irA: (n: number) => void; etiqueta: string }) {
  if (paginas <= 1) return null;
  return (
    <nav className="paginacion" aria-label={etiqueta}>
      <Button variante="secundario" disabled={pagina <= 1} onClick={() => irA(pagina - 1)}>
        Anterior
      </Button>
      <span>
        Página {pagina} de {paginas}
      </span>
      <Button variante="secundario" disabled={pagina >= paginas} onClick={() => irA(pagina + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
export const VISTA_BAJAS = 'bajas';

const numero = (n: number) => n.toLocaleString('es-MX');

/** Every word of the query inside the row's normalised key. */
export function filtrar<T>(indice: { item: T; clave: string }[], consulta: string): T[] {
  const palabras = normalizar(consulta).split(/\s+/).filter(Boolean);
  if (!palabras.length) return indice.map((i) => i.item);
  return indice.filter((i) => palabras.every((p) => i.clave.includes(p))).map((i) => i.item);
}

function Acciones<T>({ d, item, chico }: { d: DescripcionLista<T>; item: T; chico?: boolean }) {
  const dispatch = useAppDispatch();
  return d.acciones.map((a) => {
    const clase = `boton boton--${a.variante ?? 'secundario'}${chico ? ' boton--chico' : ''}`;
    const etiqueta = a.etiqueta ? a.etiqueta(item) : `${a.texto} ${d.nombre(item)}`;
    return a.a ? (
      <Link key={a.texto} to={a.a(item)} className={clase} aria-label={etiqueta}>
        {a.texto}
      </Link>
    ) : (
      <button key={a.texto} type="button" className={clase} aria-label={etiqueta} onClick={() => a.pedir && dispatch(a.pedir(item))}>
        {a.texto}
      </button>
    );
  });
}

function Tarjeta<T>({ d, item }: { d: DescripcionLista<T>; item: T }) {
  const img = d.imagen?.(item);
  return (
    <li className="admin-fila">
      {d.imagen &&
        (img ? (
          <img src={imageUrl(img)} alt="" className={d.foto ? 'admin-fila__foto' : 'admin-fila__img'} width={96} height={60} loading="lazy" />
        ) : (
          <span className="admin-fila__img" />
        ))}
      <div className="admin-fila__texto">
        <h2 className="admin-fila__nombre">
          {d.nombre(item)}
          {d.marca?.(item)}
        </h2>
        {d.detalle && <p className="admin-fila__detalle">{d.detalle(item)}</p>}
        {d.parrafo && <p className="admin-fila__parrafo">{d.parrafo(item)}</p>}
      </div>
      <div className="admin-fila__acciones">
        <Acciones d={d} item={item} />
      </div>
    </li>
  );
}

interface PropsFila<T> {
  d: DescripcionLista<T>;
  item: T;
  marcado: boolean;
  onMarcar?: (clave: number, si: boolean) => void;
}

/** One table row; memoised so a keystroke re-renders only the rows that changed. */
const Fila = memo(function Fila<T>({ d, item, marcado, onMarcar }: PropsFila<T>) {
  return (
    <tr>
      {onMarcar && (
        <td className="tabla-admin__marca">
          <input
            type="checkbox"
            aria-label={`Seleccionar a ${d.nombre(item)}`}
            checked={marcado}
            onChange={(e) => onMarcar(d.clave(item), e.target.checked)}
          />
        </td>
      )}
      <th scope="row">
        {d.nombre(item)}
        {d.marca?.(item)}
      </th>
      {d.columnas?.map((c) => (
        <td key={c.titulo} className={c.clase}>
          <span className="tabla-admin__etiqueta" aria-hidden="true">
            {c.titulo}:{' '}
          </span>
          {c.celda(item)}
        </td>
      ))}
      <td className="tabla-admin__acciones">
        <Acciones d={d} item={item} chico />
      </td>
    </tr>
  );
}) as <T>(p: PropsFila<T>) => ReactNode;

interface PropsLista<T> {
  d: DescripcionLista<T>;
  consulta: Consulta<T[]>;
  /** What depends on the data or the session: the heading, the header's links, text above and below. */
  h1?: string;
  enlaces?: Enlace[];
  intro?: ReactNode;
  pie?: ReactNode;
  /** Shown when the query was skipped or answered 404 (an unknown parent in the URL). */
  noExiste?: string;
  /** Fields the "Dados de baja" call needs from the page (a company's pk). */
  camposBajas?: Record<string, string>;
  /** Internal: the tabs of a list with a "Dados de baja" view, shown above the search. */
  pestanas?: ReactNode;
}

/** The "Activos | Dados de baja" tabs: links that change ?vista= (the search is kept). */
function Pestanas({ bajas }: { bajas: boolean }) {
  const [params] = useSearchParams();
  const a = (vista: string | null) => {
    const p = new URLSearchParams(params);
    if (vista) p.set(VISTA, vista);
    else p.delete(VISTA);
    const s = p.toString();
    return s ? `?${s}` : '?';
  };
  return (
    <nav className="pestanas" aria-label="Vista de la lista">
      <Link to={a(null)} className="pestanas__pestana" aria-current={bajas ? undefined : 'page'} replace>
        Activos
      </Link>
      <Link to={a(VISTA_BAJAS)} className="pestanas__pestana" aria-current={bajas ? 'page' : undefined} replace>
        Dados de baja
      </Link>
    </nav>
  );
}

/** The deactivated items of a list, each with "Reactivar" (a confirmed intent), as the same kit list. */
function ListaBajas<T>({
  d,
  vista,
  h1,
  enlaces,
  intro,
  campos,
}: {
  d: DescripcionLista<T>;
  vista: VistaBajas;
  h1?: string;
  enlaces?: Enlace[];
  intro?: ReactNode;
  campos?: Record<string, string>;
}) {
  const consulta = useDadosDeBajaQuery({ funcion: vista.funcion, campos: { ...vista.campos, ...campos }, tipo: vista.tipo });
  const db: DescripcionLista<DadoDeBaja> = useMemo(
    () => ({
      titulo: `${d.titulo}: dados de baja`,
      h1: h1 ?? d.h1 ?? d.titulo,
      volver: d.volver,
      nombreLista: `${d.nombreLista} dados de baja`,
      clave: (x) => x.pk,
      nombre: (x) => x.nombre,
      busqueda: { ...d.busqueda, texto: (x) => `${x.nombre} ${x.detalle}` },
      vacia: vista.vacia,
      ninguno: d.ninguno,
      detalle: (x) => x.detalle || undefined,
      acciones: [
        { texto: 'Reactivar', etiqueta: (x) => `Reactivar ${x.nombre}`, pedir: (x) => confirmarReactivar(vista.reactivar, vista.tipo, x.pk) },
      ],
      porPagina: d.porPagina,
      id: d.id,
    }),
    [d, vista, h1],
  );
  return <ListaAdmin d={db} consulta={consulta} enlaces={enlaces} intro={intro} pestanas={<Pestanas bajas />} />;
}

export function ListaAdmin<T>(props: PropsLista<T>) {
  const [params] = useSearchParams();
  const { d } = props;
  if (d.bajas && params.get(VISTA) === VISTA_BAJAS && props.consulta.error === undefined)
    return <ListaBajas d={d} vista={d.bajas} h1={props.h1} enlaces={props.enlaces ?? d.enlaces} intro={props.intro} campos={props.camposBajas} />;
  return <ListaActivos {...props} pestanas={props.pestanas ?? (d.bajas && <Pestanas bajas={false} />)} />;
}

function ListaActivos<T>({ d, consulta, h1, enlaces = d.enlaces, intro, pie, noExiste, pestanas }: PropsLista<T>) {
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const todos = consulta.data;
  const indice = useMemo(() => (todos ?? []).map((item) => ({ item, clave: normalizar(d.busqueda.texto(item)) })), [todos, d]);
  const [activos, setActivos] = useState<number[]>([]);
  const filtros = (d.filtros ?? []).filter((_f, i) => activos.includes(i));
  const cuantos = useMemo(() => (d.filtros ?? []).map((f) => (todos ?? []).filter(f.cumple).length), [todos, d]);
  const filtrados = useMemo(() => filtrar(indice, q).filter((i) => filtros.every((f) => f.cumple(i))), [indice, q, filtros]);

  // the page number belongs to the query and filters it was chosen for: a new one starts at page 1
  const porPagina = d.porPagina ?? Infinity;
  const consultaActual = `${activos.join(',')}|${q}`;
  const [paginaDe, setPaginaDe] = useState({ q: consultaActual, n: 1 });
  const paginas = Math.max(1, Math.ceil(filtrados.length / porPagina));
  const pagina = Math.min(paginaDe.q === consultaActual ? paginaDe.n : 1, paginas);
  const visibles = d.porPagina ? filtrados.slice((pagina - 1) * porPagina, pagina * porPagina) : filtrados;
  const irA = (n: number) => {
    setPaginaDe({ q: consultaActual, n });
    const tabla = d.id ? document.getElementById(d.id) : null;
    if (typeof tabla?.scrollIntoView === 'function') tabla.scrollIntoView({ block: 'start' });
  };

  const [marcados, setMarcados] = useState<ReadonlySet<number>>(new Set());
  const alternar = useCallback(
    (claves: number[], si: boolean) =>
      setMarcados((prev) => {
        const next = new Set(prev);
        for (const k of claves)
          if (si) next.add(k);
          else next.delete(k);
        return next;
      }),
    [],
  );
  const marcar = useCallback((k: number, si: boolean) => alternar([k], si), [alternar]);
  // only rows still in the list count (a deactivated one drops out after the reload)
  const seleccion = useMemo(() => (todos ?? []).filter((i) => marcados.has(d.clave(i))), [todos, marcados, d]);
  const todosVisibles = visibles.length > 0 && visibles.every((i) => marcados.has(d.clave(i)));

  let cuerpo = estadoConsulta(consulta, d.cargando, noExiste);
  if (cuerpo) {
    // loading or failed
  } else if (!todos?.length) cuerpo = <EmptyState mensaje={d.vacia ?? d.ninguno} />;
  else if (!filtrados.length) cuerpo = <EmptyState mensaje={d.ninguno} />;
  else if (!d.columnas)
    cuerpo = (
      <ul className="admin-lista" aria-label={d.nombreLista}>
        {visibles.map((i) => (
          <Tarjeta key={d.clave(i)} d={d} item={i} />
        ))}
      </ul>
    );
  else
    cuerpo = (
      <>
        <div className="tabla-admin__barra">
          {d.contar && (
            <p className="tabla-admin__cuenta" aria-live="polite">
              {q || filtros.length ? `${numero(filtrados.length)} de ${d.contar(todos.length)}` : d.contar(todos.length)}
            </p>
          )}
          {seleccion.length > 0 && (
            <div className="tabla-admin__seleccion">
              <span>
                {numero(seleccion.length)} {seleccion.length === 1 ? 'seleccionado' : 'seleccionados'}
              </span>
              {d.lote?.map((a) => (
                <Button key={a.texto} variante={a.variante ?? 'peligro'} onClick={() => dispatch(a.pedir(seleccion))}>
                  {a.texto}
                </Button>
              ))}
              <Button variante="texto" onClick={() => setMarcados(new Set())}>
                Quitar selección
              </Button>
            </div>
          )}
        </div>
        <table className="tabla-admin" id={d.id}>
          <caption className="visualmente-oculto">
            {d.nombreLista}, página {pagina} de {paginas}
          </caption>
          <thead>
            <tr>
              {d.lote && (
                <th scope="col" className="tabla-admin__marca">
                  <input
                    type="checkbox"
                    aria-label={`Seleccionar los ${d.nombreLista.toLowerCase()} de esta página`}
                    checked={todosVisibles}
                    onChange={(e) => alternar(visibles.map(d.clave), e.target.checked)}
                  />
                </th>
              )}
              <th scope="col">Nombre</th>
              {d.columnas.map((c) => (
                <th key={c.titulo} scope="col">
                  {c.titulo}
                </th>
              ))}
              <th scope="col">
                <span className="visualmente-oculto">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visibles.map((i) => (
              <Fila key={d.clave(i)} d={d} item={i} marcado={marcados.has(d.clave(i))} onMarcar={d.lote ? marcar : undefined} />
            ))}
          </tbody>
        </table>
        <Paginacion pagina={pagina} paginas={paginas} irA={irA} etiqueta={`Páginas de ${d.nombreLista.toLowerCase()}`} />
      </>
    );

  return (
    <PaginaAdmin titulo={h1 ?? d.titulo} h1={h1 ?? d.h1} volver={d.volver} enlaces={enlaces}>
      {intro}
      {pestanas}
      <SearchBox busqueda={busqueda} etiqueta={d.busqueda.etiqueta} placeholder={d.busqueda.placeholder} />
      {d.filtros?.map((f, i) => (
        <label key={f.etiqueta} className="tabla-admin__filtro">
          <input
            type="checkbox"
            checked={activos.includes(i)}
            onChange={(e) => setActivos((a) => (e.target.checked ? [...a, i] : a.filter((x) => x !== i)))}
          />
          {f.etiqueta} ({numero(cuantos[i])})
        </label>
      ))}
      {cuerpo}
      {pie}
    </PaginaAdmin>
  );
}
