// Entity types of the graduates feature (the wire types are the truth).
export type { CasoExito, Generacion, DatosEgresado } from '@/shared/api/contrato/egresados';
