// The university sign-in on /login (issue 35): the button when configured, the provider's return
// (?oidc=…) entered or refused in the in-app dialog, and the provider's logout offered after "Cerrar sesión".
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';
import { usarApiBase } from '@/shared/config';
import { MENSAJES_OIDC } from '@/shared/api/contrato/oidc';

let servidor: ServidorFalso;
let opciones: unknown;
const recibidos: string[] = [];

beforeAll(async () => {
  servidor = await servidorFalso((campos) => {
    const funcion = /name="funcion"\r\n\r\n(\w+)/.exec(campos)?.[1] ?? '';
    recibidos.push(funcion);
    const body = funcion === 'traerOpcionesOidc' ? opciones : { codigo: 1, mensaje: 'ok' };
    return Promise.resolve({ status: 200, body: JSON.stringify(body) });
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());
beforeEach(() => {
  recibidos.length = 0;
  opciones = { codigo: 1, activo: true, nombre: 'cuenta institucional', solo: false };
});

const alumna = { rol: 'e' as const, pk_usuario: 7, nombre_persona: 'Alumna', contrasena_inicial: false };

it('shows the button above the fields, a plain link to /auth/oidc, only when configured', async () => {
  renderApp({ route: '/login' });
  const boton = await screen.findByRole('link', { name: 'Iniciar sesión con la cuenta institucional' });
  expect(boton.getAttribute('href')).toBe('/auth/oidc');
  expect(boton.compareDocumentPosition(screen.getByLabelText('Usuario')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('is absent without OIDC_ISSUER', async () => {
  opciones = { codigo: 1, activo: false, nombre: '', solo: false };
  renderApp({ route: '/login' });
  await screen.findByRole('button', { name: 'Entrar' });
  await waitFor(() => expect(recibidos).toContain('traerOpcionesOidc'));
  expect(screen.queryByRole('link', { name: /cuenta institucional/ })).toBeNull();
});

it('a refusal comes back as its Spanish message in the dialog, and the address loses the code', async () => {
  const { store, router } = renderApp({ route: '/login?oidc=desconocido' });
  await waitFor(() => expect(store.getState().ui.modal).toEqual({ kind: 'alert', mensaje: MENSAJES_OIDC.desconocido }));
  expect(router.state.location.search).toBe('');
});

it('an unknown code shows nothing', async () => {
  const { store } = renderApp({ route: '/login?oidc=%3Cb%3E' });
  await screen.findByRole('button', { name: 'Entrar' });
  expect(store.getState().ui.modal).toEqual({ kind: 'none' });
});

it('the return with the session the server opened enters the panel and closes nothing', async () => {
  const { store, router } = renderApp({ route: '/login?oidc=entrar', preloadedState: { session: alumna } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
  expect(store.getState().session).toEqual(alumna);
  expect(recibidos).not.toContain('cerrarSesion');
});

it('staff who still owe our second factor get its step from the #fragment', async () => {
  const { store } = renderApp({ route: '/login?oidc=paso#token=abc&paso=codigo&posponible=0&nombre=Admin' });
  await waitFor(() => expect(store.getState().dosPasos.paso).toMatchObject({ tipo: 'codigo', token: 'abc', nombre: 'Admin' }));
});

it('after "Cerrar sesión" it offers the provider’s logout', async () => {
  renderApp({ route: '/login', preloadedState: { session: alumna } });
  const salir = await screen.findByRole('link', { name: 'Cerrar también la sesión de la cuenta institucional' });
  expect(salir.getAttribute('href')).toBe('/auth/oidc/salir');
});
