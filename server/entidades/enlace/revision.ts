// The enrolment link's history (issue 37): the address and whether the banner shows it, and the
// cambiarEstadoEnlace payload that puts them back. One item: no pk.
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { campoTexto } from '@server/db/repositorios/camposRevision';
import { sql } from 'kysely';

export const revisionEnlace: RevisionEntidad = {
  clave: 'enlace',
  unica: true,
  async leer(db) {
    const e = (await db.una<{ enlace: string; estatus: number }>(sql`SELECT enlace, estatus FROM enlace WHERE id = 1`)) ?? { enlace: '', estatus: 0 };
    const activo = Number(e.estatus) === 1;
    return {
      campos: [
        campoTexto('enlace', e.enlace, 'Enlace de inscripciones'),
        campoTexto('estatus', activo ? 'Visible en el inicio' : 'Oculto', 'Banner'),
      ],
      datos: { enlace: e.enlace, estatus: activo ? '1' : '0' },
    };
  },
  restaurar: (datos) => ({ funcion: 'cambiarEstadoEnlace', payload: datos }),
};
