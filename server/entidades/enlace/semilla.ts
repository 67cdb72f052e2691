// Demo enrolment link: stored, with the home banner off (its switch is staff's). The call to action
// "Solicita tu preinscripción" (/admisiones and the home) follows the link alone (decision 0063).
import type { Semilla } from '@server/db/semillas/semilla';
import type { Db } from '@server/db/db';
import { repoEnlace } from './repositorio';

export const ENLACE_DEMO = 'https://www.utags.edu.mx/preinscripcion';

export const semilla: Semilla = {
  async sembrar(db: Db) {
    const actual = await repoEnlace(db).leer();
    if (!actual.enlace) await repoEnlace(db).guardar({ enlace: ENLACE_DEMO, estatus: actual.estatus });
  },
};
