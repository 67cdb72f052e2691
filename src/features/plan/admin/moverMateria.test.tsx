// A curriculum subject moved to another term with "Mover a…" (issue 43, docs/decisiones/0059): in the
// real app over a fake api.php, by keyboard, with its hours, credits and image, announced, the focus
// with it, saved whole. (Dragging is checked in a browser: dnd-kit measures the layout.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, type ApiFalsa } from '@/pruebas/apiPrueba';
import type { NivelAcademico, PlanConVersion } from '@/shared/api/contrato/plan';

const RUTA = '/panel_admin/plan_estudios';
let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({ traerAvisos: () => ({ avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 }) });
});
afterEach(() => api.cerrar());

const abrirEditor = async () => {
  const r = renderApp({ route: RUTA, preloadedState: SESION_ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Plan de estudios' });
  await screen.findByRole('heading', { level: 2, name: 'Técnico Superior Universitario' });
  return r;
};

describe('a subject to another term (issue 43)', () => {
  const DOS: PlanConVersion = {
    version: 4,
    actualizado: '2027-03-01 10:00:00',
    plan: [
      {
        nivel_academico: 'Técnico Superior Universitario',
        cuatrimestres: [
          {
            numero: 1,
            materias: [
              { nombre: 'Fundamentos de Redes', puntos: ['Modelo OSI'], imgs: ['/img/plan/redes.svg'], alts: ['Una red'], horas: 75, creditos: 4.5 },
              { nombre: 'Inglés I', puntos: ['Saludos'], imgs: [] },
            ],
          },
          { numero: 2, materias: [{ nombre: 'Inglés II', puntos: ['Viajes'], imgs: [] }] },
        ],
      },
    ],
  };

  it('"Mover a…" moves it by keyboard with its hours, credits and image, announced, the focus with it; saved whole', async () => {
    const user = userEvent.setup();
    let enviado: { plan: NivelAcademico[] } | undefined;
    api.responder({
      traerPlan: () => DOS,
      editarPlan: (c) => {
        enviado = { plan: JSON.parse(String(c.plan)) as NivelAcademico[] };
        return { codigo: 1, mensaje: 'Plan de estudios guardado.', version: 5 };
      },
    });
    const { store } = await abrirEditor();
    // the drag handle says what it moves and how by keyboard
    const asa = screen.getByRole('button', { name: 'Arrastrar la materia «Fundamentos de Redes»' });
    expect(asa).toHaveAccessibleDescription(/Para mover una materia con el teclado, pulse Espacio o Intro/);
    const mover = screen.getByRole('combobox', { name: 'Mover la materia «Fundamentos de Redes» a otro cuatrimestre' });
    expect(
      within(mover)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mover a…', 'Técnico Superior Universitario · Segundo cuatrimestre']);
    mover.focus();
    await user.selectOptions(mover, 'Técnico Superior Universitario · Segundo cuatrimestre');
    const segundo = within(screen.getByRole('region', { name: 'Segundo cuatrimestre' }));
    await waitFor(() => expect(segundo.getByRole('button', { name: 'Fundamentos de Redes' })).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Primer cuatrimestre' })).queryByRole('button', { name: 'Fundamentos de Redes' })).toBeNull();
    expect(screen.getByText('Se movió la materia «Fundamentos de Redes» al segundo cuatrimestre.')).toHaveAttribute('role', 'status');
    expect(store.getState().formularios.plan.valores.anuncio).toBe('Se movió la materia «Fundamentos de Redes» al segundo cuatrimestre.');
    // its fields came along
    await user.click(segundo.getByRole('button', { name: 'Fundamentos de Redes' }));
    expect(screen.getByLabelText('Horas (opcional)')).toHaveValue('75');
    expect(screen.getByRole('button', { name: 'Deshacer el paso de la materia «Fundamentos de Redes» al segundo cuatrimestre' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
    await screen.findByText('Plan de estudios guardado.');
    expect(enviado?.plan[0].cuatrimestres.map((c) => c.materias.map((m) => m.nombre))).toEqual([['Inglés I'], ['Inglés II', 'Fundamentos de Redes']]);
    expect(enviado?.plan[0].cuatrimestres[1].materias[1]).toMatchObject({
      imgs: ['/img/plan/redes.svg'],
      alts: ['Una red'],
      horas: 75,
      creditos: 4.5,
    });
  });
});
