// Entity types of the companies feature (the wire types are the truth).
export type { EmpresaEstadia, DatosEmpresa } from '@/shared/api/contrato/empresas';
