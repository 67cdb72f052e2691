// Enrolment link form check (SPEC.md §5).
export const ENLACE_REQUERIDO = 'Se necesita el enlace para las inscripciones.';
export const ENLACE_NO_VALIDO = 'El enlace debe ser una dirección web completa (https://…).';

export function validarEnlace(enlace: string): string | null {
  const v = enlace.trim();
  if (!v) return ENLACE_REQUERIDO;
  try {
    const u = new URL(v);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return ENLACE_NO_VALIDO;
  } catch {
    return ENLACE_NO_VALIDO;
  }
  return null;
}
