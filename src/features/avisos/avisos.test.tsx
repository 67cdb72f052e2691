// The bell and the inbox in the whole app (real store, route table, layouts and guards) against a
// scripted api.php: the count in the bell's name, its refresh on focus and every minute, the inbox
// newest first with the unread marked, opening a notice, "Marcar todos como leídos", paging, the
// empty state, and each role kept to its own area.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiDelArchivo } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import type { Aviso, BandejaAvisos } from '@/shared/api/contrato/avisos';
import { INTERVALO_CAMPANA_MS } from './Campana';
import { VACIA } from './Bandeja';

const sesion = (rol: 'a' | 'e' | 's') => ({ session: { ...sessionInicial, rol, pk_usuario: 2, nombre_persona: 'Carlos' } });

const api = apiDelArchivo();
let avisos: Aviso[];
const bandeja = (pagina: number): BandejaAvisos => ({
  avisos: avisos.slice((pagina - 1) * 2, pagina * 2),
  sinLeer: avisos.filter((a) => !a.leido).length,
  total: avisos.length,
  pagina,
  porPagina: 2,
});

beforeEach(() => {
  avisos = [
    {
      pk_aviso: 9,
      tipo: 'preguntaNueva',
      titulo: 'Una pregunta nueva espera revisión',
      texto: '«¿Hay becas?» en Admisión',
      enlace: '/panel_admin/preguntas_respuestas',
      fecha: '2026-11-24 18:05:00',
      leido: 0,
    },
    {
      pk_aviso: 8,
      tipo: 'experienciaPendiente',
      titulo: 'Una experiencia espera revisión',
      texto: 'Ana Ruiz en Mabe',
      enlace: '/panel_admin/preguntas_respuestas',
      fecha: '2026-11-23 10:00:00',
      leido: 0,
    },
    {
      pk_aviso: 7,
      tipo: 'preguntaNueva',
      titulo: 'Pregunta antigua',
      texto: '«¿Horarios?»',
      enlace: '/panel_admin',
      fecha: '2026-11-20 10:00:00',
      leido: 1,
    },
  ];
  api.guion = {
    traerAvisos: (c) => bandeja(Number(c.pagina ?? 1)),
    marcarAvisosLeidos: (c) => {
      const ids = c.ids ? (JSON.parse(c.ids) as number[]) : avisos.map((a) => a.pk_aviso);
      avisos = avisos.map((a) => (ids.includes(a.pk_aviso) ? { ...a, leido: 1 } : a));
      return { codigo: 1, mensaje: 'Avisos marcados como leídos.' };
    },
    traerPreguntas: () => [],
    traerRespuestas: () => [],
    traerPreguntasValidadas: () => [],
    traerExperienciasPendientes: () => [],
    mostrarUsuarios: () => [],
  };
});

describe('the bell', () => {
  it.each([
    ['a', '/panel_admin', '/panel_admin/avisos'],
    ['e', '/panel_alumno', '/panel_alumno/avisos'],
    ['s', '/panel_superadmin', '/panel_superadmin/avisos'],
  ] as const)('role %s: the bar names the unread count and links to its own inbox', async (rol, ruta, bandejaRol) => {
    renderApp({ route: ruta, preloadedState: sesion(rol) });
    const campana = await screen.findByRole('link', { name: 'Avisos, 2 sin leer' });
    expect(campana).toHaveAttribute('href', bandejaRol);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Avisos, 2 sin leer' })).toBe(campana);
  });

  it('refreshes when the window gets the focus back', async () => {
    const { store } = renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
    await screen.findByRole('link', { name: 'Avisos, 2 sin leer' });
    avisos.push({ ...avisos[0], pk_aviso: 10 });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Avisos, 3 sin leer' })).toBeInTheDocument();
    // the count is in the store (an exported state shows it)
    expect(JSON.stringify(store.getState().api.queries)).toContain('"sinLeer":3');
  });

  it('polls every minute', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { unmount } = renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
    try {
      await screen.findByRole('link', { name: 'Avisos, 2 sin leer' });
      avisos.push({ ...avisos[0], pk_aviso: 10 });
      const antes = api.de('traerAvisos').length;
      act(() => {
        jest.advanceTimersByTime(INTERVALO_CAMPANA_MS - 1000);
      });
      expect(api.de('traerAvisos')).toHaveLength(antes);
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(await screen.findByRole('link', { name: 'Avisos, 3 sin leer' })).toBeInTheDocument();
      expect(api.de('traerAvisos')).toHaveLength(antes + 1);
    } finally {
      unmount();
      jest.useRealTimers();
    }
  });

  it('says "ninguno" when everything is read, and still links to the inbox when the inbox cannot be read', async () => {
    avisos = avisos.map((a) => ({ ...a, leido: 1 }));
    renderApp({ route: '/panel_alumno', preloadedState: sesion('e') });
    expect(await screen.findByRole('link', { name: 'Avisos, ninguno sin leer' })).toBeInTheDocument();
  });
});

describe('the inbox', () => {
  it('lists newest first with the unread marked; opening one marks it read and goes to its item', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_admin/avisos', preloadedState: sesion('a') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
    const lista = await screen.findByRole('list', { name: 'Avisos, página 1 de 2' });
    const filas = within(lista).getAllByRole('listitem');
    expect(filas.map((f) => within(f).getByRole('link').textContent)).toEqual([
      'Sin leerUna pregunta nueva espera revisión',
      'Sin leerUna experiencia espera revisión',
    ]);
    expect(filas[0]).toHaveTextContent('«¿Hay becas?» en Admisión');
    expect(filas[0].querySelector('time')).toHaveAttribute('datetime', '2026-11-24T18:05:00Z');
    expect(screen.getByText('2 sin leer.')).toBeInTheDocument();
    await user.click(within(filas[0]).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/preguntas_respuestas'));
    await waitFor(() => expect(api.de('marcarAvisosLeidos')).toEqual([{ funcion: 'marcarAvisosLeidos', ids: '[9]' }]));
    expect(await screen.findByRole('link', { name: 'Avisos, 1 sin leer' })).toBeInTheDocument();
  });

  it('"Marcar todos como leídos" marks them all, says so, and pages through the rest', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_alumno/avisos', preloadedState: sesion('e') });
    // disabled until the inbox has arrived (nothing to mark yet)
    const boton = await screen.findByRole('button', { name: 'Marcar todos como leídos' });
    await waitFor(() => expect(boton).toBeEnabled());
    await user.click(boton);
    expect(await screen.findByText('Avisos marcados como leídos.')).toBeInTheDocument();
    expect(api.de('marcarAvisosLeidos')).toEqual([{ funcion: 'marcarAvisosLeidos', todos: '1' }]);
    expect(await screen.findByText('Todos leídos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todos como leídos' })).toBeDisabled();
    expect(screen.queryByText('Sin leer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('link', { name: 'Pregunta antigua' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Avisos, página 2 de 2' })).toBeInTheDocument();
  });

  it('shows the empty state in Spanish', async () => {
    avisos = [];
    renderApp({ route: '/panel_superadmin/avisos', preloadedState: sesion('s') });
    expect(await screen.findByText(VACIA)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todos como leídos' })).toBeDisabled();
  });

  it('never follows a notice to another site', async () => {
    avisos = [{ ...avisos[0], enlace: '//malo.example/x' }];
    renderApp({ route: '/panel_alumno/avisos', preloadedState: sesion('e') });
    expect(await screen.findByRole('link', { name: /Una pregunta nueva/ })).toHaveAttribute('href', '/panel_alumno');
  });

  it.each([
    ['e', '/panel_admin/avisos'],
    ['a', '/panel_alumno/avisos'],
    ['a', '/panel_superadmin/avisos'],
    ['e', '/panel_superadmin/avisos'],
  ] as const)('a role %s cannot open %s', async (rol, ruta) => {
    const { router } = renderApp({ route: ruta, preloadedState: sesion(rol) });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(ruta));
    expect(api.de('traerAvisos').every((c) => c.pagina === '1')).toBe(true);
  });

  it('a visitor is sent away from an inbox', async () => {
    const { router } = renderApp({ route: '/panel_admin/avisos' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/panel_admin/avisos'));
    expect(api.de('traerAvisos')).toEqual([]);
  });
});
