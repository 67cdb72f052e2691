// The login page with a real store and router, talking to a scripted api.php over HTTP.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';
import { usarApiBase } from '@/shared/config';
import { validarLogin } from './validacion';

let servidor: ServidorFalso;
/** An answer per funcion; `retenida` holds it until the promise resolves (the test looks meanwhile). */
let respuestas: Record<string, { status: number; body: unknown; retenida?: Promise<void> }> = {};
const recibidos: string[] = [];

beforeAll(async () => {
  servidor = await servidorFalso(async (campos) => {
    const funcion = /name="funcion"\r\n\r\n(\w+)/.exec(campos)?.[1] ?? '';
    recibidos.push(funcion);
    const r = respuestas[funcion] ?? { status: 200, body: { codigo: 1, mensaje: 'ok' } };
    await r.retenida;
    return { status: r.status, body: JSON.stringify(r.body) };
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  respuestas = {};
  recibidos.length = 0;
  document.cookie = 'rol=a; path=/';
});

describe('validarLogin', () => {
  it('gives SPEC.md §5 messages', () => {
    expect(validarLogin({ usuario: ' ', contrasena: '' })).toEqual({
      usuario: 'Se necesita ingresar un usuario.',
      contrasena: 'Se necesita ingresar una contraseña.',
    });
    expect(validarLogin({ usuario: 'a', contrasena: 'b' })).toEqual({});
  });
});

describe('LoginPage', () => {
  it('clears the session and its cookies when opened, and logs the server session out', async () => {
    const { store } = renderApp({
      route: '/login',
      preloadedState: { session: { rol: 'a', pk_usuario: 2, nombre_persona: 'C', contrasena_inicial: false } },
    });
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    expect(store.getState().session.rol).toBeNull();
    await waitFor(() => expect(document.cookie).not.toContain('rol='));
    await waitFor(() => expect(recibidos).toContain('cerrarSesion'));
  });

  it('posts to /login (method="post"): before hydration the fields never go into a URL', async () => {
    renderApp({ route: '/login' });
    const form = (await screen.findByRole('button', { name: 'Entrar' })).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login');
  });

  it('shows the required messages and sends nothing when empty', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Se necesita ingresar un usuario.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita ingresar una contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toHaveAttribute('aria-invalid', 'true');
    expect(recibidos).not.toContain('iniciarSesion');
  });

  it('on failure alerts the server mensaje in a dialog, keeps the values and re-enables the form', async () => {
    respuestas.iniciarSesion = { status: 401, body: { codigo: 0, mensaje: 'Usuario o contraseña incorrectos.' } };
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'mala');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(alerta).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(store.getState().ui.modal).toEqual({ kind: 'alert', mensaje: 'Usuario o contraseña incorrectos.' });
    expect(screen.getByLabelText('Usuario', { selector: 'input' })).toHaveValue('admin');
    expect(screen.getByLabelText('Contraseña', { selector: 'input' })).toHaveValue('mala');
    expect(screen.getByRole('button', { name: 'Entrar', hidden: true })).toBeEnabled();
    expect(store.getState().session.rol).toBeNull();
  });

  it.each([
    ['e', '/panel_alumno'],
    ['a', '/panel_admin'],
    ['s', '/panel_superadmin'],
  ] as const)('logs a %s in, mirrors the role cookies and redirects to %s', async (rol, destino) => {
    respuestas.iniciarSesion = {
      status: 200,
      body: { codigo: 1, mensaje: 'Bienvenido', pk_usuario: 7, nombre_persona: 'Ana', rol, contrasena_inicial: false },
    };
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Usuario'), 'ana');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(destino));
    expect(store.getState().session).toEqual({ rol, pk_usuario: 7, nombre_persona: 'Ana', contrasena_inicial: false });
    expect(document.cookie).toContain(`rol=${rol}`);
    expect(document.cookie).toContain('pk_usuario=7');
  });

  it('disables the button while the call runs', async () => {
    let soltar: () => void = () => {};
    const espera = new Promise<void>((r) => (soltar = r));
    respuestas.iniciarSesion = { status: 401, body: { codigo: 0, mensaje: 'No.' }, retenida: espera };
    const user = userEvent.setup();
    renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Usuario'), 'x');
    await user.type(screen.getByLabelText('Contraseña'), 'y');
    void user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Entrando…' })).toBeDisabled();
    soltar();
    await espera;
    await screen.findByRole('alertdialog');
  });
});

// The second step, every state in the store.
describe('LoginPage: verificación en dos pasos', () => {
  it('asks for the app code after a right password, or a recovery code, then enters', async () => {
    const user = userEvent.setup();
    respuestas.iniciarSesion = {
      status: 200,
      body: { codigo: 2, segundo_paso: 'codigo', token: 't'.repeat(43), posponible: false, nombre_persona: 'Jefa', mensaje: 'Escriba el código.' },
    };
    respuestas.verificarDosPasos = {
      status: 200,
      body: { codigo: 1, mensaje: 'Bienvenido(a), Jefa.', pk_usuario: 9, nombre_persona: 'Jefa', rol: 's', contrasena_inicial: false },
    };
    const { store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Usuario'), 'jefa');
    await user.type(screen.getByLabelText('Contraseña'), 'Jefa#Segura2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    expect(store.getState().session.rol).toBeNull();
    expect(store.getState().dosPasos.paso).toMatchObject({ tipo: 'codigo', conRecuperacion: false });
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByText('Escriba el código de 6 dígitos de su aplicación de autenticación.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(store.getState().dosPasos.paso?.conRecuperacion).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Usar el código de la aplicación' }));
    await user.type(screen.getByLabelText('Código de 6 dígitos de su aplicación de autenticación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(store.getState().session.rol).toBe('s'));
    expect(store.getState().dosPasos.paso).toBeNull();
    expect(recibidos).toContain('verificarDosPasos');
  });
});
