// Internship companies (docs/SPEC.md §3, §7). imagenForm is the image: a stored path or a data URL.
import type { ConVersion, RespuestaComun } from './comun';
import { z, texto, imagenRequerida } from './campos';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_EMPRESA = {
  clave: 'empresa',
  bitacora: 'Empresa',
  /** Its cache tag (shared/api/etiquetas.ts) and its kind of search result in words (contrato/busqueda.ts). */
  tag: 'Empresa',
  busqueda: 'Empresa de estadías',
  /** It keeps a history (contrato/revisiones.ts). */
  historial: {},
  /** Its section (contrato/secciones.ts): an admin limited to others may not write it. */
  seccion: 'empresas',
  /** Its fields' and columns' labels in the audit trail (server/api/etiquetasBitacora.ts). */
  etiquetas: {
    nombreEmpresa: 'Nombre de la empresa',
    nombre_empresa: 'Nombre de la empresa',
    imagen_empresa: 'Imagen de la empresa',
    imagen_empresa_alt: 'Texto alternativo de la imagen de la empresa',
    imagen_empresa_decorativa: 'Imagen de la empresa decorativa',
  },
  /** Its admin list's bulk actions and export (contrato/lote.ts). */
  lote: { nombre: 'empresas', uno: 'empresa', acciones: ['baja', 'reactivar'], exportable: 'Empresas de estadía', importable: true },
} as const;

export interface EmpresaEstadia {
  pk_empresa_estadia: number;
  nombre_empresa: string;
  /** Stored relative path (uploads/empresas/…). */
  imagen_empresa: string;
  /** Ours (issue 37): the image's alternative text (null: not described yet) and whether it is decorative. */
  imagen_empresa_alt?: string | null;
  imagen_empresa_decorativa?: boolean;
}

export interface DatosEmpresa {
  nombreEmpresa: string;
  /** A stored path the company already owns, or a new image as a data URL. */
  imagenForm: string;
  /** Ours (optional, issue 37): the image's alternative text; sent empty, imagenForm_decorativa must be '1'. */
  imagenForm_alt?: string;
  /** Ours (optional): '1' when the image is decorative. */
  imagenForm_decorativa?: string;
}

export interface ContratoEmpresas {
  obtenerTodasEmpresasEstadias: { pide: Record<string, never>; responde: EmpresaEstadia[] };
  obtenerEmpresaEstadia: { pide: { pk: number | string }; responde: EmpresaEstadia & ConVersion };
  registrarEmpresaEstadia: { pide: DatosEmpresa; responde: RespuestaComun };
  editarEmpresaEstadia: { pide: DatosEmpresa & ConVersion & { pkEmpresa: number | string }; responde: RespuestaComun };
  darBajaEmpresaEstadia: { pide: { pk: number | string }; responde: RespuestaComun };
  reactivarEmpresaEstadia: { pide: { pk: string }; responde: RespuestaComun };
}

// its "Dados de baja" list (contrato/bajas.ts)
declare module './bajas' {
  interface ListasBaja {
    empresas: true;
  }
}

/** docs/SPEC.md §5's company messages and the calls' own refusals (server and form use these). */
export const MENSAJES_EMPRESA = {
  deBajaNoExiste: 'La empresa no existe o ya está activa.',
  reactivado: 'Empresa de estadía reactivada.',
  nombre: 'Se necesita el nombre de la empresa.',
  imagen: 'Se necesita la imagen de la empresa.',
  noEncontrada: 'La empresa de estadía no existe o fue dada de baja.',
  repetida: 'Ya existe una empresa registrada con ese nombre.',
} as const;

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The company's fields (docs/SPEC.md §5): name and one image. The form holds the image as a one-item
// list; api.php receives it as `imagenForm` (the server's `imagenUnica`).
const M = MENSAJES_EMPRESA;
export const nombreEmpresa = texto(M.nombre, 120);
export const formEmpresa = z.object({ nombreEmpresa, imagenes: imagenRequerida(M.imagen) });
