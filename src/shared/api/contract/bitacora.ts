// Ours (issue 14): the audit trail. Every write records who, when, the funcion, the entity and pk
// and a short summary (never passwords, never image bytes); the super admin reads it
// (traerBitacora) and an edit page shows its item's last change (ultimaModificacion).
export interface EntradaBitacora {
  pk_bitacora: number;
  /** ISO 8601, UTC. */
  fecha: string;
  /** null: a visitor (a forum question). */
  pk_usuario: number | null;
  nombre_usuario: string;
  funcion: string;
  entidad: string;
  pk_entidad: number | null;
  resumen: string;
}

export interface PaginaBitacora {
  entradas: EntradaBitacora[];
  total: number;
  pagina: number;
  porPagina: number;
  /** Who appears in the trail (the user filter's options). */
  usuarios: { pk_usuario: number; nombre_usuario: string }[];
}

export interface FiltroBitacora {
  pkUsuario?: string;
  entidad?: string;
  /** YYYY-MM-DD, inclusive, in UTC. */
  desde?: string;
  hasta?: string;
  pagina?: string;
}

export interface UltimaModificacion {
  nombre_usuario: string;
  fecha: string;
  funcion: string;
}

export interface ContratoBitacora {
  traerBitacora: { pide: FiltroBitacora; responde: PaginaBitacora };
  ultimaModificacion: { pide: { entidad: string; pk: string }; responde: { ultima: UltimaModificacion | null } };
}

export const POR_PAGINA_BITACORA = 50;

/** The entities as the trail names them (the filter's options). */
export const ENTIDADES_BITACORA = {
  proyecto: 'Proyecto',
  evento: 'Evento',
  empresa: 'Empresa',
  experiencia: 'Experiencia',
  egresado: 'Egresado',
  usuario: 'Usuario',
  pregunta: 'Pregunta',
  respuesta: 'Respuesta',
  enlace: 'Enlace de inscripciones',
} as const;
export type EntidadBitacora = keyof typeof ENTIDADES_BITACORA;

export const MENSAJES_BITACORA = {
  fecha: 'Fecha no válida (use AAAA-MM-DD).',
  entidad: 'Entidad no válida.',
  pagina: 'Página no válida.',
  usuario: 'Usuario no válido.',
} as const;
