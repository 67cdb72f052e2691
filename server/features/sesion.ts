// Login and logout: scrypt-verified passwords, session rotation, failed-login throttling per
// account and per address, deactivated users refused.
import { funcion } from '../funcion';
import { ErrorApi } from '../errors';
import { z, texto } from '../validation';
import { verificarCuenta } from '../auth/passwords';
import { Throttle } from '../auth/throttle';
import { repoUsuarios } from '../repositorios/usuarios';

const INTENTOS = 5;
const VENTANA_MS = 15 * 60_000;
const fallosCuenta = new Throttle(INTENTOS, VENTANA_MS);
const fallosDireccion = new Throttle(INTENTOS * 4, VENTANA_MS);

const BLOQUEADO = 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.';
const INCORRECTO = 'Usuario o contraseña incorrectos.';

/** Test hook: forget every failed attempt. */
export function olvidarFallos(): void {
  (fallosCuenta as unknown as { hits: Map<string, number[]> }).hits.clear();
  (fallosDireccion as unknown as { hits: Map<string, number[]> }).hits.clear();
}

export const funcionesSesion = {
  iniciarSesion: funcion('iniciarSesion', {
    acceso: 'publico',
    escribe: true,
    conContrasenaInicial: true,
    schema: z.object({
      usuario: texto('Se necesita ingresar un usuario.', 100),
      contrasena: z
        .string({ error: 'Se necesita ingresar una contraseña.' })
        .min(1, 'Se necesita ingresar una contraseña.')
        .max(200, 'La contraseña es demasiado larga.'),
    }),
    // checking the password is asynchronous (scrypt): it and the failed-attempt records happen
    // before the write phase, so a refusal keeps its record
    async prepara({ usuario, contrasena }, ctx) {
      const cuenta = `u:${usuario.toLowerCase()}`;
      const direccion = `ip:${ctx.ip}`;
      if (fallosCuenta.blocked(cuenta) || fallosDireccion.blocked(direccion)) throw new ErrorApi(BLOQUEADO, 429);
      const fila = repoUsuarios(ctx.db).cuenta(usuario);
      const ok = await verificarCuenta(contrasena, fila);
      if (!fila || !ok) {
        fallosCuenta.hit(cuenta);
        fallosDireccion.hit(direccion);
        throw new ErrorApi(INCORRECTO, 401);
      }
      return fila;
    },
    run({ usuario }, ctx, fila) {
      const cuenta = `u:${usuario.toLowerCase()}`;
      if (fila.activo !== 1) throw new ErrorApi('Esta cuenta está dada de baja. Consulte a un administrador.', 403);
      fallosCuenta.reset(cuenta);
      ctx.abrirSesion(fila.pk_usuario);
      return {
        codigo: 1 as const,
        mensaje: `Bienvenido(a), ${fila.nombre_persona}.`,
        pk_usuario: fila.pk_usuario,
        nombre_persona: fila.nombre_persona,
        rol: fila.rol,
        contrasena_inicial: fila.contrasena_inicial === 1,
      };
    },
  }),

  cerrarSesion: funcion('cerrarSesion', {
    acceso: 'publico',
    escribe: true,
    conContrasenaInicial: true,
    schema: z.object({}),
    run(_p, ctx) {
      ctx.cerrarSesion();
      return { codigo: 1 as const, mensaje: 'Sesión cerrada.' };
    },
  }),
};
