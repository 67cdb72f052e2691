// Whose attempts a per-address limit counts together (issue 45, Info): limits were keyed by the
// full address, and an IPv6 host usually holds a whole /64 (2^64 addresses, rotated at will by
// privacy extensions or by hand): every one was a fresh budget. An IPv6 address now counts as its
// /64 prefix; an IPv4-mapped one (`::ffff:192.0.2.1`) as its IPv4 address; IPv4 as itself. Only the
// keys of the limits use it: the trail and the sessions keep the full address.
import net from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (zone and embedded IPv4 included), as numbers. */
function grupos(ip: string): number[] {
  let s = ip.split('%')[0].toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [izquierda, derecha] = s.includes('::') ? s.split('::') : [s, null];
  const izq = izquierda ? izquierda.split(':') : [];
  const der = derecha ? derecha.split(':') : [];
  const medio = derecha === null ? [] : Array<string>(8 - izq.length - der.length).fill('0');
  return [...izq, ...medio, ...der].map((g) => parseInt(g, 16));
}

/** The key a per-address limit counts `ip` under: an IPv6 address's /64 prefix (`2001:db8:0:1::/64`), an IPv4-mapped one's IPv4. */
export function claveDireccion(ip: string): string {
  if (net.isIPv6(ip) === false) return ip;
  const g = grupos(ip);
  // ::ffff:a.b.c.d is an IPv4 client on a dual-stack socket
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** A limit's key with every address in it as claveDireccion counts it (keys join their parts with '|': `cuenta|dirección`). */
export const claveLimite = (clave: string): string => (clave.includes(':') ? clave.split('|').map(claveDireccion).join('|') : clave);
