// The graduate's fields (SPEC.md §5): all required, one message for all of them.
import { z, texto, pk, imagenRequerida } from './campos';
import { MENSAJES_EGRESADO as M } from './egresados';

export const camposEgresado = {
  nombreAlumno: texto(M.llene, 120),
  generacion: pk(M.llene),
  puestoEmpresa: texto(M.llene, 160),
  palabrasAlumno: texto(M.llene, 1500),
};
export const formEgresado = z.object({ ...camposEgresado, imagenes: imagenRequerida(M.llene) });
