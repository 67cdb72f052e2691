// Serving an object the way a static file is served (http/subidasBucket.ts): its byte range and its type.

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size: the bytes to send, 'fuera' (416), or null (ignored: the whole object). */
export function rangoDe(cabecera: string | undefined, total: number): { inicio: number; fin: number } | 'fuera' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((cabecera ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let inicio: number;
  let fin: number;
  if (m[1] === '') {
    inicio = Math.max(0, total - Number(m[2]));
    fin = total - 1;
    if (Number(m[2]) === 0) return 'fuera';
  } else {
    inicio = Number(m[1]);
    fin = m[2] === '' ? total - 1 : Math.min(Number(m[2]), total - 1);
    if (m[2] !== '' && Number(m[2]) < inicio) return null;
  }
  return inicio >= total || total === 0 ? 'fuera' : { inicio, fin };
}

const TIPOS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The Content-Type of a key, by its extension (every stored file is an image the server encoded). */
export const tipoDe = (clave: string) => TIPOS[/\.([a-z0-9]+)$/i.exec(clave)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
