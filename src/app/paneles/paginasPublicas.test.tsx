// The staff-edited pages where visitors read them: the home's hero, calls to action, banner text and
// upcoming key dates; /admisiones (body, every key date, the curriculum's PDF, the contact block,
// the enquiry section); the public footer's contact lines (and none in an area's footer).
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/pruebas/renderConProveedores';
import { SESION_ADMIN, apiDelArchivo } from '@/pruebas/apiPrueba';
import { mostrarPaginaDe, paginasDePrueba } from '@/pruebas/paginas';
import { programaConAdmision } from './Admisiones';

let paginas = paginasDePrueba();
const api = apiDelArchivo();
beforeEach(() => {
  paginas = paginasDePrueba();
  api.responder({
    mostrarPagina: (c) => mostrarPaginaDe(paginas)(c),
    mostrarEnlace: () => ({ enlace: 'https://inscribete.mx', estatus: 1 }),
  });
});

describe('the home page', () => {
  it("shows the inicio page's hero, the two calls to action and the banner's text", async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingeniería de Prueba' })).toBeInTheDocument();
    expect(screen.getByText('Universidad de Prueba')).toHaveClass('hero__eyebrow');
    expect(screen.getByText('software').tagName).toBe('STRONG');
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(hero).getByRole('link', { name: 'Admisiones' })).toHaveAttribute('href', '/admisiones');
    expect(within(hero).getByRole('link', { name: 'Solicita información' })).toHaveAttribute('href', '/admisiones#solicita-informacion');
    expect(await screen.findByText('Quedan pocos lugares.')).toHaveClass('banner__texto');
  });

  it('lists the next three key dates still ahead, soonest first, and links to all of them', async () => {
    renderApp({ route: '/' });
    const fechas = await screen.findByRole('region', { name: 'Próximas fechas' });
    expect(
      within(fechas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 de febrero de 2099Abre la preinscripción', '30 de mayo de 2099Cierra la preinscripción', '15 de junio de 2099Examen de admisión']);
    expect(within(fechas).getByText('1 de febrero de 2099')).toHaveAttribute('datetime', '2099-02-01');
    expect(within(fechas).getByRole('link', { name: 'Todas las fechas de admisión' })).toHaveAttribute('href', '/admisiones#fechas');
  });

  it('shows no dates block when every date is past', async () => {
    paginas.admisiones.datos.fechas = [{ fecha: '2020-01-10', texto: 'Convocatoria pasada' }];
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Ingeniería de Prueba' });
    await screen.findByText('Quedan pocos lugares.');
    expect(screen.queryByRole('region', { name: 'Próximas fechas' })).toBeNull();
    expect(screen.queryByText('Convocatoria pasada')).toBeNull();
  });
});

describe('/admisiones', () => {
  it('shows the body, every key date, the PDF, the contact block and the empty enquiry section', async () => {
    renderApp({ route: '/admisiones' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Costos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admisiones' })).toBeInTheDocument();
    expect(screen.getByText(/Colegiatura \$1,800/)).toBeInTheDocument();
    const fechas = screen.getByRole('region', { name: 'Fechas clave' });
    expect(within(fechas).getAllByRole('listitem')).toHaveLength(5);
    expect(within(fechas).getByText('Convocatoria pasada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar el plan de estudios (PDF)' })).toHaveAttribute('href', '/plan_de_estudios.pdf');
    const contacto = await screen.findByRole('region', { name: 'Contacto' });
    expect(within(contacto).getByText('Lunes a viernes de 9 a 17 h.')).toBeInTheDocument();
    expect(within(contacto).getByRole('link', { name: 'admisiones@prueba.edu.mx' })).toHaveAttribute('href', 'mailto:admisiones@prueba.edu.mx');
    expect(within(contacto).getByRole('link', { name: '+52 449 123 4567' })).toHaveAttribute('href', 'tel:+524491234567');
    const solicitud = screen.getByRole('region', { name: 'Solicita información' });
    expect(solicitud).toHaveAttribute('id', 'solicita-informacion');
    expect(document.title).toMatch(/^Admisiones \|/);
  });

  it('describes the programme for search engines with the dates staff marked and the contact', () => {
    const ld = programaConAdmision(paginas.admisiones.datos.fechas, paginas.contacto.datos);
    expect(ld).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      applicationStartDate: '2099-02-01',
      applicationDeadline: '2099-05-30',
      startDate: '2099-09-01',
      provider: {
        '@type': 'CollegeOrUniversity',
        telephone: '+52 449 123 4567',
        email: 'admisiones@prueba.edu.mx',
        address: { '@type': 'PostalAddress', streetAddress: 'Av. Prueba 100, Aguascalientes' },
      },
    });
  });
});

describe('the footer', () => {
  it('has the contact lines and the address with a plain map link on every public page, and a link to Admisiones', async () => {
    for (const route of ['/acerca_de', '/admisiones']) {
      const { unmount } = renderApp({ route });
      const pie = await screen.findByRole('contentinfo');
      expect(await within(pie).findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
      expect(within(pie).getByRole('link', { name: 'admisiones@prueba.edu.mx' })).toHaveAttribute('href', 'mailto:admisiones@prueba.edu.mx');
      expect(within(pie).getByRole('link', { name: '+52 449 123 4567' })).toHaveAttribute('href', 'tel:+524491234567');
      expect(within(pie).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/524491234567');
      expect(within(pie).getByText(/Av\. Prueba 100, Aguascalientes/)).toBeInTheDocument();
      expect(within(pie).getByRole('link', { name: /Ver mapa/ })).toHaveAttribute('href', 'https://www.openstreetmap.org/x');
      expect(within(pie).getByRole('link', { name: 'Admisiones' })).toHaveAttribute('href', '/admisiones');
      unmount();
    }
  });

  it("is not asked for in an area's footer", async () => {
    renderApp({ route: '/panel_admin', preloadedState: SESION_ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Panel de administración' });
    expect(within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Contacto' })).toBeNull();
    expect(api.de('mostrarPagina')).toEqual([]);
  });
});
