// Layout behaviour with a real store: side bar, "Más" menu, scroll thresholds.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ENLACES_PUBLICOS } from '../rutasPublicas';
import { enOrden } from '../enOrden';

const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Carlos', contrasena_inicial: false };

function desplazar(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

beforeAll(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

describe('public layout', () => {
  it("the hamburger opens the side bar with the same links (admissions and the plan, then docs/SPEC.md's five); the close icon and Esc close it", async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    expect(store.getState().ui.sideBar).toBe(true);
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    const enlaces = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    const SITIO = ['Admisiones', 'Plan de estudios', 'Proyectos de estudiantes', 'Experiencias de estadías', 'Casos de éxito', 'Eventos', 'Foro'];
    expect(enlaces).toEqual(ENLACES_PUBLICOS.map((e) => e.lateral));
    expect(enOrden(enlaces, SITIO)).toEqual(SITIO);
    expect(within(menu).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    await user.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.keyboard('{Escape}');
    expect(store.getState().ui.sideBar).toBe(false);
  });

  it('the side bar is a modal dialog: focus stays inside, Esc and the close icon give it back to "Abrir menú"', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/' });
    const abrir = await screen.findByRole('button', { name: 'Abrir menú' });
    expect(abrir).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(abrir);
    const dialogo = screen.getByRole('dialog', { name: 'Menú' });
    const cerrar = within(dialogo).getByRole('button', { name: 'Cerrar menú' });
    expect(cerrar).toHaveFocus();
    // Shift+Tab before the first control goes to the last link; Tab after it comes back
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialogo).getByRole('link', { name: 'Foro' })).toHaveFocus();
    await user.tab();
    expect(cerrar).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(store.getState().ui.sideBar).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull();
    expect(abrir).toHaveFocus();
    await user.click(abrir);
    await user.click(within(screen.getByRole('dialog', { name: 'Menú' })).getByRole('button', { name: 'Cerrar menú' }));
    expect(abrir).toHaveFocus();
  });

  it('the navbar turns solid after more than 10 px and the scroll-to-top button appears after 50 px', async () => {
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    const barra = document.querySelector('header.barra')!;
    desplazar(10);
    expect(barra).not.toHaveClass('barra--solida');
    desplazar(11);
    expect(barra).toHaveClass('barra--solida');
    expect(screen.queryByRole('button', { name: 'Volver arriba' })).toBeNull();
    desplazar(51);
    expect(screen.getByRole('button', { name: 'Volver arriba' })).toBeInTheDocument();
    desplazar(0);
  });
});

describe('logged in on a public page', () => {
  it('a visitor sees no session bar, and the footer offers the login', async () => {
    renderApp({ route: '/acerca_de' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Su sesión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acceso para alumnos y administradores' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['a', '/panel_admin'],
    ['e', '/panel_alumno'],
    ['s', '/panel_superadmin'],
  ] as const)('role %s: a slim bar with its panel and Cerrar sesión; the footer leads to the panel, not to /login', async (rol, panel) => {
    renderApp({ route: '/acerca_de', preloadedState: { session: { ...admin, rol } } });
    const barra = await screen.findByRole('navigation', { name: 'Su sesión' });
    expect(barra).toHaveTextContent('Sesión de Carlos');
    expect(within(barra).getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', panel);
    expect(within(barra).getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/login');
    const pie = screen.getByRole('navigation', { name: 'Enlaces del pie' });
    expect(within(pie).getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute('href', panel);
    expect(within(pie).queryByRole('link', { name: 'Acceso para alumnos y administradores' })).toBeNull();
  });

  it('"Editar esta página" leads an admin to the page\'s editor', async () => {
    renderApp({ route: '/acerca_de', preloadedState: { session: admin } });
    const barra = await screen.findByRole('navigation', { name: 'Su sesión' });
    expect(await within(barra).findByRole('link', { name: 'Editar esta página' })).toHaveAttribute('href', '/panel_admin/paginas/editar/acerca_de');
  });

  it.each(['e', 's'] as const)('role %s gets no "Editar esta página"', async (rol) => {
    renderApp({ route: '/acerca_de', preloadedState: { session: { ...admin, rol } } });
    const barra = await screen.findByRole('navigation', { name: 'Su sesión' });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(barra).queryByRole('link', { name: 'Editar esta página' })).toBeNull();
  });
});

describe('admin layout', () => {
  it('"Más" holds "Enlace de Inscripciones" (opens the modal) and "Cerrar sesión" (→ /login)', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/panel_admin', preloadedState: { session: admin } });
    await user.click(await screen.findByRole('button', { name: 'Más ▾' }));
    expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Enlace de Inscripciones' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'editarEnlace' });
    expect(store.getState().ui.menuMas).toBe(false);
  });

  it("a side menu reaches each of the person's sections in one click (only theirs), the panel and the public site", async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      route: '/panel_admin',
      preloadedState: { session: { ...admin, secciones: ['eventos', 'foro'] } },
    });
    const menu = await screen.findByRole('navigation', { name: 'Secciones del panel' });
    const nombres = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    // its sections and the tiles of no section (media, alt text, import, review), in the panel's order; no projects, students…
    expect(nombres).toEqual([
      'Panel',
      'Foro',
      'Eventos',
      'Biblioteca de medios',
      'Imágenes sin texto alternativo',
      'Importar y exportar',
      'Cambios por revisar',
      'Ver el sitio público',
    ]);
    expect(within(menu).getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('link', { name: 'Eventos' }));
    expect(router.state.location.pathname).toBe('/panel_admin/eventos_admin');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page'));
    expect(within(menu).getByRole('link', { name: 'Ver el sitio público' })).toHaveAttribute('href', '/');
    // the skip link still lands on the page, past the menu
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
  });

  it('an admin with every section (none listed, as before issue 48) has them all in the side menu', async () => {
    renderApp({ route: '/panel_admin', preloadedState: { session: admin } });
    const menu = await screen.findByRole('navigation', { name: 'Secciones del panel' });
    for (const nombre of ['Proyectos', 'Empresas de estadías', 'Alumnos', 'Casos de éxito', 'Páginas', 'Plan de estudios', 'Solicitudes de informes'])
      expect(within(menu).getByRole('link', { name: nombre })).toBeInTheDocument();
  });

  it('the super admin bar has the public site, the bell of its notices and the logout link (no "Más")', async () => {
    renderApp({ route: '/panel_superadmin', preloadedState: { session: { ...admin, rol: 's' } } });
    const barra = (await screen.findAllByRole('banner'))[0];
    expect(
      within(barra)
        .getAllByRole('link')
        .map((a) => (a.classList.contains('campana') ? a.getAttribute('aria-label') : a.textContent)),
    ).toEqual([expect.stringContaining('IDGS'), 'Sitio público', expect.stringMatching(/^Avisos/), 'Cerrar sesión']);
    expect(within(barra).getByRole('link', { name: 'Sitio público' })).toHaveAttribute('href', '/');
    expect(within(barra).queryByRole('button', { name: 'Más ▾' })).toBeNull();
  });
});
