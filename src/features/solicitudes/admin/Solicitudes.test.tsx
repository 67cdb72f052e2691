// The admins' enquiries in the whole app against a scripted api.php: the panel's tile, the table
// (date, name, mailto, tel, message, status) in the server's order, "Solo pendientes", and
// "Marcar como atendida" on pending rows only, confirmed, then the refreshed list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, type ApiFalsa } from '@/pruebas/foro';
import type { SolicitudInformes } from '@/shared/api/contrato/solicitudes';
import { MENSAJES_SOLICITUD as M } from '@/shared/api/contrato/solicitudes';
import { mailto, respuesta } from './Solicitudes';

let api: ApiFalsa;
let lista: SolicitudInformes[];
const solicitud = (pk: number, nombre: string, extra: Partial<SolicitudInformes> = {}): SolicitudInformes => ({
  pk_solicitud: pk,
  nombre,
  correo: `${nombre.split(' ')[0].toLowerCase()}@correo.mx`,
  telefono: '',
  mensaje: `Mensaje de ${nombre}.`,
  fecha: '2026-03-0' + pk + ' 18:30:00',
  estado: 'pendiente',
  atendida_por: null,
  atendida_en: null,
  nota: '',
  ...extra,
});

beforeEach(() => {
  lista = [
    solicitud(3, 'Rosa Pérez', { telefono: '+52 (55) 1234-5678', mensaje: '¿Hay turno sabatino?\nGracias.' }),
    solicitud(2, 'Luis Gómez'),
    solicitud(1, 'Ana Ruiz', { estado: 'atendida', atendida_por: 'Carlos Admin', atendida_en: '2026-03-02 17:00:00' }),
  ];
});
apiConGuion(
  (a) => (api = a),
  () => ({
    // one page as the server sends it (issue 45), filtered there by "Solo pendientes" and paged
    traerSolicitudesInformes: ({ pendientes, pagina }) => {
      const enEspera = lista.filter((x) => x.estado === 'pendiente');
      const todas = pendientes === '1' ? enEspera : lista;
      const n = Number(pagina ?? 1);
      const pagina1 = { filas: todas.slice((n - 1) * 25, n * 25), total: todas.length, pagina: n, porPagina: 25, dias: 365 };
      return { ...pagina1, pendientes: enEspera.length, todas: lista.length };
    },
    contarSolicitudesPendientes: () => ({ pendientes: lista.filter((x) => x.estado === 'pendiente').length }),
    anotarSolicitudInformes: ({ pk, nota }) => {
      lista = lista.map((x) => (String(x.pk_solicitud) === pk ? { ...x, nota: String(nota) } : x));
      return { codigo: 1, mensaje: M.notaGuardada };
    },
    atenderSolicitudInformes: ({ pk }) => {
      lista = lista.map((s) =>
        String(s.pk_solicitud) === pk ? { ...s, estado: 'atendida', atendida_por: 'Carlos Admin', atendida_en: '2026-03-04 10:00:00' } : s,
      );
      return { codigo: 1, mensaje: M.atendida };
    },
  }),
);

const RUTA = '/panel_admin/solicitudes_informacion';
const filas = () =>
  within(screen.getByRole('table', { name: /^Solicitudes de información/ }))
    .getAllByRole('row')
    .slice(1);

it('has its tile in the admin panel', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  expect(await screen.findByRole('link', { name: /Solicitudes de información/ })).toHaveAttribute('href', RUTA);
});

it('lists every enquiry in the server order with its date, e-mail link, phone link, message and status', async () => {
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de información' })).toBeInTheDocument();
  await screen.findByRole('table', { name: /^Solicitudes de información/ });
  expect(filas().map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Rosa Pérez', 'Luis Gómez', 'Ana Ruiz']);
  const rosa = within(filas()[0]);
  expect(rosa.getByRole('link', { name: 'rosa@correo.mx' })).toHaveAttribute('href', 'mailto:rosa@correo.mx');
  expect(rosa.getByRole('link', { name: '+52 (55) 1234-5678' })).toHaveAttribute('href', 'tel:+525512345678');
  expect(rosa.getByText(/¿Hay turno sabatino\?/)).toBeInTheDocument();
  expect(rosa.getByText('Pendiente')).toBeInTheDocument();
  // the date in the university's zone (18:30 UTC is 12:30 in Mexico City)
  expect(rosa.getByText(/12:30/).closest('time')).toHaveAttribute('dateTime', '2026-03-03T18:30:00Z');
  expect(within(filas()[1]).getByLabelText('Sin teléfono')).toBeInTheDocument();
  expect(within(filas()[2]).getByText(/Atendida por Carlos Admin/)).toBeInTheDocument();
  // "Marcar como atendida" only where it is still pending
  expect(screen.getAllByRole('button', { name: /^Marcar como atendida/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
    'Marcar como atendida la solicitud de Rosa Pérez',
    'Marcar como atendida la solicitud de Luis Gómez',
  ]);
});

it('"Solo pendientes" keeps the pending ones', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  await screen.findByRole('table', { name: /^Solicitudes de información/ });
  await user.click(screen.getByRole('checkbox', { name: /Solo pendientes/ }));
  expect(filas().map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Rosa Pérez', 'Luis Gómez']);
});

it('asks the server for a page at a time and says how long enquiries are kept (issue 45)', async () => {
  const user = userEvent.setup();
  const atendida: Partial<SolicitudInformes> = { estado: 'atendida', atendida_por: 'Carlos Admin', atendida_en: '2026-03-02 17:00:00' };
  lista = Array.from({ length: 30 }, (_, i) =>
    solicitud(i + 1, `Aspirante ${i + 1}`, { fecha: '2026-03-01 18:30:00', ...(i >= 27 ? atendida : {}) }),
  );
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  await screen.findByRole('table', { name: /^Solicitudes de información/ });
  expect(screen.getByText(/Cada solicitud se borra 365 días después de recibida\./)).toBeInTheDocument();
  expect(filas()).toHaveLength(25);
  // the counts are every page's, not this page's 25
  expect(screen.getByText('30 solicitudes')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Solo pendientes (27)' })).toBeInTheDocument();
  const paginas = screen.getByRole('navigation', { name: 'Páginas de solicitudes de información' });
  expect(within(paginas).getByText('Página 1 de 2')).toBeInTheDocument();
  await user.click(within(paginas).getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(filas()).toHaveLength(5));
  expect(api.de('traerSolicitudesInformes').at(-1)).toEqual({ funcion: 'traerSolicitudesInformes', pagina: '2' });
  // "Solo pendientes" is asked of the server (and starts again at page 1)
  await user.click(screen.getByRole('checkbox', { name: /Solo pendientes/ }));
  await waitFor(() => expect(api.de('traerSolicitudesInformes').at(-1)).toEqual({ funcion: 'traerSolicitudesInformes', pendientes: '1' }));
  expect(await screen.findByText('27 de 30 solicitudes')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Páginas de solicitudes de información' })).getByText('Página 1 de 2')).toBeInTheDocument();
});

it('marks one attended after the confirmation, then shows the refreshed list', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  await user.click(await screen.findByRole('button', { name: 'Marcar como atendida la solicitud de Luis Gómez' }));
  const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
  expect(within(confirmar).getByText('¿Marcar como atendida la solicitud de Luis Gómez?')).toBeInTheDocument();
  expect(api.de('atenderSolicitudInformes')).toEqual([]);
  await user.click(within(confirmar).getByRole('button', { name: 'Marcar como atendida' }));
  expect(await screen.findByText(M.atendida)).toBeInTheDocument();
  expect(api.de('atenderSolicitudInformes')).toEqual([{ funcion: 'atenderSolicitudInformes', pk: '2' }]);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar como atendida la solicitud de Luis Gómez' })).toBeNull());
  expect(within(filas()[1]).getByText(/Atendida por Carlos Admin/)).toBeInTheDocument();
});

it('a mailto: link cannot add headers to the message', () => {
  expect(mailto('a@b.mx?bcc=otro@c.mx&subject=x#y')).toBe('mailto:a@b.mx%3Fbcc=otro@c.mx%26subject=x%23y');
});

it('the panel tile says how many enquiries wait (issue 43)', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  expect(await screen.findByRole('link', { name: /Solicitudes de información.*2 pendientes/ })).toHaveAttribute('href', RUTA);
  expect(screen.getByText('2 pendientes')).toHaveClass('mosaico__insignia--hay');
});

it('"Responder" opens a reply with the subject and the greeting filled (issue 43)', async () => {
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  await screen.findByRole('table', { name: /^Solicitudes de información/ });
  const href = within(filas()[0]).getByRole('link', { name: 'Responder a Rosa Pérez por correo' }).getAttribute('href') ?? '';
  expect(href).toBe(respuesta({ correo: 'rosa@correo.mx', nombre: 'Rosa Pérez' }));
  const [direccion, consulta] = href.split('?');
  expect(direccion).toBe('mailto:rosa@correo.mx');
  expect(Object.fromEntries(consulta.split('&').map((p) => [p.split('=')[0], decodeURIComponent(p.split('=')[1])]))).toEqual({
    subject: 'Re: Solicitud de información — Ingeniería en Desarrollo y Gestión de Software',
    body: 'Hola, Rosa Pérez:\r\n\r\n',
  });
  // the address still cannot add headers
  expect(respuesta({ correo: 'a@b.mx?bcc=x@c.mx', nombre: 'A' })).toMatch(/^mailto:a@b\.mx%3Fbcc=x@c\.mx\?subject=/);
});

it('an internal note is typed as a draft in the store, refused when too long, saved and shown (issue 43)', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: RUTA, preloadedState: sesion('a') });
  await user.click(await screen.findByRole('button', { name: 'Agregar la nota interna de la solicitud de Luis Gómez' }));
  const caja = within(filas()[1]).getByRole('textbox', { name: 'Nota interna (solo la ve el personal)' });
  await user.click(caja);
  await user.paste('x'.repeat(2001));
  await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
  expect(screen.getByText(M.notaLarga)).toBeInTheDocument();
  expect(caja).toHaveAccessibleDescription(M.notaLarga);
  expect(api.de('anotarSolicitudInformes')).toEqual([]);
  await user.clear(caja);
  await user.type(caja, 'Llamar el lunes.');
  expect(JSON.stringify(store.getState().borradores)).toContain('Llamar el lunes.');
  await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
  expect(await screen.findByText(M.notaGuardada)).toBeInTheDocument();
  expect(api.de('anotarSolicitudInformes')).toEqual([{ funcion: 'anotarSolicitudInformes', pk: '2', nota: 'Llamar el lunes.' }]);
  expect(await within(filas()[1]).findByText('Llamar el lunes.')).toBeInTheDocument();
  expect(within(filas()[1]).getByRole('button', { name: 'Editar la nota interna de la solicitud de Luis Gómez' })).toBeInTheDocument();
  expect(JSON.stringify(store.getState().borradores)).not.toContain('Llamar el lunes.');
});
