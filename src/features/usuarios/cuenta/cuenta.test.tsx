// Password hygiene in the SPA: login with an initial password lands on /cambiar_contrasena, the
// guards keep the user there from every protected area, and a successful change opens the panel.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { comoJson, servidorGrabando } from '@/pruebas/servidorGrabando';
import { sessionInicial, type SessionState } from '@/shared/modelo/sesion';
import { destinoGuardia } from '@/app/enrutador';

let responder: (c: Record<string, string>) => { status?: number; [k: string]: unknown } | unknown[];
const llamadas = servidorGrabando((c) => comoJson(responder(c)));

const alumnoInicial: SessionState = { rol: 'e', pk_usuario: 9, nombre_persona: 'Ana', contrasena_inicial: true };

describe('destinoGuardia', () => {
  it.each([
    ['publico', null, false, null],
    ['publico', 'e', true, null],
    ['a', null, false, '/'],
    ['a', 'a', false, null],
    ['a', 'e', false, '/panel_alumno'],
    ['s', 'a', false, '/panel_admin'],
    ['e', 'e', true, '/cambiar_contrasena'],
    ['a', 'a', true, '/cambiar_contrasena'],
    ['s', 'e', true, '/cambiar_contrasena'],
  ] as const)('area %s, rol %s, initial password %s → %s', (area, rol, inicial, destino) => {
    expect(destinoGuardia(area, rol, inicial)).toBe(destino);
  });
});

describe('initial password', () => {
  it('login with an initial password goes to /cambiar_contrasena instead of the panel', async () => {
    responder = (c) =>
      c.funcion === 'iniciarSesion'
        ? { codigo: 1, mensaje: 'Bienvenido(a).', rol: 'e', pk_usuario: 9, nombre_persona: 'Ana', contrasena_inicial: true }
        : { codigo: 1, mensaje: 'ok' };
    const user = userEvent.setup();
    const { router, store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Usuario'), '20240001');
    await user.type(screen.getByLabelText('Contraseña'), '20240001');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cambiar_contrasena'));
    expect(await screen.findByText('Está usando su contraseña inicial. Elija una nueva para continuar a su panel.')).toBeInTheDocument();
    expect(store.getState().session.contrasena_inicial).toBe(true);
  });

  it.each(['/panel_alumno', '/panel_admin', '/panel_superadmin/agregar_usuario'])('sends the user from %s to change the password', async (ruta) => {
    const { router } = renderApp({ route: ruta, preloadedState: { session: alumnoInicial } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cambiar_contrasena'));
  });

  it('checks the form, then changes the password and reaches the panel', async () => {
    responder = (c) => (c.funcion === 'cambiarContrasena' ? { codigo: 1, mensaje: 'Contraseña actualizada.' } : []);
    const user = userEvent.setup();
    const { router, store } = renderApp({ route: '/cambiar_contrasena', preloadedState: { session: alumnoInicial } });
    await user.click(await screen.findByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByText('Se necesita la contraseña actual.')).toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña actual'), '20240001');
    await user.type(screen.getByLabelText('Nueva contraseña'), '20240001');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByText('La nueva contraseña debe ser distinta de la actual.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Mi-Clave-2026');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Mi-Clave-2025');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByText('Las contraseñas nuevas no coinciden.')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
    await user.clear(screen.getByLabelText('Repita la nueva contraseña'));
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Mi-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
    expect(store.getState().session.contrasena_inicial).toBe(false);
    expect(llamadas[0]).toEqual({ funcion: 'cambiarContrasena', contrasena_actual: '20240001', contrasena_nueva: 'Mi-Clave-2026' });
  });

  it('keeps the values and shows the server mensaje when the change is refused', async () => {
    responder = () => ({ codigo: 0, mensaje: 'La contraseña actual no es correcta.', status: 403 });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/cambiar_contrasena', preloadedState: { session: alumnoInicial } });
    await user.type(await screen.findByLabelText('Contraseña actual'), 'mala');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Mi-Clave-2026');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Mi-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('Mi-Clave-2026');
    expect(router.state.location.pathname).toBe('/cambiar_contrasena');
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderApp({ route: '/cambiar_contrasena', preloadedState: { session: sessionInicial } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the way to the account page and back', () => {
  it.each([
    ['a', '/panel_admin', 'contraseña, verificación en dos pasos y sesiones abiertas.'],
    ['e', '/panel_alumno', 'contraseña y sesiones abiertas.'],
  ] as const)('rol %s: "Mi cuenta" on %s opens the account page, and "Volver a su panel" returns', async (rol, panel, texto) => {
    responder = () => ({ codigo: 1, preguntas: [], respuestas: [], sesiones: [], activa: false });
    const user = userEvent.setup();
    const { router } = renderApp({
      route: panel,
      preloadedState: { session: { rol, pk_usuario: 3, nombre_persona: 'Luz', contrasena_inicial: false } },
    });
    const enlace = await screen.findByRole('link', { name: 'Mi cuenta' });
    expect(enlace.closest('p')).toHaveTextContent(`Mi cuenta: ${texto}`);
    await user.click(enlace);
    // the link and the page it opens say the same (docs/convenciones.md): /mi_cuenta, titled Mi cuenta
    await waitFor(() => expect(router.state.location.pathname).toBe('/mi_cuenta'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(document.title).toBe('Mi cuenta | Ingeniería en Desarrollo y Gestión de Software');
    await user.click(await screen.findByRole('link', { name: 'Volver a su panel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(panel));
  });

  it('the super admin: "Mi cuenta" among the panel\'s links, and back', async () => {
    responder = (c) => (c.funcion === 'mostrarUsuarios' ? [] : { codigo: 1, sesiones: [], activa: false });
    const user = userEvent.setup();
    const { router } = renderApp({
      route: '/panel_superadmin',
      preloadedState: { session: { rol: 's', pk_usuario: 1, nombre_persona: 'Sara', contrasena_inicial: false } },
    });
    await user.click(await screen.findByRole('link', { name: 'Mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mi_cuenta'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Volver a su panel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_superadmin'));
  });

  it('with an initial password there is no way back: only the change opens the panel', async () => {
    renderApp({ route: '/cambiar_contrasena', preloadedState: { session: alumnoInicial } });
    await screen.findByRole('heading', { level: 1, name: 'Cambiar contraseña' });
    expect(screen.queryByRole('link', { name: 'Volver a su panel' })).toBeNull();
  });
});

describe('an account the university sign-in made (issue 44)', () => {
  it('asks for no current password it never had, and sends only the new one', async () => {
    responder = (c) =>
      c.funcion === 'traerMiCuenta'
        ? { codigo: 1, contrasenaLocal: false }
        : c.funcion === 'cambiarContrasena'
          ? { codigo: 1, mensaje: 'Contraseña actualizada.' }
          : [];
    const user = userEvent.setup();
    const alumna: SessionState = { ...alumnoInicial, contrasena_inicial: false };
    const { router } = renderApp({ route: '/mi_cuenta', preloadedState: { session: alumna } });
    expect(
      await screen.findByText('Entra con su cuenta institucional. Si lo desea, cree una contraseña para entrar también con su usuario.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Mi-Clave-2026');
    await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Mi-Clave-2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
    expect(llamadas.filter((c) => c.funcion === 'cambiarContrasena')).toEqual([{ funcion: 'cambiarContrasena', contrasena_nueva: 'Mi-Clave-2026' }]);
  });
});
