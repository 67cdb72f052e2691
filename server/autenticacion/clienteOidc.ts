// The OpenID Connect client (openid-client, a certified relying party): the provider's metadata,
// read once on first use (never at start: without the provider the site still starts), the
// authorization URL with PKCE, `state` and `nonce`, the code exchange and the ID token's checks
// (signature, issuer, audience, nonce, times: all the library's), and the provider's logout URL.
// A failure is one of the login page's reasons (contrato/oidc.ts), never a 500.
import * as cliente from 'openid-client';
import type { ConfigOidc } from '@server/base/configOidc';
import { esLoopback } from '@server/base/configOidc';
import type { MotivoOidc } from '@/shared/api/contrato/oidc';

/** What the browser keeps between the start and the return (an httpOnly cookie, http/oidc.ts). */
export interface Transaccion {
  estado: string;
  nonce: string;
  verificador: string;
  /** ms since the epoch after which the return is refused as expired. */
  vence: number;
}

export const TRANSACCION_MS = 10 * 60_000;

/** The identity the provider vouched for, as far as the site cares. */
export interface Identidad {
  emisor: string;
  sujeto: string;
  claims: Record<string, unknown>;
  /** The provider says the person used more than one factor (amr: mfa, otp, hwk…). */
  multifactor: boolean;
}

export class ErrorOidc extends Error {
  constructor(
    readonly motivo: MotivoOidc,
    detalle: string,
  ) {
    super(detalle);
  }
}

const MULTIFACTOR = new Set(['mfa', 'otp', 'hwk', 'swk', 'sc', 'fpt', 'face', 'iris', 'retina', 'vbm']);

/** A network failure anywhere in the error's causes (duck-typed: fetch's errors come from another realm under jest). */
function deRed(x: unknown, n = 0): boolean {
  if (!x || typeof x !== 'object' || n > 5) return false;
  const { message, name, code, cause } = x as { message?: unknown; name?: unknown; code?: unknown; cause?: unknown };
  return (
    message === 'fetch failed' ||
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    /^(ECONN|ENOTFOUND|EAI_|UND_ERR)/.test(String(code)) ||
    deRed(cause, n + 1)
  );
}

/** The messages of an error and its causes (openid-client wraps the precise one). */
function mensajes(x: unknown, n = 0): string {
  if (!x || typeof x !== 'object' || n > 5) return '';
  const { message, cause } = x as { message?: unknown; cause?: unknown };
  return `${typeof message === 'string' ? message : ''} ${mensajes(cause, n + 1)}`;
}

/** The reason a library or network error stands for. */
export function motivoDe(e: unknown): MotivoOidc {
  if (e instanceof ErrorOidc) return e.motivo;
  if (deRed(e)) return 'caido';
  if (e instanceof cliente.AuthorizationResponseError) return e.error === 'access_denied' ? 'cancelado' : 'rechazado';
  if (/"state"/.test(mensajes(e))) return 'estado';
  if (e instanceof cliente.ClientError || e instanceof cliente.ResponseBodyError) return 'rechazado';
  // fetch failed, timeout, refused connection: the provider is not answering
  return 'caido';
}

export class ClienteOidc {
  private configuracion: Promise<cliente.Configuration> | undefined;

  constructor(
    readonly ajustes: ConfigOidc,
    readonly redireccion: string,
  ) {}

  /** The provider's metadata, discovered once; a failure is retried on the next sign-in. */
  private async metadatos(): Promise<cliente.Configuration> {
    this.configuracion ??= (async () => {
      const { emisor, clienteId, secreto } = this.ajustes;
      const inseguro = new URL(emisor).protocol === 'http:' && esLoopback(new URL(emisor).hostname);
      const auth = secreto ? cliente.ClientSecretBasic(secreto) : cliente.None();
      const c = await cliente.discovery(new URL(emisor), clienteId, undefined, auth, {
        timeout: 10,
        ...(inseguro ? { execute: [cliente.allowInsecureRequests] } : {}),
      });
      c.timeout = 10;
      // the ID token's signature is checked too (by default the library trusts the token endpoint's TLS)
      cliente.enableNonRepudiationChecks(c);
      return c;
    })();
    this.configuracion.catch(() => (this.configuracion = undefined));
    return this.configuracion;
  }

  /** The provider's authorization URL and the transaction to keep until the return. */
  async inicio(): Promise<{ url: string; transaccion: Transaccion }> {
    const c = await this.metadatos();
    const transaccion: Transaccion = {
      estado: cliente.randomState(),
      nonce: cliente.randomNonce(),
      verificador: cliente.randomPKCECodeVerifier(),
      vence: Date.now() + TRANSACCION_MS,
    };
    const url = cliente.buildAuthorizationUrl(c, {
      redirect_uri: this.redireccion,
      scope: 'openid email profile',
      code_challenge: await cliente.calculatePKCECodeChallenge(transaccion.verificador),
      code_challenge_method: 'S256',
      state: transaccion.estado,
      nonce: transaccion.nonce,
    });
    return { url: url.href, transaccion };
  }

  /** Finishes the return (`url`: the whole address the provider sent the browser to). */
  async regreso(url: URL, t: Transaccion | null): Promise<Identidad> {
    if (url.searchParams.get('error') === 'access_denied') throw new ErrorOidc('cancelado', 'El proveedor devolvió access_denied.');
    if (!t) throw new ErrorOidc('estado', 'Regreso sin transacción (cookie ausente o ilegible).');
    if (t.vence < Date.now()) throw new ErrorOidc('vencido', 'Regreso después de TRANSACCION_MS.');
    const c = await this.metadatos();
    const tokens = await cliente.authorizationCodeGrant(c, url, {
      pkceCodeVerifier: t.verificador,
      expectedState: t.estado,
      expectedNonce: t.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ErrorOidc('rechazado', 'Respuesta sin ID token.');
    const amr = Array.isArray(claims.amr) ? claims.amr.map(String) : [];
    return { emisor: claims.iss, sujeto: claims.sub, claims, multifactor: amr.some((a) => MULTIFACTOR.has(a.toLowerCase())) };
  }

  /** The provider's logout, back to `vuelta`; null when the provider has none (Google). */
  async cierre(vuelta: string): Promise<string | null> {
    const c = await this.metadatos();
    if (!c.serverMetadata().end_session_endpoint) return null;
    return cliente.buildEndSessionUrl(c, { client_id: this.ajustes.clienteId, post_logout_redirect_uri: vuelta }).href;
  }
}
