// What the curriculum's funcion tests share (server/entidades/plan/funciones.test.ts, validacion.test.ts):
// one harness for the file, reading and saving the plan as the admin's editor does, and where to look
// for it (the PDF, the search).
import type { FastifyInstance } from 'fastify';
import { nuevoHarness, type Harness } from './arnes';
import type { NivelAcademico, PlanConVersion } from '@/shared/api/contrato/plan';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

/** Opens a harness (REVISIONES_MAX=1) before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararPlan(usar: (h: Harness) => void = () => {}) {
  let h: Harness;
  // A replaced image's file is deleted once nothing uses it: no row and no kept revision (issue 37). Here
  // the history keeps only the current version (REVISIONES_MAX=1); server/funciones/revisiones.test.ts keeps them all.
  beforeAll(async () => {
    h = await nuevoHarness({ REVISIONES_MAX: '1' });
    usar(h);
  }, 60_000);
  afterAll(() => h.cerrar());

  const traer = async () => (await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion;
  const editar = (plan: unknown, version?: number, quien: 'a' | 'e' | 'visitante' = 'a') =>
    h.llamar(
      'editarPlan',
      { plan: typeof plan === 'string' ? plan : JSON.stringify(plan), ...(version !== undefined ? { version: String(version) } : {}) },
      { quien: quien === 'visitante' ? undefined : quien, multipart: true },
    );
  const copia = (p: NivelAcademico[]) => JSON.parse(JSON.stringify(p)) as NivelAcademico[];
  const nombres = (p: NivelAcademico[], nivel: number, numero: number) =>
    p[nivel].cuatrimestres.find((c) => c.numero === numero)!.materias.map((m) => m.nombre);
  const pdf = async (app: FastifyInstance = h.app, etag?: string) =>
    app.inject({ method: 'GET', url: '/plan_de_estudios.pdf', headers: etag ? { 'if-none-match': etag } : {} });
  const buscar = async (q: string) =>
    ((await h.llamar('buscar', { q })).body as unknown as RespuestaBusqueda).resultados.map(
      (x) => `${x.tipo}:${x.titulo.map((t) => t.texto).join('')}`,
    );
  return { traer, editar, copia, nombres, pdf, buscar };
}
