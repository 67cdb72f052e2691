// Login and logout: one scrypt per attempt whatever the account, session rotation, attempt limits
// kept in the database (server/autenticacion/limites.ts), deactivated users answered like a wrong password.
import { funcion } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { z, texto } from '../api/validacion';
import { verificarCuenta } from '../autenticacion/contrasenas';
import { esperaPorFallos, mensajeEspera } from '../autenticacion/limites';
import { repoUsuarios } from '../entidades/usuarios/repositorio';
import { cerrarOtrasSesiones, sesionesAbiertas } from '../autenticacion/sesiones';
import { MENSAJES_LOGIN } from '@/shared/api/contrato/sesion';
import { MENSAJES_DOS_PASOS } from '@/shared/api/contrato/dosPasos';
import { MENSAJES_OIDC } from '@/shared/api/contrato/oidc';
import { crearPendiente, evento, pasoDeLogin, respuestaLogin } from '../autenticacion/dosPasos';

const INCORRECTO = 'Usuario o contraseña incorrectos.';
export const INICIAL_VENCIDA = 'Su contraseña inicial venció. Pida a un administrador que la reestablezca.';

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const funcionesSesion = {
  iniciarSesion: funcion('iniciarSesion', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({
      usuario: texto(MENSAJES_LOGIN.usuario, 100),
      contrasena: z.string({ error: MENSAJES_LOGIN.contrasena }).min(1, MENSAJES_LOGIN.contrasena).max(200, 'La contraseña es demasiado larga.'),
    }),
    // the limits, the password check (scrypt) and their records happen before the write phase
    // (the dispatcher's transaction), so a refusal keeps what it recorded
    async prepara({ usuario, contrasena }, ctx) {
      const { limites } = ctx;
      const cuenta = usuario.toLowerCase();
      const cuentaDireccion = `${cuenta}|${ctx.ip}`;

      // reserve the attempt BEFORE checking the password: a burst gets no more checks than the limit
      // every refusal is a security event, written outside the (not yet open) transaction
      const fallido = (detalle: string) => evento(ctx, { evento: 'inicio_fallido', funcion: 'iniciarSesion', pkUsuario: null, usuario, detalle });
      const porDireccion = await limites.reservar(limites.loginDireccion, ctx.ip);
      if (!porDireccion.ok) {
        await fallido('Demasiados intentos desde esta dirección (429).');
        throw new ErrorApi(mensajeEspera(porDireccion.ms), 429);
      }
      const porPar = await limites.reservar(limites.loginCuentaDireccion, cuentaDireccion);
      if (!porPar.ok) {
        await limites.loginDireccion.reward(ctx.ip);
        await fallido('Demasiados intentos de esta cuenta desde esta dirección (429).');
        throw new ErrorApi(mensajeEspera(porPar.ms), 429);
      }
      // the account alone is never refused (that would let anyone lock it out): its failures from
      // every address only slow each attempt down
      const espera = esperaPorFallos(await limites.cuenta(limites.loginCuenta, cuenta));
      if (espera) await esperar(espera);

      const fila = await repoUsuarios(ctx.db).cuenta(usuario);
      // one scrypt whatever the row; a deactivated account answers exactly like a wrong password
      const ok = (await verificarCuenta(contrasena, fila)) && fila?.activo === 1;
      if (!fila || !ok) {
        await limites.loginCuenta.penalty(cuenta, 1);
        await fallido(!fila ? 'Usuario inexistente.' : fila.activo !== 1 ? 'Cuenta dada de baja.' : 'Contraseña incorrecta.');
        throw new ErrorApi(INCORRECTO, 401);
      }
      // a success gives the reservations back: only failures count
      await Promise.all([
        limites.loginDireccion.reward(ctx.ip),
        limites.loginCuentaDireccion.delete(cuentaDireccion),
        limites.loginCuenta.delete(cuenta),
      ]);

      // OIDC_SOLO=1: students and admins sign in through the university account only (docs/oidc.md);
      // told only after the right password, so the refusal tells no one which accounts exist
      if (ctx.config.oidc?.solo && fila.rol !== 's') {
        await fallido('Contraseña local desactivada (OIDC_SOLO).');
        throw new ErrorApi(MENSAJES_OIDC.solo, 403);
      }
      const dias = ctx.config.contrasenaInicialDias;
      if (dias > 0 && fila.contrasena_inicial === 1 && (fila.dias_inicial ?? 0) > dias) {
        await fallido('Contraseña inicial vencida.');
        throw new ErrorApi(INICIAL_VENCIDA, 403);
      }
      // staff with a second factor (or who must enrol one) get a pending step, not a session
      return { fila, paso: await pasoDeLogin(ctx.db, fila) };
    },
    async run(_p, ctx, { fila, paso }) {
      if (paso) {
        return {
          codigo: 2 as const,
          mensaje: paso.paso === 'codigo' ? MENSAJES_DOS_PASOS.necesario : MENSAJES_DOS_PASOS.inscribir,
          segundo_paso: paso.paso,
          token: await crearPendiente(ctx.db, fila.pk_usuario),
          posponible: paso.posponible,
          nombre_persona: fila.nombre_persona,
        };
      }
      await ctx.abrirSesion(fila.pk_usuario, ctx.db);
      await evento(ctx, {
        evento: 'inicio',
        funcion: 'iniciarSesion',
        pkUsuario: fila.pk_usuario,
        usuario: fila.usuario,
        detalle: 'Con contraseña.',
      });
      return respuestaLogin(fila);
    },
  }),

  cerrarSesion: funcion('cerrarSesion', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({}),
    async run(_p, ctx) {
      await ctx.cerrarSesion(ctx.db);
      const yo = ctx.usuario;
      if (yo) await evento(ctx, { evento: 'cierre', funcion: 'cerrarSesion', pkUsuario: yo.pk_usuario, usuario: yo.usuario });
      return { codigo: 1 as const, mensaje: 'Sesión cerrada.' };
    },
  }),

  // ours: the account page's list of open sessions and "Cerrar las demás" (shared computers)
  traerSesiones: funcion('traerSesiones', {
    acceso: ['e', 'a', 's'],
    escribe: false,
    conContrasenaInicial: true,
    schema: z.object({}),
    async run(_p, ctx) {
      const { config } = ctx;
      const inactividad = { personal: config.sesionInactivaMinutos, alumno: config.sesionInactivaMinutosAlumno };
      return { codigo: 1 as const, sesiones: await sesionesAbiertas(ctx.db, ctx.usuario, inactividad) };
    },
  }),

  // ours (issue 44): what the account page needs of the account itself; `contrasenaLocal` false: the
  // university sign-in made it, its owner knows no password (no "Contraseña actual" to ask)
  traerMiCuenta: funcion('traerMiCuenta', {
    acceso: ['e', 'a', 's'],
    escribe: false,
    conContrasenaInicial: true,
    schema: z.object({}),
    async run(_p, ctx) {
      const fila = await repoUsuarios(ctx.db).credenciales(ctx.usuario.pk_usuario);
      return { codigo: 1 as const, contrasenaLocal: fila?.contrasena_desconocida !== 1 };
    },
  }),

  cerrarOtrasSesiones: funcion('cerrarOtrasSesiones', {
    acceso: ['e', 'a', 's'],
    escribe: true,
    bitacora: { entidad: 'usuario' },
    conContrasenaInicial: true,
    schema: z.object({}),
    async run(_p, ctx) {
      const n = await cerrarOtrasSesiones(ctx.db, ctx.usuario);
      const mensaje = n === 0 ? 'No había otras sesiones abiertas.' : n === 1 ? 'Se cerró 1 sesión más.' : `Se cerraron ${n} sesiones más.`;
      return { codigo: 1 as const, mensaje };
    },
  }),
};
