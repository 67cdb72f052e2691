// True once the page has scrolled more than `umbral` px (navbar solid at 10, scroll-to-top at 50).
import { useEffect, useState } from 'react';

export const UMBRAL_BARRA_SOLIDA = 10;
export const UMBRAL_SUBIR = 50;

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
