// The list's search and numbers: every word of the query inside the row's key, normalised once
// per load (case- and accent-insensitive), and counts written as in Mexico ("5,001").
import { normalizar } from '@/shared/lib/normalizar';

export const numero = (n: number) => n.toLocaleString('es-MX');

/** Every word of the query inside the row's normalised key. */
export function filtrar<T>(indice: { item: T; clave: string }[], consulta: string): T[] {
  const palabras = normalizar(consulta).split(/\s+/).filter(Boolean);
  if (!palabras.length) return indice.map((i) => i.item);
  return indice.filter((i) => palabras.every((p) => i.clave.includes(p))).map((i) => i.item);
}
