// The guard matrix: every role × every area, through the real route table, layouts and store.
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../pruebas/renderConProveedores';
import { destinoGuardia, RUTA_DE_AREA, type Area } from './enrutador';
import { rutasAreas } from './rutasAreas';
import { ENLACES_PUBLICOS } from './rutasPublicas';
import { enOrden } from './enOrden';
import type { SessionState } from '../shared/modelo/sesion';
import { sessionInicial } from '../shared/modelo/sesion';
import type { Rol } from '../shared/api/contrato';

const sesion = (rol: Rol | null): SessionState =>
  rol ? { rol, pk_usuario: 1, nombre_persona: 'Persona de Prueba', contrasena_inicial: false } : sessionInicial;

const PANEL: Record<Rol, string> = { e: '/panel_alumno', a: '/panel_admin', s: '/panel_superadmin' };
const ENTRADA: Record<Area, string> = { publico: '/', e: '/panel_alumno', a: '/panel_admin', s: '/panel_superadmin' };
const ROLES: (Rol | null)[] = [null, 'e', 'a', 's'];
const AREAS: Area[] = ['publico', 'e', 'a', 's'];

describe('destinoGuardia (SPEC.md §6)', () => {
  it.each(AREAS.flatMap((area) => ROLES.map((rol) => [area, rol] as const)))('area %s, role %s', (area, rol) => {
    const esperado = area === 'publico' || area === rol ? null : rol === null ? '/' : PANEL[rol];
    expect(destinoGuardia(area, rol)).toBe(esperado);
  });
});

describe('guards in the rendered app', () => {
  it.each(AREAS.flatMap((area) => ROLES.map((rol) => [area, rol] as const)))('opening the %s area as %s', async (area, rol) => {
    const { router } = renderApp({ route: ENTRADA[area], preloadedState: { session: sesion(rol) } });
    const destino = destinoGuardia(area, rol) ?? ENTRADA[area];
    await waitFor(() => expect(router.state.location.pathname).toBe(destino));
    await screen.findByRole('heading', { level: 1 });
  });

  it('every protected row of the table sits in a guarded area', () => {
    for (const fila of rutasAreas) {
      const prefijo = fila.path.split('/')[1];
      if (['panel_admin', 'regest'].includes(prefijo)) expect(fila.area).toBe('a');
      if (prefijo === 'panel_alumno') expect(fila.area).toBe('e');
      if (prefijo === 'panel_superadmin') expect(fila.area).toBe('s');
    }
  });
});

describe('pages', () => {
  it('an unknown path shows the 404 page with a link home', async () => {
    renderApp({ route: '/no/existe' });
    expect(await screen.findByRole('heading', { name: 'Error 404 / Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Error 404 / Página no encontrada | Ingeniería en Desarrollo y Gestión de Software');
  });

  it('/error shows the same 404 page', async () => {
    renderApp({ route: '/error' });
    expect(await screen.findByRole('heading', { name: 'Error 404 / Página no encontrada' })).toBeInTheDocument();
  });

  it('a render error shows the router error element', async () => {
    const Roto = () => {
      throw new Error('fallo de prueba');
    };
    const espia = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ route: '/roto', tabla: [{ area: 'publico', path: '/roto', pagina: Roto }] });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    espia.mockRestore();
  });

  it('the logo links to / for visitors, to the panel for admins and super admins, and nowhere for students', async () => {
    const casos: [Rol | null, string | null, string][] = [
      [null, '/', '/'],
      ['a', '/panel_admin', '/panel_admin'],
      ['s', '/panel_superadmin', '/panel_superadmin'],
      ['e', null, '/panel_alumno'],
    ];
    for (const [rol, destino, ruta] of casos) {
      const { unmount } = renderApp({ route: ruta, preloadedState: { session: sesion(rol) } });
      await screen.findByRole('heading', { level: 1 });
      const logo = screen.queryByRole('link', { name: /^Inicio: / });
      if (destino) expect(logo).toHaveAttribute('href', destino);
      else expect(logo).toBeNull();
      unmount();
    }
  });

  it("the public navbar has admissions and the plan, then docs/SPEC.md's five links", async () => {
    renderApp({ route: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    const textos = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    const SITIO = [
      ['Admisiones', '/admisiones'],
      ['Plan de estudios', '/plan_de_estudios'],
      ['Proyectos', '/proyectos_estudiantes'],
      ['Estadías', '/empresas_estadias'],
      ['Casos de éxito', '/casos_de_exito'],
      ['Eventos', '/eventos'],
      ['Foro', '/foro'],
    ];
    // every declared link (a new entity's joins by its `orden`), the site's in their order, these two first
    expect(textos).toEqual(ENLACES_PUBLICOS.map((e) => [e.texto, e.to]));
    expect(enOrden(textos, SITIO)).toEqual(SITIO);
    expect(textos.slice(0, 2)).toEqual(SITIO.slice(0, 2));
  });

  it('the role areas are discovered on the first visit: the browser starts with the public rows only', () => {
    for (const fila of rutasAreas)
      expect([fila.path, RUTA_DE_AREA.test(fila.path)]).toEqual([
        fila.path,
        fila.area !== 'publico' && fila.path !== '/cambiar_contrasena' && fila.path !== '/mi_cuenta',
      ]);
  });

  it.each(AREAS.flatMap((area) => ROLES.map((rol) => [area, rol] as const)))('discovered at once, the %s area as %s', async (area, rol) => {
    const { router } = renderApp({ route: ENTRADA[area], preloadedState: { session: sesion(rol) }, descubrir: true });
    const destino = destinoGuardia(area, rol) ?? ENTRADA[area];
    await waitFor(() => expect(router.state.location.pathname).toBe(destino));
    await screen.findByRole('heading', { level: 1 });
  });

  it('an unknown path is still the 404 page, and a link into an area after it finds the area', async () => {
    const { router } = renderApp({ route: '/no-existe', preloadedState: { session: sesion('a') }, descubrir: true });
    await screen.findByRole('heading', { level: 1, name: 'Error 404 / Página no encontrada' });
    await router.navigate('/panel_admin/alumnos');
    await screen.findByRole('heading', { level: 1, name: 'Alumnos' });
  });
});
