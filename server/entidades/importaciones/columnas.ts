// The columns of each entity's spreadsheet (issue 43; listed in docs/contenido.md): one mapping per
// entity (mapeosConFechas.ts, mapeosSimples.ts) between a row of cells and the payload of its
// registration funcion — the same payload its revision's `datos` holds. The export reads an item's
// revision content and writes it with `aCeldas`; the import turns cells back with `aDatos` and runs
// the registration funcion on it: a round trip goes through the same two functions.
import type { EntidadImportacion } from '@/shared/api/contrato/importaciones';
import type { Mapeo } from './celdas';
import { eventos, proyectos } from './mapeosConFechas';
import { egresados, empresas } from './mapeosSimples';

export { ALT_DECORATIVA, FORMULA, desescaparCelda, escaparCelda, listaCelda, type Entorno, type Mapeo } from './celdas';

export const MAPEOS: Readonly<Record<EntidadImportacion, Mapeo>> = { proyectos, eventos, empresas, egresados };
