// Nothing is lost in the kit, the drafts of a form with a real store against the fake api.php: kept in
// the store (restored with a notice, "Descartar borrador", cleared on success, never another user's or
// an expired one), leaving a changed form asks, a saved form's draft removed from the browser at once.
// The session, the event and the fake api.php: src/pruebas/nadaSePierde.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { admin, api, prepararNadaSePierde } from '@/pruebas/nadaSePierde';
import { claveBorrador, escrituraBorradores } from '../modelo/borradores';

prepararNadaSePierde();

describe('drafts of a form', () => {
  it('every change is a draft in the store, keyed by user, form and pk; success clears it', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarEvento: () => ({ body: { codigo: 1, mensaje: 'Evento registrado correctamente.', pk_evento: 9 } }),
      obtenerTodosEventos: () => ({ body: [] }),
    });
    const { store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Feria');
    const clave = claveBorrador(2, 'evento', null);
    expect(store.getState().borradores[clave]?.valores).toEqual({
      nombreEvento: 'Feria',
      descripcion: '',
      imgs: [],
      // the dates and place, empty until typed
      inicio: '',
      fin: '',
      todoElDia: false,
      lugar: '',
      enlaceEnLinea: '',
      cancelado: false,
      // the schedule (0054), empty until typed: publish on saving, never retire
      publicarEn: '',
      retirarEn: '',
    });
    await user.type(screen.getByLabelText('Publicar el'), '2030-03-12T08:00');
    expect(store.getState().borradores[clave]?.valores).toMatchObject({ publicarEn: '2030-03-12T08:00' });
    await user.type(screen.getByLabelText('Descripción'), 'Todo el día');
    await user.click(screen.getByRole('button', { name: 'Registrar evento' }));
    // no image: refused by the form, the draft stays
    expect(await screen.findByText('Se necesita mínimo una imagen del evento.')).toBeInTheDocument();
    expect(store.getState().borradores[clave]?.valores).toMatchObject({ nombreEvento: 'Feria', descripcion: 'Todo el día' });
  });

  it('QA replay: an imported state with a half-filled form shows it, with the restore notice; Descartar borrador empties it', async () => {
    const user = userEvent.setup();
    const clave = claveBorrador(2, 'evento', null);
    const guardado = Date.UTC(2026, 10, 23, 18, 5);
    const { store } = renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [clave]: { valores: { nombreEvento: 'Feria a medias', descripcion: 'Falta', imgs: [] }, guardado } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('Feria a medias');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Falta');
    const nota = await screen.findByText(/Se recuperó un borrador sin guardar del/);
    expect(nota.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(screen.getByLabelText('Nombre del evento')).toHaveValue('');
    expect(store.getState().borradores[clave]).toBeUndefined();
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it("another user's draft is never shown", async () => {
    const otra = claveBorrador(7, 'evento', null);
    renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [otra]: { valores: { nombreEvento: 'De otra persona', descripcion: '', imgs: [] }, guardado: 1 } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('');
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it('a draft older than BORRADORES_DIAS (7) is never shown', async () => {
    const clave = claveBorrador(admin.pk_usuario, 'evento', null);
    const guardado = Date.now() - 8 * 86_400_000;
    renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [clave]: { valores: { nombreEvento: 'Viejo', descripcion: '', imgs: [] }, guardado } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('');
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it('leaving a changed form through a link asks first; "Seguir editando" stays, "Salir" leaves and keeps the draft', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router, store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Expo');
    await user.click(screen.getByRole('link', { name: '← Eventos' }));
    let dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    expect(within(dialogo).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin/registrar_evento');
    expect(screen.getByLabelText('Nombre del evento')).toHaveValue('Expo');
    await user.click(screen.getByRole('link', { name: '← Eventos' }));
    dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(store.getState().borradores[claveBorrador(2, 'evento', null)]?.valores).toMatchObject({ nombreEvento: 'Expo' });
  });

  it('a saved form writes the removal of its draft to the browser at once (a reload right after saving never offers it back)', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarUsuario: () => ({ body: { codigo: 1, mensaje: 'Alumno registrado correctamente.' } }),
      mostrarAlumnos: () => ({ body: [] }),
    });
    const clave = claveBorrador(2, 'alumno', null);
    const { store } = renderApp({ route: '/panel_admin/alumnos/agregar_alumno', preloadedState: { session: admin } });
    // what IndexedDB would be written with, and when (persistirBorradores sets it in a browser)
    const escritos: boolean[] = [];
    const antes = escrituraBorradores.escribir;
    escrituraBorradores.escribir = () => (escritos.push(clave in store.getState().borradores), Promise.resolve());
    try {
      await user.type(await screen.findByLabelText('Nombre completo del alumno'), 'Ana Ruiz');
      await user.type(screen.getByLabelText('Matrícula'), '20240001');
      expect(store.getState().borradores[clave]).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Registrar alumno' }));
      expect(await screen.findByText('Alumno registrado correctamente.')).toBeInTheDocument();
      expect(store.getState().borradores[clave]).toBeUndefined();
      expect(escritos).toEqual([false]);
    } finally {
      escrituraBorradores.escribir = antes;
    }
  });

  it('"Cancelar" is an explicit choice: a changed form leaves without asking and its draft goes', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router, store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Expo');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().borradores[claveBorrador(2, 'evento', null)]).toBeUndefined();
  });

  it('an untouched form leaves without asking', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
