// The "Dados de baja" view: the deactivated items of a list, each with "Reactivar" (a confirmed
// intent), shown by the same list with its own state in the store.
import { useMemo, type ReactNode } from 'react';
import type { DadoDeBaja } from '@/shared/api/contrato/bajas';
import { useDadosDeBajaQuery } from '../api';
import { confirmarReactivar } from '../confirmaciones';
import type { Enlace } from '../PaginaAdmin';
import { ListaActivos } from './ListaActivos';
import { Pestanas } from './Pestanas';
import { idDeLista, type DescripcionLista, type VistaBajas } from './tipos';

interface Props<T> {
  d: DescripcionLista<T>;
  vista: VistaBajas;
  h1?: string;
  enlaces?: Enlace[];
  intro?: ReactNode;
  campos?: Record<string, string>;
}

export function ListaBajas<T>({ d, vista, h1, enlaces, intro, campos }: Props<T>) {
  const consulta = useDadosDeBajaQuery({ funcion: vista.funcion, campos: { ...vista.campos, ...campos }, tipo: vista.tipo });
  const db: DescripcionLista<DadoDeBaja> = useMemo(
    () => ({
      titulo: `${d.titulo}: dados de baja`,
      h1: h1 ?? d.h1 ?? d.titulo,
      volver: d.volver,
      nombreLista: `${d.nombreLista} dados de baja`,
      idLista: `${idDeLista(d)}: dados de baja`,
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
  return <ListaActivos d={db} consulta={consulta} enlaces={enlaces} intro={intro} pestanas={<Pestanas bajas />} />;
}
