// The role checks, shared by POST /api.php and the in-process calls of server rendering
// (server/ssr/llamadas.ts): one place decides who may call what. The lookup by name is the
// registry's (funciones.ts), above every funcion, so this module needs none of them.
import type { z } from 'zod';
import type { DefFuncion } from './funcion';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import { editaSeccion, MENSAJES_SECCIONES, type Seccion } from '@/shared/api/contrato/secciones';
import { seccionDeEntidad } from './seccionDeEntidad';
import { ErrorApi } from '@server/base/errores';

export type Def = DefFuncion<z.ZodType, never>;

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

/**
 * The section a funcion edits (issue 48, decision 0062): its own `seccion` when it declares one
 * (null: none), else its audited entity's (its contract's ENTIDAD_<X>.seccion); reads and unaudited writes: none.
 */
export function seccionDe(def: Def): Seccion | null {
  if (def.seccion !== undefined) return def.seccion;
  if (!def.escribe || !def.bitacora) return null;
  return seccionDeEntidad(def.bitacora.entidad) ?? null;
}

/** Whether `usuario` is an admin limited to sections that leave `seccion` out (decision 0062). */
const fueraDeSus = (usuario: Pick<UsuarioSesion, 'rol' | 'secciones'> | null, seccion: Seccion | null | undefined): boolean =>
  !!usuario && usuario.rol === 'a' && !!seccion && !editaSeccion(usuario.secciones, seccion);

/** An admin limited to some sections calling a funcion of another: the 403, or null when it may. */
export function negadaSeccion(def: Def, usuario: UsuarioSesion | null): { status: number; mensaje: string } | null {
  return fueraDeSus(usuario, seccionDe(def)) ? { status: 403, mensaje: MENSAJES_SECCIONES.sinPermiso } : null;
}

/**
 * The same rule for a funcion whose entity is in its payload (bulk actions, imports, the edit lock),
 * which the dispatcher cannot know: the 403 in Spanish, thrown.
 */
export function exigirSeccion(usuario: Pick<UsuarioSesion, 'rol' | 'secciones'>, entidad: string): void {
  if (fueraDeSus(usuario, seccionDeEntidad(entidad))) throw new ErrorApi(MENSAJES_SECCIONES.sinPermiso, 403);
}
