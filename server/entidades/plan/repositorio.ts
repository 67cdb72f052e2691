// The curriculum's SQL: one row (id = 1) holding the whole plan as a JSON document with a version
// (migration 013_plan.sql). Every reader (mostrarPlan, the PDF, the search index) parses it here.
// Its tables: server/db/migrations/013_plan.sql (numbered in one shared order).
import { rutas } from '@/shared/rutas';
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { repositorio } from '@server/db/repositorios/repositorio';
import type { Entidad } from '@server/db/repositorios/entidad';
import type { Documento } from '@server/db/repositorios/documento';
import type { NivelAcademico, PlanConVersion } from '@/shared/api/contrato/plan';
import { revisionPlan } from './revision';

interface Fila {
  version: number;
  plan: string;
  editado: string;
}

const leerFila = async (db: Db): Promise<Fila> =>
  (await db.una<Fila>(sql`SELECT version, plan, editado FROM plan_estudios WHERE id = 1`)) ?? { version: 0, plan: '[]', editado: '' };

export const repoPlan = repositorio((db: Db) => ({
  /** The current plan, its version and when it was saved. */
  async leer(): Promise<PlanConVersion> {
    const f = await leerFila(db);
    return { version: Number(f.version), actualizado: f.editado, plan: JSON.parse(f.plan) as NivelAcademico[] };
  },
  /** Only its version and date (the PDF's key: one small read per download). */
  async version(): Promise<{ version: number; actualizado: string }> {
    const f = await db.una<Omit<Fila, 'plan'>>(sql`SELECT version, editado FROM plan_estudios WHERE id = 1`);
    return { version: Number(f?.version ?? 0), actualizado: f?.editado ?? '' };
  },
  /**
   * Replaces the plan if it is still at version `base` (inside the write's transaction): the new
   * version, or null when another write got there first (on PostgreSQL the UPDATE waits for it and
   * then finds the version moved).
   */
  async guardar(plan: NivelAcademico[], base: number): Promise<number | null> {
    const n = await db.ejecutar(
      sql`UPDATE plan_estudios SET plan = ${JSON.stringify(plan)}, version = version + 1, editado = ${db.ahora()} WHERE id = 1 AND version = ${base}`,
    );
    return n === 1 ? base + 1 : null;
  },
}));

/** Every image path a plan uses. */
export const imagenesDe = (plan: NivelAcademico[]): string[] =>
  plan.flatMap((n) => n.cuatrimestres.flatMap((c) => c.materias.flatMap((m) => m.imgs)));

/** The subjects as the search index holds them, numbered in the plan's order (all link to the home page's curriculum). */
export function documentosDelPlan(plan: NivelAcademico[]): Documento[] {
  const docs: Documento[] = [];
  for (const nivel of plan)
    for (const c of nivel.cuatrimestres)
      for (const m of c.materias)
        docs.push({
          tipo: 'materia',
          pk: docs.length + 1,
          titulo: m.nombre,
          texto: `${m.puntos.join('. ')}. Cuatrimestre ${c.numero}, ${nivel.nivel_academico}.`,
          enlace: '/',
        });
  return docs;
}

/** The curriculum: in the audit trail, its one row (its version and size before → after); in the search, its subjects. */
export const entidadPlan: Entidad = {
  entidad: 'materia',
  revision: revisionPlan,
  editor: () => rutas.admin.plan.editor,
  // the plan with its new images as data URLs inside it
  camposGrandes: ['plan'],
  // its uploads, each with the subject it illustrates (the media library's uses)
  imagenesEnDatos: async (db) =>
    (await repoPlan(db).leer()).plan.flatMap((n) =>
      n.cuatrimestres.flatMap((c) =>
        c.materias.flatMap((m) =>
          m.imgs
            .map((ruta, i) => ({
              ruta,
              alt: m.alts?.[i] || null,
              decorativa: false,
              tipo: 'Plan de estudios',
              nombre: m.nombre,
              editar: rutas.admin.plan.editor,
            }))
            .filter((x) => x.ruta.startsWith('uploads/')),
        ),
      ),
    ),
  fila: async (db) => {
    const { version, plan } = await repoPlan(db).leer();
    const materias = plan.reduce((s, n) => s + n.cuatrimestres.reduce((t, c) => t + c.materias.length, 0), 0);
    return { version, materias };
  },
  busqueda: async (db, pk) => documentosDelPlan((await repoPlan(db).leer()).plan).filter((d) => pk === null || d.pk === pk),
};
