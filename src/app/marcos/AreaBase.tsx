// What the logged-in areas' layouts share: the solid bar and the page frame.
import type { ReactNode } from 'react';
import { Logo, Principal, SaltarAlContenido } from './Marco';
import { UMBRAL_BARRA_SOLIDA, useDesplazado } from './useDesplazamiento';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';
import { Campana } from '@/features/avisos';

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

export function Area({ barra, lateral }: { barra: ReactNode; lateral?: ReactNode }) {
  return (
    <>
      <SaltarAlContenido />
      {barra}
      <Principal lateral={lateral} />
    </>
  );
}

/** The right side of the student and super-admin bars: `antes` (a link of the bar's own), the bell, then "Cerrar sesión". */
export function CampanaYSalida({ junto, antes }: { junto?: boolean; antes?: ReactNode }) {
  return (
    <ul className={junto ? 'barra__enlaces barra__enlaces--junto' : 'barra__enlaces'}>
      {antes && <li>{antes}</li>}
      <li>
        <Campana />
      </li>
      <li>
        <CerrarSesion />
      </li>
    </ul>
  );
}
