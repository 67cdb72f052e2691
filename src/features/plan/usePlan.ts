// The curriculum is content, not code: public/contenido/plan.json (precompressed and cached like
// any static file) is fetched once per visit; visitors' JS stays small.
import { useEffect, useState } from 'react';
import type { NivelAcademico } from './types';

export const FUENTE_PLAN = '/contenido/plan.json';

export type EstadoPlan = { estado: 'cargando' } | { estado: 'listo'; plan: NivelAcademico[] } | { estado: 'error' };

const cache = new Map<string, Promise<NivelAcademico[]>>();

function cargar(fuente: string): Promise<NivelAcademico[]> {
  let p = cache.get(fuente);
  if (!p) {
    p = fetch(fuente).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<NivelAcademico[]>;
    });
    p.catch(() => cache.delete(fuente)); // a later visit retries
    cache.set(fuente, p);
  }
  return p;
}

export function usePlan(fuente = FUENTE_PLAN): EstadoPlan {
  const [estado, setEstado] = useState<EstadoPlan>({ estado: 'cargando' });
  useEffect(() => {
    let vigente = true;
    cargar(fuente).then(
      (plan) => vigente && setEstado({ estado: 'listo', plan }),
      () => vigente && setEstado({ estado: 'error' }),
    );
    return () => {
      vigente = false;
    };
  }, [fuente]);
  return estado;
}
