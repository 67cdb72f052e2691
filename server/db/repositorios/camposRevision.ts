// The fields of a revision (contrato/revisiones.ts CampoRevision), labelled as the item's form
// labels them (the audit trail's labels: server/api/etiquetasBitacora.ts).
import { etiquetaCampo } from '@server/api/etiquetasBitacora';
import type { CampoRevision, ImagenRevision } from '@/shared/api/contrato/revisiones';

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

/** An image form list's JSON ({ key, imagen }[], contrato/campos.ts) from stored paths. */
export const imagenesForm = (rutas: readonly string[]) => JSON.stringify(rutas.map((imagen, i) => ({ key: `r${i}`, imagen })));
