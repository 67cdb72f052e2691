// What the search index holds of each kind of content, read from the content's own tables by each
// entity's repository (`Entidad.busqueda`): only what the public site shows (active projects, events
// and companies with their active experiences, validated questions with published answers, the
// graduates, the curriculum's subjects).
import { ENTIDADES } from '../db/entidades';
import type { FuenteBusqueda } from '@server/db/repositorios/documento';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';
import { ENTIDADES_CONTRATO } from '@/shared/api/contrato/entidades.generado';

export type { Documento } from '@server/db/repositorios/documento';

/**
 * Each kind's documents: one item (its pk) or the whole kind (null); an item not shown gives none.
 * Every entity whose repository declares a `busqueda` source is a kind (server/db/entidades.ts).
 */
export const FUENTES = Object.fromEntries(ENTIDADES.flatMap((e) => (e.busqueda ? [[e.entidad, e.busqueda]] : []))) as Record<
  TipoResultado,
  FuenteBusqueda
>;

/** Each kind in the search page's words: its contract's ENTIDAD_<X>.busqueda (sent as each result's `nombreTipo`). */
export const TIPOS_RESULTADO = Object.fromEntries(
  (ENTIDADES_CONTRATO as readonly { clave: string; busqueda?: string }[]).flatMap((e) => (e.busqueda ? [[e.clave, e.busqueda]] : [])),
) as Readonly<Record<TipoResultado, string>>;
