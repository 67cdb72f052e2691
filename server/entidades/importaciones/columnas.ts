// The columns of each entity's spreadsheet (issue 43; listed in docs/contenido.md): one mapping per
// entity, its own `server/entidades/<x>/importacion.ts` (found by `npm run generar`), between a row of
// cells and the payload of its registration funcion — the same payload its revision's `datos` holds.
// The export reads an item's revision content and writes it with `aCeldas`; the import turns cells
// back with `aDatos` and runs the registration funcion on it: a round trip goes through the same two
// functions. Its SQL (export list, names, undo) is its repository's `Entidad.importacion`.
import type { EntidadImportacion } from '@/shared/api/contrato/importaciones';
import type { Mapeo } from './celdas';
import { entidadDe } from '@server/db/entidades';
import type { ImportacionEntidad } from '@server/db/repositorios/entidad';
import { mapeosDescubiertos } from './mapeos.generado';

export { ALT_DECORATIVA, FORMULA, desescaparCelda, escaparCelda, listaCelda, type Entorno, type Mapeo } from './celdas';

/** Each importable list's mapping, by its wire name (server/registros.test.ts: every one of ENTIDADES_IMPORTACION has one). */
export const MAPEOS = Object.fromEntries(mapeosDescubiertos.map((m) => [m.entidad, m])) as Readonly<Record<EntidadImportacion, Mapeo>>;

/** The SQL a mapping's entity declares for the import (its repository's `Entidad.importacion`). */
export function sqlImportacion(m: Mapeo): ImportacionEntidad {
  const i = entidadDe(m.bitacora)?.importacion;
  if (!i) throw new Error(`server/entidades: la entidad ${m.bitacora} tiene importacion.ts pero su Entidad no declara importacion`);
  return i;
}
