// The enquiry form's checks by hand (a visitor's page: no zod), with the contract's messages and
// limits; the server's schema (server/entidades/solicitudes/funciones.ts) checks the same. The e-mail is
// checked as the account page checks it (shared/lib/correo.ts).
import { largo } from '@/shared/api/contrato/comun';
import { problemaCorreo } from '@/shared/lib/correo';
import {
  MAX_MENSAJE_SOLICITUD,
  MAX_NOMBRE_SOLICITUD,
  MAX_TELEFONO_SOLICITUD,
  MENSAJES_SOLICITUD as M,
  digitosTelefono,
} from '@/shared/api/contrato/solicitudes';

export const CAMPOS_SOLICITUD = ['nombre', 'correo', 'telefono', 'mensaje', 'acepto'] as const;
export type CampoSolicitud = (typeof CAMPOS_SOLICITUD)[number];
export type ValoresSolicitud = Record<CampoSolicitud, string>;

function requerido(valor: string, mensaje: string, max: number): string | null {
  const v = valor.trim();
  if (!v) return mensaje;
  return v.length > max ? largo(max) : null;
}

/** Each field's message (null: fine), in the form's order. */
export function problemasSolicitud(v: ValoresSolicitud): Record<CampoSolicitud, string | null> {
  const telefono = v.telefono.trim();
  return {
    nombre: requerido(v.nombre, M.nombre, MAX_NOMBRE_SOLICITUD),
    correo: v.correo.trim() ? problemaCorreo(v.correo, true) : M.correo,
    telefono:
      telefono.length > MAX_TELEFONO_SOLICITUD ? largo(MAX_TELEFONO_SOLICITUD) : telefono && digitosTelefono(telefono) === null ? M.telefono : null,
    mensaje: requerido(v.mensaje, M.mensaje, MAX_MENSAJE_SOLICITUD),
    acepto: v.acepto === '1' ? null : M.acepto,
  };
}
