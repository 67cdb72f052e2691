// Reading and writing the session cookie. Small enough to own: @fastify/cookie loads its parser
// with a dynamic import() that jest's CommonJS runtime cannot run.
export interface OpcionesCookie {
  maxAge?: number;
  secure: boolean;
}

export function leerCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 1) continue;
    const name = part.slice(0, i).trim();
    if (!name || Object.hasOwn(out, name)) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** An httpOnly, SameSite=Strict cookie for the whole site; maxAge 0 deletes it. */
export function cookieSesion(name: string, value: string, { maxAge, secure }: OpcionesCookie): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (maxAge !== undefined) parts.push(`Max-Age=${Math.floor(maxAge)}`);
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
