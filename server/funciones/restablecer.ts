// Password reset (issue 38): "¿Olvidó su contraseña?" (pedirRestablecimiento: a single-use link by
// e-mail to a confirmed address, the same answer whether or not the account exists), the link's
// page (restablecerContrasena: a new password, every session of the account ended, no session
// opened: the next login asks the second factor as always), and the super admin's one-time
// password for an admin (restablecerAdmin, as an admin resets a student's). docs/seguridad.md.
import { funcion, type CtxDe } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { z, pk, texto } from '../api/validacion';
import { contrasenaAleatoria, hashPassword } from '../autenticacion/contrasenas';
import { esContrasenaComun } from '../autenticacion/comunes';
import { destruirSesionesDe } from '../autenticacion/sesiones';
import { evento } from '../autenticacion/dosPasos';
import {
  correoRestablecer,
  cuentasDe,
  enlaceVigente,
  leerEnlace,
  retirarEnlaces,
  usarEnlace,
  type CuentaRestablecer,
} from '../autenticacion/restablecer';
import { repoUsuarios, type FilaCuenta } from '../entidades/usuarios/repositorio';
import type { EventoSeguridad } from '@/shared/api/contrato/bitacora';
import { problemaContrasenaNueva } from '@/shared/api/contrato/usuarios';
import { MENSAJES_RESTABLECER as M } from '@/shared/api/contrato/restablecer';
import { contrasenaNueva } from '@server/entidades/usuarios/cuentas';

const HORA = 3_600_000;

/** The account a super admin resets (its password here, its second factor in dosPasosCuenta.ts): an active admin's, else `soloAdmins` (403). */
export async function adminActivo(ctx: CtxDe<['s']>, id: number, soloAdmins: string): Promise<FilaCuenta> {
  const fila = await repoUsuarios(ctx.db).porPk(id);
  if (!fila || fila.rol !== 'a' || fila.activo !== 1) throw new ErrorApi(soloAdmins, 403);
  return fila;
}

/** After such a reset: every session of the account ended, and the reset noted among the security events under the super admin's name. */
export async function cerrarYAnotar(ctx: CtxDe<['s']>, fila: FilaCuenta, nombre: EventoSeguridad, funcion: string): Promise<void> {
  await destruirSesionesDe(ctx.db, fila.pk_usuario);
  await evento(ctx, {
    evento: nombre,
    funcion,
    pkUsuario: ctx.usuario.pk_usuario,
    usuario: ctx.usuario.usuario,
    detalle: `Cuenta de «${fila.nombre_persona}» (${fila.usuario}).`,
  });
}

/** E-mails one account may receive per hour, whoever asks: past it the answer is the same, and nothing is sent. */
export const CORREOS_POR_CUENTA = 3;
/**
 * Every request is answered no sooner than this after its check began (ms): an account's e-mail
 * costs a limit's round trip, the link's row, the outbox row and an event (≈ 10–20 ms more than
 * none on PostgreSQL, measured), which the answer's time would otherwise tell.
 */
export const PISO_RESPUESTA_MS = 120;

const esperarHasta = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

const enlaceNoValido = () => new ErrorApi(M.enlaceNoValido, 400);

export const funcionesRestablecer = {
  pedirRestablecimiento: funcion('pedirRestablecimiento', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({ cuenta: texto(M.cuenta, 200) }),
    // refused (429) per address and per name or address typed, whether or not an account has it
    limite: [
      { max: 10, ventanaMs: HORA, mensaje: M.demasiados },
      { por: { nombre: 'cuenta', clave: (p: { cuenta: string }) => p.cuenta }, max: 5, ventanaMs: HORA, mensaje: M.demasiados },
    ],
    // reads only: the accounts named, each within its own hourly count (kept in the limits table;
    // past it the account is silently skipped, so the answer says nothing of it)
    async prepara({ cuenta }, ctx) {
      const hasta = performance.now() + PISO_RESPUESTA_MS;
      const porCuenta = ctx.limites.contador('restablecer-cta', CORREOS_POR_CUENTA, HORA);
      const elegidas: CuentaRestablecer[] = [];
      for (const c of await cuentasDe(ctx.db, cuenta)) if ((await ctx.limites.reservar(porCuenta, String(c.pk))).ok) elegidas.push(c);
      return { elegidas, hasta };
    },
    async run(_p, ctx, { elegidas, hasta }) {
      // after the commit: the same floor whether or not anything was written
      ctx.alConfirmar(() => esperarHasta(hasta));
      for (const c of elegidas) {
        await correoRestablecer(ctx.db, ctx.config, c);
        await evento(ctx, { evento: 'restablecer_pedido', funcion: 'pedirRestablecimiento', pkUsuario: c.pk, usuario: c.usuario });
      }
      return { codigo: 1 as const, mensaje: M.enviado };
    },
  }),

  restablecerContrasena: funcion('restablecerContrasena', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({ token: texto(M.sinEnlace, 500), contrasena_nueva: contrasenaNueva }),
    // each attempt costs a scrypt: bounded per address
    limite: { max: 20, ventanaMs: HORA, mensaje: M.demasiados },
    async prepara({ token, contrasena_nueva }, ctx) {
      const enlace = await leerEnlace(ctx.db, token);
      if (!enlace || !(await enlaceVigente(ctx.db, enlace))) throw enlaceNoValido();
      const fila = await repoUsuarios(ctx.db).porPk(enlace.u);
      if (!fila || fila.activo !== 1) throw enlaceNoValido();
      const problema = problemaContrasenaNueva(contrasena_nueva, [fila.usuario, fila.matricula], esContrasenaComun);
      if (problema) throw new ErrorApi(problema);
      return { enlace, fila, hash: await hashPassword(contrasena_nueva) };
    },
    async run(_p, ctx, { enlace, fila, hash }) {
      // the conditional UPDATE decides: a link opened twice at once (two tabs, two instances) works once
      if (!(await usarEnlace(ctx.db, enlace))) throw enlaceNoValido();
      const repo = repoUsuarios(ctx.db);
      await repo.ponerHash(fila.pk_usuario, hash, false);
      await retirarEnlaces(ctx.db, fila.pk_usuario);
      await destruirSesionesDe(ctx.db, fila.pk_usuario);
      await evento(ctx, { evento: 'contrasena_restablecida', funcion: 'restablecerContrasena', pkUsuario: fila.pk_usuario, usuario: fila.usuario });
      return { codigo: 1 as const, mensaje: M.hecho };
    },
  }),

  restablecerAdmin: funcion('restablecerAdmin', {
    acceso: ['s'],
    escribe: true,
    bitacora: { entidad: 'usuario', pk: 'pk' },
    schema: z.object({ pk: pk() }),
    // the one-time password, hashed (scrypt) before the write phase
    async prepara() {
      const contrasena = contrasenaAleatoria();
      return { contrasena, hash: await hashPassword(contrasena) };
    },
    async run({ pk: id }, ctx, { contrasena, hash }) {
      const fila = await adminActivo(ctx, id, M.soloAdmins);
      // an initial password again: the admin chooses a new one at the next login (after the second step)
      await repoUsuarios(ctx.db).reestablecer(id, hash);
      await retirarEnlaces(ctx.db, id);
      await cerrarYAnotar(ctx, fila, 'contrasena_admin_restablecida', 'restablecerAdmin');
      return {
        codigo: 1 as const,
        // the password travels apart from the mensaje, which the audit trail quotes
        mensaje: `Contraseña de ${fila.nombre_persona} restablecida. Anote la contraseña de un solo uso y entréguela en persona: no se volverá a mostrar. Deberá cambiarla al iniciar sesión.`,
        contrasena,
      };
    },
  }),
};
