// Ours: reading the audit trail. The super admin pages through it, newest first,
// filtered by user, entity and dates; admins and the super admin see an item's last change on
// its edit page. Entries are written by the dispatcher (server/api/bitacora.ts).
import { funcion } from '../api/funcion';
import { repoBitacora } from '../db/repositorios/bitacora';
import { z, pk, entero } from '../api/validacion';
import { repoUsuarios } from '../entidades/usuarios/repositorio';
import { ErrorApi } from '@server/base/errores';
import { ENTIDADES_BITACORA, EVENTOS_SEGURIDAD, MENSAJES_BITACORA as M, POR_PAGINA_BITACORA } from '@/shared/api/contrato/bitacora';

const EVENTOS = Object.keys(EVENTOS_SEGURIDAD) as [keyof typeof EVENTOS_SEGURIDAD, ...(keyof typeof EVENTOS_SEGURIDAD)[]];
const ENTIDADES = Object.keys(ENTIDADES_BITACORA) as [keyof typeof ENTIDADES_BITACORA, ...(keyof typeof ENTIDADES_BITACORA)[]];

const fecha = z
  .string({ error: M.fecha })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.fecha)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), M.fecha);
const vacio = (v: unknown) => (v === '' ? undefined : v);

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
    async run({ pkUsuario, entidad, desde, hasta, pagina = 1 }, { db }) {
      const repo = repoBitacora(db);
      const filtro = { usuario: pkUsuario ?? null, entidad: entidad ?? null, desde: desde ?? null, hasta: hasta ?? null };
      const { entradas, total } = await repo.pagina(filtro, POR_PAGINA_BITACORA, (pagina - 1) * POR_PAGINA_BITACORA);
      return { entradas, total, pagina, porPagina: POR_PAGINA_BITACORA, usuarios: await repo.usuarios() };
    },
  }),

  ultimaModificacion: funcion('ultimaModificacion', {
    acceso: ['a', 's'],
    escribe: false,
    schema: z.object({ entidad: z.enum(ENTIDADES, { error: M.entidad }), pk: pk() }),
    async run({ entidad, pk: id }, { db, usuario }) {
      // an admin reads the last change of what admins manage: students, not staff accounts (whose
      // trail is the super admin's activity)
      if (usuario.rol === 'a' && entidad === 'usuario' && (await repoUsuarios(db).porPk(id))?.rol !== 'e') {
        throw new ErrorApi('No tiene permiso para realizar esta acción.', 403);
      }
      if (usuario.rol === 'a' && entidad === 'ajustes') throw new ErrorApi('No tiene permiso para realizar esta acción.', 403);
      return { ultima: await repoBitacora(db).ultima(entidad, id) };
    },
  }),

  // The security events (logins, failed logins, logouts, second factor, refused calls)
  traerSeguridad: funcion('traerSeguridad', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({
      evento: z.preprocess(vacio, z.enum(EVENTOS, { error: M.evento }).optional()),
      desde: z.preprocess(vacio, fecha.optional()),
      hasta: z.preprocess(vacio, fecha.optional()),
      pagina: z.preprocess(vacio, entero(M.pagina, 1, 1_000_000).optional()),
    }),
    async run({ evento, desde, hasta, pagina = 1 }, { db }) {
      const filtro = { evento: evento ?? null, desde: desde ?? null, hasta: hasta ?? null };
      const { entradas, total } = await repoBitacora(db).paginaSeguridad(filtro, POR_PAGINA_BITACORA, (pagina - 1) * POR_PAGINA_BITACORA);
      return { entradas, total, pagina, porPagina: POR_PAGINA_BITACORA };
    },
  }),
};
