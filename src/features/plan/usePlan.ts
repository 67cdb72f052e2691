// The curriculum is content, not code: public/contenido/plan.json (precompressed and cached like
// any static file), read once into the RTK Query cache. On the server the same query reads the
// built file (the store's extra argument), so the home page renders and hydrates with it.
import { baseApi } from '@/shared/api/baseApi';
import { extraServidor } from '@/shared/api/funcionBaseQuery';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import type { NivelAcademico } from './tipos';

export const FUENTE_PLAN = '/contenido/plan.json';

export type EstadoPlan = { estado: 'cargando' } | { estado: 'listo'; plan: NivelAcademico[] } | { estado: 'error' };

const planApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    plan: build.query<NivelAcademico[], string>({
      async queryFn(fuente, api) {
        try {
          const servidor = extraServidor(api.extra);
          if (servidor) return { data: (await servidor.leerContenido(fuente)) as NivelAcademico[] };
          const r = await fetch(fuente, { signal: api.signal });
          if (!r.ok) return { error: { codigo: 0, mensaje: String(r.status), status: r.status } };
          return { data: (await r.json()) as NivelAcademico[] };
        } catch {
          return { error: { codigo: 0, mensaje: 'sin plan' } };
        }
      },
    }),
  }),
});

/** Server render of a page that shows the curriculum. */
export const datosPlan: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, planApi.endpoints.plan, FUENTE_PLAN);
};

export function usePlan(fuente = FUENTE_PLAN): EstadoPlan {
  const { data, isError } = planApi.usePlanQuery(fuente);
  return data ? { estado: 'listo', plan: data } : isError ? { estado: 'error' } : { estado: 'cargando' };
}
