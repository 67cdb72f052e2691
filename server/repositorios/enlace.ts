// The enrolment link's SQL: one row (id = 1).
import type { Db } from '../db/open';
import { repositorio } from './repositorio';

export interface Enlace {
  enlace: string;
  estatus: 0 | 1;
}

export const repoEnlace = repositorio((db: Db) => {
  const leer = db.prepare<[], Enlace>('SELECT enlace, estatus FROM enlace WHERE id = 1');
  const guardar = db.prepare<[string, number]>('UPDATE enlace SET enlace = ?, estatus = ? WHERE id = 1');
  return {
    leer: () => leer.get() ?? { enlace: '', estatus: 0 as const },
    guardar: (e: Enlace) => void guardar.run(e.enlace, e.estatus),
  };
});
