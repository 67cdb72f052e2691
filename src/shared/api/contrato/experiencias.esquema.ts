// The experience's fields (SPEC.md §5), the same for the admin's and the student's form.
import { z, texto, pk } from './campos';
import { MENSAJES_EXPERIENCIA as M } from './experiencias';

export const formExperiencia = z.object({
  nombreEstudiante: texto(M.nombre, 120),
  nivelAcademico: z.enum(['t', 'l', 'i'], { error: M.nivel }),
  experiencia: texto(M.experiencia, 3000),
  fkEmpresaEstadia: pk(M.empresa),
});
