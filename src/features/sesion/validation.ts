// Login form checks with SPEC.md §5's exact messages.
export interface DatosLogin {
  usuario: string;
  contrasena: string;
}

export type ErroresLogin = Partial<Record<keyof DatosLogin, string>>;

export function validarLogin({ usuario, contrasena }: DatosLogin): ErroresLogin {
  const errores: ErroresLogin = {};
  if (!usuario.trim()) errores.usuario = 'Se necesita ingresar un usuario.';
  if (!contrasena) errores.contrasena = 'Se necesita ingresar una contraseña.';
  return errores;
}
