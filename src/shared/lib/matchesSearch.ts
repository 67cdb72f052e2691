// Case- and accent-insensitive search used by every admin list ('jose' finds 'José').
export function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** True when every word of the query appears in the text, ignoring case and accents. */
export function matchesSearch(texto: string, consulta: string): boolean {
  const q = normalizar(consulta);
  if (!q) return true;
  const t = normalizar(texto);
  return q.split(/\s+/).every((palabra) => t.includes(palabra));
}
