// A web address typed without its scheme ("github.com/equipo/proyecto") is taken as https://, as a
// browser's address bar does; anything with a scheme, or empty, is left as typed (trimmed).
export function conProtocolo(valor: string): string {
  const v = valor.trim();
  return v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v;
}
