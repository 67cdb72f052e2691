// The fields of a revision (contrato/revisiones.ts CampoRevision), labelled as the item's form
// labels them (the audit trail's labels: server/api/etiquetasBitacora.ts).
import { etiquetaCampo } from '@server/api/etiquetasBitacora';
import type { CampoRevision, ImagenRevision } from '@/shared/api/contrato/revisiones';
import { aPared } from '@/shared/lib/zonaHoraria';

export const campoTexto = (clave: string, valor: string | number | null | undefined, etiqueta = etiquetaCampo(clave)): CampoRevision => ({
  clave,
  etiqueta,
  tipo: 'texto',
  valor: valor === null || valor === undefined ? '' : String(valor),
});

export const campoImagenes = (clave: string, valor: ImagenRevision[], etiqueta = etiquetaCampo(clave)): CampoRevision => ({
  clave,
  etiqueta,
  tipo: 'imagenes',
  valor,
});

export const campoLista = (clave: string, valor: string[], etiqueta = etiquetaCampo(clave)): CampoRevision => ({
  clave,
  etiqueta,
  tipo: 'lista',
  valor,
});

/** A stored image with its alternative text as its table holds it (alt null: not described yet). */
export interface ImagenGuardada {
  ruta: string;
  alt: string | null;
  decorativa: number | boolean;
}

const esDecorativa = (i: ImagenGuardada) => Number(i.decorativa) === 1 || i.decorativa === true;

/** The images as a revision compares them: path, and the authored text or "decorativa". */
export const imagenesRevision = (imgs: readonly ImagenGuardada[]): ImagenRevision[] =>
  imgs.map((i) => (esDecorativa(i) ? { ruta: i.ruta, alt: '', decorativa: true } : i.alt !== null ? { ruta: i.ruta, alt: i.alt } : { ruta: i.ruta }));

/** An image form list's JSON ({ key, imagen, alt, decorativa }[], contrato/campos.ts): an image never described goes without alt (kept as it is). */
export const imagenesForm = (imgs: readonly ImagenGuardada[]) =>
  JSON.stringify(
    imgs.map((i, n) =>
      esDecorativa(i) || i.alt !== null
        ? { key: `r${n}`, imagen: i.ruta, alt: esDecorativa(i) ? '' : i.alt, decorativa: esDecorativa(i) }
        : { key: `r${n}`, imagen: i.ruta },
    ),
  );

/** A single image's `<campo>_alt` / `<campo>_decorativa` fields (none for an image never described). */
export function altForm(campo: string, i: ImagenGuardada | null): Record<string, string> {
  if (!i || (!esDecorativa(i) && i.alt === null)) return {};
  return { [`${campo}_alt`]: esDecorativa(i) ? '' : (i.alt ?? ''), [`${campo}_decorativa`]: esDecorativa(i) ? '1' : '0' };
}

/** A schedule column (UTC) as the form sends it: the zone's wall clock, '' for none (clears). */
export const paredForm = (v: string | null | undefined, zona: string) => (v ? aPared(v, zona) : '');
