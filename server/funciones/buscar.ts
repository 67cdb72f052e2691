// Site search (/buscar): a public read over the search index (server/busqueda/). A query is plain
// text: control characters and the engines' syntax are separators; a query with no word of two
// letters or digits, or over MAX_BUSQUEDA characters, is refused with a Spanish message.
import { funcion } from '../api/funcion';
import { recordarHastaQueCambie, Serializada, type Limite } from '../api/memoria';
import { z } from '../api/validacion';
import { buscarEnIndice } from '../busqueda/consulta';
import { analizar } from '../busqueda/texto';
import { MAX_BUSQUEDA, MENSAJES_BUSQUEDA, MIN_BUSQUEDA, POR_PAGINA_BUSQUEDA } from '@/shared/api/contrato/busqueda';
import type { Responde } from '@/shared/api/contrato';

const M = MENSAJES_BUSQUEDA;
/** Past this page there is nothing a visitor would read (and OFFSET stays small). */
const MAX_PAGINA = 100;
/** The answers kept per instance (memoria.ts): a page of results is 2–6 KB of JSON. */
export const MEMORIA_BUSQUEDA: Limite = { entradas: 2_000, bytes: 8 * 1024 * 1024 };

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
    async run({ q, pagina = 1 }, { db }) {
      // The answer as sent, kept serialized per query as typed (it echoes `q`): a repeated search
      // costs no JSON.stringify and its compressed body is made once. Its results are computed once
      // per normalized search: the same words are the same search, whatever was typed around them.
      return recordarHastaQueCambie(db, 'buscar:respuesta', JSON.stringify([q, pagina]), MEMORIA_BUSQUEDA, async () => {
        const { sueltas, frases } = analizar(q);
        const clave = JSON.stringify([sueltas, frases, pagina]);
        const { total, resultados } = await recordarHastaQueCambie(db, 'buscar', clave, MEMORIA_BUSQUEDA, () =>
          buscarEnIndice(db, q, pagina, POR_PAGINA_BUSQUEDA),
        );
        return new Serializada<Responde<'buscar'>>(Buffer.from(JSON.stringify({ q, pagina, porPagina: POR_PAGINA_BUSQUEDA, total, resultados })));
      });
    },
  }),
};
