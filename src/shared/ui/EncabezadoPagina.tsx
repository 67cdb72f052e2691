// A page's heading row (.encabezado-pagina, base.css): its h1, which useCabeza.ts focuses after a
// navigation (hence the ref and tabIndex -1), and what stands beside it (an action, the header's links).
import type { ReactNode, Ref } from 'react';

export function EncabezadoPagina({ h1, titulo, children }: { h1: Ref<HTMLHeadingElement>; titulo: ReactNode; children?: ReactNode }) {
  return (
    <div className="encabezado-pagina">
      <h1 ref={h1} tabIndex={-1}>
        {titulo}
      </h1>
      {children}
    </div>
  );
}
