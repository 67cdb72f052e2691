// Public project pages in the whole app against a scripted api.php: grouping by term, the empty
// list, the detail with its image popup, and the not-found state.
import { configure, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorPorFuncion, type ServidorPorFuncion } from '@/pruebas/apiPrueba';
import type { GrupoCuatrimestre } from '../tipos';
import { proyectoGuardado } from '@/pruebas/proyectos';

// the machine is shared and slow at times: give async queries more than the default 1 s
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let api: ServidorPorFuncion;
beforeAll(async () => {
  api = await servidorPorFuncion();
});
afterAll(() => api.cerrar());

const grupos: GrupoCuatrimestre[] = [
  { cuatrimestre: 2, proyectos: [{ pk_proyecto: 1, nombre_proyecto: 'Agenda Móvil', cuatrimestre: 2, img: 'uploads/proyectos/aaaaaaaa.png' }] },
  {
    cuatrimestre: 7,
    proyectos: [
      { pk_proyecto: 2, nombre_proyecto: 'Tienda Artesanal', cuatrimestre: 7, img: 'uploads/proyectos/bbbbbbbb.png' },
      { pk_proyecto: 3, nombre_proyecto: 'Tutorías', cuatrimestre: 7, img: 'uploads/proyectos/cccccccc.png' },
    ],
  },
];

const proyecto = proyectoGuardado(grupos[1].proyectos[0], {
  descripcion: 'Comercio electrónico para artesanos.',
  enlace: 'https://github.com/ejemplo/tienda',
  fotoMiembros: 'uploads/proyectos/equipo00.png',
  imgs: [
    [10, 'uploads/proyectos/bbbbbbbb.png'],
    [11, 'uploads/proyectos/dddddddd.png'],
  ],
  miembros: [
    [1, 'Mariana Flores'],
    [2, 'Óscar Medina'],
  ],
});

describe('/proyectos_estudiantes', () => {
  it('groups the projects under a heading per term, in order, each linking to its page', async () => {
    api.responder({ obtenerTodosProyectosPorCuatrimestre: () => ({ body: grupos }) });
    renderApp({ route: '/proyectos_estudiantes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proyectos de estudiantes' })).toBeInTheDocument();
    const secciones = await screen.findAllByRole('region');
    const terminos = secciones.map((s) => within(s).getByRole('heading', { level: 2 }).textContent);
    expect(terminos).toEqual(['2Segundo cuatrimestre', '7Séptimo cuatrimestre']);
    expect(
      within(secciones[1])
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Tienda Artesanal', '/proyectos_estudiantes/2'],
      ['Tutorías', '/proyectos_estudiantes/3'],
    ]);
    expect(document.title).toMatch(/^Proyectos de estudiantes \|/);
  });

  it("shows 'No se encontraron proyectos registrados.' when there are none", async () => {
    api.responder({ obtenerTodosProyectosPorCuatrimestre: () => ({ body: [] }) });
    renderApp({ route: '/proyectos_estudiantes' });
    expect(await screen.findByText('No se encontraron proyectos registrados.')).toBeInTheDocument();
  });
});

describe('/proyectos_estudiantes/:pkProyecto', () => {
  it('shows images, description, link, members and team photo; an image opens the popup', async () => {
    api.responder({ obtenerProyecto: (c) => (c.pkProyecto === '2' ? { body: proyecto } : { status: 404, body: { codigo: 0, mensaje: 'x' } }) });
    const { store } = renderApp({ route: '/proyectos_estudiantes/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tienda Artesanal' })).toBeInTheDocument();
    expect(screen.getByText('Séptimo cuatrimestre')).toBeInTheDocument();
    expect(screen.getByText('Comercio electrónico para artesanos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visitar el proyecto/ })).toHaveAttribute('href', 'https://github.com/ejemplo/tienda');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Mariana Flores', 'Óscar Medina']));
    expect(screen.getByRole('img', { name: 'Equipo de Tienda Artesanal' })).toHaveAttribute('src', '/uploads/proyectos/equipo00.png');
    await userEvent.click(screen.getByRole('button', { name: 'Ampliar imagen 2 de 2' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'imagePopup', src: '/uploads/proyectos/dddddddd.png', alt: 'Tienda Artesanal: imagen 2 de 2' });
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByRole('img', { name: 'Tienda Artesanal: imagen 2 de 2' })).toBeInTheDocument();
  });

  it('an admin on the page of a scheduled project is told it is not public yet, with its date; a published one has no band', async () => {
    const programado = { ...proyecto, publicado: false, publicar_en: '2026-12-03T14:00:00Z', retirar_en: null, zona: 'America/Mexico_City' };
    api.responder({ obtenerProyecto: () => ({ body: programado }) });
    const { unmount } = renderApp({ route: '/proyectos_estudiantes/2' });
    const banda = await screen.findByRole('note', { name: 'Página no publicada' });
    expect(banda).toHaveTextContent('Solo el personal ve esta página: no está publicada. Publicación: jueves 3 de diciembre de 2026, 08:00.');
    unmount();
    api.responder({ obtenerProyecto: () => ({ body: { ...programado, publicado: true } }) });
    renderApp({ route: '/proyectos_estudiantes/2' });
    await screen.findByRole('heading', { level: 1, name: 'Tienda Artesanal' });
    expect(screen.queryByRole('note', { name: 'Página no publicada' })).toBeNull();
  });

  it.each(['/proyectos_estudiantes/999', '/proyectos_estudiantes/abc'])('shows a not-found state for %s, not a crash', async (ruta) => {
    api.responder({ obtenerProyecto: () => ({ status: 404, body: { codigo: 0, mensaje: 'El proyecto no existe o fue dado de baja.' } }) });
    renderApp({ route: ruta });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proyecto no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('No encontramos este proyecto. Puede que ya no esté disponible.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute('href', '/proyectos_estudiantes'));
  });
});
