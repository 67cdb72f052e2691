// The role cookies docs/SPEC.md §6 names (rol, pk_usuario, nombre_persona): UI hints mirrored from the
// session slice. The server never trusts them; its own httpOnly session cookie decides.
export const COOKIES_SESION = ['rol', 'pk_usuario', 'nombre_persona'] as const;

export function escribirCookie(nombre: string, valor: string): void {
  document.cookie = `${nombre}=${encodeURIComponent(valor)}; path=/; SameSite=Strict`;
}

export function borrarCookie(nombre: string): void {
  document.cookie = `${nombre}=; path=/; max-age=0; SameSite=Strict`;
}
