// Ours: the audit trail. Every write records who, when, the funcion, the entity and pk
// and a short summary (never passwords, never image bytes); the super admin reads it
// (traerBitacora) and an edit page shows its item's last change (ultimaModificacion).
import { ENTIDADES_CONTRATO } from './entidades.generado';

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

type Declarada = (typeof ENTIDADES_CONTRATO)[number];

/**
 * The entities as the trail names them (the filter's options, by name): each contract file declares
 * its own (`ENTIDAD_<X>`), listed in contrato/entidades.generado.ts.
 */
export const ENTIDADES_BITACORA = /*#__PURE__*/ Object.fromEntries(
  [...ENTIDADES_CONTRATO].sort((a, b) => a.bitacora.localeCompare(b.bitacora, 'es')).map((e) => [e.clave, e.bitacora]),
) as { readonly [E in Declarada as E['clave']]: E['bitacora'] };
export type EntidadBitacora = keyof typeof ENTIDADES_BITACORA;

export const MENSAJES_BITACORA = {
  fecha: 'Fecha no válida (use AAAA-MM-DD).',
  entidad: 'Entidad no válida.',
  pagina: 'Página no válida.',
  usuario: 'Usuario no válido.',
  evento: 'Tipo de evento no válido.',
} as const;

// Security events (logins, failed logins, logouts, second-factor events, refused calls),
// kept beside the trail of changes and read by the super admin with traerSeguridad.
export const EVENTOS_SEGURIDAD = {
  inicio: 'Inicio de sesión',
  inicio_fallido: 'Inicio de sesión fallido',
  cierre: 'Cierre de sesión',
  rechazo: 'Llamada rechazada',
  dos_pasos_activada: 'Verificación en dos pasos activada',
  dos_pasos_desactivada: 'Verificación en dos pasos desactivada',
  dos_pasos_restablecida: 'Verificación en dos pasos restablecida por el super administrador',
  dos_pasos_pospuesta: 'Activación de la verificación en dos pasos pospuesta',
  codigo_fallido: 'Código de verificación incorrecto',
  recuperacion_usada: 'Código de recuperación usado',
  restablecer_pedido: 'Enlace para restablecer la contraseña enviado por correo',
  contrasena_restablecida: 'Contraseña restablecida con el enlace del correo',
  contrasena_admin_restablecida: 'Contraseña de un administrador restablecida por el super administrador',
} as const;
export type EventoSeguridad = keyof typeof EVENTOS_SEGURIDAD;

export interface EntradaSeguridad {
  pk_seguridad: number;
  /** ISO 8601, UTC. */
  fecha: string;
  pk_usuario: number | null;
  /** The account, or the login name that was tried. */
  usuario: string;
  evento: EventoSeguridad;
  funcion: string;
  direccion: string;
  detalle: string;
}

export interface PaginaSeguridad {
  entradas: EntradaSeguridad[];
  total: number;
  pagina: number;
  porPagina: number;
}

export interface ContratoSeguridad {
  traerSeguridad: { pide: { evento?: string; desde?: string; hasta?: string; pagina?: string }; responde: PaginaSeguridad };
}
