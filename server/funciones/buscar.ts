// Site search (/buscar): a public read over the search index (server/busqueda/). A query is plain
// text: control characters and the engines' syntax are separators; a query with no word of two
// letters or digits, or over MAX_BUSQUEDA characters, is refused with a Spanish message. What a
// query may cost is bounded (busqueda/texto.ts, COSTO_CONSULTA); a search not already remembered
// is computed in its turn (a few at a time, each after the event loop has served what arrived
// meanwhile: 40 at once no longer hold /salud) and counts against its address's limit
// (BUSQUEDAS_POR_MINUTO, kept per instance: the CPU it protects is the instance's own).
import { claveDireccion } from '../autenticacion/direccion';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { funcion } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { recordada, recordarHastaQueCambie, Serializada, type Limite } from '../api/memoria';
import { z } from '../api/validacion';
import type { Db } from '../db/db';
import type { Limites } from '../autenticacion/limites';
import { buscarEnIndice } from '../busqueda/consulta';
import { sugerir } from '../busqueda/sugerencias';
import { analizar } from '../busqueda/texto';
import { MAX_BUSQUEDA, MENSAJES_BUSQUEDA, MIN_BUSQUEDA, POR_PAGINA_BUSQUEDA } from '@/shared/api/contrato/busqueda';
import type { Responde } from '@/shared/api/contrato';

const M = MENSAJES_BUSQUEDA;
/** Past this page there is nothing a visitor would read (and OFFSET stays small). */
const MAX_PAGINA = 100;
/** The answers kept per instance (memoria.ts): a page of results is 2–6 KB of JSON. */
export const MEMORIA_BUSQUEDA: Limite = { entradas: 2_000, bytes: 8 * 1024 * 1024 };

/** Searches one address may have computed per minute (remembered answers are free). */
export const BUSQUEDAS_POR_MINUTO = 120;
export const DEMASIADAS_BUSQUEDAS = 'Hizo demasiadas búsquedas en poco tiempo. Espere un minuto e inténtelo de nuevo.';

const porApp = new WeakMap<Limites, RateLimiterMemory>();
async function contarBusqueda(limites: Limites, ip: string): Promise<void> {
  let l = porApp.get(limites);
  if (!l) porApp.set(limites, (l = new RateLimiterMemory({ points: BUSQUEDAS_POR_MINUTO, duration: 60 })));
  try {
    await l.consume(claveDireccion(ip)); // an IPv6 address as its /64 (issue 45)
  } catch (e) {
    if (e instanceof RateLimiterRes) throw new ErrorApi(DEMASIADAS_BUSQUEDAS, 429);
    throw e;
  }
}

/** Searches computed at once: SQLite's are synchronous (one at a time); PostgreSQL's leave pool connections to the rest. */
const enCurso = { n: 0, espera: [] as (() => void)[] };
async function enTurno<T>(db: Db, trabajo: () => Promise<T>): Promise<T> {
  const maximo = db.motor === 'sqlite' ? 1 : 4;
  if (enCurso.n >= maximo) await new Promise<void>((listo) => enCurso.espera.push(listo));
  else enCurso.n++;
  try {
    // a turn of the event loop first: requests that arrived meanwhile (/salud, a page) are served
    await new Promise((listo) => setImmediate(listo));
    return await trabajo();
  } finally {
    const siguiente = enCurso.espera.shift();
    if (siguiente) siguiente();
    else enCurso.n--;
  }
}

const schema = z.object({
  q: z
    .string({ error: M.corta })
    .max(MAX_BUSQUEDA, M.larga)
    .refine((q) => {
      const { sueltas, frases } = analizar(q);
      return [...sueltas, ...frases.flat()].some((p) => p.length >= MIN_BUSQUEDA);
    }, M.corta),
  pagina: z.coerce.number({ error: M.pagina }).int(M.pagina).min(1, M.pagina).max(MAX_PAGINA, M.pagina).optional(),
});

export const funcionesBusqueda = {
  buscar: funcion('buscar', {
    acceso: 'publico',
    escribe: false,
    schema,
    async run({ q, pagina = 1 }, { db, limites, ip }) {
      // The answer as sent, kept serialized per query as typed (it echoes `q`): a repeated search
      // costs no JSON.stringify and its compressed body is made once. Its results are computed once
      // per normalized search: the same words are the same search, whatever was typed around them.
      return recordarHastaQueCambie(db, 'buscar:respuesta', JSON.stringify([q, pagina]), MEMORIA_BUSQUEDA, async () => {
        const { sueltas, frases } = analizar(q);
        const clave = JSON.stringify([sueltas, frases, pagina]);
        // only a search to compute counts against the address (a remembered one costs nothing)
        if (!(await recordada(db, 'buscar', clave))) await contarBusqueda(limites, ip);
        const { total, resultados, sugerencias } = await recordarHastaQueCambie(db, 'buscar', clave, MEMORIA_BUSQUEDA, () =>
          enTurno(db, async () => {
            const hallazgo = await buscarEnIndice(db, q, pagina, POR_PAGINA_BUSQUEDA);
            // nothing found: the closest indexed words ("¿Quiso decir…?", issue 44), only then
            const otras = hallazgo.total === 0 && pagina === 1 ? await sugerir(db, sueltas) : [];
            return { ...hallazgo, ...(otras.length ? { sugerencias: otras } : {}) };
          }),
        );
        const respuesta = { q, pagina, porPagina: POR_PAGINA_BUSQUEDA, total, resultados, ...(sugerencias ? { sugerencias } : {}) };
        return new Serializada<Responde<'buscar'>>(Buffer.from(JSON.stringify(respuesta)));
      });
    },
  }),
};
