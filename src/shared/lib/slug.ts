// URL-friendly form of a name ('Tecnologías del Bajío' → 'tecnologias-del-bajio'), used in
// /empresas_estadias/{nombreEmpresa}/{pk}: the link writes it, the page checks it.
import { normalizar } from './normalizar';

export function slug(texto: string): string {
  return normalizar(texto)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when a name from the URL (a slug, or the raw name however encoded) names `nombre`. */
export function nombreCoincide(enUrl: string, nombre: string): boolean {
  let crudo = enUrl;
  try {
    crudo = decodeURIComponent(enUrl);
  } catch {
    // a malformed escape stays as it came
  }
  return slug(crudo) !== '' && slug(crudo) === slug(nombre);
}
