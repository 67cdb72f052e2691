// "Cambios por revisar" in the whole app against a scripted api.php (issue 48): the panel's tile with
// its count; a reviewer's list with the comparison on demand, "Aprobar y publicar" (the notice, the
// change gone) and an approval refused beside its change; "Devolver con comentario" refusing an
// empty comment (nothing sent) then returning it; the author's own changes, returned with the
// comment; the empty list; and the editor's notice of a pending or returned change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderConProveedores } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, type ApiFalsa } from '@/pruebas/foro';
import { MENSAJES_CAMBIOS as M, type CambioPendiente } from '@/shared/api/contrato/cambios';
import { AvisoCambios } from '@/shared/admin/cambios/AvisoCambios';

let api: ApiFalsa;
let lista: CambioPendiente[];
const texto = (clave: string, etiqueta: string, valor: string) => ({ clave, etiqueta, tipo: 'texto' as const, valor });
const cambio = (pk: number, extra: Partial<CambioPendiente> = {}): CambioPendiente => ({
  pk,
  funcion: 'editarEvento',
  entidad: 'evento',
  pkItem: 9,
  nombre: 'Hackatón',
  editor: '/panel_admin/eventos_admin/editar/9',
  seccion: 'eventos',
  autor: 'Eva Eventos',
  pkAutor: 5,
  fecha: '2026-11-28 18:05:00',
  estado: 'pendiente',
  comentario: null,
  revisor: null,
  version: 2,
  propuestos: [texto('nombre_evento', 'Nombre del evento', 'Hackatón 2027'), texto('lugar', 'Lugar', 'Aula 3')],
  actuales: [texto('nombre_evento', 'Nombre del evento', 'Hackatón'), texto('lugar', 'Lugar', 'Aula 3')],
  autorActual: 'Admin de Prueba',
  desactualizado: false,
  propio: false,
  puedeRevisar: true,
  ...extra,
});

beforeEach(() => {
  lista = [cambio(1), cambio(2, { nombre: 'Feria', pkItem: 4, editor: null })];
});
apiConGuion(
  (a) => (api = a),
  () => ({
    traerCambiosPendientes: () => ({ cambios: lista }),
    aprobarCambio: ({ pk }) => {
      if (pk === '2') return { status: 409, body: { codigo: 0, mensaje: M.desactualizado } };
      lista = lista.filter((c) => String(c.pk) !== pk);
      return { codigo: 1, mensaje: M.aprobado };
    },
    devolverCambio: ({ pk }) => {
      lista = lista.filter((c) => String(c.pk) !== pk);
      return { codigo: 1, mensaje: M.devuelto };
    },
  }),
);

const RUTA = '/panel_admin/cambios_por_revisar';
const tarjetas = () => within(screen.getByRole('region', { name: 'Por revisar' })).getAllByRole('listitem');

it('has its tile in the admin panel, with how many wait', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  const tile = await within(await screen.findByRole('main')).findByRole('link', { name: /Cambios por revisar/ });
  expect(tile).toHaveAttribute('href', RUTA);
  expect(await within(tile).findByText('2 por revisar')).toBeInTheDocument();
});

it('compares, approves one, shows a refusal beside another, and returns it with a comment', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: RUTA, preloadedState: sesion('a') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cambios por revisar' })).toBeInTheDocument();
  await waitFor(() => expect(tarjetas()).toHaveLength(2));
  const primera = within(tarjetas()[0]);
  expect(primera.getByRole('heading', { level: 3, name: 'Evento: Hackatón' })).toBeInTheDocument();
  expect(primera.getByText(/^Cambio de Eva Eventos, del 28 nov 2026/)).toBeInTheDocument();
  // the item's editor, as the answer names it (its entity's declaration); none when it names none
  expect(primera.getByRole('link', { name: 'Abrir el editor de Evento: Hackatón' })).toHaveAttribute('href', '/panel_admin/eventos_admin/editar/9');
  expect(within(tarjetas()[1]).queryByRole('link', { name: /Abrir el editor/ })).toBeNull();

  // the comparison, from the store
  await user.click(primera.getByRole('button', { name: 'Ver comparación de Evento: Hackatón' }));
  expect(store.getState().cambios).toEqual({ abierto: 1 });
  expect(primera.getByRole('heading', { level: 3, name: 'Nombre del evento' })).toBeInTheDocument();
  expect(primera.getByText('Antes: versión publicada, de Admin de Prueba')).toBeInTheDocument();
  expect(primera.getByText('Después: cambio propuesto, de Eva Eventos')).toBeInTheDocument();
  expect(primera.getByText(/Sin cambios:/).parentElement).toHaveTextContent('Sin cambios: Lugar.');

  await user.click(primera.getByRole('button', { name: 'Aprobar y publicar Evento: Hackatón' }));
  expect(await screen.findByText(M.aprobado)).toBeInTheDocument();
  await waitFor(() => expect(tarjetas()).toHaveLength(1));
  expect(api.de('aprobarCambio')).toEqual([{ funcion: 'aprobarCambio', pk: '1' }]);

  // refused: the message beside it, the change stays
  await user.click(screen.getByRole('button', { name: 'Aprobar y publicar Evento: Feria' }));
  expect(await within(tarjetas()[0]).findByRole('alert')).toHaveTextContent(M.desactualizado);

  // returning needs a comment
  await user.click(screen.getByRole('button', { name: 'Devolver con comentario Evento: Feria' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Devolver con comentario' });
  await user.click(within(dialogo).getByRole('button', { name: 'Devolver' }));
  expect(within(dialogo).getByRole('alert')).toHaveTextContent(M.comentario);
  expect(api.de('devolverCambio')).toEqual([]);
  await user.type(within(dialogo).getByRole('textbox', { name: 'Comentario para quien hizo el cambio' }), 'Falta la fecha.');
  expect(store.getState().cambios.devolver).toEqual({ pk: 2, comentario: 'Falta la fecha.' });
  await user.click(within(dialogo).getByRole('button', { name: 'Devolver' }));
  expect(await screen.findByText(M.devuelto)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.de('devolverCambio')).toEqual([{ funcion: 'devolverCambio', pk: '2', comentario: 'Falta la fecha.' }]);
  expect(await screen.findByText('No hay cambios que esperen su revisión.')).toBeInTheDocument();
});

it('shows the author their changes: waiting, and returned with the comment; no review buttons', async () => {
  lista = [
    cambio(3, { propio: true, puedeRevisar: false }),
    cambio(4, { propio: true, puedeRevisar: false, estado: 'devuelto', comentario: 'Falta la fecha.', revisor: 'Admin de Prueba' }),
  ];
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  const suyos = await screen.findByRole('region', { name: 'Sus cambios' });
  expect(within(screen.getByRole('region', { name: 'Por revisar' })).getByText('No hay cambios que esperen su revisión.')).toBeInTheDocument();
  const [espera, devuelto] = within(suyos).getAllByRole('listitem');
  expect(espera).toHaveTextContent('Espera revisión');
  expect(devuelto).toHaveTextContent('Devuelto por Admin de Prueba con este comentario:Falta la fecha.');
  expect(screen.queryByRole('button', { name: /Aprobar y publicar/ })).toBeNull();
});

it('tells the editor their change waits, or why it came back', async () => {
  lista = [cambio(3, { propio: true, puedeRevisar: false, pkItem: 9 })];
  const { unmount } = renderConProveedores(<AvisoCambios entidad="evento" pk={9} />, { preloadedState: sesion('a') });
  expect(await screen.findByText(M.esperaRevision)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Aquí ve la versión publicada');
  unmount();
  lista = [cambio(4, { propio: true, puedeRevisar: false, pkItem: 9, estado: 'devuelto', comentario: 'Falta la fecha.', revisor: 'Admin' })];
  renderConProveedores(<AvisoCambios entidad="evento" pk={9} />, { preloadedState: sesion('a') });
  expect(await screen.findByText(M.devueltoAviso)).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Falta la fecha.');
});
