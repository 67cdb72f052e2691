// Nothing is lost in the kit, page by page with a real store against the fake api.php: "Dados de baja"
// with a confirmed Reactivar, the success alert's "Deshacer" (and its 10-second window), drafts
// of a form in the store (restored with a notice, "Descartar borrador", cleared on success, never
// another user's), leaving a changed form asks, and an edit page's "Última modificación".
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorPorFuncion, type ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { claveBorrador, escrituraBorradores } from '../modelo/borradores';
import type { Evento } from '@/features/eventos/tipos';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Admin', contrasena_inicial: false };
const evento = (pk: number, nombre: string): Evento => ({
  pk_evento: pk,
  nombre_evento: nombre,
  descripcion_evento: 'Descripción',
  imgs: [{ pk_img_evento: pk, img_evento: `uploads/eventos/e${pk}.png` }],
});

let api: ServidorPorFuncion;
beforeAll(async () => {
  api = await servidorPorFuncion();
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.llamadas.length = 0;
});

describe('Dados de baja and Reactivar', () => {
  it('the tab lists the deactivated items; Reactivar asks, calls reactivar* and refreshes both lists', async () => {
    const user = userEvent.setup();
    let activos = [evento(1, 'Hackatón')];
    let bajas = [{ pk: 2, nombre: 'Feria 2025', detalle: 'De proyectos' }];
    api.responder({
      obtenerTodosEventos: () => ({ body: activos }),
      mostrarDadosDeBaja: () => ({ body: bajas }),
      reactivarEvento: () => {
        activos = [...activos, evento(2, 'Feria 2025')];
        bajas = [];
        return { body: { codigo: 1, mensaje: 'Evento reactivado correctamente.' } };
      },
    });
    const { router } = renderApp({ route: '/panel_admin/eventos_admin', preloadedState: { session: admin } });
    const pestanas = await screen.findByRole('navigation', { name: 'Vista de la lista' });
    expect(within(pestanas).getByRole('link', { name: 'Activos' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pestanas).getByRole('link', { name: 'Dados de baja' }));
    expect(router.state.location.search).toBe('?vista=bajas');
    const lista = await screen.findByRole('list', { name: 'Eventos dados de baja' });
    expect(within(lista).getByRole('heading', { name: 'Feria 2025' })).toBeInTheDocument();
    expect(api.llamadas.find((l) => l.funcion === 'mostrarDadosDeBaja')?.campos).toEqual({ entidad: 'eventos' });

    await user.click(within(lista).getByRole('button', { name: 'Reactivar Feria 2025' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(confirmar).toHaveTextContent('¿Está seguro de realizar esta acción?');
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    // the success is a notice that blocks nothing (no second dialog to dismiss)
    expect(await within(screen.getByRole('status')).findByText('Evento reactivado correctamente.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.llamadas.find((l) => l.funcion === 'reactivarEvento')?.campos).toEqual({ pk: '2' });
    expect(await screen.findByText('No hay eventos dados de baja.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Activos' }));
    expect(await screen.findByRole('heading', { name: 'Feria 2025' })).toBeInTheDocument();
  });
});

describe('Deshacer', () => {
  it('a baja asks with the item named, then a notice (no dialog) offers Deshacer; it calls reactivar* with the pk and refreshes', async () => {
    const user = userEvent.setup();
    let activos = [evento(1, 'Hackatón')];
    api.responder({
      obtenerTodosEventos: () => ({ body: activos }),
      darBajaEvento: () => {
        activos = [];
        return { body: { codigo: 1, mensaje: 'Evento dado de baja correctamente.' } };
      },
      reactivarEvento: () => {
        activos = [evento(1, 'Hackatón')];
        return { body: { codigo: 1, mensaje: 'Evento reactivado correctamente.' } };
      },
    });
    renderApp({ route: '/panel_admin/eventos_admin', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Dar de baja Hackatón' }));
    const confirmacion = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(confirmacion).toHaveTextContent('¿Está seguro de realizar esta acción?');
    expect(within(confirmacion).getByText('Hackatón')).toBeInTheDocument();
    await user.click(within(confirmacion).getByRole('button', { name: 'Aceptar' }));
    const aviso = await screen.findByRole('status');
    await within(aviso).findByText('Evento dado de baja correctamente.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hackatón' })).toBeNull());
    await user.click(within(aviso).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Evento reactivado correctamente.')).toBeInTheDocument();
    expect(api.llamadas.filter((l) => l.funcion === 'reactivarEvento').map((l) => l.campos)).toEqual([{ pk: '1' }]);
    expect(await screen.findByRole('heading', { name: 'Hackatón' })).toBeInTheDocument();
  });

  const REACTIVAR = { tipo: 'llamada' as const, funcion: 'reactivarEvento' as const, campos: { pk: '1' }, invalida: [] };
  /** The app with these notices already in the store (fake timers on), and the first notice shown. */
  async function conAvisos(notices: { id: number; mensaje: string; deshacer?: typeof REACTIVAR }[]) {
    jest.useFakeTimers();
    const { store } = renderApp({
      route: '/',
      preloadedState: { ui: { ...(await import('../modelo/ui')).uiInicial, notices, siguienteNotice: notices.length + 1 } },
    });
    return { store, aviso: await screen.findByRole('status') };
  }

  it('the notice with Deshacer stays 10 seconds, then goes', async () => {
    try {
      const { store, aviso } = await conAvisos([{ id: 1, mensaje: 'Evento dado de baja correctamente.', deshacer: REACTIVAR }]);
      expect(within(aviso).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(9_000));
      expect(within(aviso).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_500));
      expect(within(aviso).queryByRole('button', { name: 'Deshacer' })).toBeNull();
      expect(store.getState().ui.notices).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('another notice leaving does not restart its ten seconds', async () => {
    try {
      const { store, aviso } = await conAvisos([
        { id: 1, mensaje: 'Evento reactivado correctamente.' },
        { id: 2, mensaje: 'Evento dado de baja correctamente.', deshacer: REACTIVAR },
      ]);
      // the plain notice goes at 5 s (the root renders again)…
      act(() => jest.advanceTimersByTime(5_500));
      expect(store.getState().ui.notices.map((n) => n.id)).toEqual([2]);
      // …and the undo still goes at 10 s, not 5 s later (it stayed 15 s)
      act(() => jest.advanceTimersByTime(5_000));
      expect(within(aviso).queryByRole('button', { name: 'Deshacer' })).toBeNull();
      expect(store.getState().ui.notices).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('drafts of a form', () => {
  it('every change is a draft in the store, keyed by user, form and pk; success clears it', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarEvento: () => ({ body: { codigo: 1, mensaje: 'Evento registrado correctamente.', pk_evento: 9 } }),
      obtenerTodosEventos: () => ({ body: [] }),
    });
    const { store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Feria');
    const clave = claveBorrador(2, 'evento', null);
    expect(store.getState().borradores[clave]?.valores).toEqual({
      nombreEvento: 'Feria',
      descripcion: '',
      imgs: [],
      // the dates and place, empty until typed
      inicio: '',
      fin: '',
      todoElDia: false,
      lugar: '',
      enlaceEnLinea: '',
      cancelado: false,
    });
    await user.type(screen.getByLabelText('Descripción'), 'Todo el día');
    await user.click(screen.getByRole('button', { name: 'Registrar evento' }));
    // no image: refused by the form, the draft stays
    expect(await screen.findByText('Se necesita mínimo una imagen del evento.')).toBeInTheDocument();
    expect(store.getState().borradores[clave]?.valores).toMatchObject({ nombreEvento: 'Feria', descripcion: 'Todo el día' });
  });

  it('QA replay: an imported state with a half-filled form shows it, with the restore notice; Descartar borrador empties it', async () => {
    const user = userEvent.setup();
    const clave = claveBorrador(2, 'evento', null);
    const guardado = Date.UTC(2026, 10, 23, 18, 5);
    const { store } = renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [clave]: { valores: { nombreEvento: 'Feria a medias', descripcion: 'Falta', imgs: [] }, guardado } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('Feria a medias');
    expect(screen.getByLabelText('Descripción')).toHaveValue('Falta');
    const nota = await screen.findByText(/Se recuperó un borrador sin guardar del/);
    expect(nota.closest('[role="status"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Descartar borrador' }));
    expect(screen.getByLabelText('Nombre del evento')).toHaveValue('');
    expect(store.getState().borradores[clave]).toBeUndefined();
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it("another user's draft is never shown", async () => {
    const otra = claveBorrador(7, 'evento', null);
    renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [otra]: { valores: { nombreEvento: 'De otra persona', descripcion: '', imgs: [] }, guardado: 1 } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('');
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it('a draft older than BORRADORES_DIAS (7) is never shown', async () => {
    const clave = claveBorrador(admin.pk_usuario, 'evento', null);
    const guardado = Date.now() - 8 * 86_400_000;
    renderApp({
      route: '/panel_admin/eventos_admin/registrar_evento',
      preloadedState: {
        session: admin,
        borradores: { [clave]: { valores: { nombreEvento: 'Viejo', descripcion: '', imgs: [] }, guardado } },
      },
    });
    expect(await screen.findByLabelText('Nombre del evento')).toHaveValue('');
    expect(screen.queryByText(/Se recuperó un borrador/)).toBeNull();
  });

  it('leaving a changed form through a link asks first; "Seguir editando" stays, "Salir" leaves and keeps the draft', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router, store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Expo');
    await user.click(screen.getByRole('link', { name: '← Eventos' }));
    let dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    expect(within(dialogo).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
    await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin/registrar_evento');
    expect(screen.getByLabelText('Nombre del evento')).toHaveValue('Expo');
    await user.click(screen.getByRole('link', { name: /Eventos/ }));
    dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(store.getState().borradores[claveBorrador(2, 'evento', null)]?.valores).toMatchObject({ nombreEvento: 'Expo' });
  });

  it('a saved form writes the removal of its draft to the browser at once (a reload right after saving never offers it back)', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarUsuario: () => ({ body: { codigo: 1, mensaje: 'Alumno registrado correctamente.' } }),
      mostrarAlumnos: () => ({ body: [] }),
    });
    const clave = claveBorrador(2, 'alumno', null);
    const { store } = renderApp({ route: '/panel_admin/alumnos/agregar_alumno', preloadedState: { session: admin } });
    // what IndexedDB would be written with, and when (persistirBorradores sets it in a browser)
    const escritos: boolean[] = [];
    const antes = escrituraBorradores.escribir;
    escrituraBorradores.escribir = () => (escritos.push(clave in store.getState().borradores), Promise.resolve());
    try {
      await user.type(await screen.findByLabelText('Nombre completo del alumno'), 'Ana Ruiz');
      await user.type(screen.getByLabelText('Matrícula'), '20240001');
      expect(store.getState().borradores[clave]).toBeDefined();
      await user.click(screen.getByRole('button', { name: 'Registrar alumno' }));
      expect(await screen.findByText('Alumno registrado correctamente.')).toBeInTheDocument();
      expect(store.getState().borradores[clave]).toBeUndefined();
      expect(escritos).toEqual([false]);
    } finally {
      escrituraBorradores.escribir = antes;
    }
  });

  it('"Cancelar" is an explicit choice: a changed form leaves without asking and its draft goes', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router, store } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.type(await screen.findByLabelText('Nombre del evento'), 'Expo');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().borradores[claveBorrador(2, 'evento', null)]).toBeUndefined();
  });

  it('an untouched form leaves without asking', async () => {
    const user = userEvent.setup();
    api.responder({ obtenerTodosEventos: () => ({ body: [] }) });
    const { router } = renderApp({ route: '/panel_admin/eventos_admin/registrar_evento', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

it('an edit page shows "Última modificación: <nombre>, <fecha>" from the audit trail', async () => {
  api.responder({
    obtenerEvento: () => ({ body: evento(4, 'Hackatón') }),
    ultimaModificacion: () => ({ body: { ultima: { nombre_usuario: 'María Núñez', fecha: '2026-11-23T18:05:00.000Z', funcion: 'editarEvento' } } }),
  });
  renderApp({ route: '/panel_admin/eventos_admin/editar/4', preloadedState: { session: admin } });
  expect(await screen.findByText(/Última modificación: María Núñez,/)).toHaveTextContent(/23 nov 2026/);
  expect(api.llamadas.find((l) => l.funcion === 'ultimaModificacion')?.campos).toEqual({ entidad: 'evento', pk: '4' });
});
