// Internship companies (SPEC.md §3, §7). imagenForm is the image: a stored path or a data URL.
import type { RespuestaComun } from './comun';

/** Its name in the audit trail and its kind of search result (gathered by herramientas/generadores/entidades.mjs). */
export const ENTIDAD_EMPRESA = { clave: 'empresa', bitacora: 'Empresa', busqueda: 'Empresa de estadías' } as const;

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

/** SPEC.md §5's company messages and the calls' own refusals (server and form use these). */
export const MENSAJES_EMPRESA = {
  nombre: 'Se necesita el nombre de la empresa.',
  imagen: 'Se necesita la imagen de la empresa.',
  noEncontrada: 'La empresa de estadía no existe o fue dada de baja.',
  repetida: 'Ya existe una empresa registrada con ese nombre.',
} as const;
