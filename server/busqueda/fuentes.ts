// What the search index holds of each kind of content, read from the content's own tables by each
// entity's repository (`Entidad.busqueda`): only what the public site shows (active projects, events
// and companies with their active experiences, validated questions with published answers, the
// graduates, the curriculum's subjects).
import { ENTIDADES } from '../db/entidades';
import type { FuenteBusqueda } from '@server/db/repositorios/documento';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';

export type { Documento } from '@server/db/repositorios/documento';

/**
 * Each kind's documents: one item (its pk) or the whole kind (null); an item not shown gives none.
 * Every entity whose repository declares a `busqueda` source is a kind (server/db/entidades.ts).
 */
export const FUENTES = Object.fromEntries(ENTIDADES.flatMap((e) => (e.busqueda ? [[e.entidad, e.busqueda]] : []))) as Record<
  TipoResultado,
  FuenteBusqueda
>;
