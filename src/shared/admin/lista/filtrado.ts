// The list's search and numbers: every word of the query inside the row's key, normalised once
// per load (case- and accent-insensitive), and counts written as in Mexico ("5,001").
import { normalizar } from '@/shared/lib/normalizar';

const FORMATO_NUMERO = new Intl.NumberFormat('es-MX');
/** One formatter for every count: toLocaleString built a new one on each call, several per keystroke. */
export const numero = (n: number) => FORMATO_NUMERO.format(n);

/** Every word of the query inside the row's normalised key. */
export function filtrar<T>(indice: { item: T; clave: string }[], consulta: string): T[] {
  const palabras = normalizar(consulta).split(/\s+/).filter(Boolean);
  if (!palabras.length) return indice.map((i) => i.item);
  return indice.filter((i) => palabras.every((p) => i.clave.includes(p))).map((i) => i.item);
}
