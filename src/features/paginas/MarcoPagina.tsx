// The frame of a page staff edit, as /admisiones and /acerca_de show it: the title as the page's h1
// (focused on navigation: useCabeza's ref), then the page once it is there, or the loading state, or
// the error with a retry.
import type { ReactNode, Ref } from 'react';
import type { ClavePagina, Pagina } from '@/shared/api/contrato/paginas';
import { Cargando, ErrorCarga } from '@/shared/ui/SinResultados';
import { mensajeDeError } from '@/shared/api/errores';
import type { usePagina } from './usePagina';

interface Props<C extends ClavePagina> {
  clase: string;
  titulo: string;
  h1: Ref<HTMLHeadingElement>;
  lectura: ReturnType<typeof usePagina<C>>;
  /** What the page shows once it is there. */
  children: (pagina: Pagina<C>) => ReactNode;
  /** Shown after it whatever the state (the enquiry form of /admisiones). */
  despues?: ReactNode;
}

export function MarcoPagina<C extends ClavePagina>({ clase, titulo, h1, lectura, children, despues }: Props<C>) {
  const { pagina, isLoading, error, refetch } = lectura;
  return (
    <div className={`contenedor ${clase}`}>
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          {titulo}
        </h1>
      </div>
      {isLoading ? <Cargando /> : error || !pagina ? <ErrorCarga mensaje={mensajeDeError(error)} onReintentar={refetch} /> : children(pagina)}
      {despues}
    </div>
  );
}
