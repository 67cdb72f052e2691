// The "Historial" tab of a project's edit page in the whole app (admin session, the real store)
// against a scripted api.php: the tab and the compared revisions live in the store (a replayed
// state shows them), the comparison marks words, images and members, and the restore goes through
// the kit's confirmation, shows the server's message and refetches the history.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import { diferido, type ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { proyectoGuardado } from '@/pruebas/proyectos';
import type { CampoRevision, Revision, RevisionResumen } from '@/shared/api/contrato/revisiones';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

const RUTA = '/panel_admin/proyectos_estudiantes/editar/5';
const guardado = proyectoGuardado(
  { pk_proyecto: 5, nombre_proyecto: 'Portal', cuatrimestre: 3, img: 'uploads/proyectos/a.png' },
  { descripcion: 'Un portal rápido', enlace: '', fotoMiembros: '', imgs: [[1, 'uploads/proyectos/a.png']], miembros: [[1, 'Ana']] },
);
const campos = (descripcion: string, imgs: string[], miembros: string[]): CampoRevision[] => [
  { clave: 'nombre_proyecto', etiqueta: 'Nombre del proyecto', tipo: 'texto', valor: 'Portal' },
  { clave: 'descripcion_proyecto', etiqueta: 'Descripción', tipo: 'texto', valor: descripcion },
  { clave: 'imgs', etiqueta: 'Imágenes del proyecto', tipo: 'imagenes', valor: imgs.map((ruta) => ({ ruta })) },
  { clave: 'miembros', etiqueta: 'Miembros', tipo: 'lista', valor: miembros },
];
// 10:10 UTC is 04:10 in Mexico City
const resumen = (pk: number, min: number, texto: string): RevisionResumen => ({
  pk_revision: pk,
  fecha: `2026-11-27T10:${String(min).padStart(2, '0')}:00.000Z`,
  usuario: pk === 1 ? 'Ana Admin' : 'Beto Admin',
  resumen: texto,
});
let lista: RevisionResumen[];
const contenido: Record<number, CampoRevision[]> = {
  1: campos('Un portal lento', ['uploads/proyectos/a.png'], ['Ana']),
  2: campos('Un portal lento y seguro', ['uploads/proyectos/a.png', 'uploads/proyectos/b.png'], ['Ana', 'Luis']),
  3: campos('Un portal rápido y seguro', ['uploads/proyectos/b.png'], ['Ana', 'Eva']),
};

const mostrar = ({ pkRevision }: Record<string, string>) => {
  const pk = Number(pkRevision);
  const r = lista.find((x) => x.pk_revision === pk)!;
  return { body: { ...r, entidad: 'proyecto', pk: 5, campos: contenido[pk] } satisfies Revision };
};

beforeEach(() => {
  lista = [
    resumen(3, 30, 'Cambió: Descripción, Imágenes, Miembros'),
    resumen(2, 20, 'Cambió: Descripción'),
    resumen(1, 10, 'Primera versión guardada.'),
  ];
  api.responder({
    obtenerProyecto: () => ({ body: guardado }),
    traerRevisiones: () => ({ body: lista }),
    mostrarRevision: mostrar,
  });
});

const comparacion = () => screen.getByRole('region', { name: 'Comparar dos versiones' });
const campo = (nombre: string) => within(comparacion()).getByRole('region', { name: nombre });

describe('the Historial tab of an edit page', () => {
  it('lists who and when, and compares the newest with the one before: words, images, members, unchanged fields', async () => {
    const { store } = renderApp({ route: RUTA, preloadedState: admin });
    const pestana = await screen.findByRole('tab', { name: 'Historial' });
    expect(screen.getByRole('tab', { name: 'Editar' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(pestana);
    expect(store.getState().historial['proyecto:5']).toEqual({ pestana: 'historial' });
    const versiones = await screen.findByRole('list', { name: 'Versiones guardadas' });
    const filas = within(versiones).getAllByRole('listitem');
    expect(filas.map((f) => f.querySelector('.historial__quien')!.textContent)).toEqual([
      'Versión 3 · 27 nov 2026, 04:30 (UTC−6) · Beto AdminVersión actual',
      'Versión 2 · 27 nov 2026, 04:20 (UTC−6) · Beto Admin',
      'Versión 1 · 27 nov 2026, 04:10 (UTC−6) · Ana Admin',
    ]);
    expect(within(filas[0]).queryByRole('button')).toBeNull();
    expect(within(filas[2]).getByRole('button', { name: 'Restaurar esta versión (Versión 1 · 27 nov 2026, 04:10 (UTC−6))' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Versión anterior' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Versión posterior' })).toHaveValue('3');
    const descripcion = await waitFor(() => campo('Descripción'));
    expect([...descripcion.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['eliminado: lento']);
    expect([...descripcion.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['añadido: rápido']);
    const imagenes = campo('Imágenes del proyecto');
    expect(within(imagenes).getByText('Eliminada').closest('li')!.querySelector('img')).toHaveAttribute('src', expect.stringContaining('a.png'));
    expect(within(imagenes).getAllByText(/Eliminada|Añadida/)).toHaveLength(1);
    const miembros = campo('Miembros');
    expect([...miembros.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['eliminado: Luis']);
    expect([...miembros.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['añadido: Eva']);
    expect(within(comparacion()).getByText('Sin cambios:').parentElement).toHaveTextContent('Sin cambios: Nombre del proyecto.');
  });

  it('any two revisions: the choice lives in the store, and a replayed state shows the same comparison', async () => {
    // revision 1's answer is held: while it loads, the old pair (2 → 3) must not stay on screen
    // under the new choice
    const retenida = diferido<void>();
    api.responder({ mostrarRevision: async (c) => (c.pkRevision === '1' && (await retenida.promesa), mostrar(c)) });
    const { store, unmount } = renderApp({ route: RUTA, preloadedState: admin });
    await userEvent.click(await screen.findByRole('tab', { name: 'Historial' }));
    await waitFor(() => campo('Imágenes del proyecto'));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Versión anterior' }), '1');
    expect(store.getState().historial['proyecto:5']).toEqual({ pestana: 'historial', antes: 1 });
    expect(await within(comparacion()).findByText('Cargando versiones…')).toBeInTheDocument();
    expect(within(comparacion()).queryByRole('region', { name: 'Imágenes del proyecto' })).toBeNull();
    retenida.resolver();
    const imagenes = await waitFor(() => campo('Imágenes del proyecto'));
    expect(within(imagenes).getAllByText('Añadida')).toHaveLength(1);
    expect(within(imagenes).getAllByText('Eliminada')).toHaveLength(1);
    const estado = store.getState().historial;
    unmount();
    renderApp({ route: RUTA, preloadedState: { ...admin, historial: estado } });
    expect(await screen.findByRole('combobox', { name: 'Versión anterior' })).toHaveValue('1');
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect([...campo('Descripción').querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['añadido: rápido y seguro']));
  });

  it('the tabs answer the arrow keys', async () => {
    const { store } = renderApp({ route: RUTA, preloadedState: admin });
    const editar = await screen.findByRole('tab', { name: 'Editar' });
    act(() => editar.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Historial' })).toHaveFocus();
    expect(store.getState().historial['proyecto:5'].pestana).toBe('historial');
    await userEvent.keyboard('{Home}');
    expect(store.getState().historial['proyecto:5'].pestana).toBe('editar');
    expect(await screen.findByLabelText('Descripción')).toHaveValue('Un portal rápido');
  });

  it('restores through the confirmation, shows the server message and refetches the history', async () => {
    api.responder({
      restaurarRevision: () => {
        lista = [resumen(4, 40, 'Restauró la versión del 27/11/2026 10:10 UTC'), ...lista];
        contenido[4] = contenido[1];
        return { body: { codigo: 1, mensaje: 'Versión restaurada correctamente.' } };
      },
    });
    const { store } = renderApp({ route: RUTA, preloadedState: { ...admin, historial: { 'proyecto:5': { pestana: 'historial' } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar esta versión (Versión 1 · 27 nov 2026, 04:10 (UTC−6))' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo).toHaveTextContent('Versión 1 · 27 nov 2026, 04:10 (UTC−6) · Ana Admin');
    expect(store.getState().ui.modal.kind).toBe('confirm');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versión restaurada correctamente.')).toBeInTheDocument();
    expect(api.llamadas.find((l) => l.funcion === 'restaurarRevision')!.campos).toEqual({ pkRevision: '1' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Versiones guardadas' })).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Versión posterior' })).toHaveValue('4');
  });
});
