// Project types: the wire types, and the form's state.
import type { ImagenForm } from '../../shared/api/contract';
import type { MiembroForm } from '../../shared/ui/MemberInputs';

export type { GrupoCuatrimestre, Proyecto, ProyectoResumen, DatosProyecto } from '../../shared/api/contract/proyectos';

export { MAX_IMAGENES_PROYECTO } from '../../shared/api/contract/proyectos';
export const SIN_PROYECTOS = 'No se encontraron proyectos registrados.';
export const NINGUN_PROYECTO = 'Ningún proyecto encontrado.';
export const CUATRIMESTRES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

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
}

const ORDINALES = ['', 'Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo', 'Undécimo'];

export const nombreCuatrimestre = (n: number) => (ORDINALES[n] ? `${ORDINALES[n]} cuatrimestre` : `Cuatrimestre ${n}`);
