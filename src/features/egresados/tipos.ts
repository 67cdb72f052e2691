// Entity types of the graduates feature (the wire types are the truth) and the form's values.
import type { ImagenForm } from '@/shared/api/contrato';

export type { CasoExito, Generacion, DatosEgresado } from '@/shared/api/contrato/egresados';

/** The graduate form's values (checked by the contract's `formEgresado`). */
export interface FormEgresado {
  nombreAlumno: string;
  generacion: string;
  puestoEmpresa: string;
  palabrasAlumno: string;
  imagenes: ImagenForm[];
}
