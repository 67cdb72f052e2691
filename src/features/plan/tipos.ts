// Curriculum entities (SPEC.md §3): academic level → terms → subjects.
export interface Materia {
  nombre: string;
  puntos: string[];
  imgs: string[];
}

export interface Cuatrimestre {
  numero: number;
  materias: Materia[];
}

export interface NivelAcademico {
  nivel_academico: string;
  cuatrimestres: Cuatrimestre[];
}
