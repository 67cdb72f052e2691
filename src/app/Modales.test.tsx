// QA replay: each modal kind rendered from a preloaded (imported) state, and a confirmed intent
// running through the store listener against a scripted api.php.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '../pruebas/apiPrueba';
import { usarApiBase } from '../shared/config';
import { uiInicial, type Intent, type UiState } from '../shared/modelo/ui';

let servidor: ServidorFalso;
let respuesta: { status: number; body: unknown } = { status: 200, body: { codigo: 1, mensaje: 'Proyecto dado de baja.' } };
let soltar: Promise<void> = Promise.resolve();
const recibidos: string[] = [];
beforeAll(async () => {
  servidor = await servidorFalso(async (campos) => {
    recibidos.push(campos);
    await soltar;
    return { status: respuesta.status, body: JSON.stringify(respuesta.body) };
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());

const ui = (parcial: Partial<UiState>): UiState => ({ ...uiInicial, ...parcial });
const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'C', contrasena_inicial: false };
const intent: Intent = { tipo: 'llamada', funcion: 'darBajaProyecto', campos: { pk: '7' }, invalida: [{ type: 'Proyecto', id: 'LIST' }] };

describe('modals replayed from an imported state', () => {
  it('alert: shows the mensaje with focus on Aceptar; Aceptar closes it and returns focus', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/', preloadedState: { ui: ui({ modal: { kind: 'alert', mensaje: 'Guardado correctamente.' } }) } });
    const dialogo = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(dialogo).toHaveTextContent('Guardado correctamente.');
    expect(within(dialogo).getByRole('button', { name: 'Aceptar' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirm: Esc cancels without running anything', async () => {
    recibidos.length = 0;
    const { store } = renderApp({
      route: '/',
      preloadedState: { ui: ui({ modal: { kind: 'confirm', mensaje: '¿Está seguro de realizar esta acción?', intent } }) },
    });
    const dialogo = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(dialogo).toHaveTextContent('¿Está seguro de realizar esta acción?');
    expect(within(dialogo).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    fireEvent(dialogo, new Event('cancel', { cancelable: true })); // what Esc fires on a <dialog>
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
    expect(recibidos.filter((r) => r.includes('darBajaProyecto'))).toEqual([]);
  });

  it('confirm: Aceptar runs the intent (overlay while it runs), shows the mensaje in a notice and toggles the reload flag', async () => {
    const user = userEvent.setup();
    recibidos.length = 0;
    respuesta = { status: 200, body: { codigo: 1, mensaje: 'Proyecto dado de baja.' } };
    let liberar = () => {};
    soltar = new Promise((r) => (liberar = r));
    recibidos.length = 0;
    const { store } = renderApp({
      route: '/panel_admin',
      preloadedState: { session: admin, ui: ui({ modal: { kind: 'confirm', mensaje: '¿Está seguro de realizar esta acción?', intent } }) },
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(store.getState().ui.overlay).toBe(true);
    expect(screen.getByText('Procesando…')).toBeInTheDocument();
    liberar();
    await waitFor(() => expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Proyecto dado de baja.']));
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
    expect(store.getState().ui.overlay).toBe(false);
    expect(store.getState().ui.reload).toEqual({ flag: true, tags: intent.invalida });
    const llamada = recibidos.find((r) => r.includes('darBajaProyecto'));
    expect(llamada).toContain('name="pk"\r\n\r\n7');
  });

  it('confirm: a refusal alerts the server mensaje and leaves the reload flag alone', async () => {
    const user = userEvent.setup();
    respuesta = { status: 404, body: { codigo: 0, mensaje: 'El proyecto no existe.' } };
    const { store } = renderApp({
      route: '/panel_admin',
      preloadedState: { session: admin, ui: ui({ modal: { kind: 'confirm', mensaje: '¿Está seguro de realizar esta acción?', intent } }) },
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ kind: 'alert', mensaje: 'El proyecto no existe.' }));
    expect(store.getState().ui.reload.flag).toBe(false);
    expect(store.getState().ui.overlay).toBe(false);
  });

  it('confirm with a navigation intent goes there when accepted', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      route: '/',
      preloadedState: { ui: ui({ modal: { kind: 'confirm', mensaje: '¿Ir?', intent: { tipo: 'navegar', ruta: '/login' } } }) },
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('imagePopup: shows the image with its alt and closes', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({
      route: '/',
      preloadedState: { ui: ui({ modal: { kind: 'imagePopup', src: '/img/plan/web.svg', alt: 'Aplicaciones Web' } }) },
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Aplicaciones Web' });
    expect(within(dialogo).getByRole('img', { name: 'Aplicaciones Web' })).toHaveAttribute('src', '/img/plan/web.svg');
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'none' });
  });

  it('editarEnlace: the dialog loads (lazily) with the form', async () => {
    respuesta = { status: 200, body: { enlace: 'https://x.mx', estatus: 1 } };
    renderApp({ route: '/panel_admin', preloadedState: { session: admin, ui: ui({ modal: { kind: 'editarEnlace' } }) } });
    expect(await screen.findByRole('dialog', { name: 'Enlace de inscripciones' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Enlace para las inscripciones')).toHaveValue('https://x.mx');
  });

  it('notices: a queued success notice shows as a polite status toast', async () => {
    renderApp({ route: '/', preloadedState: { ui: ui({ notices: [{ id: 1, mensaje: 'Evento registrado.' }], siguienteNotice: 2 }) } });
    const estado = (await screen.findAllByRole('status')).find((e) => e.classList.contains('toasts'))!;
    expect(estado).toHaveAttribute('aria-live', 'polite');
    expect(estado).toHaveTextContent('Evento registrado.');
  });

  it('a 401 on a logged-in call goes to /login, which ends the session, with an alert', async () => {
    const user = userEvent.setup();
    respuesta = { status: 401, body: { codigo: 0, mensaje: 'Su sesión no está activa. Inicie sesión para continuar.' } };
    // the answer waits until the click on "Aceptar" is over (the fake answers in-process, at once)
    let liberar = () => {};
    soltar = new Promise((r) => (liberar = r));
    const { store, router } = renderApp({
      route: '/panel_admin',
      preloadedState: { session: admin, ui: ui({ modal: { kind: 'confirm', mensaje: '¿?', intent } }) },
    });
    const alertas: string[] = [];
    store.subscribe(() => {
      const m = store.getState().ui.modal;
      if (m.kind === 'alert' && alertas[alertas.length - 1] !== m.mensaje) alertas.push(m.mensaje);
    });
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    liberar();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(store.getState().session.rol).toBeNull());
    // the confirmed call has ended (the page's own queries may have met the 401 first)
    await waitFor(() => expect(store.getState().ui.overlay).toBe(false));
    // one alert, the session's: the failed call does not replace it with its own mensaje
    expect(alertas).toEqual(['Su sesión terminó. Inicie sesión de nuevo para continuar.']);
    expect(store.getState().ui.modal).toEqual({ kind: 'alert', mensaje: 'Su sesión terminó. Inicie sesión de nuevo para continuar.' });
    expect(store.getState().ui.overlay).toBe(false);
    expect(await screen.findByText('Su sesión terminó. Inicie sesión de nuevo para continuar.')).toBeInTheDocument();
  });
});
