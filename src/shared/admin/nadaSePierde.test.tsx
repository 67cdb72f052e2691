// Nothing is lost in the kit, page by page with a real store against the fake api.php: "Dados de baja"
// with a confirmed Reactivar, the success alert's "Deshacer" (and its 10-second window), and an edit
// page's "Última modificación". Drafts and leaving a changed form: nadaSePierdeBorradores.test.tsx;
// the session, the event and the fake api.php: src/pruebas/nadaSePierde.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { admin, api, evento, prepararNadaSePierde } from '@/pruebas/nadaSePierde';

prepararNadaSePierde();

describe('Dados de baja and Reactivar', () => {
  it('the tab lists the deactivated items; Reactivar asks, calls reactivar* and refreshes both lists', async () => {
    const user = userEvent.setup();
    let activos = [evento(1, 'Hackatón')];
    let bajas = [{ pk: 2, nombre: 'Feria 2025', detalle: 'De proyectos' }];
    api.responder({
      obtenerTodosEventos: () => ({ body: activos }),
      mostrarDadosDeBaja: () => ({ body: bajas }),
      reactivarEvento: () => {
        activos = [...activos, evento(2, 'Feria 2025')];
        bajas = [];
        return { body: { codigo: 1, mensaje: 'Evento reactivado correctamente.' } };
      },
    });
    const { router } = renderApp({ route: '/panel_admin/eventos_admin', preloadedState: { session: admin } });
    const pestanas = await screen.findByRole('navigation', { name: 'Vista de la lista' });
    expect(within(pestanas).getByRole('link', { name: 'Activos' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pestanas).getByRole('link', { name: 'Dados de baja' }));
    expect(router.state.location.search).toBe('?vista=bajas');
    const lista = await screen.findByRole('list', { name: 'Eventos dados de baja' });
    expect(within(lista).getByRole('heading', { name: 'Feria 2025' })).toBeInTheDocument();
    expect(api.llamadas.find((l) => l.funcion === 'mostrarDadosDeBaja')?.campos).toEqual({ entidad: 'eventos' });

    await user.click(within(lista).getByRole('button', { name: 'Reactivar Feria 2025' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(confirmar).toHaveTextContent('¿Está seguro de realizar esta acción?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    // the success is a notice that blocks nothing (no second dialog to dismiss)
    expect(await within(screen.getByRole('status')).findByText('Evento reactivado correctamente.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.llamadas.find((l) => l.funcion === 'reactivarEvento')?.campos).toEqual({ pk: '2' });
    expect(await screen.findByText('No hay eventos dados de baja.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Activos' }));
    expect(await screen.findByRole('heading', { name: 'Feria 2025' })).toBeInTheDocument();
  });
});

describe('Deshacer', () => {
  it('a baja asks with the item named, then a notice (no dialog) offers Deshacer; it calls reactivar* with the pk and refreshes', async () => {
    const user = userEvent.setup();
    let activos = [evento(1, 'Hackatón')];
    api.responder({
      obtenerTodosEventos: () => ({ body: activos }),
      darBajaEvento: () => {
        activos = [];
        return { body: { codigo: 1, mensaje: 'Evento dado de baja correctamente.' } };
      },
      reactivarEvento: () => {
        activos = [evento(1, 'Hackatón')];
        return { body: { codigo: 1, mensaje: 'Evento reactivado correctamente.' } };
      },
    });
    renderApp({ route: '/panel_admin/eventos_admin', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Dar de baja Hackatón' }));
    const confirmacion = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(confirmacion).toHaveTextContent('¿Está seguro de realizar esta acción?');
    expect(within(confirmacion).getByText('Hackatón')).toBeInTheDocument();
    await user.click(within(confirmacion).getByRole('button', { name: 'Aceptar' }));
    const aviso = await screen.findByRole('status');
    await within(aviso).findByText('Evento dado de baja correctamente.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hackatón' })).toBeNull());
    await user.click(within(aviso).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Evento reactivado correctamente.')).toBeInTheDocument();
    expect(api.llamadas.filter((l) => l.funcion === 'reactivarEvento').map((l) => l.campos)).toEqual([{ pk: '1' }]);
    expect(await screen.findByRole('heading', { name: 'Hackatón' })).toBeInTheDocument();
  });

  const REACTIVAR = { tipo: 'llamada' as const, funcion: 'reactivarEvento' as const, campos: { pk: '1' }, invalida: [] };
  /** The app with these notices already in the store (fake timers on), and the first notice shown. */
  async function conAvisos(notices: { id: number; mensaje: string; deshacer?: typeof REACTIVAR }[]) {
    jest.useFakeTimers();
    const { store } = renderApp({
      route: '/',
      preloadedState: { ui: { ...(await import('../modelo/ui')).uiInicial, notices, siguienteNotice: notices.length + 1 } },
    });
    return { store, aviso: await screen.findByRole('status') };
  }

  it('the notice with Deshacer stays 10 seconds, then goes', async () => {
    try {
      const { store, aviso } = await conAvisos([{ id: 1, mensaje: 'Evento dado de baja correctamente.', deshacer: REACTIVAR }]);
      expect(within(aviso).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(9_000));
      expect(within(aviso).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_500));
      expect(within(aviso).queryByRole('button', { name: 'Deshacer' })).toBeNull();
      expect(store.getState().ui.notices).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('another notice leaving does not restart its ten seconds', async () => {
    try {
      const { store, aviso } = await conAvisos([
        { id: 1, mensaje: 'Evento reactivado correctamente.' },
        { id: 2, mensaje: 'Evento dado de baja correctamente.', deshacer: REACTIVAR },
      ]);
      // the plain notice goes at 5 s (the root renders again)…
      act(() => jest.advanceTimersByTime(5_500));
      expect(store.getState().ui.notices.map((n) => n.id)).toEqual([2]);
      // …and the undo still goes at 10 s, not 5 s later (it stayed 15 s)
      act(() => jest.advanceTimersByTime(5_000));
      expect(within(aviso).queryByRole('button', { name: 'Deshacer' })).toBeNull();
      expect(store.getState().ui.notices).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

it('an edit page shows "Última modificación: <nombre>, <fecha>" from the audit trail', async () => {
  api.responder({
    obtenerEvento: () => ({ body: evento(4, 'Hackatón') }),
    ultimaModificacion: () => ({ body: { ultima: { nombre_usuario: 'María Núñez', fecha: '2026-11-23T18:05:00.000Z', funcion: 'editarEvento' } } }),
  });
  renderApp({ route: '/panel_admin/eventos_admin/editar/4', preloadedState: { session: admin } });
  expect(await screen.findByText(/Última modificación: María Núñez,/)).toHaveTextContent(/23 nov 2026/);
  expect(api.llamadas.find((l) => l.funcion === 'ultimaModificacion')?.campos).toEqual({ entidad: 'evento', pk: '4' });
});
