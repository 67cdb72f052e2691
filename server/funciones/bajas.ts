// Ours: the "Dados de baja" views, and `reactivacion`, which each entity's funciones use for its
// reactivar* funcion. A deactivation only set `activo = 0`, so a reactivation sets it back: the row,
// its images, members and (for a student) its password come back as they were. Sessions ended by
// the deactivation stay ended. Every reactivation is also the "Deshacer" of its "Dar de baja".
// SQL: each entity's `Entidad.baja`, run by repositorios/bajas.ts.
import type { Seccion } from '@/shared/api/contrato/secciones';
import { funcion, type Acceso } from '../api/funcion';
import { z, pk } from '../api/validacion';
import { noEncontrado } from '@server/base/errores';
import type { Db } from '../db/db';
import { repoBajas, listasBaja } from '../db/repositorios/bajas';
import type { Reactivar } from '../db/repositorios/entidad';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';
import { MENSAJES_BAJAS as M, POR_PAGINA_BAJAS, type EntidadBaja } from '@/shared/api/contrato/bajas';
import { normalizar } from '@/shared/lib/normalizar';

interface Reactivacion {
  acceso: Acceso;
  /** Its name in the audit trail. */
  entidad: EntidadBitacora;
  /** The 404's message (no deactivated row with that pk) and the success's. */
  noExiste: string;
  hecho: string;
  /** Issue 48: the section an admin needs (else the entity's). */
  seccion?: Seccion;
  /** A refusal before the row comes back (throws an ErrorApi). */
  antes?: (pk: number, db: Db) => Promise<void>;
}

/** One reactivar funcion: a deactivated row back to active (its entity's `baja.reactivar[nombre]`), or a 404 in Spanish. */
export function reactivacion<F extends Reactivar>(nombre: F, r: Reactivacion) {
  return funcion(nombre, {
    acceso: r.acceso,
    ...(r.seccion ? { seccion: r.seccion } : {}),
    escribe: true,
    bitacora: { entidad: r.entidad, pk: 'pk' },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      await r.antes?.(id, db);
      if (!(await repoBajas(db).reactivar(nombre, id))) throw noEncontrado(r.noExiste);
      return { codigo: 1 as const, mensaje: r.hecho };
    },
  });
}

/** The lists with a "Dados de baja" view: the entities' (`baja.lista`), for the check of `entidad`. */
const entidadesBaja = () => [...listasBaja().keys()] as [EntidadBaja, ...EntidadBaja[]];

export const funcionesBajas = {
  mostrarDadosDeBaja: funcion('mostrarDadosDeBaja', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({
      entidad: z.enum(entidadesBaja(), { error: M.entidad }),
      pkEmpresa: pk('Identificador de empresa no válido.').optional(),
      pagina: z.coerce.number({ error: M.pagina }).int(M.pagina).min(1, M.pagina).max(100_000, M.pagina).optional(),
      q: z.string({ error: M.busqueda }).max(100, M.busqueda).optional(),
    }),
    // a page at a time, searched on the server: the name (normalised) and the matrícula
    async run({ entidad, pkEmpresa, pagina = 1, q = '' }, { db }) {
      const palabras = normalizar(q).split(/\s+/).filter(Boolean).slice(0, 10);
      const desde = (pagina - 1) * POR_PAGINA_BAJAS;
      const r = await repoBajas(db).dadosDeBaja(entidad, { pkEmpresa: pkEmpresa ?? null, palabras, limite: POR_PAGINA_BAJAS, desde });
      return { ...r, pagina, porPagina: POR_PAGINA_BAJAS };
    },
  }),

  mostrarUsuariosDeBaja: funcion('mostrarUsuariosDeBaja', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return repoBajas(db).adminsDeBaja();
    },
  }),
};
