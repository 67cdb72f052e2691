// The demo curriculum (issue 44, decision 0064) through api.php on both engines: SPEC's plan completed
// to terms 1–11 with hours and credits, saved by an admin, and its PDF with the contact lines, each
// term's total, the version's date and page numbers.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { textoDePdf } from '@server/pruebas/textoPdf';
import type { PlanConVersion } from '@/shared/api/contrato/plan';
import { planCompleto } from './semilla';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
}, 60_000);
afterAll(() => h.cerrar());

const traer = async () => (await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion;
const editar = (plan: unknown, version: number) =>
  h.llamar('editarPlan', { plan: JSON.stringify(plan), version: String(version) }, { quien: 'a', multipart: true });
const pdf = async () => h.app.inject({ method: 'GET', url: '/plan_de_estudios.pdf' });

describe('the demo plan and its PDF (issue 44)', () => {
  it('numbers every term from 1 to 11 with hours and credits; the PDF has the contact, totals, version date and page numbers', async () => {
    const { version, plan } = await traer();
    const completo = planCompleto(plan);
    expect(completo.flatMap((n) => n.cuatrimestres.map((c) => c.numero))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(completo[1].cuatrimestres[0].materias[0].nombre).toBe('Arquitecturas de Software');
    expect(completo.flatMap((n) => n.cuatrimestres.flatMap((c) => c.materias)).every((m) => m.horas! > 0 && m.creditos! > 0)).toBe(true);
    expect((await editar(completo, version)).body).toMatchObject({ codigo: 1 });
    const texto = textoDePdf((await pdf()).rawPayload);
    for (const t of [
      '90 horas · 6 créditos',
      'Sexto cuatrimestre',
      'Undécimo cuatrimestre',
      'Total del cuatrimestre: 450 horas · 30 créditos',
      'idgs@ut-ejemplo.edu.mx',
      '+52 449 910 5000',
      `Versión ${version + 1}, actualizada el`,
      'Página 1 de',
    ])
      expect(texto).toContain(t);
    expect(texto).toContain('Contacto: Edificio de Docencia 3');
  });
});
