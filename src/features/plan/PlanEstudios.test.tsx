// The curriculum block with a real store: content from a served JSON file, subjects that expand
// and collapse by their arrow (ui.materiasAbiertas), images that open the popup.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';
import { PlanEstudios } from './PlanEstudios';
import type { NivelAcademico } from './tipos';

const PLAN: NivelAcademico[] = [
  {
    nivel_academico: 'Técnico Superior Universitario',
    cuatrimestres: [
      { numero: 1, materias: [{ nombre: 'Bases de Datos', puntos: ['Modelo entidad-relación', 'Consultas SQL'], imgs: ['/img/plan/datos.svg'] }] },
    ],
  },
  {
    nivel_academico: 'Ingeniería',
    cuatrimestres: [{ numero: 7, materias: [{ nombre: 'Arquitecturas de Software', puntos: ['Estilos'], imgs: [] }] }],
  },
];

let servidor: ServidorFalso;
let estado = 200;
beforeAll(async () => {
  servidor = await servidorFalso(() => ({ status: estado, body: JSON.stringify(PLAN) }));
});
afterAll(() => servidor.cerrar());

it('shows level → numbered terms → subjects; the arrow expands and collapses; an image opens the popup', async () => {
  estado = 200;
  const user = userEvent.setup();
  const { store } = renderWithProviders(<PlanEstudios fuente={`${servidor.url}plan.json`} />);
  expect(screen.getByText('Cargando el plan de estudios…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Técnico Superior Universitario' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Primer cuatrimestre' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Séptimo cuatrimestre' })).toBeInTheDocument();
  const boton = screen.getByRole('button', { name: 'Bases de Datos' });
  expect(boton).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Consultas SQL')).not.toBeVisible();
  await user.click(boton);
  expect(boton).toHaveAttribute('aria-expanded', 'true');
  expect(store.getState().ui.materiasAbiertas).toEqual(['c1-Bases de Datos']);
  expect(screen.getByText('Consultas SQL')).toBeVisible();
  await user.click(
    within(screen.getByRole('region', { name: 'Primer cuatrimestre' })).getByRole('button', { name: 'Bases de Datos: ilustración 1 (ampliar)' }),
  );
  expect(store.getState().ui.modal).toEqual({ kind: 'imagePopup', src: '/img/plan/datos.svg', alt: 'Bases de Datos: ilustración 1' });
  await user.click(boton);
  expect(boton).toHaveAttribute('aria-expanded', 'false');
});

it('says so when the content cannot be loaded', async () => {
  estado = 500;
  renderWithProviders(<PlanEstudios fuente={`${servidor.url}otro.json`} />);
  expect(await screen.findByText('No se pudo cargar el plan de estudios. Recargue la página para intentarlo de nuevo.')).toBeInTheDocument();
});
