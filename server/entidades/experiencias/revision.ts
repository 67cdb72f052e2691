// An internship experience's history (issue 37): what the student wrote and its review. Staff do
// not edit its text and a review is final (pending → validated or discarded, never back), so its
// history is read, not restored.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { campoTexto } from '@server/db/repositorios/camposRevision';

const ESTADOS = ['Pendiente de revisión', 'Validada y publicada', 'Descartada'];
const NIVELES: Record<string, string> = { t: 'TSU', l: 'Licenciatura', i: 'Ingeniería' };

export const revisionExperiencia: RevisionEntidad = {
  clave: 'experiencia',
  async leer(db, pk) {
    const x = await db.una<{ nombre_estudiante: string; nivel_academico: string; experiencia: string; nombre_empresa: string; estatus: number }>(
      sql`SELECT x.nombre_estudiante, x.nivel_academico, x.experiencia, e.nombre_empresa, x.estatus
            FROM experiencias_estadias x JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
           WHERE x.pk_experiencia_estadia = ${pk}`,
    );
    if (!x) return null;
    return {
      campos: [
        campoTexto('nombre_estudiante', x.nombre_estudiante),
        campoTexto('nivel_academico', NIVELES[x.nivel_academico] ?? x.nivel_academico),
        campoTexto('nombre_empresa', x.nombre_empresa),
        campoTexto('experiencia', x.experiencia),
        campoTexto('estatus', ESTADOS[Number(x.estatus)] ?? String(x.estatus), 'Estado'),
      ],
      datos: {},
    };
  },
  restaurar: () => null,
};
