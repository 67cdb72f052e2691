// Internship companies (SPEC.md §3, §7). imagenForm is the image: a stored path or a data URL.
import type { RespuestaComun } from '../contract';

export interface EmpresaEstadia {
  pk_empresa_estadia: number;
  nombre_empresa: string;
  /** Stored relative path (uploads/empresas/…). */
  imagen_empresa: string;
}

export interface DatosEmpresa {
  nombreEmpresa: string;
  /** A stored path the company already owns, or a new image as a data URL. */
  imagenForm: string;
}

export interface ContratoEmpresas {
  obtenerTodasEmpresasEstadias: { pide: Record<string, never>; responde: EmpresaEstadia[] };
  obtenerEmpresaEstadia: { pide: { pk: number | string }; responde: EmpresaEstadia };
  registrarEmpresaEstadia: { pide: DatosEmpresa; responde: RespuestaComun };
  editarEmpresaEstadia: { pide: DatosEmpresa & { pkEmpresa: number | string }; responde: RespuestaComun };
  darBajaEmpresaEstadia: { pide: { pk: number | string }; responde: RespuestaComun };
}
