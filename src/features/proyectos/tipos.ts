// Project types: the wire types, and the form's state.
import type { ImagenForm } from '@/shared/api/contrato';
import type { MiembroForm } from '@/shared/ui/CamposMiembros';

export type { GrupoCuatrimestre, Proyecto, ProyectoResumen, DatosProyecto } from '@/shared/api/contrato/proyectos';

// docs/SPEC.md §9's limits live beside the contract (contract/limites.ts)
export { MAX_IMAGENES_PROYECTO, CUATRIMESTRES } from '@/shared/api/contrato/limites';
export const SIN_PROYECTOS = 'No se encontraron proyectos registrados.';
export const NINGUN_PROYECTO = 'Ningún proyecto encontrado.';

export interface FormProyecto {
  nombre_proyecto: string;
  /** '' until one is chosen. */
  cuatrimestre: string;
  descripcion_proyecto: string;
  enlace: string;
  /** The first is the cover. */
  imgs: ImagenForm[];
  miembros: MiembroForm[];
  /** The team photo: zero or one image. */
  foto: ImagenForm[];
  /** Scheduled publishing (0054): the zone's wall clock, 'YYYY-MM-DDTHH:MM'; '' for none (absent in a draft kept from before). */
  publicarEn?: string;
  retirarEn?: string;
}

// the plan's own naming of a term (one list of ordinals for the whole site)
export { nombreCuatrimestre } from '@/shared/api/contrato/plan';
