// A student's and an admin's fields (SPEC.md §5: first name and paternal surname required).
import { z, texto, textoOpcional } from './campos';
import { MATRICULA, MENSAJES_USUARIOS as M } from './usuarios';

const matricula = z.string({ error: M.matricula }).trim().min(1, M.matricula).regex(MATRICULA, M.formatoMatricula);

export const esquemaAlumno = z.object({ alumno: texto(M.nombreAlumno, 150), matricula });
export const esquemaAdmin = z.object({ nombres: texto(M.nombres, 80), apellido_p: texto(M.apellidoP, 60), apellido_m: textoOpcional(60) });
