// Edit locks and drafts on the server in an editor (issue 48): the lock's states as a transition
// table; on the "Contacto" page editor, the second person's notice with its two choices, the
// read-only view, taking over, being taken over (what was typed stays), the release on leaving; a
// newer draft on the server offered back, restored or discarded; a change sent within seconds
// without new images' bytes.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { SESION_ADMIN, apiDelArchivo } from '@/pruebas/apiPrueba';
import { mostrarPaginaDe, paginasDePrueba } from '@/pruebas/paginas';
import { claveBorrador } from '@/shared/modelo/borradores';
import { textoBloqueo, textoTomado, type EstadoBloqueo as Respuesta } from '@/shared/api/contrato/edicion';
import { bloqueoPedido, bloqueoRespondido, bloqueoSinRespuesta, edicionSlice, verSinEditar, type EdicionState } from './edicion';
import { itemDe, sinBytes } from './BorradorServidor';

jest.setTimeout(30_000);

// 16:05 UTC is 10:05 in the programme's zone (America/Mexico_City)
const DESDE = Date.UTC(2026, 10, 27, 16, 5);
const BETO: Respuesta = { estado: 'ajeno', nombre: 'Beto Ramírez', desde: DESDE, mismaPersona: false };
const PROPIO: Respuesta = { estado: 'propio', desde: DESDE };
/** The contact page's form values, as its draft holds them. */
const FORMA = { titulo: 'Contacto', cuerpo: 'Texto', correo: 'a@b.mx', telefono: '1', whatsapp: '1', direccion: 'X', mapa: '' };

describe('the lock as a transition table', () => {
  const K = 'pagina:4';
  const paso = (s: EdicionState, a: Parameters<typeof edicionSlice.reducer>[1]) => edicionSlice.reducer(s, a);
  const desde = (bloqueo: EdicionState[string]['bloqueo']): EdicionState => ({ [K]: { bloqueo } });
  it.each([
    ['comprobando', bloqueoRespondido({ clave: K, respuesta: PROPIO }), 'propio'],
    ['comprobando', bloqueoRespondido({ clave: K, respuesta: BETO }), 'ajeno'],
    ['comprobando', bloqueoSinRespuesta({ clave: K }), 'sinRespuesta'],
    // a server without locks answers something else: as no answer, the editor stays usable
    ['comprobando', bloqueoRespondido({ clave: K, respuesta: { codigo: 1 } as unknown as Respuesta }), 'sinRespuesta'],
    ['ajeno', verSinEditar({ clave: K }), 'soloLectura'],
    ['ajeno', bloqueoRespondido({ clave: K, respuesta: PROPIO }), 'propio'],
    ['soloLectura', bloqueoRespondido({ clave: K, respuesta: BETO }), 'soloLectura'],
    ['soloLectura', bloqueoRespondido({ clave: K, respuesta: PROPIO }), 'propio'],
    ['propio', bloqueoRespondido({ clave: K, respuesta: BETO }), 'tomado'],
    ['propio', bloqueoSinRespuesta({ clave: K }), 'propio'],
    ['tomado', bloqueoRespondido({ clave: K, respuesta: BETO }), 'tomado'],
    ['tomado', bloqueoRespondido({ clave: K, respuesta: PROPIO }), 'propio'],
    ['sinRespuesta', bloqueoRespondido({ clave: K, respuesta: BETO }), 'ajeno'],
    ['propio', verSinEditar({ clave: K }), 'propio'],
    ['tomado', bloqueoPedido({ clave: K }), 'comprobando'],
  ] as const)('%s + %o → %s', (antes, accion, despues) => {
    expect(paso(desde(antes), accion)[K].bloqueo).toBe(despues);
  });

  it('keeps who holds it, and forgets it once held', () => {
    const s = paso(desde('comprobando'), bloqueoRespondido({ clave: K, respuesta: BETO }));
    expect(s[K].titular).toEqual({ nombre: 'Beto Ramírez', desde: DESDE, mismaPersona: false });
    expect(paso(s, bloqueoRespondido({ clave: K, respuesta: PROPIO }))[K].titular).toBeUndefined();
  });

  it('knows which forms keep a draft on the server, and sends none of a new image’s bytes', () => {
    expect(itemDe({ entidad: 'proyecto', pk: 7 })).toEqual({ entidad: 'proyecto', pk: 7 });
    expect(itemDe({ entidad: 'proyecto', pk: null })).toBeNull();
    expect(itemDe({ entidad: 'pregunta_frecuente', pk: null })).toEqual({ entidad: 'pregunta_frecuente', pk: 0 });
    expect(itemDe({ entidad: 'usuario', pk: 3 })).toBeNull();
    expect(
      sinBytes({
        titulo: 'X',
        imgs: [
          { key: 'a', imagen: '/uploads/a.jpg', alt: 'A' },
          { key: 'b', imagen: 'data:image/jpeg;base64,AAAA', alt: 'B' },
        ],
        foto: 'data:image/png;base64,BBBB',
      }),
    ).toEqual({ titulo: 'X', imgs: [{ key: 'a', imagen: '/uploads/a.jpg', alt: 'A' }], foto: '' });
  });
});

describe('the "Contacto" editor', () => {
  let paginas = paginasDePrueba();
  const api = apiDelArchivo();
  let bloqueo: Respuesta;
  let borrador: { valores: unknown; guardado: number } | null;
  beforeEach(() => {
    paginas = paginasDePrueba();
    bloqueo = BETO;
    borrador = null;
    api.responder({
      mostrarPagina: (c) => mostrarPaginaDe(paginas)(c),
      ultimaModificacion: () => ({ ultima: null }),
      tomarBloqueo: (c) => (c.forzar === '1' ? { codigo: 1, mensaje: '', ...PROPIO } : { codigo: 1, mensaje: '', ...bloqueo }),
      latirBloqueo: () => ({ codigo: 1, mensaje: '', ...bloqueo }),
      soltarBloqueo: () => ({ codigo: 1, mensaje: 'Edición terminada.' }),
      traerBorrador: () => ({ borrador }),
      guardarBorrador: () => ({ codigo: 1, mensaje: 'Borrador guardado.', guardado: Date.now() }),
      descartarBorrador: () => ({ codigo: 1, mensaje: 'Borrador descartado.' }),
    });
  });
  afterEach(cleanup);
  const editar = (preloadedState: object = SESION_ADMIN) => renderApp({ route: '/panel_admin/paginas/editar/contacto', preloadedState });

  it('the second person is told who edits it since when, views it without editing, takes over, is taken over and keeps the text, and frees it on leaving', async () => {
    const user = userEvent.setup();
    const { router, store } = editar();
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent(textoBloqueo('Beto Ramírez', '10:05'));
    // the form waits for the choice
    expect(screen.queryByLabelText('Título')).toBeNull();
    expect(api.de('tomarBloqueo')[0]).toMatchObject({ entidad: 'pagina', pk: '4' });
    expect(api.de('tomarBloqueo')[0].pestana).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    await user.click(screen.getByRole('button', { name: 'Ver sin editar' }));
    expect(await screen.findByLabelText('Título')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Está viendo sin editar.');
    expect(store.getState().edicion).toMatchObject({ 'pagina:4': { bloqueo: 'soloLectura', titular: { nombre: 'Beto Ramírez' } } });
    // a read-only view never takes the lock by itself
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(api.de('latirBloqueo')).toEqual([]);

    // "Tomar el control"
    await user.click(screen.getByRole('button', { name: 'Tomar el control' }));
    await waitFor(() => expect(screen.getByLabelText('Título')).toBeEnabled());
    expect(api.de('tomarBloqueo').at(-1)).toMatchObject({ forzar: '1' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Escríbenos');

    // Beto takes it back: this tab's next heartbeat (coming back to it) says so, and the text stays
    bloqueo = { ...BETO, desde: DESDE + 10 * 60_000 };
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('alert')).toHaveTextContent(textoTomado('Beto Ramírez', '10:15'));
    expect(screen.getByLabelText('Título')).toHaveValue('Escríbenos');
    expect(screen.getByLabelText('Título')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveFocus();

    // leaving frees nothing this tab does not hold; once held again, leaving frees it
    bloqueo = PROPIO;
    await user.click(screen.getByRole('button', { name: 'Tomar el control' }));
    await waitFor(() => expect(screen.getByLabelText('Título')).toBeEnabled());
    await user.click(screen.getByRole('link', { name: '← Páginas' }));
    // (the form asks first: it has unsaved changes)
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' })).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/paginas'));
    await waitFor(() => expect(api.de('soltarBloqueo')).toHaveLength(1));
    expect(api.de('soltarBloqueo')[0]).toMatchObject({ entidad: 'pagina', pk: '4' });
    expect(store.getState().edicion).toEqual({});
  });

  it('QA replay: an imported state with the lock of someone else shows the same choice, without asking the server', async () => {
    const user = userEvent.setup();
    bloqueo = PROPIO;
    const edicion = { 'pagina:4': { bloqueo: 'ajeno', titular: { nombre: 'Beto Ramírez', desde: DESDE, mismaPersona: false } } };
    editar({ ...SESION_ADMIN, edicion });
    expect(await screen.findByRole('alert')).toHaveTextContent(textoBloqueo('Beto Ramírez', '10:05'));
    expect(api.de('tomarBloqueo')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Tomar el control' }));
    await waitFor(() => expect(screen.getByLabelText('Título')).toBeEnabled());
    expect(api.de('tomarBloqueo')).toMatchObject([{ forzar: '1' }]);
  });

  it('QA replay: an imported state exported while that tab held the lock shows the editor, without asking the server', async () => {
    bloqueo = BETO; // the exporting tab, still open, holds it: asking would answer "someone else"
    editar({ ...SESION_ADMIN, edicion: { 'pagina:4': { bloqueo: 'propio' } } });
    await waitFor(() => expect(screen.getByLabelText('Título')).toBeEnabled());
    expect(screen.queryByText(/Lo está editando/)).toBeNull();
    expect(api.de('tomarBloqueo')).toEqual([]);
  });

  it('offers a newer draft from the server, restores it, sends the next change within seconds, and discards one on request', async () => {
    const user = userEvent.setup();
    bloqueo = PROPIO;
    const valores = { ...FORMA, titulo: 'Contacto desde la laptop', cuerpo: 'Texto de otro dispositivo' };
    borrador = { valores, guardado: DESDE };
    editar();
    expect(await screen.findByText('Tiene un borrador del 27 nov 2026, 10:05 (UTC−6).')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).not.toHaveValue('Contacto desde la laptop');
    await user.click(screen.getByRole('button', { name: 'Restaurar borrador' }));
    expect(screen.getByLabelText('Título')).toHaveValue('Contacto desde la laptop');
    expect(screen.queryByText(/Tiene un borrador/)).toBeNull();
    await user.type(screen.getByLabelText('Título'), '!');
    await waitFor(() => expect(api.de('guardarBorrador').length).toBeGreaterThan(0), { timeout: 6_000 });
    expect(JSON.parse(api.de('guardarBorrador').at(-1)!.valores)).toMatchObject({ titulo: 'Contacto desde la laptop!' });
    cleanup();

    // another time: the offer discarded goes from the server, and the form keeps the stored page
    api.llamadas.length = 0;
    const preloadedState = { ...SESION_ADMIN, borradores: { [claveBorrador(2, 'pagina', 4)]: { valores: FORMA, guardado: DESDE - 1 } } };
    editar(preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Descartar ese borrador' }));
    await waitFor(() => expect(api.de('descartarBorrador')).toMatchObject([{ entidad: 'pagina', pk: '4' }]));
    expect(screen.queryByText(/Tiene un borrador/)).toBeNull();
  });
});
