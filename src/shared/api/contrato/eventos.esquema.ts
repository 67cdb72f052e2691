// The event's fields (SPEC.md §5): the admin form checks them as it holds them, the server the same
// rules on api.php's strings (imgs as JSON).
import { z, texto, imagenes } from './campos';
import { MAX_IMAGENES_EVENTO, MENSAJES_EVENTO as M } from './eventos';

export const formEvento = z.object({
  nombreEvento: texto(M.nombre, 150),
  descripcion: texto(M.descripcion, 5000),
  imgs: imagenes(M.imagenes, MAX_IMAGENES_EVENTO, M.demasiadasImagenes, M.formatoImagenes),
});
