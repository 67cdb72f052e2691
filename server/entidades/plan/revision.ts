// The curriculum's history (issue 37): each subject as one text (its points, hours and credits),
// the list of subjects, and every image with its alternative text; the editarPlan payload puts the
// whole plan back. One item: no pk.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import type { CampoRevision } from '@/shared/api/contrato/revisiones';
import { campoImagenes, campoLista, campoTexto } from '@server/db/repositorios/camposRevision';
import { nombreCuatrimestre, type NivelAcademico } from '@/shared/api/contrato/plan';

export const revisionPlan: RevisionEntidad = {
  clave: 'plan',
  unica: true,
  async leer(db) {
    const f = await db.una<{ plan: string }>(sql`SELECT plan FROM plan_estudios WHERE id = 1`);
    if (!f) return null;
    const plan = JSON.parse(f.plan) as NivelAcademico[];
    const materias: CampoRevision[] = [];
    const nombres: string[] = [];
    const imagenes: { ruta: string; alt?: string }[] = [];
    for (const nivel of plan)
      for (const c of nivel.cuatrimestres)
        for (const [i, m] of c.materias.entries()) {
          const donde = `${nivel.nivel_academico}, ${nombreCuatrimestre(c.numero).toLowerCase()}`;
          nombres.push(`${m.nombre} (${donde})`);
          const extra = [m.horas !== undefined ? `${m.horas} horas` : '', m.creditos !== undefined ? `${m.creditos} créditos` : '']
            .filter(Boolean)
            .join(', ');
          materias.push(
            campoTexto(`${nivel.nivel_academico}.${c.numero}.${i}`, [...m.puntos, extra].filter(Boolean).join('\n'), `${m.nombre} (${donde})`),
          );
          for (const [n, ruta] of m.imgs.entries()) imagenes.push(m.alts?.[n] ? { ruta, alt: m.alts[n] } : { ruta });
        }
    return {
      campos: [campoLista('materias', nombres, 'Materias'), ...materias, campoImagenes('imgs', imagenes, 'Ilustraciones')],
      datos: { plan: JSON.stringify(plan) },
    };
  },
  restaurar: (datos) => ({ funcion: 'editarPlan', payload: datos }),
};
