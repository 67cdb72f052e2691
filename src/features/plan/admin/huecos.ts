// The editor's check of the plan's numbering (issue 44): a term with no subjects, and a number the
// plan skips (docs/SPEC.md's own plan goes from the fifth term to the seventh). A warning, not a
// refusal: the plan can still be saved (a programme may really skip one), so it is said, not blocked.
import { nombreCuatrimestre } from '@/shared/api/contrato/plan';
import type { NivelEditado } from './modelo';

const minuscula = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
/** "sexto" of "Sexto cuatrimestre" ("cuatrimestre 12" beyond the ordinals). */
const ordinal = (n: number) =>
  minuscula(nombreCuatrimestre(n))
    .replace(/ cuatrimestre$/, '')
    .replace(/^(primer|tercer)$/, '$1o');

/** What to warn of, in the plan's order: empty terms, then skipped numbers. */
export function huecosDelPlan(plan: readonly NivelEditado[]): string[] {
  const avisos: string[] = [];
  const numeros = new Set<number>();
  for (const nivel of plan)
    for (const c of nivel.cuatrimestres) {
      const n = Number(c.numero);
      if (!Number.isInteger(n) || n < 1) continue;
      numeros.add(n);
      if (!c.materias.length)
        avisos.push(`El ${minuscula(nombreCuatrimestre(n))} de «${nivel.nombre.trim() || 'nivel sin nombre'}» no tiene materias.`);
    }
  const orden = [...numeros].sort((a, b) => a - b);
  if (orden.length && orden[0] > 1) avisos.push(`El plan empieza en el ${minuscula(nombreCuatrimestre(orden[0]))}: falta el primero.`);
  for (let i = 1; i < orden.length; i++) {
    const [antes, despues] = [orden[i - 1], orden[i]];
    if (despues - antes < 2) continue;
    const faltan = Array.from({ length: despues - antes - 1 }, (_, k) => antes + k + 1);
    avisos.push(
      faltan.length === 1
        ? `Falta el ${minuscula(nombreCuatrimestre(faltan[0]))}: el plan pasa del ${ordinal(antes)} al ${ordinal(despues)}.`
        : `Faltan los cuatrimestres ${faltan.slice(0, -1).join(', ')} y ${faltan[faltan.length - 1]}: el plan pasa del ${ordinal(antes)} al ${ordinal(despues)}.`,
    );
  }
  return avisos;
}
