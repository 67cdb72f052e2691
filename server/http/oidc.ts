// The university sign-in's routes (docs/oidc.md), registered only with OIDC_ISSUER:
// GET /auth/oidc starts (the transaction in a short httpOnly cookie, SameSite=Lax so the provider's
// redirect brings it back), GET /auth/oidc/regreso finishes (the account, the same session as a
// password login, or a refusal's code back to /login), GET /auth/oidc/salir is the provider's logout.
// The return answers a small page that moves on by itself: the session cookie is SameSite=Strict,
// and a redirect chain that started at the provider would not send it to the page that follows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import type { Limites } from '../autenticacion/limites';
import { ClienteOidc, motivoDe, TRANSACCION_MS, type Transaccion } from '../autenticacion/clienteOidc';
import { cuentaDeIdentidad } from '../autenticacion/cuentaOidc';
import { cookieSesion, leerCookies } from '../autenticacion/cookies';
import { COOKIE_SESION, crearSesion, destruirSesion } from '../autenticacion/sesiones';
import { crearPendiente, pasoDeLogin } from '../autenticacion/dosPasos';
import { anotarSeguridad } from '@server/autenticacion/seguridad';
import { escaparHtml } from './sinJs';

const COOKIE_TRANSACCION = 'oidc_tx';

export interface PiezasOidc {
  db: Db;
  config: AppConfig;
  limites: Limites;
}

function leerTransaccion(req: FastifyRequest): Transaccion | null {
  const valor = leerCookies(req.headers.cookie)[COOKIE_TRANSACCION];
  if (!valor || valor.length > 1000) return null;
  try {
    const t = JSON.parse(Buffer.from(valor, 'base64url').toString('utf8')) as Partial<Transaccion>;
    const bien = ['estado', 'nonce', 'verificador'].every((k) => typeof t[k as keyof Transaccion] === 'string') && typeof t.vence === 'number';
    return bien ? (t as Transaccion) : null;
  } catch {
    return null;
  }
}

/** The page the return answers: it moves on to `destino` (a meta refresh, no script needed). */
export function paginaContinuar(destino: string): string {
  const d = escaparHtml(destino);
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${d}"><title>Iniciando sesión</title></head><body><main><p>Iniciando sesión… <a href="${d}">Continuar</a></p></main></body></html>`;
}

export function registrarOidc(app: FastifyInstance, { db, config, limites }: PiezasOidc): void {
  const ajustes = config.oidc;
  if (!ajustes) return;
  const oidc = new ClienteOidc(ajustes, `${config.siteUrl}/auth/oidc/regreso`);
  const cookieTx = (valor: string, maxAge: number) =>
    cookieSesion(COOKIE_TRANSACCION, valor, { maxAge, secure: config.cookieSecure })
      .replace('Path=/', 'Path=/auth/oidc')
      .replace('SameSite=Strict', 'SameSite=Lax');
  const aLogin = (reply: FastifyReply, motivo: string) =>
    reply.code(303).header('cache-control', 'no-store').header('location', `/login?oidc=${motivo}`).send();

  app.get('/auth/oidc', async (req, reply) => {
    try {
      const { url, transaccion } = await oidc.inicio();
      const valor = Buffer.from(JSON.stringify(transaccion)).toString('base64url');
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('set-cookie', cookieTx(valor, TRANSACCION_MS / 1000))
        .header('location', url)
        .send();
    } catch (e) {
      req.log.warn({ err: e }, 'OIDC: no se pudo iniciar');
      return aLogin(reply, motivoDe(e));
    }
  });

  app.get('/auth/oidc/regreso', async (req, reply) => {
    reply.header('set-cookie', cookieTx('', 0));
    const direccion = req.ip;
    const navegador = req.headers['user-agent'];
    const anterior = leerCookies(req.headers.cookie)[COOKIE_SESION];
    // a return without its (readable) transaction cookie is answered at once: no budget, no log row,
    // no call to the provider. Any page on any site can make a browser ask for this address (an
    // <img>, SameSite=Lax keeps the cookie out of such requests), so it must cost nobody anything (issue 45)
    const transaccion = leerTransaccion(req);
    if (!transaccion)
      return aLogin(reply, new URL(req.url, `${config.siteUrl}/`).searchParams.get('error') === 'access_denied' ? 'cancelado' : 'estado');
    // a return that fails counts against its address's own hourly budget of returns
    // (LOGIN.fallosRegresoDireccion), never the password login's: a flood of forged returns can
    // neither fill the security log nor make the provider's token endpoint answer for us without end
    const reserva = await limites.reservar(limites.regresoOidcDireccion, direccion);
    if (!reserva.ok) return aLogin(reply, 'intentos');
    let sujeto = '';
    try {
      const identidad = await oidc.regreso(new URL(req.url, `${config.siteUrl}/`), transaccion);
      sujeto = identidad.sujeto;
      const destino = await db.transaccion(async (tx) => {
        const fila = await cuentaDeIdentidad(tx, ajustes, identidad);
        const evento = { funcion: 'oidc', pkUsuario: fila.pk_usuario, usuario: fila.usuario, direccion };
        // staff with our second factor answer it too, unless the provider already asked for one
        const paso = identidad.multifactor ? null : await pasoDeLogin(tx, fila);
        if (paso) {
          const token = await crearPendiente(tx, fila.pk_usuario);
          const datos = new URLSearchParams({ token, paso: paso.paso, posponible: paso.posponible ? '1' : '0', nombre: fila.nombre_persona });
          return `/login?oidc=paso#${datos}`;
        }
        await destruirSesion(tx, anterior);
        const token = await crearSesion(tx, fila.pk_usuario, config.sessionHours, { direccion, navegador });
        reply.header('set-cookie', cookieSesion(COOKIE_SESION, token, { secure: config.cookieSecure }));
        const detalle = identidad.multifactor ? 'Con la cuenta institucional (con varios factores).' : 'Con la cuenta institucional.';
        await anotarSeguridad(tx, limites, { ...evento, evento: 'inicio', detalle });
        return '/login?oidc=entrar';
      });
      await limites.regresoOidcDireccion.reward(direccion);
      return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(paginaContinuar(destino));
    } catch (e) {
      const motivo = motivoDe(e);
      await anotarSeguridad(db, limites, {
        evento: 'inicio_fallido',
        funcion: 'oidc',
        pkUsuario: null,
        usuario: sujeto.slice(0, 100),
        direccion,
        detalle: `Cuenta institucional (${motivo}): ${e instanceof Error ? e.message : String(e)}`.slice(0, 300),
      });
      return aLogin(reply, motivo);
    }
  });

  app.get('/auth/oidc/salir', async (req, reply) => {
    let destino = '/login';
    try {
      destino = (await oidc.cierre(`${config.siteUrl}/login`)) ?? destino;
    } catch (e) {
      req.log.warn({ err: e }, 'OIDC: sin cierre del proveedor');
    }
    return reply.code(303).header('cache-control', 'no-store').header('location', destino).send();
  });
}
