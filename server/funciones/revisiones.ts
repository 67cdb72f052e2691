// Ours (issue 37): an item's history — its revisions newest first, one revision's content, and
// restoring one. A restore runs the item's own edit funcion with the revision's payload (the
// dispatcher's `reenvia`: its checks, audit trail and a new revision), so history is never rewritten.
import { fechaHoraZona } from '@/shared/lib/zonaHoraria';
import { funcion } from '@server/api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, pk } from '@server/api/validacion';
import { ENTIDADES } from '@server/db/entidades';
import type { ContenidoRevision, RevisionEntidad } from '@server/db/repositorios/entidad';
import { repoRevisiones } from '@server/db/repositorios/revisiones';
import { desempacar } from '@server/api/revisiones';
import { esRutaGuardada } from '@server/imagenes/subidas';
import { ENTIDADES_REVISION, MENSAJES_REVISION as M, type EntidadRevision, type Revision } from '@/shared/api/contrato/revisiones';

const CON_HISTORIA = new Map<string, RevisionEntidad>(ENTIDADES.flatMap((e) => (e.revision ? [[e.revision.clave, e.revision] as const] : [])));

const revisionDe = (clave: EntidadRevision) => CON_HISTORIA.get(clave)!;

/** "27/11/2026 04:10" (UTC, as the list shows the date it lists). */

/** Every stored image path a revision's content holds. */
function rutasDe(c: ContenidoRevision): string[] {
  return c.campos.flatMap((campo) => (campo.tipo === 'imagenes' ? campo.valor.map((i) => i.ruta) : [])).filter(esRutaGuardada);
}

export const funcionesRevisiones = {
  traerRevisiones: funcion('traerRevisiones', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({ entidad: z.enum(ENTIDADES_REVISION, { error: M.entidad }), pk: pk(M.pk).optional() }),
    async run({ entidad, pk: id }, { db }) {
      const r = revisionDe(entidad);
      if (!r.unica && id === undefined) throw new ErrorApi(M.pk);
      return repoRevisiones(db).lista(entidad, r.unica ? 0 : id!);
    },
  }),

  mostrarRevision: funcion('mostrarRevision', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({ pkRevision: pk(M.pkRevision) }),
    async run({ pkRevision }, { db }): Promise<Revision> {
      const f = await repoRevisiones(db).una(pkRevision);
      if (!f) throw noEncontrado(M.noExiste);
      const { contenido, ...resto } = f;
      return { ...resto, entidad: f.entidad as EntidadRevision, campos: (JSON.parse(contenido) as ContenidoRevision).campos };
    },
  }),

  restaurarRevision: funcion('restaurarRevision', {
    acceso: ['a'],
    escribe: true,
    // the edit it runs leaves the trail's entry (and the new revision)
    bitacora: false,
    schema: z.object({ pkRevision: pk(M.pkRevision) }),
    async reenvia({ pkRevision }, { db, config }) {
      const f = await repoRevisiones(db).una(pkRevision);
      const r = f && CON_HISTORIA.get(f.entidad);
      if (!f || !r) throw noEncontrado(M.noExiste);
      const guardado = desempacar(f.contenido);
      const actual = await r.leer(db, f.pk, config.zonaHoraria);
      if (actual && JSON.stringify(actual.campos) === JSON.stringify(guardado.campos)) throw new ErrorApi(M.sinCambios, 409);
      const envio = r.restaurar(guardado.datos, f.pk);
      if (!envio) throw new ErrorApi(M.noRestaurable, 409);
      // a restore never carries the schedule (0054): an absent publicarEn/retirarEn keeps today's, so
      // a retired item stays retired and a live one is not hidden by an old date (issue 45)
      delete envio.payload.publicarEn;
      delete envio.payload.retirarEn;
      return { ...envio, nota: `Restaurada la versión del ${fechaHoraZona(f.fecha, config.zonaHoraria)}.`, rutas: rutasDe(guardado) };
    },
    run: () => ({ codigo: 1 as const, mensaje: M.restaurada }),
  }),
};
