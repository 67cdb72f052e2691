// Sign-in with the university account (OpenID Connect, docs/oidc.md): the login page's options and
// the Spanish refusals. The server sends only a reason's code back to /login (?oidc=<motivo>); the
// page shows its message in the in-app dialog, so no text of the URL is ever shown.

/** What /login needs to know: absent button when `activo` is false. */
export interface OpcionesOidc {
  codigo: 1;
  activo: boolean;
  /** The button's label ends with it: "Iniciar sesión con la {nombre}". */
  nombre: string;
  /** OIDC_SOLO=1: students and admins enter only through the provider. */
  solo: boolean;
}

export interface ContratoOidc {
  /** Ours: whether the university sign-in is configured, and its label. */
  traerOpcionesOidc: { pide: Record<string, never>; responde: OpcionesOidc };
}

export const MENSAJES_OIDC = {
  caido: 'No se pudo contactar al proveedor de la cuenta institucional. Intente más tarde o entre con su contraseña.',
  cancelado: 'Se canceló el inicio de sesión con la cuenta institucional.',
  estado: 'El inicio de sesión con la cuenta institucional no es válido (la respuesta no corresponde a esta solicitud). Inténtelo de nuevo.',
  vencido: 'El inicio de sesión con la cuenta institucional tardó demasiado y venció. Inténtelo de nuevo.',
  rechazado: 'La respuesta del proveedor de la cuenta institucional no es válida. Inténtelo de nuevo.',
  desconocido: 'Su cuenta institucional no corresponde a ningún alumno ni administrador del programa. Pida a un administrador que le dé de alta.',
  baja: 'Su cuenta del programa está dada de baja. Pida a un administrador que la reactive.',
  dominio: 'Su correo institucional no pertenece a un dominio permitido.',
  intentos: 'Hubo demasiados intentos fallidos de inicio de sesión desde esta conexión. Espere unos minutos e inténtelo de nuevo.',
  superadmin: 'El super administrador entra con su usuario, su contraseña y su código de verificación.',
  solo: 'Entre con su cuenta institucional: el inicio con contraseña solo queda para el super administrador.',
} as const;

export type MotivoOidc = Exclude<keyof typeof MENSAJES_OIDC, 'solo'>;

/** The reason's message, or null when `motivo` is not one of ours (a hand-written URL). */
export function mensajeOidc(motivo: string | null): string | null {
  return motivo && motivo !== 'solo' && Object.hasOwn(MENSAJES_OIDC, motivo) ? MENSAJES_OIDC[motivo as MotivoOidc] : null;
}

/** The label every /login shows above the form when the provider is configured. */
export const etiquetaOidc = (nombre: string) => `Iniciar sesión con la ${nombre}`;
