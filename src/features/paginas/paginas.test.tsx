// /acerca_de from the `acerca_de` page staff edit: its title, the server's sanitized body (the
// only markup inserted), each person with a photo or initials; a failed read offers to retry.
import { screen, within } from '@testing-library/react';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiDelArchivo } from '@/pruebas/apiPrueba';
import { mostrarPaginaDe, paginasDePrueba } from '@/pruebas/paginas';
import { iniciales } from './publico/AcercaDe';

let paginas = paginasDePrueba();
const api = apiDelArchivo();
beforeEach(() => {
  paginas = paginasDePrueba();
  api.responder({ mostrarPagina: (c) => mostrarPaginaDe(paginas)(c) });
});

describe('/acerca_de', () => {
  it("shows the page's title, its body as the server rendered it and each person, with a photo or initials", async () => {
    paginas.acerca_de.titulo = 'Quiénes somos';
    renderApp({ route: '/acerca_de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByText('estudiantes').tagName).toBe('EM');
    const lista = screen.getByRole('region', { name: 'Quiénes lo hicieron' });
    expect(
      within(lista)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Andrea Torres', 'M. en C. Roberto Salinas']);
    expect(within(lista).getByText('Profesor asesor')).toHaveClass('persona__papel');
    expect(within(lista).getByText('AT')).toHaveAttribute('aria-hidden', 'true');
    expect(within(lista).getByAltText('Foto de M. en C. Roberto Salinas')).toBeInTheDocument();
    expect(document.title).toMatch(/^Quiénes somos \|/);
    expect(
      api
        .de('mostrarPagina')
        .map((c) => c.clave)
        .sort(),
    ).toEqual(['acerca_de', 'contacto']);
  });

  it('offers to retry when the page cannot be read', async () => {
    api.responder({ mostrarPagina: () => ({ status: 500, body: { codigo: 0, mensaje: 'Error del servidor.' } }) });
    renderApp({ route: '/acerca_de' });
    expect(await screen.findByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Acerca de' })).toBeInTheDocument();
  });

  it('initials drop an academic title and keep two names', () => {
    expect(iniciales('M. en C. Roberto Carlos Salinas Ibarra')).toBe('RC');
    expect(iniciales('Andrea Valeria Torres')).toBe('AV');
  });
});
