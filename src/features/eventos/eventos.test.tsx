// Event pages in the whole app against a scripted api.php: 'Ver más' paging (3 + 3 + 1), the empty
// list, the image popup, and the admin form's validation / failure / success states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import { diferido, type ServidorPorFuncion, type Respuesta } from '@/pruebas/apiPrueba';
import type { Evento } from './tipos';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(3000, 2000), (s) => (api = s));

const evento = (n: number): Evento => ({
  pk_evento: 100 - n,
  nombre_evento: `Evento ${n}`,
  descripcion_evento: `Descripción ${n}`,
  imgs: [{ pk_img_evento: n, img_evento: `uploads/eventos/evento${n}00.png` }],
});

describe('/eventos', () => {
  it("shows 3 events, then 3 more, then the last 1; 'Ver más' disappears at the end", async () => {
    api.responder({ obtenerTodosEventos: () => ({ body: Array.from({ length: 7 }, (_, i) => evento(i + 1)) }) });
    const { router } = renderApp({ route: '/eventos' });
    const nombres = () =>
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    await screen.findByText('Evento 1');
    expect(nombres()).toEqual(['Evento 1', 'Evento 2', 'Evento 3']);
    expect(screen.getByText('Mostrando 3 de 7 eventos.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(nombres()).toEqual(['Evento 1', 'Evento 2', 'Evento 3', 'Evento 4', 'Evento 5', 'Evento 6']);
    expect(screen.getByRole('heading', { name: 'Evento 4' })).toHaveFocus();
    expect(router.state.location.search).toBe('?mostrar=6');
    await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(nombres()).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Evento 7' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 7 de 7 eventos.')).toBeInTheDocument();
  });

  it('opens the image popup from an event image', async () => {
    api.responder({ obtenerTodosEventos: () => ({ body: [evento(1)] }) });
    const { store } = renderApp({ route: '/eventos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ampliar imagen 1 de 1 de Evento 1' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'imagePopup', src: '/uploads/eventos/evento100.png', alt: 'Evento 1: imagen 1 de 1' });
  });

  it("shows the library's default image on an event without images, and not on one with its own", async () => {
    const sinImagen = {
      ...evento(2),
      imgs: [],
      imagenPredeterminada: { imagen: 'uploads/medios/predeterminada00.png', alt: 'Logotipo del programa' },
    };
    api.responder({ obtenerTodosEventos: () => ({ body: [evento(1), sinImagen] }) });
    renderApp({ route: '/eventos' });
    const img = await screen.findByRole('img', { name: 'Logotipo del programa' });
    expect(img.getAttribute('src')).toContain('predeterminada00');
    expect(screen.queryByRole('button', { name: /Ampliar imagen .* de Evento 2/ })).not.toBeInTheDocument();
  });

  it("shows 'Aún no hay eventos registrados.' when there are none", async () => {
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    renderApp({ route: '/eventos' });
    expect(await screen.findByText('Aún no hay eventos registrados.')).toBeInTheDocument();
  });
});

describe('admin events', () => {
  it("filters the list by name (accents ignored) and says 'Ningún evento encontrado.'", async () => {
    api.responder({ obtenerTodosEventos: () => ({ body: [{ ...evento(1), nombre_evento: 'Hackatón' }, evento(2)] }) });
    renderApp({ route: '/panel_admin/eventos_admin?q=hackaton', preloadedState: admin });
    const lista = await screen.findByRole('list', { name: 'Eventos' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/Hackatón|Evento/).textContent),
    ).toEqual(['Hackatón']);
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(screen.getByText('Ningún evento encontrado.')).toBeInTheDocument();
  });

  it('validates with the exact messages, then keeps everything on failure and goes back on success', async () => {
    const primera = diferido<Respuesta>();
    let intento = 0;
    api.responder({
      registrarEvento: () => (++intento === 1 ? primera.promesa : { body: { codigo: 1, mensaje: 'Evento registrado correctamente.', pk_evento: 3 } }),
      obtenerTodosEventos: () => ({ body: [] }),
    });
    const { router, store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar evento' }));
    expect(screen.getByText('Se necesita el nombre del evento.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita una descripción.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita mínimo una imagen del evento.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nombre del evento'), 'Feria');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Vacantes.');
    await userEvent.upload(screen.getByLabelText('Agregar imágenes'), new File([new Uint8Array(9)], 'a.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Portada (vista previa)' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto alternativo de portada' }), 'Estands de empresas en el patio');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar evento' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar portada' })).toBeDisabled();
    await act(async () =>
      primera.resolver({
        status: 413,
        body: { codigo: 0, mensaje: 'La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.' },
      }),
    );
    const alerta = await screen.findByRole('alertdialog');
    expect(alerta).toHaveTextContent('La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.');
    await userEvent.click(within(alerta).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByLabelText('Nombre del evento')).toHaveValue('Feria');
    expect(screen.getByRole('button', { name: 'Registrar evento' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Registrar evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Evento registrado correctamente.']);
    const enviado = api.llamadas.filter((l) => l.funcion === 'registrarEvento').at(-1)!.campos;
    expect(enviado.nombreEvento).toBe('Feria');
    expect(enviado.descripcion).toBe('Vacantes.');
    expect(JSON.parse(enviado.imgs)).toEqual([
      {
        key: expect.stringMatching(/^\d+\.\d{5}$/),
        imagen: 'data:image/jpeg;base64,QUJD',
        alt: 'Estands de empresas en el patio',
        decorativa: false,
      },
    ]);
  });
});
