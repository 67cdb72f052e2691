// Walking-skeleton journeys: home and its banner, login per role, the enrolment link, guards,
// a forged role cookie, 404, the side bar and the curriculum — with axe and screenshots.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { capturar, CAPTURAS, entrarComo, llamarDesdePagina, prepararRecorrido, revisarAxe, salir } from './arnes';

const e2e = prepararRecorrido();

const banner = (page: Page) => page.getByRole('heading', { name: '¡Preinscripciones abiertas!' });

test('a visitor sees the home page without the banner while the link is inactive', async () => {
  const page = await e2e.pagina();
  await page.goto(e2e.sitio.url);
  await page.getByRole('heading', { level: 1, name: 'Ingeniería en Desarrollo y Gestión de Software' }).waitFor();
  await page.getByRole('heading', { name: 'Plan de estudios' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await banner(page).count()).toBe(0);
  expect(await page.title()).toBe('Inicio | Ingeniería en Desarrollo y Gestión de Software');
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
  await revisarAxe(page, '/');
  await capturar(page, 'inicio');
  await page.context().close();
});

test('the home page is rendered on the server: it paints before the JavaScript arrives, then the app hydrates it', async () => {
  const page = await e2e.pagina();
  const avisos: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && avisos.push(m.text()));
  let soltar!: () => void;
  const retenido = new Promise<void>((r) => (soltar = r));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await retenido;
    await route.continue();
  });
  await page.goto(e2e.sitio.url, { waitUntil: 'commit' });
  const h1 = page.getByRole('heading', { level: 1, name: 'Ingeniería en Desarrollo y Gestión de Software' });
  await h1.waitFor();
  await page.getByText(/^Aprende a diseñar, programar, probar y desplegar software/).waitFor();
  // the curriculum is in the server's HTML too (no "Cargando…"), and the state it was rendered with
  const materia = page.getByRole('button', { name: 'Arquitecturas de Software', exact: true });
  await materia.waitFor();
  expect(await page.getByText('Cargando el plan de estudios…').count()).toBe(0);
  expect(await page.locator('script#estado-inicial[type="application/json"]').count()).toBe(1);
  expect(await banner(page).count()).toBe(0);
  expect(await page.title()).toBe('Inicio | Ingeniería en Desarrollo y Gestión de Software');
  await capturar(page, 'inicio-antes-del-js');
  soltar();
  // started: hydration began (React's marker) and the taps recorded before it were replayed (the recorder is gone)
  await page.waitForFunction(
    () => !('__toques' in window) && Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
    undefined,
    {
      timeout: 30_000,
    },
  );
  // hydrated, not replaced: the same elements, now interactive
  await materia.click();
  await page.getByRole('button', { name: 'Arquitecturas de Software', exact: true, expanded: true }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.title()).toBe('Inicio | Ingeniería en Desarrollo y Gestión de Software');
  expect(avisos).toEqual([]);
  // every public path carries its own page, never the home page's
  const otra = await (await page.request.get(`${e2e.sitio.url}/proyectos_estudiantes`)).text();
  expect(otra).toMatch(/<h1[^>]*>Proyectos de estudiantes<\/h1>/);
  expect(otra).not.toMatch(/hero__titulo/);
  await page.context().close();
});

test('the curriculum expands a subject by its arrow and opens its image in a popup', async () => {
  const page = await e2e.pagina();
  await page.goto(e2e.sitio.url);
  const materia = page.getByRole('button', { name: 'Arquitecturas de Software', exact: true });
  expect(await materia.getAttribute('aria-expanded')).toBe('false');
  await materia.click();
  expect(await materia.getAttribute('aria-expanded')).toBe('true');
  await page.getByText('Atributos de calidad y tácticas').waitFor();
  await page.getByRole('button', { name: 'Diagrama de un bloque que se divide en tres módulos (ampliar)' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Diagrama de un bloque que se divide en tres módulos' });
  await dialogo.waitFor();
  await revisarAxe(page, 'popup de imagen');
  await capturar(page, 'inicio-popup');
  await page.keyboard.press('Escape');
  await dialogo.waitFor({ state: 'detached' });
  await materia.click();
  expect(await materia.getAttribute('aria-expanded')).toBe('false');
  await page.context().close();
});

test('login validates, shows the server mensaje in a dialog and keeps what was typed', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/login`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Se necesita ingresar un usuario.').waitFor();
  await page.getByText('Se necesita ingresar una contraseña.').waitFor();
  await revisarAxe(page, '/login con errores');
  await capturar(page, 'login-errores');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill('incorrecta');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const alerta = page.getByRole('alertdialog', { name: 'Aviso' });
  await alerta.getByText('Usuario o contraseña incorrectos.').waitFor();
  await alerta.getByRole('button', { name: 'Aceptar' }).click();
  expect(await page.getByLabel('Usuario').inputValue()).toBe('admin');
  expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
  await page.context().close();
});

test('an admin sets and activates the enrolment link, then a visitor sees the banner', async () => {
  const page = await e2e.comoRol('a');
  await page.getByRole('heading', { name: 'Panel de administración' }).waitFor();
  for (const t of ['Preguntas y Respuestas', 'Proyectos de Estudiantes', 'Empresas de Estadias', 'Alumnos', 'Egresados', 'Eventos']) {
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(t) })
      .waitFor();
  }
  await revisarAxe(page, '/panel_admin');
  await capturar(page, 'panel-admin');

  await page.getByRole('button', { name: 'Más ▾' }).click();
  await page.getByRole('button', { name: 'Enlace de Inscripciones', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: 'Enlace de inscripciones' });
  const campo = dialogo.getByLabel('Enlace para las inscripciones');
  await campo.fill('');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await dialogo.getByText('Se necesita el enlace para las inscripciones.').waitFor();
  await campo.fill('https://inscripciones.ejemplo.edu.mx/2027');
  await dialogo.getByLabel('Mostrar el banner de preinscripción en la página de inicio').check();
  await revisarAxe(page, 'editar_enlace');
  await capturar(page, 'editar-enlace');
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await dialogo.waitFor({ state: 'detached' });
  await page.getByRole('status').getByText('Enlace guardado y activado.').waitFor();

  // the same modal is reachable as a route
  await page.goto(`${e2e.sitio.url}/panel_admin/editar_enlace`);
  await page.getByRole('dialog', { name: 'Enlace de inscripciones' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL(`${e2e.sitio.url}/panel_admin`);

  await page.getByRole('button', { name: 'Más ▾' }).click();
  await page.getByRole('link', { name: 'Cerrar sesión' }).click();
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  await page.context().close();

  const visitante = await e2e.pagina();
  await visitante.goto(e2e.sitio.url);
  await banner(visitante).waitFor();
  expect(await visitante.getByRole('link', { name: /Ir a la preinscripción/ }).getAttribute('href')).toBe(
    'https://inscripciones.ejemplo.edu.mx/2027',
  );
  await revisarAxe(visitante, '/ con banner');
  await capturar(visitante, 'inicio-banner');
  await visitante.context().close();
});

test('the student and the super admin land on their own panels, and guards send strays home', async () => {
  const page = await e2e.comoRol('e');
  await page.getByRole('heading', { name: 'Panel del alumno' }).waitFor();
  expect(await page.locator('.barra__logo').evaluate((el) => el.tagName)).toBe('SPAN'); // student logo links nowhere
  await revisarAxe(page, '/panel_alumno');
  await capturar(page, 'panel-alumno');
  await page.goto(`${e2e.sitio.url}/panel_admin`);
  await page.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await salir(page, e2e.sitio);

  await entrarComo(page, e2e.sitio, 's');
  await revisarAxe(page, '/panel_superadmin');
  await capturar(page, 'panel-superadmin');
  await page.goto(`${e2e.sitio.url}/panel_alumno`);
  await page.waitForURL(`${e2e.sitio.url}/panel_superadmin`);
  await salir(page, e2e.sitio);

  await page.goto(`${e2e.sitio.url}/panel_superadmin`);
  await page.waitForURL(`${e2e.sitio.url}/`);
  await page.context().close();
});

test('a visitor with a forged rol=a cookie gets no admin page and no admin data', async () => {
  const page = await e2e.pagina();
  await page.context().addCookies([
    { name: 'rol', value: 'a', url: e2e.sitio.url },
    { name: 'pk_usuario', value: '2', url: e2e.sitio.url },
  ]);
  await page.goto(`${e2e.sitio.url}/panel_admin`);
  await page.waitForURL(`${e2e.sitio.url}/`);
  const r = await llamarDesdePagina(page, { funcion: 'cambiarEstadoEnlace', enlace: 'https://malicioso.example', estatus: '1' });
  expect(r.status).toBe(401);
  expect(r.body.codigo).toBe(0);
  const enlace = await llamarDesdePagina(page, { funcion: 'mostrarEnlace' });
  expect(enlace.body.enlace).not.toBe('https://malicioso.example');
  await page.context().close();
});

test('unknown paths and /error show the 404 page with a link home', async () => {
  const page = await e2e.pagina();
  for (const ruta of ['/no-existe/en/ninguna-parte', '/error']) {
    await page.goto(`${e2e.sitio.url}${ruta}`);
    await page.getByRole('heading', { name: 'Error 404 / Página no encontrada' }).waitFor();
  }
  await revisarAxe(page, '404');
  await capturar(page, 'no-encontrada');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await page.waitForURL(`${e2e.sitio.url}/`);
  await page.context().close();
});

test('on a phone the hamburger opens the side bar with the five links and a close icon', async () => {
  const page = await e2e.pagina(390);
  await page.goto(e2e.sitio.url);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  for (const t of ['Proyectos de estudiantes', 'Experiencias de estadías', 'Casos de éxito', 'Eventos', 'Foro'])
    await menu.getByRole('link', { name: t }).waitFor();
  await revisarAxe(page, 'barra lateral');
  await page.screenshot({ path: path.join(CAPTURAS, 'barra-lateral-390.png') });
  await menu.getByRole('button', { name: 'Cerrar menú' }).click();
  await menu.waitFor({ state: 'detached' });
  // scrolling: the navbar turns solid after 10 px and the scroll-to-top button appears after 50 px
  await page.mouse.wheel(0, 400);
  await page.getByRole('button', { name: 'Volver arriba' }).waitFor();
  expect(await page.locator('header.barra').getAttribute('class')).toContain('barra--solida');
  await page.context().close();
});
