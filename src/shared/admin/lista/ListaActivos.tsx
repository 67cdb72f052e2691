// The list itself: search (?q=, useBusqueda), filters, cards or a table, paging. Page, filters and
// selection come from the store (useSeleccion), so an imported state shows the same rows ticked.
import { useMemo, type ReactNode } from 'react';
import { normalizar } from '@/shared/lib/normalizar';
import { CajaBusqueda, useBusqueda } from '@/shared/ui/CajaBusqueda';
import { SinResultados } from '@/shared/ui/SinResultados';
import { PaginaAdmin, estadoConsulta, type Consulta, type Enlace } from '../PaginaAdmin';
import { FiltroLista } from './FiltroLista';
import { OrdenLista, useOrden } from './OrdenLista';
import { TablaLista } from './TablaLista';
import { TarjetasLista } from './TarjetasLista';
import { filtrar } from './filtrado';
import { idDeLista, type Cuentas, type DescripcionLista } from './tipos';
import { useSeleccion } from './useSeleccion';
import { BarraLote } from './BarraLote';
import { CamposFiltro, cumpleCampos, useValoresFiltro } from './CamposFiltro';
import { Paginador } from './Paginador';

export interface PropsLista<T> {
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
  /** A list the server pages: its counts over every row, not the page's ("n de m", each filter's n). */
  cuentas?: Cuentas;
}

export function ListaActivos<T>({ d, consulta, h1, enlaces = d.enlaces, intro, pie, noExiste, pestanas, cuentas }: PropsLista<T>) {
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const todos = consulta.data;
  const sel = useSeleccion(idDeLista(d));
  const { estado } = sel;
  const elegido = useOrden(d.ordenes);
  const orden = d.ordenes?.[elegido];
  // sorted once per load and order, not per keystroke (a sort of 2,000 projects by localeCompare
  // took most of a frame): filtering keeps the index's order, so the result is the same
  const indice = useMemo(() => {
    const lista = todos ?? [];
    return (orden ? [...lista].sort(orden.comparar) : lista).map((item) => ({ item, clave: normalizar(d.busqueda.texto(item)) }));
  }, [todos, d, orden]);
  const filtros = useMemo(() => (d.filtros ?? []).filter((f) => estado.filtros.includes(f.etiqueta)), [d, estado.filtros]);
  // the select filters and the order: the address's, mirrored in the store (CamposFiltro.tsx)
  const { valores, elegir } = useValoresFiltro(idDeLista(d), d.campos, estado.valores);
  const filtrados = useMemo(() => {
    const cumple = cumpleCampos(d.campos ?? [], valores);
    return filtrar(indice, q).filter((i) => filtros.every((f) => f.cumple(i)) && cumple(i));
  }, [indice, q, filtros, d.campos, valores]);

  // the page number belongs to the search it was chosen for (filters reset it in the store): a
  // new search starts at page 1
  const porPagina = d.porPagina ?? Infinity;
  const paginas = Math.max(1, Math.ceil(filtrados.length / porPagina));
  const pagina = Math.min(estado.pagina.busqueda === q ? estado.pagina.n : 1, paginas);
  const visibles = d.porPagina ? filtrados.slice((pagina - 1) * porPagina, pagina * porPagina) : filtrados;
  const irA = (n: number) => {
    sel.elegirPagina(n, q);
    const tabla = d.id ? document.getElementById(d.id) : null;
    if (typeof tabla?.scrollIntoView === 'function') tabla.scrollIntoView({ block: 'start' });
  };

  let cuerpo = estadoConsulta(consulta, d.cargando, noExiste);
  if (cuerpo) {
    // loading or failed
  } else if (!todos?.length) cuerpo = <SinResultados mensaje={d.vacia ?? d.ninguno} />;
  else if (!filtrados.length) cuerpo = <SinResultados mensaje={d.ninguno} />;
  else if (!d.columnas)
    cuerpo = (
      <>
        <TarjetasLista d={d} visibles={visibles} seleccion={d.entidadLote ? sel : undefined} />
        <Paginador pagina={pagina} paginas={paginas} irA={irA} etiqueta={`Páginas de ${d.nombreLista.toLowerCase()}`} />
      </>
    );
  else
    cuerpo = (
      <TablaLista
        d={d}
        todos={todos}
        filtrados={filtrados}
        visibles={visibles}
        filtrando={Boolean(q || filtros.length || Object.keys(valores).some((k) => d.campos?.some((c) => c.parametro === k)))}
        pagina={pagina}
        paginas={paginas}
        irA={irA}
        seleccion={sel}
        cuentas={cuentas}
      />
    );

  return (
    <PaginaAdmin titulo={h1 ?? d.titulo} h1={h1 ?? d.h1} volver={d.volver} enlaces={enlaces}>
      {intro}
      {pestanas}
      <CajaBusqueda busqueda={busqueda} etiqueta={d.busqueda.etiqueta} placeholder={d.busqueda.placeholder} />
      <FiltroLista d={d} todos={todos} activos={estado.filtros} alternar={sel.alternarFiltro} cuentas={cuentas?.filtros} />
      <CamposFiltro campos={d.campos} todos={todos} valores={valores} elegir={elegir} />
      <OrdenLista ordenes={d.ordenes} />
      {todos?.length ? <BarraLote d={d} todos={todos} filtrados={filtrados} sel={sel} bajas={d.bajasLote} /> : null}
      {cuerpo}
      {pie}
    </PaginaAdmin>
  );
}
