// Ours: the second factor for staff. The login's second step (verificarDosPasos: a TOTP
// code or a recovery code; posponerDosPasos inside an admin's grace period), enrolment
// (inscribirDosPasos → QR and secret; confirmarDosPasos → the first code, then 10 recovery codes
// shown once); turning it off, the super admin's reset and the "2FA obligatorio" setting are in
// dosPasosCuenta.ts. Codes are checked in `prepara` (outside the transaction) so a wrong one
// is recorded and counted even though the call is refused; the limits (per account + address, per
// address, per account: autenticacion/limitesDosPasos.ts) are reserved before the check, like the
// password's. Enrolling from a session asks the password (`contrasena`, as the login sends it): a
// stolen session alone cannot bind another phone; once active, the account's other sessions end.
// The secret is stored encrypted (autenticacion/cifradoTotp.ts).
import { funcion, type Ctx } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { z } from '../api/validacion';
import { hashRecuperacion, nuevoSecreto, nuevosCodigosRecuperacion, pasoValido, qrDe, uriDe } from '../autenticacion/totp';
import { dosPasosRequerida, evento, hashToken, respuestaLogin, secretoDe } from '../autenticacion/dosPasos';
import { fallo, reservarIntento } from '../autenticacion/limitesDosPasos';
import { cifrarSecreto } from '../autenticacion/cifradoTotp';
import { verificarCuenta } from '../autenticacion/contrasenas';
import { cerrarOtrasSesiones } from '../autenticacion/sesiones';
import { repoDosPasos } from '../db/repositorios/dosPasos';
import { repoUsuarios, type FilaCuenta } from '../entidades/usuarios/repositorio';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';

const token = z.string({ error: M.token }).min(10, M.token).max(100, M.token);
export const codigo = z
  .string({ error: M.codigo })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, M.codigo)
      .regex(/^\d{6}$/, M.codigoFormato),
  );
const contrasena = z.string({ error: M.contrasena }).min(1, M.contrasena).max(200, M.contrasenaIncorrecta);
const recuperacion = z.string({ error: M.recuperacion }).trim().min(1, M.recuperacion).max(40, M.recuperacionIncorrecta);

/** The account a pending step belongs to (read outside the transaction), or a refusal. */
async function cuentaPendiente(ctx: Ctx, t: string): Promise<FilaCuenta> {
  const pkUsuario = await repoDosPasos(ctx.db).pendienteDe(hashToken(t));
  const fila = pkUsuario === null ? undefined : await repoUsuarios(ctx.db).porPk(pkUsuario);
  if (!fila || fila.activo !== 1) throw new ErrorApi(M.vencido, 401);
  return fila;
}

/** The account an enrolment is for: the pending login's, or the session's (staff only). */
async function cuentaDeInscripcion(ctx: Ctx, t: string | undefined): Promise<FilaCuenta> {
  if (t) return cuentaPendiente(ctx, t);
  if (!ctx.usuario) throw new ErrorApi(M.sinSesion, 400);
  if (ctx.usuario.rol === 'e') throw new ErrorApi(M.soloPersonal, 400);
  const fila = await repoUsuarios(ctx.db).porPk(ctx.usuario.pk_usuario);
  if (!fila) throw new ErrorApi(M.sinSesion, 400);
  return fila;
}

/** Opens the session of a pending login (inside the transaction) once its step is done. */
async function abrirPendiente(ctx: Ctx, t: string, fila: FilaCuenta, detalle: string) {
  if (!(await repoDosPasos(ctx.db).consumirPendiente(hashToken(t)))) throw new ErrorApi(M.vencido, 401);
  await ctx.abrirSesion(fila.pk_usuario, ctx.db);
  await evento(ctx, { evento: 'inicio', funcion: 'iniciarSesion', pkUsuario: fila.pk_usuario, usuario: fila.usuario, detalle });
  return respuestaLogin(fila);
}

export const funcionesDosPasos = {
  verificarDosPasos: funcion('verificarDosPasos', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z
      .object({ token, codigo: codigo.optional(), recuperacion: recuperacion.optional() })
      .refine((p) => p.codigo !== undefined || p.recuperacion !== undefined, { message: M.codigo, path: ['codigo'] }),
    async prepara(p, ctx) {
      const fila = await cuentaPendiente(ctx, p.token);
      const acierto = await reservarIntento(ctx, fila, 'verificarDosPasos', p.codigo !== undefined ? 'codigo' : 'recuperacion');
      const dp = repoDosPasos(ctx.db);
      const totp = await dp.totp(fila.pk_usuario);
      if (!totp || totp.activo !== 1) throw new ErrorApi(M.vencido, 401);
      if (p.codigo !== undefined) {
        // a step at or before the last accepted one is a replay: refused like a wrong code
        const paso = pasoValido(await secretoDe(ctx, fila.pk_usuario, totp), p.codigo, totp.ultimo_paso);
        if (paso === null)
          return fallo(ctx, fila, 'verificarDosPasos', 'codigo_fallido', 'Código de la aplicación incorrecto o ya usado.', M.incorrecto);
        await acierto();
        return { fila, paso, hash: null };
      }
      const hash = hashRecuperacion(p.recuperacion!);
      if (!(await dp.codigoDisponible(fila.pk_usuario, hash)))
        return fallo(ctx, fila, 'verificarDosPasos', 'codigo_fallido', 'Código de recuperación incorrecto o ya usado.', M.recuperacionIncorrecta);
      await acierto();
      return { fila, paso: null, hash };
    },
    async run(p, ctx, { fila, paso, hash }) {
      const dp = repoDosPasos(ctx.db);
      // taken once, in the transaction: of two calls racing with the same code, one wins
      if (paso !== null && !(await dp.usarPaso(fila.pk_usuario, paso))) throw new ErrorApi(M.incorrecto, 400);
      if (hash !== null) {
        if (!(await dp.usarCodigo(fila.pk_usuario, hash))) throw new ErrorApi(M.recuperacionIncorrecta, 400);
        const quedan = await dp.codigosRestantes(fila.pk_usuario);
        await evento(ctx, {
          evento: 'recuperacion_usada',
          funcion: 'verificarDosPasos',
          pkUsuario: fila.pk_usuario,
          usuario: fila.usuario,
          detalle: `Quedan ${quedan} códigos de recuperación.`,
        });
      }
      const r = await abrirPendiente(ctx, p.token, fila, hash ? 'Con código de recuperación.' : 'Con código de verificación.');
      return hash ? { ...r, mensaje: `${r.mensaje} Usó un código de recuperación: cada uno sirve una sola vez.` } : r;
    },
  }),

  posponerDosPasos: funcion('posponerDosPasos', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({ token }),
    async prepara(p, ctx) {
      const fila = await cuentaPendiente(ctx, p.token);
      const totp = await repoDosPasos(ctx.db).totp(fila.pk_usuario);
      const { posponible } = await dosPasosRequerida(ctx.db, fila);
      if (totp?.activo === 1 || !posponible) throw new ErrorApi(M.noPosponer, 403);
      return fila;
    },
    async run(p, ctx, fila) {
      await evento(ctx, { evento: 'dos_pasos_pospuesta', funcion: 'posponerDosPasos', pkUsuario: fila.pk_usuario, usuario: fila.usuario });
      return abrirPendiente(ctx, p.token, fila, 'Sin segundo paso (activación pospuesta).');
    },
  }),

  inscribirDosPasos: funcion('inscribirDosPasos', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    // from a session, the password too (the pending login's token already proves it)
    schema: z.object({ token: token.optional(), contrasena: contrasena.optional() }),
    async prepara(p, ctx) {
      const fila = await cuentaDeInscripcion(ctx, p.token);
      if ((await repoDosPasos(ctx.db).totp(fila.pk_usuario))?.activo === 1) throw new ErrorApi(M.yaActiva, 409);
      if (!p.token) {
        if (p.contrasena === undefined) throw new ErrorApi(M.contrasena, 400);
        const acierto = await reservarIntento(ctx, fila, 'inscribirDosPasos', 'contrasena');
        if (!(await verificarCuenta(p.contrasena, fila)))
          return fallo(ctx, fila, 'inscribirDosPasos', 'codigo_fallido', 'Contraseña incorrecta al activar.', M.contrasenaIncorrecta);
        await acierto();
      }
      const secreto = nuevoSecreto();
      const uri = uriDe(secreto, fila.usuario);
      return { fila, secreto, guardado: await cifrarSecreto(ctx.db, ctx.config, fila.pk_usuario, secreto), uri, qr: await qrDe(uri) };
    },
    async run(_p, ctx, { fila, secreto, guardado, uri, qr }) {
      if (!(await repoDosPasos(ctx.db).pendiente(fila.pk_usuario, guardado))) throw new ErrorApi(M.yaActiva, 409);
      return {
        codigo: 1 as const,
        mensaje: 'Escanee el código QR con su aplicación de autenticación (o escriba la clave) y escriba el código que le muestre.',
        secreto,
        uri,
        qr,
      };
    },
  }),

  confirmarDosPasos: funcion('confirmarDosPasos', {
    acceso: 'publico',
    escribe: true,
    bitacora: false,
    conContrasenaInicial: true,
    schema: z.object({ token: token.optional(), codigo }),
    async prepara(p, ctx) {
      const fila = await cuentaDeInscripcion(ctx, p.token);
      const acierto = await reservarIntento(ctx, fila, 'confirmarDosPasos', 'codigo');
      const totp = await repoDosPasos(ctx.db).totp(fila.pk_usuario);
      if (totp?.activo === 1) throw new ErrorApi(M.yaActiva, 409);
      if (!totp) throw new ErrorApi(M.noPendiente, 409);
      const paso = pasoValido(await secretoDe(ctx, fila.pk_usuario, totp), p.codigo, 0);
      if (paso === null) return fallo(ctx, fila, 'confirmarDosPasos', 'codigo_fallido', 'Código incorrecto al activar.', M.incorrecto);
      await acierto();
      return { fila, paso };
    },
    async run(p, ctx, { fila, paso }) {
      const dp = repoDosPasos(ctx.db);
      if (!(await dp.activar(fila.pk_usuario, paso))) throw new ErrorApi(M.yaActiva, 409);
      const codigos = nuevosCodigosRecuperacion();
      await dp.guardarCodigos(fila.pk_usuario, codigos.map(hashRecuperacion));
      await evento(ctx, { evento: 'dos_pasos_activada', funcion: 'confirmarDosPasos', pkUsuario: fila.pk_usuario, usuario: fila.usuario });
      const sesion = p.token ? await abrirPendiente(ctx, p.token, fila, 'Con código de verificación (al activar).') : undefined;
      // the account's other sessions were opened without the factor: they end
      const cerradas = !p.token && ctx.usuario ? await cerrarOtrasSesiones(ctx.db, ctx.usuario) : 0;
      return {
        codigo: 1 as const,
        mensaje: `Verificación en dos pasos activada.${cerradas ? ' Se cerraron sus otras sesiones abiertas.' : ''} Guarde sus códigos de recuperación: no se volverán a mostrar.`,
        codigos_recuperacion: codigos,
        ...(sesion ? { sesion } : {}),
      };
    },
  }),
};
