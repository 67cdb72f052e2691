// What the logged-in areas' layouts share: the solid bar and the page frame.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { BotonSubir, Logo, Pie, SaltarAlContenido } from './Marco';
import { UMBRAL_BARRA_SOLIDA, useDesplazado } from './useDesplazamiento';

export function BarraArea({ children, sinEnlaceLogo }: { children: ReactNode; sinEnlaceLogo?: boolean }) {
  const solida = useDesplazado(UMBRAL_BARRA_SOLIDA);
  return (
    <header className={`barra barra--solida${solida ? ' barra--sombra' : ''}`}>
      <div className="contenedor barra__dentro">
        <Logo sinEnlace={sinEnlaceLogo} />
        {children}
      </div>
    </header>
  );
}

export function Area({ barra }: { barra: ReactNode }) {
  return (
    <>
      <SaltarAlContenido />
      {barra}
      <main id="contenido" className="principal" tabIndex={-1}>
        <Outlet />
      </main>
      <Pie />
      <BotonSubir />
    </>
  );
}
