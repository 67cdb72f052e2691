// Login form checks with docs/SPEC.md §5's messages (the contract's; no zod on a visitor's page).
import { MENSAJES_LOGIN } from '@/shared/api/contrato/sesion';

export interface DatosLogin {
  usuario: string;
  contrasena: string;
}

export type ErroresLogin = Partial<Record<keyof DatosLogin, string>>;

export function validarLogin({ usuario, contrasena }: DatosLogin): ErroresLogin {
  const errores: ErroresLogin = {};
  if (!usuario.trim()) errores.usuario = MENSAJES_LOGIN.usuario;
  if (!contrasena) errores.contrasena = MENSAJES_LOGIN.contrasena;
  return errores;
}
