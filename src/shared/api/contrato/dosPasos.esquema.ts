// The super admin's "2FA obligatorio" settings as the form holds them: the same messages
// and limit as the server's guardarAjustesDosPasos (contract/dosPasos.ts).
import { z, entero } from './campos';
import { DIAS_GRACIA_MAX, MENSAJES_DOS_PASOS as M } from './dosPasos';

export const esquemaAjustesDosPasos = z.object({
  obligatorio_admins: z.enum(['0', '1'], { error: M.obligatorioAdmins }),
  dias_gracia: entero(M.dias, 0, DIAS_GRACIA_MAX),
});
