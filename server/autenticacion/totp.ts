// The second factor's cryptography: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through
// otplib, the enrolment QR code through qrcode (an SVG data URL: the CSP allows img-src data:), and
// single-use recovery codes. Nothing here touches the database.
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

export const EMISOR = 'IDGS Universidad';
/** Time steps accepted on either side of now (clock drift of the phone): ±30 s. */
const TOLERANCIA_S = 30;
export const NUM_CODIGOS_RECUPERACION = 10;

export const nuevoSecreto = (): string => generateSecret();

export function uriDe(secreto: string, cuenta: string): string {
  return generateURI({ issuer: EMISOR, label: cuenta, secret: secreto });
}

/** The otpauth URI as a QR code, an SVG data URL for an <img>. */
export async function qrDe(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The current code of a secret (tests and the demo only; the server never sends it). */
export const codigoActual = (secreto: string): string => generateSync({ secret: secreto });

/**
 * The time step `codigo` belongs to when it is valid and newer than `despuesDe` (the last step
 * accepted for this account: a replay inside the same window is refused), or null.
 */
export function pasoValido(secreto: string, codigo: string, despuesDe: number): number | null {
  if (!/^\d{6}$/.test(codigo)) return null;
  try {
    const r = verifySync({ secret: secreto, token: codigo, epochTolerance: TOLERANCIA_S, afterTimeStep: despuesDe > 0 ? despuesDe : undefined });
    // a TOTP result (the default strategy) carries the step it matched
    return r.valid && 'timeStep' in r ? r.timeStep : null;
  } catch {
    return null;
  }
}

// Recovery codes: 10 characters of an alphabet without look-alikes (≈ 50 bits each), shown as
// XXXXX-XXXXX. They are random and long, so a fast hash (SHA-256) stores them safely: there is no
// dictionary to try against it, unlike a password.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function nuevosCodigosRecuperacion(n = NUM_CODIGOS_RECUPERACION): string[] {
  return Array.from({ length: n }, () => {
    const s = Array.from({ length: 10 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** The stored form of a recovery code, whatever case, spaces or dashes it was typed with. */
export function hashRecuperacion(codigo: string): string {
  const limpio = codigo.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(`recuperacion:${limpio}`).digest('hex');
}
