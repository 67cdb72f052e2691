// The account page's "Sesiones abiertas" card against the fake api.php: the order (this
// session first, then by last activity) and labels, "Cerrar las demás" only with other sessions,
// confirm → cerrarOtrasSesiones → the server's message → the refreshed list, and the errors in
// Spanish (a list that did not load, a refused call).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, SESION_ALUMNO, type ApiFalsa } from '@/pruebas/apiPrueba';
import type { SesionAbierta } from '@/shared/api/contrato/sesion';

let api: ApiFalsa;
beforeAll(async () => {
  api = await apiFalsa();
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.llamadas.length = 0;
  api.guion = {};
});

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
};
const MIN = 60_000;
// 24 Nov 2026, 15:30 UTC: 09:30 in the university's time zone (America/Mexico_City)
const CREADA = Date.UTC(2026, 10, 24, 15, 30);

/** Three sessions in the server's order (by activity): this one is not the most recent. */
function tres(): SesionAbierta[] {
  const ahora = Date.now();
  return [
    { creada: CREADA, actividad: ahora - 2 * MIN - 10_000, direccion: '189.203.4.17', navegador: UA.chromeAndroid, esta: false },
    { creada: CREADA - 60 * MIN, actividad: ahora - 5 * MIN - 10_000, direccion: '10.0.0.8', navegador: UA.firefoxWindows, esta: true },
    { creada: CREADA - 26 * 60 * MIN, actividad: ahora - 3 * 60 * MIN - 10_000, direccion: '', navegador: UA.safariIphone, esta: false },
  ];
}

const seccion = () => screen.findByRole('region', { name: 'Sesiones abiertas' });
const filas = (s: HTMLElement) => within(s).getAllByRole('listitem');
/** Each row as its visible words: browser, mark, then each label and value. */
const texto = (li: HTMLElement) => li.textContent;

describe('Sesiones abiertas on the account page', () => {
  it('lists this session first, then by last activity, with readable browsers, addresses and dates', async () => {
    api.responder({ traerSesiones: () => ({ codigo: 1, sesiones: tres() }) });
    renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    const s = await seccion();
    await within(s).findByRole('list');
    const [primera, segunda, tercera] = filas(s);
    expect(filas(s)).toHaveLength(3);
    expect(texto(primera)).toBe('Firefox en WindowsEsta sesiónDirección10.0.0.8Iniciada24 nov 2026, 08:30 (UTC−6)Última actividadhace 5 minutos');
    expect(texto(segunda)).toBe('Chrome en AndroidDirección189.203.4.17Iniciada24 nov 2026, 09:30 (UTC−6)Última actividadhace 2 minutos');
    expect(texto(tercera)).toBe('Safari en iPhoneDirecciónDesconocidaIniciada23 nov 2026, 07:30 (UTC−6)Última actividadhace 3 horas');
    // "Esta sesión" marks the current one only
    expect(within(s).getAllByText('Esta sesión')).toHaveLength(1);
    // the exact moments stay machine-readable
    expect(within(segunda).getByText('24 nov 2026, 09:30 (UTC−6)')).toHaveAttribute('datetime', '2026-11-24T15:30:00.000Z');
    expect(within(s).getByRole('button', { name: 'Cerrar las demás' })).toBeInTheDocument();
  });

  it('hides "Cerrar las demás" when this is the only session (a student too: the page is every role\'s)', async () => {
    const una: SesionAbierta = { creada: CREADA, actividad: Date.now(), direccion: '127.0.0.1', navegador: UA.chromeAndroid, esta: true };
    api.responder({ traerSesiones: () => ({ codigo: 1, sesiones: [una] }) });
    renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ALUMNO });
    const s = await seccion();
    await within(s).findByText('Chrome en Android');
    expect(filas(s)).toHaveLength(1);
    expect(texto(filas(s)[0])).toContain('Esta sesiónDirección127.0.0.1');
    expect(texto(filas(s)[0])).toContain('Última actividadhace menos de un minuto');
    expect(within(s).queryByRole('button', { name: 'Cerrar las demás' })).not.toBeInTheDocument();
  });

  it('"Cerrar las demás": asks first, Cancelar calls nothing; Aceptar calls, says the result and refreshes the list', async () => {
    let sesiones = tres();
    api.responder({
      traerSesiones: () => ({ codigo: 1, sesiones }),
      cerrarOtrasSesiones: () => {
        sesiones = sesiones.filter((x) => x.esta);
        return { codigo: 1, mensaje: 'Se cerraron 2 sesiones más.' };
      },
    });
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    const s = await seccion();
    await within(s).findByRole('list');

    await user.click(within(s).getByRole('button', { name: 'Cerrar las demás' }));
    let dialogo = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(dialogo).toHaveTextContent(
      '¿Cerrar las otras 2 sesiones abiertas? Quien las esté usando tendrá que iniciar sesión de nuevo; esta sesión sigue abierta.',
    );
    // the confirm is data in the store (a QA replay can press "Aceptar")
    expect(store.getState().ui.modal).toMatchObject({
      kind: 'confirm',
      aceptar: 'Cerrar las demás',
      intent: { tipo: 'llamada', funcion: 'cerrarOtrasSesiones', campos: {}, invalida: [{ type: 'Sesiones', id: 'YO' }] },
    });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.de('cerrarOtrasSesiones')).toHaveLength(0);
    expect(filas(s)).toHaveLength(3);

    await user.click(within(s).getByRole('button', { name: 'Cerrar las demás' }));
    dialogo = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar las demás' }));
    // the result is a notice that blocks nothing, not a dialog to dismiss
    expect(await within(screen.getByRole('status')).findByText('Se cerraron 2 sesiones más.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.de('cerrarOtrasSesiones')).toEqual([{ funcion: 'cerrarOtrasSesiones' }]);
    // the list is fetched again: only this session, and no button any more
    await waitFor(() => expect(filas(s)).toHaveLength(1));
    expect(api.de('traerSesiones')).toHaveLength(2);
    expect(texto(filas(s)[0])).toContain('Firefox en WindowsEsta sesión');
    expect(within(s).queryByRole('button', { name: 'Cerrar las demás' })).not.toBeInTheDocument();
  });

  it('says in Spanish why the list did not load, and "Reintentar" brings it', async () => {
    let falla = true;
    api.responder({
      traerSesiones: () =>
        falla
          ? { status: 503, body: { codigo: 0, mensaje: 'El servidor está ocupado. Inténtelo en unos segundos.' } }
          : { codigo: 1, sesiones: tres() },
    });
    const user = userEvent.setup();
    renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    const s = await seccion();
    const error = await within(s).findByRole('alert');
    expect(error).toHaveTextContent('El servidor está ocupado. Inténtelo en unos segundos.');
    falla = false;
    await user.click(within(error).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(filas(s)).toHaveLength(3));
    expect(within(s).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused "Cerrar las demás" shows the server\'s Spanish message and keeps the list', async () => {
    api.responder({
      traerSesiones: () => ({ codigo: 1, sesiones: tres() }),
      cerrarOtrasSesiones: () => ({ status: 429, body: { codigo: 0, mensaje: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.' } }),
    });
    const user = userEvent.setup();
    renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    const s = await seccion();
    await within(s).findByRole('list');
    await user.click(within(s).getByRole('button', { name: 'Cerrar las demás' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar acción' })).getByRole('button', { name: 'Cerrar las demás' }));
    const aviso = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(aviso).toHaveTextContent('Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.');
    expect(filas(s)).toHaveLength(3);
    expect(within(s).getByRole('button', { name: 'Cerrar las demás' })).toBeInTheDocument();
  });

  it('an answer without its list (a 200 with "[]") is a Spanish failure to load, not a broken page', async () => {
    api.responder({ traerSesiones: () => [] });
    renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    const s = await seccion();
    expect(await within(s).findByRole('alert')).toHaveTextContent('No se pudieron cargar sus sesiones abiertas.');
    // the rest of the page still works
    expect(screen.getByRole('button', { name: 'Guardar contraseña' })).toBeInTheDocument();
  });

  it('is not shown while an initial password must be changed (the change ends the other sessions)', async () => {
    api.responder({ traerSesiones: () => ({ codigo: 1, sesiones: tres() }) });
    renderApp({ route: '/cambiar_contrasena', preloadedState: { session: { ...SESION_ALUMNO.session, contrasena_inicial: true } } });
    await screen.findByText('Está usando su contraseña inicial. Elija una nueva para continuar a su panel.');
    expect(screen.queryByRole('region', { name: 'Sesiones abiertas' })).not.toBeInTheDocument();
    expect(api.de('traerSesiones')).toHaveLength(0);
  });

  it('after changing the password (the server ends the other sessions) the page shows the new list, not the cached one', async () => {
    let sesiones = tres();
    api.responder({
      traerSesiones: () => ({ codigo: 1, sesiones }),
      cambiarContrasena: () => {
        sesiones = [{ ...sesiones[1], creada: Date.now(), actividad: Date.now() }];
        return { codigo: 1, mensaje: 'Contraseña actualizada.' };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/cambiar_contrasena', preloadedState: SESION_ADMIN });
    let s = await seccion();
    await within(s).findByRole('list');
    expect(filas(s)).toHaveLength(3);
    await user.type(screen.getByLabelText('Contraseña actual'), 'Admin#2026');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Otra-Clave-2026');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Otra-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
    await act(() => router.navigate('/cambiar_contrasena'));
    s = await seccion();
    await waitFor(() => expect(within(s).getAllByRole('listitem')).toHaveLength(1));
    expect(within(s).queryByRole('button', { name: 'Cerrar las demás' })).not.toBeInTheDocument();
  });
});
