// The revision a write leaves (issue 37): after every accepted write of an entity with a history
// (its declaration's `revision`), the dispatcher stores the item's whole content, in the write's
// own transaction (server/api/funcion.ts), with who and a one-line summary of what changed against
// the revision before it. A write that left the content as it was (a deactivation) stores none.
// The comparison reads only the previous revision's fingerprints (one short hash per field), never
// its content: a revision costs an edit one read of the item, one small read and one insert.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import { entidadDe } from '../db/entidades';
import { repoRevisiones } from '../db/repositorios/revisiones';
import { MENSAJES_REVISION, type CampoRevision } from '@/shared/api/contrato/revisiones';

type Huellas = Record<string, string>;

/** Each field's fingerprint: its label and value, hashed short. */
export const huellasDe = (campos: readonly CampoRevision[]): Huellas =>
  Object.fromEntries(
    campos.map((c) => [
      c.clave,
      createHash('sha256')
        .update(JSON.stringify([c.etiqueta, c.valor]))
        .digest('base64url')
        .slice(0, 16),
    ]),
  );

/** "Cambió: Descripción, Imágenes" against the revision before (none: the first one). */
export function resumirRevision(campos: readonly CampoRevision[], huellas: Huellas, previas: Huellas | null): string {
  if (!previas) return MENSAJES_REVISION.primera;
  const cambiados = campos.filter((c) => huellas[c.clave] !== previas[c.clave]).map((c) => c.etiqueta);
  return cambiados.length ? `Cambió: ${cambiados.join(', ')}.` : MENSAJES_REVISION.igual;
}

const iguales = (a: Huellas, b: Huellas) => {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

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
  const texto = await repo.ultimasHuellas(r.clave, clave);
  const previas = texto === undefined ? null : (JSON.parse(texto) as Huellas);
  const huellas = huellasDe(contenido.campos);
  if (previas && iguales(previas, huellas) && !autor.nota) return;
  await repo.insertar({
    entidad: r.clave,
    pk: clave,
    pkUsuario: autor.usuario?.pk_usuario ?? null,
    nombreUsuario: autor.usuario?.nombre_persona ?? 'Sistema',
    resumen: autor.nota ?? resumirRevision(contenido.campos, huellas, previas),
    contenido: JSON.stringify(contenido),
    huellas: JSON.stringify(huellas),
  });
  if (autor.max > 0) await repo.recortar(r.clave, clave, autor.max);
}
