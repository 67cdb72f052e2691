// The curriculum block with a real store over a fake api.php (mostrarPlan): subjects that expand and
// collapse by their arrow (ui.materiasAbiertas), hours and credits when given, images that open the
// popup with their authored alternative text, the PDF link, and the failure message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '@/pruebas/renderConProveedores';
import { apiFalsa, type ApiFalsa } from '@/pruebas/apiPrueba';
import { PlanEstudios } from './PlanEstudios';
import type { NivelAcademico } from '@/shared/api/contrato/plan';

const PLAN: NivelAcademico[] = [
  {
    nivel_academico: 'Técnico Superior Universitario',
    cuatrimestres: [
      {
        numero: 1,
        materias: [
          {
            nombre: 'Bases de Datos',
            puntos: ['Modelo entidad-relación', 'Consultas SQL'],
            imgs: ['/img/plan/datos.svg', 'uploads/plan/0123456789abcdef_640x400.jpg', 'uploads/plan/fedcba9876543210_640x400.jpg'],
            alts: ['', 'Diagrama entidad-relación de una biblioteca'],
            horas: 75,
            creditos: 4.5,
          },
        ],
      },
    ],
  },
  {
    nivel_academico: 'Ingeniería',
    cuatrimestres: [{ numero: 7, materias: [{ nombre: 'Arquitecturas de Software', puntos: ['Estilos'], imgs: [] }] }],
  },
];

let api: ApiFalsa;
beforeAll(async () => {
  api = await apiFalsa({ mostrarPlan: () => PLAN });
});
afterAll(() => api.cerrar());

it('shows level → numbered terms → subjects with hours and credits; the arrow expands and collapses; an image opens the popup', async () => {
  api.responder({ mostrarPlan: () => PLAN });
  const user = userEvent.setup();
  const { store } = renderConProveedores(<PlanEstudios />);
  expect(screen.getByText('Cargando el plan de estudios…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Técnico Superior Universitario' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Descargar el plan de estudios (PDF)' })).toHaveAttribute('href', '/plan_de_estudios.pdf');
  const primero = screen.getByRole('region', { name: 'Primer cuatrimestre' });
  expect(within(primero).getByText('75 horas · 4.5 créditos')).toBeVisible();
  // a subject without hours or credits shows no such line
  expect(within(screen.getByRole('region', { name: 'Séptimo cuatrimestre' })).queryByText(/horas|créditos/)).toBeNull();
  const boton = screen.getByRole('button', { name: 'Bases de Datos' });
  expect(boton).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Consultas SQL')).not.toBeVisible();
  await user.click(boton);
  expect(boton).toHaveAttribute('aria-expanded', 'true');
  expect(store.getState().ui.materiasAbiertas).toEqual(['c1-Bases de Datos']);
  expect(screen.getByText('Consultas SQL')).toBeVisible();
  // a site illustration with no alt written: its own description; an alt written: that one; an
  // upload stored without one (before issue 37): the subject's name and position
  await user.click(within(primero).getByRole('button', { name: 'Cilindro de una base de datos (ampliar)' }));
  expect(store.getState().ui.modal).toEqual({ kind: 'imagePopup', src: '/img/plan/datos.svg', alt: 'Cilindro de una base de datos' });
  await user.click(within(primero).getByRole('button', { name: 'Diagrama entidad-relación de una biblioteca (ampliar)' }));
  expect(store.getState().ui.modal).toMatchObject({ kind: 'imagePopup', alt: 'Diagrama entidad-relación de una biblioteca' });
  await user.click(within(primero).getByRole('button', { name: 'Bases de Datos: ilustración 3 (ampliar)' }));
  expect(store.getState().ui.modal).toMatchObject({ kind: 'imagePopup', alt: 'Bases de Datos: ilustración 3' });
  await user.click(boton);
  expect(boton).toHaveAttribute('aria-expanded', 'false');
});

it('says so when the plan cannot be loaded', async () => {
  api.responder({ mostrarPlan: () => ({ status: 500, body: { codigo: 0, mensaje: 'Ocurrió un error en el servidor.' } }) });
  renderConProveedores(<PlanEstudios />);
  expect(await screen.findByText('No se pudo cargar el plan de estudios. Recargue la página para intentarlo de nuevo.')).toBeInTheDocument();
});
