// The revision a write leaves (issue 37): after every accepted write of an entity with a history
// (its declaration's `revision`), the dispatcher stores the item's whole content, in the write's
// own transaction (server/api/funcion.ts), with who and a one-line summary of what changed against
// the revision before it. A write that left the content as it was (a deactivation) stores none.
import type { Db } from '../db/db';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import { entidadDe } from '../db/entidades';
import { repoRevisiones } from '../db/repositorios/revisiones';
import type { ContenidoRevision } from '../db/repositorios/entidad';
import { MENSAJES_REVISION, type CampoRevision } from '@/shared/api/contrato/revisiones';

const igual = (a: CampoRevision, b: CampoRevision | undefined) => b !== undefined && JSON.stringify(a.valor) === JSON.stringify(b.valor);

/** "Cambió: Descripción, Imágenes" against the revision before (none: the first one). */
export function resumirRevision(campos: readonly CampoRevision[], previos: readonly CampoRevision[] | null): string {
  if (!previos) return MENSAJES_REVISION.primera;
  const antes = new Map(previos.map((c) => [c.clave, c]));
  const cambiados = campos.filter((c) => !igual(c, antes.get(c.clave))).map((c) => c.etiqueta);
  return cambiados.length ? `Cambió: ${cambiados.join(', ')}.` : MENSAJES_REVISION.igual;
}

export interface Autor {
  usuario: UsuarioSesion | null;
  /** A restore's own summary ("Restaurada la versión del …"), instead of the list of changed fields. */
  nota?: string;
  /** REVISIONES_MAX: how many revisions an item keeps (0: all). */
  max: number;
  /** ZONA_HORARIA: times as the item's form sends them. */
  zona: string;
}

/**
 * Call inside the write's transaction once its handler answered: stores the item's content when
 * the entity keeps a history and the content changed. `pk` is the audit trail's (null: unknown, or
 * a one-row item).
 */
export async function guardarRevision(db: Db, entidad: string, pk: number | null, autor: Autor): Promise<void> {
  const r = entidadDe(entidad)?.revision;
  if (!r) return;
  const clave = r.unica ? 0 : pk;
  if (clave === null) return;
  const contenido = await r.leer(db, clave, autor.zona);
  if (!contenido) return;
  const repo = repoRevisiones(db);
  const ultima = await repo.ultima(r.clave, clave);
  const previo = ultima === undefined ? null : (JSON.parse(ultima) as ContenidoRevision);
  const texto = JSON.stringify(contenido);
  if (previo && JSON.stringify(previo) === texto && !autor.nota) return;
  await repo.insertar({
    entidad: r.clave,
    pk: clave,
    pkUsuario: autor.usuario?.pk_usuario ?? null,
    nombreUsuario: autor.usuario?.nombre_persona ?? 'Sistema',
    resumen: autor.nota ?? resumirRevision(contenido.campos, previo?.campos ?? null),
    contenido: texto,
  });
  if (autor.max > 0) await repo.recortar(r.clave, clave, autor.max);
}
