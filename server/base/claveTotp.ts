// CLAVE_TOTP read with the rest of the configuration (config.ts): the base layer, so config.ts needs
// nothing from autenticacion/ (cifradoTotp.ts uses the key; docs/decisiones/0068-capas-del-servidor.md).
/** CLAVE_TOTP: 32 bytes in base64 (or base64url) or hex; absent: null. Anything else stops the start. */
export function leerClaveTotp(v: string | undefined): Buffer | null {
  const t = (v ?? '').trim();
  if (!t) return null;
  const clave = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (clave.length !== 32 || !/^[A-Za-z0-9+/_=-]+$/.test(t))
    throw new Error('CLAVE_TOTP debe ser una clave de 32 bytes en base64 o hexadecimal (genérela con: openssl rand -base64 32).');
  return clave;
}
