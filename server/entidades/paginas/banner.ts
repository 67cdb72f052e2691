// The home banner's switch as part of the `inicio` page's edit (issue 44, decision 0064): the edit's
// `datos` may carry `mostrarBanner`; it is applied to the enrolment link's `estatus` (docs/SPEC.md's
// switch, the one mostrarEnlace reads) when that edit is published — at once, or by the schedule
// together with its text — and it is never kept in the published page (the link's row is the truth:
// "Enlace de Inscripciones" may change it later).
import { sql } from 'kysely';
import type { Db } from '@server/db/db';

/** The page's `datos` JSON without `mostrarBanner`, and that value when it was a boolean. */
export function separarBanner(datos: string): { datos: string; mostrarBanner?: boolean } {
  try {
    const d = JSON.parse(datos) as Record<string, unknown>;
    if (!d || typeof d !== 'object' || !('mostrarBanner' in d)) return { datos };
    const { mostrarBanner, ...resto } = d;
    return { datos: JSON.stringify(resto), ...(typeof mostrarBanner === 'boolean' ? { mostrarBanner } : {}) };
  } catch {
    return { datos };
  }
}

/** The banner switched as the published edit says (nothing when it says nothing). */
export async function aplicarBanner(db: Db, mostrarBanner: boolean | undefined): Promise<void> {
  if (mostrarBanner === undefined) return;
  await db.ejecutar(sql`UPDATE enlace SET estatus = ${mostrarBanner ? 1 : 0} WHERE id = 1`);
}

/** Whether the banner is on now (the admin's read of `inicio` shows it as the form's switch). */
export async function bannerActivo(db: Db): Promise<boolean> {
  const f = await db.una<{ estatus: number }>(sql`SELECT estatus FROM enlace WHERE id = 1`);
  return Number(f?.estatus ?? 0) === 1;
}
