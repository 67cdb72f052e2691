// useBusqueda + CajaBusqueda: the list follows each keystroke at once, ?q= follows once typing pauses
// or the box loses focus, and a ?q= changed from outside shows in the box.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ESPERA_URL_MS, CajaBusqueda, useBusqueda } from './CajaBusqueda';

function Lista() {
  const busqueda = useBusqueda();
  return (
    <main>
      <CajaBusqueda busqueda={busqueda} etiqueta="Buscar alumno" />
      <p data-testid="filtro">[{busqueda.q}]</p>
      <button type="button">Otro control</button>
    </main>
  );
}

function montar(ruta = '/lista') {
  const router = createMemoryRouter([{ path: '/lista', element: <Lista /> }], { initialEntries: [ruta] });
  render(<RouterProvider router={router} />);
  return { router, caja: screen.getByRole('searchbox', { name: 'Buscar alumno' }) };
}

describe('CajaBusqueda with useBusqueda', () => {
  it('starts from ?q=', () => {
    const { caja } = montar('/lista?q=n%C3%BA%C3%B1ez');
    expect(caja).toHaveValue('núñez');
    expect(screen.getByTestId('filtro')).toHaveTextContent('[núñez]');
  });

  it('filters on each keystroke and writes ?q= once typing pauses, replacing the entry', async () => {
    const user = userEvent.setup();
    const { router, caja } = montar();
    await user.type(caja, 'jose');
    expect(screen.getByTestId('filtro')).toHaveTextContent('[jose]');
    await waitFor(() => expect(router.state.location.search).toBe('?q=jose'), { timeout: ESPERA_URL_MS * 5 });
    expect(router.state.historyAction).toBe('REPLACE');
    await user.clear(caja);
    expect(screen.getByTestId('filtro')).toHaveTextContent('[]');
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: ESPERA_URL_MS * 5 });
  });

  it('writes ?q= at once when the box loses focus (a click on a row link keeps the search)', async () => {
    const user = userEvent.setup();
    const { router, caja } = montar();
    await user.type(caja, 'ana');
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Otro control' }));
    expect(router.state.location.search).toBe('?q=ana');
  });

  it('shows a ?q= changed from outside (a link, back or forward) and drops the pending text', async () => {
    const user = userEvent.setup();
    const { router, caja } = montar();
    await user.type(caja, 'lu');
    await act(() => router.navigate('/lista?q=sofia'));
    expect(caja).toHaveValue('sofia');
    await new Promise((r) => setTimeout(r, ESPERA_URL_MS * 2));
    expect(router.state.location.search).toBe('?q=sofia');
    expect(caja).toHaveValue('sofia');
  });
});
