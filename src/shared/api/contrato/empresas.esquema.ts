// The company's fields (SPEC.md §5): name and one image. The form holds the image as a one-item
// list; api.php receives it as `imagenForm` (the server's `imagenUnica`).
import { z, texto, imagenRequerida } from './campos';
import { MENSAJES_EMPRESA as M } from './empresas';

export const nombreEmpresa = texto(M.nombre, 120);
export const formEmpresa = z.object({ nombreEmpresa, imagenes: imagenRequerida(M.imagen) });
