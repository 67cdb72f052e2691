// The build-time first screen of the home page: what a phone shows before the JavaScript arrives.
import { inicioEstatico } from './prerender';

describe('inicioEstatico', () => {
  let html = '';
  beforeAll(async () => {
    html = await inicioEstatico();
  });

  it('holds the header, the hero and the footer of the real home page', () => {
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Ingeniería en Desarrollo y Gestión de Software');
    expect(document.querySelector('.hero__texto')?.textContent).toMatch(/^Aprende a diseñar, programar, probar y desplegar software/);
    const nav = document.querySelector('nav[aria-label="Principal"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/proyectos_estudiantes',
      '/empresas_estadias',
      '/casos_de_exito',
      '/eventos',
      '/foro',
    ]);
    expect(document.querySelector('footer.pie')).not.toBeNull();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('is plain markup: no script, no inline style (the CSP forbids both)', () => {
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('shows the banner only when the server says so (nothing before the app asks)', () => {
    expect(html).not.toMatch(/inscripci[oó]n/i);
  });
});
