// Salted slow password hashing with Node's scrypt (memory-hard, no native dependency).
// Stored as "scrypt$N$r$p$salt$hash" so the cost can be raised later without breaking old hashes.
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never matches, verified against when the user does not exist (same timing). */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

/**
 * Stored in place of a hash while a student's password is still its initial value, the matricula
 * (docs/SPEC.md §4). The matricula sits in clear in the same row, so hashing it would hide nothing; it
 * would only cost ~50 ms of scrypt per student in a 5,000-row import or a reset. The user must
 * choose a new password at login (cambiarContrasena), which is then hashed with scrypt.
 */
export const HASH_MATRICULA = 'matricula';

const digest = (s: string) => createHash('sha256').update(s.normalize('NFC')).digest();

/**
 * Checks a password against a user row: its scrypt hash, or its matricula while initial. Always
 * exactly one scrypt, whatever the row (chosen password, initial one, unknown user: DUMMY_HASH),
 * so the answer's time does not tell which accounts are still on their matricula.
 */
export async function verificarCuenta(contrasena: string, fila: { hash: string; matricula?: string | null } | undefined): Promise<boolean> {
  if (fila?.hash === HASH_MATRICULA) {
    await verifyPassword(contrasena, DUMMY_HASH);
    return !!fila.matricula && timingSafeEqual(digest(contrasena), digest(fila.matricula));
  }
  return verifyPassword(contrasena, fila?.hash ?? DUMMY_HASH);
}

const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random initial password (no look-alike characters), shown once to the super admin. */
export function contrasenaAleatoria(largo = 12): string {
  let s = '';
  for (let i = 0; i < largo; i++) s += ALFABETO[randomInt(ALFABETO.length)];
  return s;
}
