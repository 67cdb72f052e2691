// The bitácora's "Eventos de seguridad" view. The super admin switches to it with a tab,
// reads each event in Spanish (when, what, who, address, funcion), filters by kind and dates (in
// the URL, back to page 1) and pages 50 at a time; an admin never gets the tab nor the call. The trail
// of changes keeps its filters in the URL the same way (useFiltroEnUrl, shared by both views).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderConProveedores } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, type ApiFalsa, type Campos } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import { EVENTOS_SEGURIDAD, type EntradaSeguridad, type PaginaSeguridad } from '@/shared/api/contrato/bitacora';
import Bitacora from './Bitacora';

const superadmin = { session: { ...sessionInicial, rol: 's' as const, pk_usuario: 3, nombre_persona: 'Patricia' } };

const EVENTOS: EntradaSeguridad[] = [
  {
    pk_seguridad: 3,
    fecha: '2026-11-24T17:05:00.000Z',
    pk_usuario: null,
    usuario: 'admin',
    evento: 'inicio_fallido',
    funcion: 'iniciarSesion',
    direccion: '203.0.113.7',
    detalle: 'Contraseña incorrecta.',
  },
  {
    pk_seguridad: 2,
    fecha: '2026-11-24T16:00:00.000Z',
    pk_usuario: 3,
    usuario: 'superadmin',
    evento: 'dos_pasos_restablecida',
    funcion: 'restablecerDosPasos',
    direccion: '127.0.0.1',
    detalle: 'Cuenta de «Carlos Méndez» (carlos.mendez).',
  },
  {
    pk_seguridad: 1,
    fecha: '2026-11-23T15:00:00.000Z',
    pk_usuario: 2,
    usuario: 'carlos.mendez',
    evento: 'inicio',
    funcion: 'iniciarSesion',
    direccion: '127.0.0.1',
    detalle: '',
  },
];

const pagina = (c: Campos): PaginaSeguridad => {
  const entradas = c.evento ? EVENTOS.filter((e) => e.evento === c.evento) : EVENTOS;
  return { entradas, total: c.evento ? entradas.length : 120, pagina: Number(c.pagina ?? 1), porPagina: 50 };
};

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({
    traerSeguridad: pagina,
    traerBitacora: () => ({ entradas: [], total: 0, pagina: 1, porPagina: 50, usuarios: [] }),
  });
});
afterEach(async () => {
  cleanup();
  await api.cerrar();
});

it('shows the security events in Spanish, filters them by kind and dates, and pages them', async () => {
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/panel_superadmin/bitacora', preloadedState: superadmin });
  expect(await screen.findByText('No hay movimientos con estos filtros.')).toBeInTheDocument();
  expect(api.de('traerSeguridad')).toHaveLength(0);
  await user.click(screen.getByRole('link', { name: 'Eventos de seguridad' }));
  expect(await screen.findByRole('link', { name: 'Eventos de seguridad' })).toHaveAttribute('aria-current', 'page');

  const tabla = await screen.findByRole('table', { name: 'Eventos de seguridad, página 1 de 3' });
  expect(screen.getByText('120 eventos')).toBeInTheDocument();
  const filas = within(tabla).getAllByRole('row').slice(1);
  expect(filas).toHaveLength(3);
  // when, what (label and detail), who, address, the call in words — in the university's time zone, with its offset
  expect(filas[0]).toHaveTextContent('24 nov 2026, 11:05 (UTC−6)');
  expect(within(filas[0]).getByRole('rowheader')).toHaveTextContent('Inicio de sesión fallidoContraseña incorrecta.');
  expect(filas[0]).toHaveTextContent('admin (usuario escrito)');
  expect(filas[0]).toHaveTextContent('203.0.113.7');
  expect(filas[0]).toHaveTextContent('Iniciar sesión');
  expect(filas[0]).not.toHaveTextContent('iniciarSesion');
  expect(within(filas[1]).getByRole('rowheader')).toHaveTextContent(
    'Verificación en dos pasos restablecida por el super administradorCuenta de «Carlos Méndez» (carlos.mendez).',
  );
  expect(within(filas[2]).getByRole('rowheader')).toHaveTextContent('Inicio de sesión');
  expect(filas[2]).toHaveTextContent('carlos.mendez');
  expect(filas[2]).not.toHaveTextContent('usuario escrito');

  // every kind the server writes has its Spanish label in the filter
  const tipo = screen.getByRole('combobox', { name: 'Tipo de evento' });
  const opciones = within(tipo)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(opciones).toEqual(['Todos', ...Object.values(EVENTOS_SEGURIDAD)]);
  expect(opciones).toEqual(
    expect.arrayContaining(['Inicio de sesión fallido', 'Cierre de sesión', 'Llamada rechazada', 'Código de verificación incorrecto']),
  );

  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  await waitFor(() => expect(api.de('traerSeguridad').at(-1)).toEqual({ funcion: 'traerSeguridad', pagina: '2' }));
  expect(await screen.findByRole('table', { name: 'Eventos de seguridad, página 2 de 3' })).toBeInTheDocument();

  // a filter starts again at page 1
  await user.selectOptions(tipo, 'Inicio de sesión fallido');
  await waitFor(() => expect(api.de('traerSeguridad').at(-1)).toEqual({ funcion: 'traerSeguridad', evento: 'inicio_fallido' }));
  expect(await screen.findByText('1 evento')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?vista=seguridad&evento=inicio_fallido');

  const desde = screen.getByLabelText('Desde');
  await user.type(desde, '2026-11-24');
  await waitFor(() => expect(api.de('traerSeguridad').at(-1)).toEqual({ funcion: 'traerSeguridad', evento: 'inicio_fallido', desde: '2026-11-24' }));
  await user.type(screen.getByLabelText('Hasta'), '2026-11-24');
  await waitFor(() =>
    expect(api.de('traerSeguridad').at(-1)).toEqual({
      funcion: 'traerSeguridad',
      evento: 'inicio_fallido',
      desde: '2026-11-24',
      hasta: '2026-11-24',
    }),
  );

  // back to the trail: its own view, without these filters
  await user.click(screen.getByRole('link', { name: 'Cambios' }));
  expect(await screen.findByText('No hay movimientos con estos filtros.')).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

it('says so when no event matches, and shows the server’s refusal in Spanish', async () => {
  api.responder({
    traerSeguridad: (c) =>
      c.evento
        ? { entradas: [], total: 0, pagina: 1, porPagina: 50 }
        : { status: 400, body: { codigo: 0, mensaje: 'Fecha no válida (use AAAA-MM-DD).' } },
  });
  const user = userEvent.setup();
  renderApp({ route: '/panel_superadmin/bitacora?vista=seguridad&desde=2026-13-40', preloadedState: superadmin });
  const fallo = await screen.findByRole('alert');
  expect(within(fallo).getByText('Fecha no válida (use AAAA-MM-DD).')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de evento' }), 'Cierre de sesión');
  expect(await screen.findByText('No hay eventos de seguridad con estos filtros.')).toBeInTheDocument();
});

it('never shows the security events tab to an admin, nor asks for them', async () => {
  renderConProveedores(<Bitacora />, { preloadedState: SESION_ADMIN, route: '/panel_superadmin/bitacora?vista=seguridad' });
  expect(await screen.findByText('No hay movimientos con estos filtros.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Eventos de seguridad' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Vista de la bitácora' })).not.toBeInTheDocument();
  expect(api.de('traerSeguridad')).toHaveLength(0);
});

it('the trail of changes keeps its own filters in the URL too: a filter starts again at page 1', async () => {
  api.responder({
    traerBitacora: (c) => ({
      entradas: [],
      total: c.pkUsuario ? 0 : 120,
      pagina: Number(c.pagina ?? 1),
      porPagina: 50,
      usuarios: [{ pk_usuario: 2, nombre_usuario: 'Carlos Méndez' }],
    }),
  });
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/panel_superadmin/bitacora?pagina=2', preloadedState: superadmin });
  await waitFor(() => expect(api.de('traerBitacora').at(-1)).toEqual({ funcion: 'traerBitacora', pagina: '2' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Usuario' }), 'Carlos Méndez');
  await waitFor(() => expect(api.de('traerBitacora').at(-1)).toEqual({ funcion: 'traerBitacora', pkUsuario: '2' }));
  expect(router.state.location.search).toBe('?pkUsuario=2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Entidad' }), 'Evento');
  await waitFor(() => expect(api.de('traerBitacora').at(-1)).toEqual({ funcion: 'traerBitacora', pkUsuario: '2', entidad: 'evento' }));
  // "Todos" takes the filter out of the URL
  await user.selectOptions(screen.getByRole('combobox', { name: 'Usuario' }), 'Todos');
  await waitFor(() => expect(router.state.location.search).toBe('?entidad=evento'));
});

it('the trail of changes reads in words: the action in Spanish, the time in the programme’s zone with its offset', async () => {
  api.responder({
    traerBitacora: () => ({
      entradas: [
        {
          pk_bitacora: 9,
          fecha: '2027-01-11T14:00:00.000Z',
          pk_usuario: 2,
          nombre_usuario: 'Carlos Méndez',
          funcion: 'crearVistaPrevia',
          entidad: 'evento',
          pk_entidad: 4,
          resumen: '«Feria» — Tipo de elemento «evento»',
        },
      ],
      total: 1,
      pagina: 1,
      porPagina: 50,
      usuarios: [{ pk_usuario: 2, nombre_usuario: 'Carlos Méndez' }],
    }),
  });
  renderApp({ route: '/panel_superadmin/bitacora', preloadedState: superadmin });
  const tabla = await screen.findByRole('table', { name: /^Bitácora/ });
  const fila = within(tabla).getAllByRole('row')[1];
  expect(fila).toHaveTextContent('11 ene 2027, 08:00 (UTC−6)');
  expect(fila).toHaveTextContent('Creó un enlace de vista previa');
  expect(fila).not.toHaveTextContent('crearVistaPrevia');
  expect(fila).not.toHaveTextContent('2027-01-11T14');
});
