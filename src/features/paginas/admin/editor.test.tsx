// The page editor (admin area): the panel's "Páginas" tile and list; editing a page's title, body
// and its key's fields on the kit's form (the exact fields sent, the success notice, a refusal
// keeping every value), per-field messages, the key dates and the people (add, move, remove, a
// photo), the server's "Vista previa" kept in the store, and a draft replayed from an imported state.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { SESION_ADMIN, apiDelArchivo } from '@/pruebas/apiPrueba';
import { mostrarPaginaDe, paginasDePrueba } from '@/pruebas/paginas';
import { usarMotorImagen } from '@/shared/lib/imagen';
import { claveBorrador } from '@/shared/modelo/borradores';

jest.setTimeout(30_000);

let paginas = paginasDePrueba();
const api = apiDelArchivo();
const OK = { codigo: 1, mensaje: 'Página actualizada.' };
beforeEach(() => {
  paginas = paginasDePrueba();
  api.responder({
    mostrarPagina: (c) => mostrarPaginaDe(paginas)(c),
    traerPaginas: () => Object.values(paginas).map(({ clave, titulo, actualizado }) => ({ clave, titulo, actualizado })),
    editarPagina: () => OK,
    vistaPreviaPagina: ({ cuerpo }) => ({ cuerpo, html: `<p>Vista de <strong>${cuerpo.length}</strong> caracteres</p>` }),
    ultimaModificacion: () => ({ ultima: null }),
  });
  usarMotorImagen({
    decodificar: async () => ({ ancho: 800, alto: 800, fuente: {} }),
    reducir: async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
    leerDataUrl: async () => 'data:image/jpeg;base64,BBBB',
  });
});
afterEach(() => {
  cleanup();
  usarMotorImagen(null);
});

const editar = (clave: string) => renderApp({ route: `/panel_admin/paginas/editar/${clave}`, preloadedState: SESION_ADMIN });
const enviado = () => api.de('editarPagina').at(-1)!;

it('the panel has the "Páginas" tile; the list shows each page with its place and "Editar"', async () => {
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/panel_admin', preloadedState: SESION_ADMIN });
  await user.click(await within(await screen.findByRole('main')).findByRole('link', { name: /Páginas/ }));
  expect(router.state.location.pathname).toBe('/panel_admin/paginas');
  const lista = await screen.findByRole('list', { name: 'Páginas' });
  expect(
    within(lista)
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toEqual(['Ingeniería de Prueba', 'Admisiones', 'Contacto', 'Acerca de']);
  expect(within(lista).getByText(/Pie de todas las páginas y \/admisiones/)).toBeInTheDocument();
  await user.click(within(lista).getByRole('link', { name: 'Editar Contacto' }));
  expect(router.state.location.pathname).toBe('/panel_admin/paginas/editar/contacto');
});

it("edits the home's title, body and banner text: sends exactly them, notices and returns to the list", async () => {
  const user = userEvent.setup();
  const { router, store } = editar('inicio');
  const titulo = await screen.findByLabelText('Título');
  expect(screen.getByLabelText('Texto')).toHaveAccessibleDescription(/«## Título» para un subtítulo; \*\*negrita\*\*/);
  await user.clear(titulo);
  await user.type(titulo, 'Ingeniería Nueva');
  await user.clear(screen.getByLabelText('Texto del banner de preinscripción'));
  await user.type(screen.getByLabelText('Texto del banner de preinscripción'), 'Últimos lugares.');
  expect(store.getState().borradores[claveBorrador(2, 'pagina', 1)]?.valores).toMatchObject({ titulo: 'Ingeniería Nueva' });
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/paginas'));
  expect(enviado()).toEqual({
    funcion: 'editarPagina',
    clave: 'inicio',
    titulo: 'Ingeniería Nueva',
    cuerpo: 'Aprende **software** de prueba.',
    datos: JSON.stringify({ subtitulo: 'Universidad de Prueba', textoBanner: 'Últimos lugares.' }),
  });
  expect(await screen.findByText('Página actualizada.')).toBeInTheDocument();
  expect(store.getState().borradores[claveBorrador(2, 'pagina', 1)]).toBeUndefined();
});

it("the banner's switch, as the admin's read gives it, is sent with the home's edit (published with its text)", async () => {
  paginas.inicio = { ...paginas.inicio, datos: { ...paginas.inicio.datos, mostrarBanner: false } };
  const user = userEvent.setup();
  const { router } = editar('inicio');
  const interruptor = await screen.findByRole('checkbox', { name: 'Mostrar el banner de preinscripción en la página de inicio' });
  expect(interruptor).not.toBeChecked();
  expect(interruptor).toHaveAccessibleDescription(/junto con su texto: al guardar, o en la fecha programada/);
  await user.click(interruptor);
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/paginas'));
  expect(JSON.parse(enviado().datos)).toMatchObject({ mostrarBanner: true });
});

it('checks each contact field with its Spanish message before sending anything', async () => {
  const user = userEvent.setup();
  editar('contacto');
  const correo = await screen.findByLabelText('Correo');
  await user.clear(correo);
  await user.type(correo, 'sin-arroba');
  await user.clear(screen.getByLabelText('WhatsApp'));
  await user.type(screen.getByLabelText('WhatsApp'), '12');
  await user.clear(screen.getByLabelText('Enlace al mapa'));
  await user.type(screen.getByLabelText('Enlace al mapa'), 'http://mapa.mx');
  await user.clear(screen.getByLabelText('Título'));
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findByText('Se necesita un correo de contacto válido (nombre@dominio.mx).')).toBeInTheDocument();
  expect(screen.getByText('El número de WhatsApp lleva de 10 a 15 dígitos, con la clave del país (por ejemplo 524491234567).')).toBeInTheDocument();
  expect(screen.getByText('El enlace del mapa debe ser una dirección https://… (por ejemplo, de OpenStreetMap).')).toBeInTheDocument();
  expect(screen.getByText('Se necesita el título de la página.')).toBeInTheDocument();
  expect(api.de('editarPagina')).toEqual([]);
});

it("keeps every value and shows the server's message when the edit is refused", async () => {
  const user = userEvent.setup();
  api.responder({ editarPagina: () => ({ status: 400, body: { codigo: 0, mensaje: 'Cada fecha necesita un día válido (AAAA-MM-DD).' } }) });
  const { router } = editar('admisiones');
  const texto = await screen.findByLabelText('Texto');
  await user.type(texto, ' Más becas.');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
  expect(within(alerta).getByText('Cada fecha necesita un día válido (AAAA-MM-DD).')).toBeInTheDocument();
  expect(screen.getByLabelText('Texto')).toHaveValue('## Costos\n\nColegiatura $1,800. Más becas.');
  expect(router.state.location.pathname).toBe('/panel_admin/paginas/editar/admisiones');
});

it('adds, moves and removes key dates by buttons, keeping the focus, and sends them without their keys', async () => {
  const user = userEvent.setup();
  editar('admisiones');
  const fechas = await screen.findByRole('group', { name: 'Fechas clave' });
  expect(within(fechas).getAllByRole('listitem')).toHaveLength(5);
  await user.click(within(fechas).getByRole('button', { name: 'Quitar la fecha 1' }));
  expect(within(fechas).getAllByRole('listitem')).toHaveLength(4);
  await user.click(within(fechas).getByRole('button', { name: 'Agregar fecha' }));
  const dia = within(fechas).getByLabelText('Día de la fecha 5');
  expect(dia).toHaveFocus();
  await user.type(dia, '2099-01-15');
  await user.type(within(fechas).getByLabelText('Qué sucede de la fecha 5'), 'Feria de admisión');
  await user.click(within(fechas).getByRole('button', { name: 'Subir la fecha 5' }));
  expect(within(fechas).getByRole('button', { name: 'Subir la fecha 4' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(api.de('editarPagina')).toHaveLength(1));
  expect(JSON.parse(enviado().datos)).toEqual({
    fechas: [
      { fecha: '2099-02-01', texto: 'Abre la preinscripción', tipo: 'apertura' },
      { fecha: '2099-05-30', texto: 'Cierra la preinscripción', tipo: 'cierre' },
      { fecha: '2099-06-15', texto: 'Examen de admisión', tipo: '' },
      { fecha: '2099-01-15', texto: 'Feria de admisión', tipo: '' },
      { fecha: '2099-09-01', texto: 'Inicio de clases', tipo: 'inicio' },
    ],
  });
});

it('edits the people: moves one up, removes one, adds one with a photo; a stored photo is sent back as its path', async () => {
  const user = userEvent.setup();
  editar('acerca_de');
  const personas = await screen.findByRole('group', { name: 'Personas' });
  await user.click(within(personas).getByRole('button', { name: 'Subir M. en C. Roberto Salinas' }));
  await user.click(within(personas).getByRole('button', { name: 'Quitar Andrea Torres' }));
  await user.click(within(personas).getByRole('button', { name: 'Agregar persona' }));
  const nombre = within(personas).getByLabelText('Nombre de la persona 2');
  expect(nombre).toHaveFocus();
  await user.type(nombre, 'Lucía Gómez');
  await user.type(within(personas).getByLabelText('Papel en el proyecto de Lucía Gómez'), 'Pruebas');
  const foto = within(personas).getByRole('group', { name: /Foto de Lucía Gómez/ });
  await user.upload(within(foto).getByLabelText('Elegir imagen'), new File([new Uint8Array(20)], 'lucia.jpg', { type: 'image/jpeg' }));
  await within(foto).findByAltText(/vista previa/);
  // each photo needs its alternative text (issue 37): the stored one, from before, too
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(await screen.findAllByText('Describa la imagen para quien no puede verla.')).toHaveLength(2);
  expect(api.de('editarPagina')).toHaveLength(0);
  await user.type(within(foto).getByRole('textbox', { name: /Texto alternativo/ }), 'Lucía con su laptop');
  const roberto = within(personas).getByRole('group', { name: /Foto de M. en C. Roberto Salinas/ });
  await user.click(within(roberto).getByRole('checkbox', { name: /Imagen decorativa/ }));
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(api.de('editarPagina')).toHaveLength(1));
  expect(JSON.parse(enviado().datos)).toEqual({
    personas: [
      {
        nombre: 'M. en C. Roberto Salinas',
        papel: 'Profesor asesor',
        descripcion: 'Asesoró.',
        foto: 'uploads/paginas/0123456789abcdef_96x96.jpg',
        alt: '',
        decorativa: true,
      },
      {
        nombre: 'Lucía Gómez',
        papel: 'Pruebas',
        descripcion: '',
        foto: 'data:image/jpeg;base64,BBBB',
        alt: 'Lucía con su laptop',
        decorativa: false,
      },
    ],
  });
});

it("shows the server's rendering as a preview kept in the store, says when the text changed, and hides it", async () => {
  const user = userEvent.setup();
  const { store } = editar('inicio');
  await user.click(await screen.findByRole('button', { name: 'Vista previa' }));
  const previa = await screen.findByRole('region', { name: 'Vista previa del texto' });
  expect(within(previa).getByText('31').tagName).toBe('STRONG');
  expect(within(previa).queryByText('El texto cambió después de esta vista previa.')).toBeNull();
  expect(api.de('vistaPreviaPagina')).toEqual([{ funcion: 'vistaPreviaPagina', cuerpo: 'Aprende **software** de prueba.' }]);
  expect(Object.values(store.getState().api.mutations).map((m) => m?.data)).toContainEqual({
    cuerpo: 'Aprende **software** de prueba.',
    html: '<p>Vista de <strong>31</strong> caracteres</p>',
  });
  await user.type(screen.getByLabelText('Texto'), '!');
  expect(within(previa).getByText('El texto cambió después de esta vista previa.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ocultar vista previa' }));
  expect(screen.queryByRole('region', { name: 'Vista previa del texto' })).toBeNull();
});

it('QA replay: an imported state with a half-edited page shows it with the restore notice', async () => {
  const guardado = Date.now() - 60_000;
  const valores = { titulo: 'Contacto a medias', cuerpo: 'Texto a medias', correo: 'a@b.mx', telefono: '1', whatsapp: '1', direccion: 'X', mapa: '' };
  renderApp({
    route: '/panel_admin/paginas/editar/contacto',
    preloadedState: { ...SESION_ADMIN, borradores: { [claveBorrador(2, 'pagina', 4)]: { valores, guardado } } },
  });
  expect(await screen.findByLabelText('Título')).toHaveValue('Contacto a medias');
  expect(screen.getByLabelText('Texto')).toHaveValue('Texto a medias');
  expect(await screen.findByText(/Se recuperó un borrador sin guardar del/)).toBeInTheDocument();
});

it('an unknown key says the page does not exist', async () => {
  renderApp({ route: '/panel_admin/paginas/editar/otra', preloadedState: SESION_ADMIN });
  expect(await screen.findByText('La página solicitada no existe.')).toBeInTheDocument();
  expect(api.de('mostrarPagina')).toEqual([]);
});
