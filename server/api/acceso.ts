// The dispatch table's lookup and role check, shared by POST /api.php and the in-process calls of
// server rendering (server/ssr/llamadas.ts): one place decides who may call what.
import type { z } from 'zod';
import { funciones } from './funciones';
import type { DefFuncion } from './funcion';
import type { UsuarioSesion } from '../autenticacion/sesiones';

export type Def = DefFuncion<z.ZodType, never>;

export function buscarFuncion(nombre: string): Def | undefined {
  return (Object.hasOwn(funciones, nombre) ? funciones[nombre as keyof typeof funciones] : undefined) as Def | undefined;
}

/** Why `usuario` may not call `def` (status and Spanish mensaje), or null when it may. */
export function negado(def: Def, usuario: UsuarioSesion | null): { status: number; mensaje: string } | null {
  if (def.acceso === 'publico') return null;
  if (!usuario) return { status: 401, mensaje: 'Su sesión no está activa. Inicie sesión para continuar.' };
  if (!def.acceso.includes(usuario.rol)) return { status: 403, mensaje: 'No tiene permiso para realizar esta acción.' };
  if (usuario.contrasena_inicial && !def.conContrasenaInicial) return { status: 403, mensaje: 'Debe cambiar su contraseña antes de continuar.' };
  return null;
}

/** Why `usuario` may not call the variant the validated `payload` selects, or null when it may. */
export function negadaVariante(def: Def, payload: unknown, usuario: UsuarioSesion | null): { status: number; mensaje: string } | null {
  const variantes = def.variantes as Def['variantes'] & { de(p: unknown): string | undefined };
  if (!variantes || !usuario) return null;
  const nombre = variantes.de(payload);
  const v = nombre === undefined ? undefined : variantes.porNombre[nombre];
  return v && !v.roles.includes(usuario.rol) ? { status: 403, mensaje: v.mensaje } : null;
}
