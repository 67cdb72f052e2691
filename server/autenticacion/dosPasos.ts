// The second factor's rules shared by the login (features/sesion.ts) and the second-factor calls
// (features/dosPasos.ts): which step a login needs, the pending tokens, the settings.
import { leerSecciones } from '@/shared/api/contrato/secciones';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import type { AppConfig } from '@server/config';
import type { Limites } from './limites';
import { repoDosPasos, type EstadoTotp } from '../db/repositorios/dosPasos';
import { ErrorApi } from '@server/base/errores';
import { descifrarSecreto } from './cifradoTotp';
import type { FilaCuenta } from '../entidades/usuarios/repositorio';
import { anotarSeguridad, type EventoNuevo } from './seguridad';
import type { AjustesDosPasos } from '@/shared/api/contrato/dosPasos';
import type { RespuestaLogin } from '@/shared/api/contrato/sesion';

/** How long a login's pending second step lasts. */
export const PENDIENTE_MS = 5 * 60_000;

/** What these helpers read of a call's context (api/funcion.ts's `Ctx` has it all; autenticacion/ sits below api/). */
export interface CtxAutenticacion {
  db: Db;
  config: AppConfig;
  limites: Limites;
  ip: string;
}

export const hashToken = (token: string) => createHash('sha256').update(`paso:${token}`).digest('hex');

export async function ajustesDosPasos(db: Db): Promise<AjustesDosPasos> {
  const a = await repoDosPasos(db).ajustes();
  const obligatorio = a.dos_pasos_admins === '1';
  return {
    obligatorio_admins: obligatorio,
    dias_gracia: Number(a.dos_pasos_gracia ?? 0) || 0,
    desde: obligatorio ? (a.dos_pasos_desde ?? null) : null,
  };
}

export interface PasoLogin {
  paso: 'codigo' | 'inscribir';
  posponible: boolean;
}

/** True when the account must have the factor (the super admin; admins when it is required). */
export async function dosPasosRequerida(db: Db, fila: Pick<FilaCuenta, 'rol' | 'exento_2fa'>): Promise<{ requerida: boolean; posponible: boolean }> {
  if (fila.rol === 'e' || fila.exento_2fa === 1) return { requerida: false, posponible: false };
  if (fila.rol === 's') return { requerida: true, posponible: false };
  const a = await ajustesDosPasos(db);
  if (!a.obligatorio_admins) return { requerida: false, posponible: false };
  const limite = Date.parse(a.desde ?? '') + a.dias_gracia * 86_400_000;
  return { requerida: true, posponible: Number.isFinite(limite) && Date.now() < limite };
}

/** The step a login whose password was right still needs, or null (the session opens at once). */
export async function pasoDeLogin(db: Db, fila: FilaCuenta): Promise<PasoLogin | null> {
  if (fila.rol === 'e') return null;
  const totp = await repoDosPasos(db).totp(fila.pk_usuario);
  if (totp?.activo === 1) return { paso: 'codigo', posponible: false };
  const { requerida, posponible } = await dosPasosRequerida(db, fila);
  return requerida ? { paso: 'inscribir', posponible } : null;
}

/** A pending second step for the account (inside the login's transaction): the token to send. */
export async function crearPendiente(db: Db, pk: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repoDosPasos(db).crearPendiente(hashToken(token), pk, Date.now() + PENDIENTE_MS);
  return token;
}

/** The login answer once a session is open (the same fields as iniciarSesion's). */
export function respuestaLogin(fila: FilaCuenta): RespuestaLogin {
  return {
    codigo: 1 as const,
    mensaje: `Bienvenido(a), ${fila.nombre_persona}.`,
    pk_usuario: fila.pk_usuario,
    nombre_persona: fila.nombre_persona,
    rol: fila.rol,
    contrasena_inicial: fila.contrasena_inicial === 1,
    ...(fila.rol === 'a' ? { secciones: leerSecciones(fila.secciones), puedePublicar: fila.puede_publicar === 0 ? (0 as const) : (1 as const) } : {}),
  };
}

/** A security event of the call (its funcion, address; the account when known). */
export function evento(ctx: Pick<CtxAutenticacion, 'db' | 'limites' | 'ip'>, e: Omit<EventoNuevo, 'direccion'>): Promise<void> {
  return anotarSeguridad(ctx.db, ctx.limites, { ...e, direccion: ctx.ip });
}

/** The account's TOTP secret in clear (stored encrypted); refused in Spanish when no key at hand opens it. */
export async function secretoDe(ctx: Pick<CtxAutenticacion, 'db' | 'config'>, pk: number, totp: EstadoTotp): Promise<string> {
  const s = await descifrarSecreto(ctx.db, ctx.config, pk, totp.secreto);
  if (s === null)
    throw new ErrorApi(
      'No se pudo leer su verificación en dos pasos: la clave del servidor (CLAVE_TOTP) cambió. Pida al super administrador que la restablezca.',
      409,
    );
  return s;
}
