// The curriculum: anyone reads it (mostrarPlan, docs/SPEC.md §3's NivelAcademico[]); admins read it with
// its version (traerPlan) and replace it whole (editarPlan). A plan is checked by the contract's
// schema (plan.esquema.ts, the editor's own check): a refusal names its field and where it is. New
// images arrive as data URLs and go through the image pipeline like every upload
// (uploads/plan/…); an asset picked from the media library arrives as `medio:<pk>` and is stored as
// its file's path (never encoded again); the site's illustrations (/img/plan/…svg) are kept as
// paths; uploads the new plan no longer uses are deleted after the commit (unless something else
// uses them: borrarHuerfanas' orphan rule). The search index follows in the same
// transaction (the audit entry's entity, `materia`), and the PDF follows the version (pdf.ts).
import { ErrorApi } from '@server/base/errores';
import { hastaQueCambie } from '@server/api/memoria';
import { funcion, type Ctx } from '@server/api/funcion';
import { z } from '@server/api/validacion';
import { conflictoVersion, versionDe } from '@server/api/revisiones';
import { borrarHuerfanas } from '@server/funciones/imagenesForm';
import { esRutaGuardada } from '@server/imagenes/subidas';
import { pkDeMedio } from '@/shared/api/contrato/medios';
import { imagenesDe, repoPlan } from './repositorio';
import type { NivelAcademico } from '@/shared/api/contrato/plan';
import { MENSAJES_PLAN as M, esSubidaDelPlan, revisarPlan } from '@/shared/api/contrato/plan.esquema';

const CARPETA = 'plan';

// `version` (issue 48): the dispatcher checks it against the plan's revisions, as for every item with a history
const schema = z.object({
  plan: z.string({ error: M.formato }),
});
type Datos = z.output<typeof schema>;

/**
 * The sent plan checked (the first problem refuses the call, naming its field); a stored image it
 * names must be one the plan already has (`propias`): another stored file comes in only as a picked
 * library asset (`medio:<pk>`).
 */
function revisar(d: Datos, propias: ReadonlySet<string>): NivelAcademico[] {
  let valor: unknown;
  try {
    valor = JSON.parse(d.plan);
  } catch {
    throw new ErrorApi(M.formato);
  }
  const r = revisarPlan(valor);
  if (r.problemas) throw new ErrorApi(r.problemas[0].completo, 400, r.problemas[0].campo);
  r.plan.forEach((n, i) =>
    n.cuatrimestres.forEach((c, j) =>
      c.materias.forEach((m, k) =>
        m.imgs.forEach((img, l) => {
          if (esRutaGuardada(img) && !propias.has(img)) throw new ErrorApi(M.imagenAjena, 400, `${i}.cuatrimestres.${j}.materias.${k}.imgs.${l}`);
        }),
      ),
    ),
  );
  return r.plan;
}

const subidasDe = (plan: NivelAcademico[]) => new Set(imagenesDe(plan).filter(esSubidaDelPlan));
/** Every stored image of the plan: its uploads and the library assets it uses. */
const guardadasDe = (plan: NivelAcademico[]) => new Set(imagenesDe(plan).filter(esRutaGuardada));
/** A new upload (data URL) or a picked library asset (`medio:<pk>`, reused as it is stored). */
const esNueva = (img: string) => img.startsWith('data:') || pkDeMedio(img) !== null;

/** The plan with each new image written to the store (inside the transaction: a refusal discards them). */
async function conImagenesGuardadas(plan: NivelAcademico[], ctx: Ctx, propias: ReadonlySet<string>): Promise<NivelAcademico[]> {
  const guardar = async (img: string) => (esNueva(img) ? ctx.subidas.guardar(img, CARPETA, propias) : img);
  const niveles: NivelAcademico[] = [];
  for (const n of plan) {
    const cuatrimestres = [];
    for (const c of n.cuatrimestres) {
      const materias = [];
      for (const m of c.materias) {
        const imgs: string[] = [];
        for (const img of m.imgs) imgs.push(await guardar(img));
        materias.push({ ...m, imgs });
      }
      cuatrimestres.push({ ...c, materias });
    }
    niveles.push({ ...n, cuatrimestres });
  }
  return niveles;
}

export const funcionesPlan = {
  mostrarPlan: funcion('mostrarPlan', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'plan', async () => (await repoPlan(db).leer()).plan);
    },
  }),

  traerPlan: funcion('traerPlan', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      // its version is the history's (issue 48): the PDF's key (the row's own counter) stays internal
      return { ...(await repoPlan(db).leer()), version: await versionDe(db, 'plan', 0) };
    },
  }),

  editarPlan: funcion('editarPlan', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'materia' },
    schema,
    async prepara(d, ctx) {
      const actual = await repoPlan(ctx.db).leer();
      const plan = revisar(d, guardadasDe(actual.plan));
      await ctx.subidas.preparar(imagenesDe(plan).filter(esNueva), CARPETA);
      return plan;
    },
    async run(d, ctx, plan) {
      const repo = repoPlan(ctx.db);
      const actual = await repo.leer();
      const base = actual.version;
      const antes = subidasDe(actual.plan);
      const nuevo = await conImagenesGuardadas(plan, ctx, guardadasDe(actual.plan));
      const guardada = await repo.guardar(nuevo, base);
      const usadas = subidasDe(nuevo);
      const quitadas = [...antes].filter((r) => !usadas.has(r));
      ctx.alConfirmar((raiz) =>
        borrarHuerfanas(ctx.subidas.almacen, quitadas, async (ruta) => (subidasDe((await repoPlan(raiz).leer()).plan).has(ruta) ? 1 : 0), raiz),
      );
      // another write moved the row in between (the dispatcher's check normally refuses it first)
      if (guardada === null) throw conflictoVersion(await versionDe(ctx.db, 'plan', 0));
      return { codigo: 1 as const, mensaje: M.guardado, version: await versionDe(ctx.db, 'plan', 0) };
    },
  }),
};
