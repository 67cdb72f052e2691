// /acerca_de renders the content file: three student developers and the advisor teacher.
import { screen } from '@testing-library/react';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ASESOR, DESARROLLADORES } from './contenido';

it('shows the three developers and the advisor from contenido.ts', async () => {
  renderApp({ route: '/acerca_de' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Acerca de' })).toBeInTheDocument();
  expect(DESARROLLADORES).toHaveLength(3);
  for (const p of [...DESARROLLADORES, ASESOR]) expect(screen.getByRole('heading', { level: 3, name: p.nombre })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Profesor asesor' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Acerca de \|/);
});
