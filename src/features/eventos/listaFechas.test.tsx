// /eventos with dates: upcoming first (soonest first), then past (newest first), then undated, each
// group under its heading; each event
// with its date badge, Spanish date, place and "Cancelado"; 'Ver más' pages over that order; the
// JSON-LD carries the dates, place, status and attendance mode.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import type { Evento } from './tipos';
import { datosEvento } from './publico/datosEstructurados';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(3000, 2000), (s) => (api = s));

const DIA = 86_400_000;
const en = (dias: number) => new Date(Math.floor(Date.now() / DIA) * DIA + dias * DIA + 16 * 3_600_000).toISOString().replace('.000', '');
const evento = (pk: number, extra: Partial<Evento> = {}): Evento => ({
  pk_evento: pk,
  nombre_evento: `Evento ${pk}`,
  descripcion_evento: 'Descripción',
  imgs: [],
  zona: 'America/Mexico_City',
  ...extra,
});

it('shows upcoming, then past, then undated events, with their dates, place and cancelled mark; Ver más keeps that order', async () => {
  api.responder({
    obtenerTodosEventos: () => ({
      body: [
        evento(7),
        evento(6, { inicio: en(-3) }),
        evento(5, { inicio: en(30), lugar: 'Auditorio', cancelado: true }),
        evento(4, { inicio: en(2), fin: en(2).replace('T16', 'T18'), enlace_en_linea: 'https://meet.example.org/a' }),
        evento(3, { inicio: en(-40) }),
        evento(2),
        evento(1, { inicio: en(9) }),
      ],
    }),
  });
  renderApp({ route: '/eventos' });
  await screen.findByText('Evento 4');
  const nombres = () =>
    within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
  expect(nombres()).toEqual(['Evento 4', 'Evento 1', 'Evento 5']);
  const tarjeta = (n: number) => screen.getByRole('article', { name: `Evento ${n}` });
  expect(within(tarjeta(4)).getByText(/^\p{L}+ \d{1,2} de \p{L}+ de \d{4}, 10:00 a 12:00$/u)).toBeInTheDocument();
  expect(within(tarjeta(4)).getByRole('link', { name: /Enlace para asistir/ })).toHaveAttribute('href', 'https://meet.example.org/a');
  expect(within(tarjeta(5)).getByText('Cancelado')).toBeInTheDocument();
  expect(within(tarjeta(5)).getByText('Auditorio')).toBeInTheDocument();
  expect(within(tarjeta(4)).getByRole('link', { name: 'Archivo .ics de Evento 4' })).toHaveAttribute('href', '/eventos/4.ics');
  const google = new URL(
    within(tarjeta(4))
      .getByRole('link', { name: /^Google Calendar para Evento 4/ })
      .getAttribute('href')!,
  );
  expect(google.searchParams.get('dates')).toBe(`${en(2).replace(/[-:]/g, '')}/${en(2).replace('T16', 'T18').replace(/[-:]/g, '')}`);
  expect(google.searchParams.get('ctz')).toBe('America/Mexico_City');
  expect(within(tarjeta(5)).queryByText('Añadir a mi calendario:')).toBeNull(); // cancelled
  expect(screen.getByRole('link', { name: 'Suscribirme al calendario de eventos' })).toHaveAttribute(
    'href',
    `webcal://${window.location.host}/eventos.ics`,
  );
  // each group under its heading: only upcoming ones so far
  const grupos = () =>
    within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
  expect(grupos()).toEqual(['Próximos eventos']);
  const proximos = screen.getByRole('region', { name: 'Próximos eventos' });
  expect(
    within(proximos)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Evento 4', 'Evento 1', 'Evento 5']);
  await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
  expect(nombres()).toEqual(['Evento 4', 'Evento 1', 'Evento 5', 'Evento 6', 'Evento 3', 'Evento 7']);
  expect(grupos()).toEqual(['Próximos eventos', 'Eventos pasados', 'Eventos sin fecha']);
  const pasados = screen.getByRole('region', { name: 'Eventos pasados' });
  expect(
    within(pasados)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Evento 6', 'Evento 3']);
  expect(within(tarjeta(6)).getByText('Fue el')).toBeInTheDocument();
  expect(within(tarjeta(6)).queryByText('Añadir a mi calendario:')).toBeNull(); // past
  await userEvent.click(screen.getByRole('button', { name: 'Ver más' }));
  expect(nombres().at(-1)).toBe('Evento 2');
});

it('gives each Event its JSON-LD dates, place, status and attendance mode', () => {
  const item = (e: Evento) => JSON.parse(JSON.stringify(datosEvento(e))) as Record<string, unknown>;
  expect(item(evento(4, { inicio: en(2), fin: en(3), enlace_en_linea: 'https://meet.example.org/a' }))).toMatchObject({
    '@type': 'Event',
    name: 'Evento 4',
    startDate: en(2),
    endDate: en(3),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: 'https://meet.example.org/a' },
  });
  expect(item(evento(5, { inicio: en(2), lugar: 'Auditorio', cancelado: true }))).toMatchObject({
    eventStatus: 'https://schema.org/EventCancelled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: 'Auditorio' },
  });
  expect(item(evento(2))).not.toHaveProperty('startDate');
});

it('the admin list shows each event date and status, and sorts by date or name (?orden=)', async () => {
  const user = userEvent.setup();
  api.responder({
    obtenerTodosEventos: () => ({
      body: [
        evento(1, { nombre_evento: 'Charla de bienvenida', inicio: en(-20) }),
        evento(2, { nombre_evento: 'Ajedrez', inicio: en(10) }),
        evento(3, { nombre_evento: 'Feria', inicio: en(40), cancelado: true }),
        evento(4, { nombre_evento: 'Zumba' }),
        evento(5, { nombre_evento: 'Bootcamp', inicio: en(3) }),
      ],
    }),
  });
  const { router } = renderApp({ route: '/panel_admin/eventos_admin', preloadedState: ADMIN });
  const lista = await screen.findByRole('list', { name: 'Eventos' });
  const nombres = () =>
    within(lista)
      .getAllByRole('heading')
      .map((h) => h.textContent);
  const fila = (n: string) => within(lista).getByRole('heading', { name: n }).closest('li')!;
  // the public page's order by default: upcoming soonest first, past, undated
  expect(nombres()).toEqual(['Bootcamp', 'Ajedrez', 'Feria', 'Charla de bienvenida', 'Zumba']);
  expect(within(fila('Bootcamp')).getByText('Próximo')).toBeInTheDocument();
  expect(within(fila('Charla de bienvenida')).getByText('Pasado')).toBeInTheDocument();
  expect(within(fila('Feria')).getByText('Cancelado')).toBeInTheDocument();
  expect(within(fila('Zumba')).getByText(/^0 imágenes$/)).toBeInTheDocument();
  expect(within(fila('Zumba')).getByText('Sin fecha', { exact: true })).toHaveClass('evento-estado');
  expect(within(fila('Bootcamp')).getByText(/\d{4}.* · 0 imágenes$/)).toBeInTheDocument();
  const orden = screen.getByLabelText('Ordenar por');
  await user.selectOptions(orden, 'Nombre (A-Z)');
  expect(nombres()).toEqual(['Ajedrez', 'Bootcamp', 'Charla de bienvenida', 'Feria', 'Zumba']);
  expect(router.state.location.search).toBe('?orden=2');
  await user.selectOptions(orden, 'Fecha: más recientes primero');
  expect(nombres()).toEqual(['Feria', 'Ajedrez', 'Bootcamp', 'Charla de bienvenida', 'Zumba']);
});
