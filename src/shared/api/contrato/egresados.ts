// Generations and graduates (casos de éxito), docs/SPEC.md §3, §7.
import type { ConVersion, RespuestaComun } from './comun';
import { z, texto, pk, imagenRequerida } from './campos';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_EGRESADO = {
  clave: 'egresado',
  bitacora: 'Egresado',
  /** Its cache tag (shared/api/etiquetas.ts) and its kind of search result in words (contrato/busqueda.ts). */
  tag: 'Egresado',
  busqueda: 'Egresado',
  /** Its history (contrato/revisiones.ts): "Cambios por revisar" names it so. */
  historial: { tipo: 'Caso de éxito' },
  /** Its section (contrato/secciones.ts): an admin limited to others may not write it. */
  seccion: 'egresados',
  /** Its admin list's bulk actions and export (contrato/lote.ts): deleted one by one, never deactivated (decision 0041). */
  lote: {
    nombre: 'egresados',
    uno: 'egresado',
    acciones: [],
    exportable: 'Egresados',
    importable: true,
    sinBaja: 'Los egresados no se dan de baja: se eliminan uno por uno desde su lista.',
  },
  /** Its fields' and columns' labels in the audit trail (server/api/etiquetasBitacora.ts). */
  etiquetas: {
    nombreAlumno: 'Nombre del egresado',
    puestoEmpresa: 'Puesto y empresa',
    puesto: 'Puesto y empresa',
    palabrasAlumno: 'Comentario del egresado',
    foto_estudiante: 'Foto del egresado',
    foto_estudiante_alt: 'Texto alternativo de la foto del egresado',
    foto_estudiante_decorativa: 'Foto del egresado decorativa',
  },
} as const;

export interface Generacion {
  pk_generacion: number;
  generacion: string;
}

export interface CasoExito {
  pk_caso_exito: number;
  nombre_estudiante: string;
  fk_generacion: number;
  generacion: string;
  puesto: string;
  comentario: string;
  /** Stored relative path (uploads/egresados/…). */
  foto_estudiante: string;
  /** Ours (issue 37): the photo's alternative text (null: not described yet) and whether it is decorative. */
  foto_estudiante_alt?: string | null;
  foto_estudiante_decorativa?: boolean;
}

export interface DatosEgresado {
  nombreAlumno: string;
  /** pk_generacion of the chosen generation. */
  generacion: number | string;
  puestoEmpresa: string;
  palabrasAlumno: string;
  /** A stored path the graduate already owns, or a new photo as a data URL. */
  imagenForm: string;
  /** Ours (optional, issue 37): the photo's alternative text; sent empty, imagenForm_decorativa must be '1'. */
  imagenForm_alt?: string;
  /** Ours (optional): '1' when the photo is decorative. */
  imagenForm_decorativa?: string;
}

export interface ContratoEgresados {
  mostrarGeneraciones: { pide: Record<string, never>; responde: Generacion[] };
  traerCasosExito: { pide: Record<string, never>; responde: CasoExito[] };
  obtenerEgresado: { pide: { idCasoExito: number | string }; responde: CasoExito & ConVersion };
  registrarCasoExito: { pide: DatosEgresado; responde: RespuestaComun };
  editarEgresado: { pide: DatosEgresado & ConVersion & { idCasoExito: number | string }; responde: RespuestaComun };
  eliminarEgresado: { pide: { idCasoExito: number | string }; responde: RespuestaComun };
}

/** docs/SPEC.md §5: one message for every missing field of a graduate; and the calls' refusals. */
export const MENSAJES_EGRESADO = {
  llene: 'Por favor llene todos los campos.',
  noEncontrado: 'El egresado no existe o ya fue eliminado.',
  generacion: 'La generación seleccionada no existe.',
} as const;

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The graduate's fields (docs/SPEC.md §5): all required, one message for all of them.
const M = MENSAJES_EGRESADO;
export const camposEgresado = {
  nombreAlumno: texto(M.llene, 120),
  generacion: pk(M.llene),
  puestoEmpresa: texto(M.llene, 160),
  palabrasAlumno: texto(M.llene, 1500),
};
export const formEgresado = z.object({ ...camposEgresado, imagenes: imagenRequerida(M.llene) });
