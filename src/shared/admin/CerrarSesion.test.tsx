// A shared lab computer: "Cerrar sesión" takes this user's drafts out of the browser, asking first
// when there are any; an expired session keeps them; drafts past BORRADORES_DIAS are never shown.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { caducado, vigentes } from '../modelo/borradores';
import { BORRADORES_DIAS } from '../config';

const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Carlos', contrasena_inicial: false };
const ahora = Date.now();
const borradores = {
  '2:alumno:nuevo': { valores: { nombre: 'Ana Pérez', matricula: '190123' }, guardado: ahora },
  // another user's draft on the same computer is not this logout's business
  '3:alumno:nuevo': { valores: { nombre: 'Luis' }, guardado: ahora },
};

async function cerrarSesion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Más ▾' }));
  await user.click(screen.getByRole('link', { name: 'Cerrar sesión' }));
}

describe('"Cerrar sesión" with drafts in this browser', () => {
  it('warns first; "Seguir editando" keeps the drafts and the page', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/panel_admin', preloadedState: { session: admin, borradores } });
    await cerrarSesion(user);
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo).toHaveTextContent('Tiene borradores sin guardar en este equipo.');
    // the "Más" menu closed: the question is not asked over an open menu
    expect(store.getState().ui.menuMas).toBe(false);
    expect(screen.queryByRole('button', { name: 'Enlace de Inscripciones' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
    expect(router.state.location.pathname).toBe('/panel_admin');
    expect(store.getState().borradores).toEqual(borradores);
    expect(store.getState().session.rol).toBe('a');
  });

  it('"Cerrar sesión y borrar" removes this user\'s drafts and logs out', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/panel_admin', preloadedState: { session: admin, borradores } });
    await cerrarSesion(user);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión y borrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(store.getState().session.rol).toBeNull());
    expect(Object.keys(store.getState().borradores)).toEqual(['3:alumno:nuevo']);
  });

  it('without drafts it logs out at once, no dialog', async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp({
      route: '/panel_alumno',
      preloadedState: { session: { ...admin, rol: 'e' }, borradores: { '3:alumno:nuevo': borradores['3:alumno:nuevo'] } },
    });
    await user.click(await screen.findByRole('link', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
    await waitFor(() => expect(store.getState().session.rol).toBeNull());
  });
});

describe('draft expiry (BORRADORES_DIAS)', () => {
  it('is 7 days by default', () => {
    expect(BORRADORES_DIAS).toBe(7);
  });

  it('drops the drafts older than the days when read back, keeps the rest', () => {
    const dia = 86_400_000;
    const leidos = {
      '2:a:nuevo': { valores: 1, guardado: ahora - 8 * dia },
      '2:b:nuevo': { valores: 2, guardado: ahora - 6 * dia },
    };
    expect(vigentes(leidos, ahora)).toEqual({ '2:b:nuevo': leidos['2:b:nuevo'] });
    expect(caducado(leidos['2:b:nuevo'], ahora, 5)).toBe(true);
  });
});
