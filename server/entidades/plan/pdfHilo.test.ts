// Issue 45 (Low): the PDF of the largest plan was built on the main thread (`/salud` waited 840 ms).
// Built on a worker thread now (pdfAparte.ts): while it builds, `/salud` keeps answering within
// 100 ms, and the document is the same plan's. Both engines.
import { performance } from 'node:perf_hooks';
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { repoPlan } from '@server/entidades/plan/repositorio';
import { textoDePdf } from '@server/pruebas/textoPdf';
import { LIMITES_PLAN as L } from '@/shared/api/contrato/plan.esquema';
import type { NivelAcademico } from '@/shared/api/contrato/plan';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

/** The largest plan the form accepts: every level, term, subject and point at its limit. */
function planMayor(): NivelAcademico[] {
  const largo = (s: string, n: number) => s.padEnd(n, ' y su práctica en el laboratorio').slice(0, n);
  return Array.from({ length: L.niveles }, (_, n) => ({
    nivel_academico: `Nivel ${n + 1}`,
    cuatrimestres: Array.from({ length: L.cuatrimestres }, (_, c) => ({
      numero: c + 1,
      materias: Array.from({ length: L.materias }, (_, m) => ({
        nombre: largo(`Materia ${n + 1}.${c + 1}.${m + 1}`, L.nombre),
        puntos: Array.from({ length: L.puntos }, (_, p) => largo(`Tema ${p + 1}`, L.punto)),
        imgs: ['/img/plan/codigo.svg'],
        horas: L.horas,
        creditos: L.creditos,
      })),
    })),
  }));
}

it('the largest plan’s PDF builds off the main thread: /salud keeps answering within 100 ms meanwhile', async () => {
  const plan = planMayor();
  const { version } = await repoPlan(h.db).version();
  expect(await repoPlan(h.db).guardar(plan, version)).toBe(version + 1);
  let listo = false;
  const t0 = performance.now();
  const pdf = h.app.inject({ method: 'GET', url: '/plan_de_estudios.pdf' }).finally(() => (listo = true));
  const salud: number[] = [];
  while (!listo) {
    const t = performance.now();
    expect((await h.app.inject({ method: 'GET', url: '/salud' })).statusCode).toBe(200);
    salud.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  const r = await pdf;
  const construccion = performance.now() - t0;
  expect([r.statusCode, r.headers['content-type']]).toEqual([200, 'application/pdf']);
  expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const orden = [...salud].sort((a, b) => a - b);
  const p95 = orden[Math.floor(orden.length * 0.95)];
  const max = orden[orden.length - 1];
  if (process.env.CIFRAS) console.log(JSON.stringify({ construccion, p95, max, n: salud.length }));
  // it took a while (many answers of /salud meanwhile; on the main thread, one, after it), none of
  // them held by it: 95% within 100 ms, the slowest far from the build's time (a machine shared by
  // other runs may pause the thread now and then; a build on it held an answer for all of it)
  expect(salud.length).toBeGreaterThanOrEqual(10);
  expect(p95).toBeLessThanOrEqual(100);
  expect(max).toBeLessThan(construccion / 4);
  const texto = textoDePdf(r.rawPayload);
  expect(texto).toContain(`Materia ${L.niveles}.${L.cuatrimestres}.${L.materias}`);
}, 60_000);
