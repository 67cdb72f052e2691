// The three fixed entries of the 'Preguntas frecuentes' topic (SPEC.md §9).
export interface EntradaFaq {
  pregunta: string;
  respuesta: string;
}

export const NOMBRE_FRECUENTES = 'Preguntas frecuentes';

export const PREGUNTAS_FRECUENTES: readonly EntradaFaq[] = [
  {
    pregunta: '¿Cuánto cuesta la colegiatura?',
    respuesta: 'La colegiatura base es de $1,800.',
  },
  {
    pregunta: '¿Cuánto dura el programa?',
    respuesta: '2 años de T.S.U. más 1 año 8 meses de ingeniería: 3 años 8 meses en total.',
  },
  {
    pregunta: '¿Cuántas estadías se realizan?',
    respuesta: 'Dos periodos de estadía en empresa: uno al terminar el T.S.U. y otro al terminar la ingeniería.',
  },
];
