// The "Dados de baja" view: the deactivated items of a list, each with "Reactivar" (a confirmed
// intent), shown by the same list with its own state in the store. The server sends a page at a
// time, searched there by the URL's ?q= (thousands of deactivated students were one 1.3 MB answer):
// the page number is the list's own in the store, the pager below asks for the next.
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DadoDeBaja } from '@/shared/api/contrato/bajas';
import { useDadosDeBajaQuery } from '../api';
import { confirmarReactivar } from '../confirmaciones';
import type { Enlace } from '../PaginaAdmin';
import { ListaActivos } from './ListaActivos';
import { Pestanas } from './Pestanas';
import { Paginador } from './Paginador';
import { useSeleccion } from './useSeleccion';
import { idDeLista, type DescripcionLista, type VistaBajas } from './tipos';
import { ACCIONES_POR_ENTIDAD, type EntidadLote } from '@/shared/api/contrato/lote';

interface Props<T> {
  d: DescripcionLista<T>;
  vista: VistaBajas;
  h1?: string;
  enlaces?: Enlace[];
  intro?: ReactNode;
  campos?: Record<string, string>;
}

/** The bulk entity of a "Dados de baja" view, when its list takes "reactivar" in bulk. */
const loteDe = (vista: VistaBajas): EntidadLote | undefined => {
  const e = vista.campos?.entidad as EntidadLote | undefined;
  return e && ACCIONES_POR_ENTIDAD[e]?.includes('reactivar') ? e : undefined;
};

export function ListaBajas<T>({ d, vista, h1, enlaces, intro, campos }: Props<T>) {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const idLista = `${idDeLista(d)}: dados de baja`;
  const { estado, elegirPagina } = useSeleccion(idLista);
  const pagina = estado.pagina.busqueda === q ? estado.pagina.n : 1;
  const pide = { ...vista.campos, ...campos, ...(pagina > 1 ? { pagina: String(pagina) } : {}), ...(q ? { q } : {}) };
  const consulta = useDadosDeBajaQuery({ funcion: vista.funcion, campos: pide, tipo: vista.tipo });
  const datos = consulta.data;
  const paginas = datos ? Math.max(1, Math.ceil(datos.total / Math.max(1, datos.porPagina))) : 1;
  const db: DescripcionLista<DadoDeBaja> = useMemo(
    () => ({
      titulo: `${d.titulo}: dados de baja`,
      h1: h1 ?? d.h1 ?? d.titulo,
      volver: d.volver,
      nombreLista: `${d.nombreLista} dados de baja`,
      idLista,
      clave: (x) => x.pk,
      nombre: (x) => x.nombre,
      busqueda: { ...d.busqueda, texto: (x) => `${x.nombre} ${x.detalle}` },
      // the server searched: an empty page of a search is "no match", not "nothing deactivated"
      vacia: q ? d.ninguno : vista.vacia,
      ninguno: d.ninguno,
      detalle: (x) => x.detalle || undefined,
      acciones: [
        { texto: 'Reactivar', etiqueta: (x) => `Reactivar ${x.nombre}`, pedir: (x) => confirmarReactivar(vista.reactivar, vista.tipo, x.pk) },
      ],
      id: d.id,
      // issue 43: the deactivated items of a page reactivated together (its lists' wire names are accionEnLote's)
      ...(loteDe(vista) ? { entidadLote: loteDe(vista), tipoLote: vista.tipo, bajasLote: true } : {}),
    }),
    [d, vista, h1, idLista, q],
  );
  return (
    <ListaActivos
      d={db}
      consulta={{ ...consulta, data: datos?.filas }}
      enlaces={enlaces}
      intro={intro}
      pestanas={<Pestanas bajas />}
      pie={
        <Paginador pagina={Math.min(pagina, paginas)} paginas={paginas} irA={(n) => elegirPagina(n, q)} etiqueta={`Páginas de ${db.nombreLista}`} />
      }
    />
  );
}
