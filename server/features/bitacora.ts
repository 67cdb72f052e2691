// Ours (issue 14): reading the audit trail. The super admin pages through it, newest first,
// filtered by user, entity and dates; admins and the super admin see an item's last change on
// its edit page. Entries are written by the dispatcher (server/bitacora.ts).
import { funcion } from '../funcion';
import { z, pk, entero } from '../validation';
import {
  ENTIDADES_BITACORA,
  MENSAJES_BITACORA as M,
  POR_PAGINA_BITACORA,
  type EntradaBitacora,
  type UltimaModificacion,
} from '../../src/shared/api/contract/bitacora';

const ENTIDADES = Object.keys(ENTIDADES_BITACORA) as [keyof typeof ENTIDADES_BITACORA, ...(keyof typeof ENTIDADES_BITACORA)[]];

const fecha = z
  .string({ error: M.fecha })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.fecha)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), M.fecha);
const vacio = (v: unknown) => (v === '' ? undefined : v);

const COLUMNAS = 'pk_bitacora, fecha, fk_usuario AS pk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen';

export const funcionesBitacora = {
  traerBitacora: funcion('traerBitacora', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({
      pkUsuario: z.preprocess(vacio, pk(M.usuario).optional()),
      entidad: z.preprocess(vacio, z.enum(ENTIDADES, { error: M.entidad }).optional()),
      desde: z.preprocess(vacio, fecha.optional()),
      hasta: z.preprocess(vacio, fecha.optional()),
      pagina: z.preprocess(vacio, entero(M.pagina, 1, 1_000_000).optional()),
    }),
    run({ pkUsuario, entidad, desde, hasta, pagina = 1 }, { db }) {
      const filtro = `WHERE (@usuario IS NULL OR fk_usuario = @usuario) AND (@entidad IS NULL OR entidad = @entidad)
        AND (@desde IS NULL OR fecha >= @desde) AND (@hasta IS NULL OR fecha < strftime('%Y-%m-%dT%H:%M:%fZ', @hasta, '+1 day'))`;
      const args = { usuario: pkUsuario ?? null, entidad: entidad ?? null, desde: desde ?? null, hasta: hasta ?? null };
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM bitacora ${filtro}`).get(args) as { n: number }).n;
      const entradas = db
        .prepare(`SELECT ${COLUMNAS} FROM bitacora ${filtro} ORDER BY fecha DESC, pk_bitacora DESC LIMIT @limite OFFSET @desplazamiento`)
        .all({ ...args, limite: POR_PAGINA_BITACORA, desplazamiento: (pagina - 1) * POR_PAGINA_BITACORA }) as EntradaBitacora[];
      const usuarios = db
        .prepare(
          `SELECT fk_usuario AS pk_usuario, nombre_usuario FROM bitacora WHERE fk_usuario IS NOT NULL
           GROUP BY fk_usuario HAVING pk_bitacora = max(pk_bitacora) ORDER BY nombre_usuario`,
        )
        .all() as { pk_usuario: number; nombre_usuario: string }[];
      return { entradas, total, pagina, porPagina: POR_PAGINA_BITACORA, usuarios };
    },
  }),

  ultimaModificacion: funcion('ultimaModificacion', {
    acceso: ['a', 's'],
    escribe: false,
    schema: z.object({ entidad: z.enum(ENTIDADES, { error: M.entidad }), pk: pk() }),
    run({ entidad, pk: id }, { db }) {
      const fila = db
        .prepare(
          `SELECT nombre_usuario, fecha, funcion FROM bitacora WHERE entidad = ? AND pk_entidad = ?
           ORDER BY fecha DESC, pk_bitacora DESC LIMIT 1`,
        )
        .get(entidad, id) as UltimaModificacion | undefined;
      return { ultima: fila ?? null };
    },
  }),
};
