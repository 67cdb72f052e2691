// True once the page has scrolled more than `umbral` px (navbar solid at 10, scroll-to-top at 50).
import { useEffect, useState } from 'react';

// docs/SPEC.md §9's thresholds live beside the contract (contract/limites.ts)
export { UMBRAL_BARRA_SOLIDA, UMBRAL_SUBIR } from '@/shared/api/contrato/limites';

export function useDesplazado(umbral: number): boolean {
  // false on the first render, as on the server (a hydrated page must match it); measured after it
  const [pasado, setPasado] = useState(false);
  useEffect(() => {
    let frame = 0;
    const medir = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPasado(window.scrollY > umbral));
    };
    medir();
    window.addEventListener('scroll', medir, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', medir);
    };
  }, [umbral]);
  return pasado;
}
