// The name of the forum's FAQ topic (docs/SPEC.md §2), which shows its entries (traerPreguntasFrecuentes,
// edited by admins since issue 32) instead of questions and takes no questions.
export const NOMBRE_FRECUENTES = 'Preguntas frecuentes';
