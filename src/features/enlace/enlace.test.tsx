// The home banner (shown only while the link is active) and the editar_enlace dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderConProveedores } from '@/pruebas/renderConProveedores';
import { servidorFalso, type ServidorFalso } from '@/pruebas/apiPrueba';
import { usarApiBase } from '@/shared/config';
import { BannerInscripcion } from './BannerInscripcion';
import { Preinscripcion } from './Preinscripcion';
import { validarEnlace, ENLACE_REQUERIDO } from './validacion';

let servidor: ServidorFalso;
let enlace = { enlace: '', estatus: 0 };
let cambio: { status: number; body: unknown } = { status: 200, body: { codigo: 1, mensaje: 'Enlace guardado y activado.' } };
const enviados: string[] = [];

beforeAll(async () => {
  servidor = await servidorFalso((campos) => {
    enviados.push(campos);
    if (campos.includes('cambiarEstadoEnlace')) return { status: cambio.status, body: JSON.stringify(cambio.body) };
    return { status: 200, body: JSON.stringify(enlace) };
  });
  usarApiBase(servidor.url);
});
afterAll(() => servidor.cerrar());
beforeEach(() => (enviados.length = 0));

describe('validarEnlace', () => {
  it.each([
    ['', ENLACE_REQUERIDO],
    ['   ', ENLACE_REQUERIDO],
    ['no es url', 'El enlace debe ser una dirección web completa (https://…).'],
    ['ftp://x.mx', 'El enlace debe ser una dirección web completa (https://…).'],
    ['https://x.mx/a', null],
  ])('%j → %j', (v, m) => expect(validarEnlace(v)).toBe(m));
});

describe('Preinscripcion (the call to action of /admisiones and the home)', () => {
  it('links to the stored link even while the banner is off, and is absent (no empty paragraph) while the link is empty', async () => {
    enlace = { enlace: 'https://inscribete.mx', estatus: 0 };
    const { unmount } = renderConProveedores(<Preinscripcion parrafo="p" />);
    const link = await screen.findByRole('link', { name: 'Solicita tu preinscripción (se abre en otra pestaña)' });
    expect(link).toHaveAttribute('href', 'https://inscribete.mx');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    enlace = { enlace: '', estatus: 1 };
    const { store, container } = renderConProveedores(<Preinscripcion parrafo="p" />);
    await waitFor(() => expect(store.getState().api.queries['mostrarEnlace(undefined)']?.status).toBe('fulfilled'));
    expect(container.querySelector('p')).toBeNull();
  });
});

describe('BannerInscripcion', () => {
  it('is shown with the link while the link is active', async () => {
    enlace = { enlace: 'https://inscribete.mx', estatus: 1 };
    renderConProveedores(<BannerInscripcion />);
    const link = await screen.findByRole('link', { name: /Ir a la preinscripción/ });
    expect(link).toHaveAttribute('href', 'https://inscribete.mx');
    expect(screen.getByRole('heading', { name: '¡Preinscripciones abiertas!' })).toBeInTheDocument();
  });

  it('is hidden while the link is inactive', async () => {
    enlace = { enlace: 'https://inscribete.mx', estatus: 0 };
    const { store } = renderConProveedores(<BannerInscripcion />);
    await waitFor(() => expect(store.getState().api.queries['mostrarEnlace(undefined)']?.status).toBe('fulfilled'));
    expect(screen.queryByRole('heading', { name: '¡Preinscripciones abiertas!' })).toBeNull();
  });
});

describe('editar_enlace', () => {
  const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'C', contrasena_inicial: false };

  it('/panel_admin/editar_enlace opens the modal; it validates, saves, notifies and returns to the panel', async () => {
    enlace = { enlace: 'https://viejo.mx', estatus: 0 };
    cambio = { status: 200, body: { codigo: 1, mensaje: 'Enlace guardado y activado.' } };
    const user = userEvent.setup();
    const { store, router } = renderApp({ route: '/panel_admin/editar_enlace', preloadedState: { session: admin } });
    const campo = await screen.findByLabelText('Enlace para las inscripciones');
    await waitFor(() => expect(campo).toHaveValue('https://viejo.mx'));
    await user.clear(campo);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText(ENLACE_REQUERIDO)).toBeInTheDocument();
    await user.type(campo, 'https://nuevo.mx');
    await user.click(screen.getByLabelText('Mostrar el banner de preinscripción en la página de inicio'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ kind: 'none' }));
    expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Enlace guardado y activado.']);
    const envio = enviados.find((e) => e.includes('cambiarEstadoEnlace'))!;
    expect(envio).toContain('name="enlace"\r\n\r\nhttps://nuevo.mx');
    expect(envio).toContain('name="estatus"\r\n\r\n1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
  });

  it('a refusal shows the server mensaje in the dialog and keeps what was typed', async () => {
    enlace = { enlace: '', estatus: 0 };
    cambio = { status: 403, body: { codigo: 0, mensaje: 'No tiene permiso para realizar esta acción.' } };
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/editar_enlace', preloadedState: { session: admin } });
    const campo = await screen.findByLabelText('Enlace para las inscripciones');
    await user.type(campo, 'https://tecleado.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso para realizar esta acción.');
    expect(campo).toHaveValue('https://tecleado.mx');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });
});
