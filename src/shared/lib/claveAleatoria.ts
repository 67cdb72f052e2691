// Keys of dynamic inputs (members, images): random numbers with five decimals (docs/SPEC.md §9).
import { DECIMALES_CLAVE } from '../api/contrato/limites';

export function randomKey(): string {
  return (Math.random() * 100000).toFixed(DECIMALES_CLAVE);
}
