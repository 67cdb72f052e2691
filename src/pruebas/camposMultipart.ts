// Reads the fields of a multipart/form-data body as servidorFalso receives it (what the SPA sent).
export function camposMultipart(cuerpo: string): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const m of cuerpo.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) campos[m[1]] = m[2];
  return campos;
}
