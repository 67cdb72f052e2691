// "¿Olvidó su contraseña?" and the link's page with a real store and router, against a scripted
// api.php over HTTP: the link under the login form, the one answer, the new password twice, the
// server's refusals where they belong, and every visible state in the store (formularios).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';
import { usarApiBase } from '@/shared/config';
import { MENSAJES_RESTABLECER as M } from '@/shared/api/contrato/restablecer';

let servidor: ServidorFalso;
let respuestas: Record<string, { status: number; body: unknown }> = {};
const recibidos: string[] = [];

beforeAll(async () => {
  servidor = await servidorFalso((campos) => {
    const funcion = /name="funcion"\r\n\r\n(\w+)/.exec(campos)?.[1] ?? '';
    // the page's own calls (the footer asks for its contact lines too)
    if (/restablec/i.test(funcion)) recibidos.push(campos);
    const r = respuestas[funcion] ?? { status: 200, body: { codigo: 1, mensaje: 'ok' } };
    return Promise.resolve({ status: r.status, body: JSON.stringify(r.body) });
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  respuestas = {};
  recibidos.length = 0;
});

it('the login form links to «¿Olvidó su contraseña?», whose answer is kept in the store', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: '/login' });
  await user.click(await screen.findByRole('link', { name: '¿Olvidó su contraseña?' }));
  await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' });
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(await screen.findByText(M.cuenta)).toBeTruthy();
  expect(recibidos).toHaveLength(0);
  respuestas.pedirRestablecimiento = { status: 200, body: { codigo: 1, mensaje: M.enviado } };
  await user.type(screen.getByLabelText('Usuario o correo electrónico'), 'alumno1');
  expect(store.getState().formularios.olvideContrasena.valores.cuenta).toBe('alumno1');
  await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(await screen.findByText(M.enviado)).toHaveProperty('className', 'login__resultado');
  expect(store.getState().formularios.olvideContrasena.valores).toEqual({ resultado: M.enviado });
  expect(recibidos.at(-1)).toMatch(/name="cuenta"\r\n\r\nalumno1/);
});

it('the link’s page: both fields must match; the rules’ refusal under the field, the link’s above the form; success goes to /login', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: '/restablecer_contrasena?token=abc.def' });
  const nueva = await screen.findByLabelText('Nueva contraseña');
  await user.type(nueva, 'Girasol-Azul-2031');
  await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Girasol-Azul-2032');
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect(await screen.findByText(M.noCoinciden)).toBeTruthy();
  expect(recibidos).toHaveLength(0);
  await user.clear(screen.getByLabelText('Repita la nueva contraseña'));
  await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'Girasol-Azul-2031');
  const comun = 'Esa contraseña está entre las más usadas y se adivina en segundos: elija otra.';
  respuestas.restablecerContrasena = { status: 400, body: { codigo: 0, mensaje: comun } };
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect(await screen.findByText(comun)).toBeTruthy();
  expect(store.getState().formularios.restablecerContrasena.errores.nueva).toBe(comun);
  respuestas.restablecerContrasena = { status: 400, body: { codigo: 0, mensaje: M.enlaceNoValido } };
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect((await screen.findByRole('alert')).textContent).toContain(M.enlaceNoValido);
  respuestas.restablecerContrasena = { status: 200, body: { codigo: 1, mensaje: M.hecho } };
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  await waitFor(() => expect(store.getState().ui.modal).toMatchObject({ kind: 'alert', mensaje: M.hecho }));
  expect(recibidos.at(-1)).toMatch(/name="token"\r\n\r\nabc\.def/);
});

it('without a token the page says so and offers a new link', async () => {
  renderApp({ route: '/restablecer_contrasena' });
  expect((await screen.findByRole('alert')).textContent).toContain(M.sinEnlace);
  expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/olvide_contrasena');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Guardar contraseña' }).disabled).toBe(true);
});
