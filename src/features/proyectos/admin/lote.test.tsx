// Issue 43 on the projects' admin list, the whole app against a scripted api.php: filters from the
// address and from the store, "Seleccionar los N que coinciden" across pages, one confirmation that
// names the count and the first items, one "Deshacer" that calls back with the answer's undo, and
// "Edición rápida" by keyboard (Enter saves through editarProyecto, Escape cancels, focus returns).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { proyectoGuardado } from '@/pruebas/proyectos';
import { NINGUN_PROYECTO, type GrupoCuatrimestre, type ProyectoResumen } from '../tipos';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

const NOMBRES = ['Inventario', 'Agenda', 'Tienda', 'Foro', 'Biblioteca', 'Cafetería', 'Nómina', 'Tutorías', 'Clima', 'Rutas', 'Becas', 'Huerto'];
// 12 projects of term 4, then 20 of term 5 (two pages of 24)
const resumenes: ProyectoResumen[] = [
  ...NOMBRES.map((n, i) => ({ pk_proyecto: i + 1, nombre_proyecto: n, cuatrimestre: 4, img: '' })),
  ...Array.from({ length: 20 }, (_, i) => ({ pk_proyecto: 100 + i, nombre_proyecto: `Proyecto ${i}`, cuatrimestre: 5, img: '' })),
];
const grupos = (): GrupoCuatrimestre[] => [
  { cuatrimestre: 4, proyectos: resumenes.slice(0, 12) },
  { cuatrimestre: 5, proyectos: resumenes.slice(12) },
];
const llamadas = (f: string) => api.llamadas.filter((l) => l.funcion === f).map((l) => l.campos);

beforeEach(() => api.responder({ obtenerTodosProyectosPorCuatrimestre: () => ({ body: grupos() }) }));

const RUTA = '/panel_admin/proyectos_estudiantes';
const tarjetas = async () =>
  within(await screen.findByRole('list', { name: 'Proyectos' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

it('reads the filters from the address into the store, and a store imported without them puts them back in the address', async () => {
  const { store, unmount } = renderApp({ route: `${RUTA}?cuatrimestre=4&orden=2`, preloadedState: admin });
  expect(await tarjetas()).toEqual([...NOMBRES].sort((a, b) => a.localeCompare(b, 'es')));
  await waitFor(() => expect(store.getState().listasAdmin.Proyectos?.valores).toEqual({ cuatrimestre: '4', orden: '2' }));
  expect(screen.getByRole('combobox', { name: 'Cuatrimestre' })).toHaveValue('4');
  unmount();

  const listasAdmin = { Proyectos: { pagina: { n: 1, busqueda: '' }, filtros: [], seleccion: [], valores: { cuatrimestre: '5' } } };
  const { router } = renderApp({ route: RUTA, preloadedState: { ...admin, listasAdmin } });
  await waitFor(() => expect(router.state.location.search).toBe('?cuatrimestre=5'));
  await waitFor(async () => expect(await tarjetas()).toHaveLength(20));
  // the status filter: none of them is scheduled
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'programado');
  expect(await screen.findByText(NINGUN_PROYECTO)).toBeInTheDocument();
  expect(router.state.location.search).toBe('?cuatrimestre=5&estado=programado');
  // "De baja" is the "Dados de baja" view
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'baja');
  await waitFor(() => expect(router.state.location.search).toBe('?cuatrimestre=5&vista=bajas'));
});

it('selects every match across pages, confirms once naming the count and the first items, and one "Deshacer" brings them back', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: `${RUTA}?q=a&cuatrimestre=4`, preloadedState: admin });
  await tarjetas();
  await user.click(screen.getByRole('button', { name: /^Seleccionar los \d+ que coinciden$/ }));
  const marcados = store.getState().listasAdmin.Proyectos.seleccion;
  // the selection in the list's order (the server's: term, then name)
  const elegidos = resumenes.filter((p) => marcados.includes(p.pk_proyecto));
  const nombres = elegidos.map((p) => p.nombre_proyecto);
  const pks = elegidos.map((p) => p.pk_proyecto);
  expect(nombres.length).toBeGreaterThan(3);
  expect(screen.getByRole('checkbox', { name: `Seleccionar ${nombres[0]}` })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Exportar la selección (CSV)' })).toHaveAttribute(
    'href',
    `/panel_admin/exportar/proyectos.csv?pks=${pks.join(',')}`,
  );

  api.responder({
    accionEnLote: (c) => ({
      body: {
        codigo: 1,
        mensaje: c.accion === 'baja' ? `${marcados.length} proyectos dados de baja.` : `${marcados.length} proyectos reactivados.`,
        afectados: marcados.length,
        pks: JSON.parse(c.pks) as number[],
        deshacer: { accion: c.accion === 'baja' ? 'reactivar' : 'baja', pks: JSON.parse(c.pks) as number[] },
      },
    }),
  });
  await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
  const dialogo = await screen.findByRole('alertdialog');
  expect(dialogo).toHaveTextContent(`¿Dar de baja ${nombres.length} proyectos? ${nombres.slice(0, 3).join(', ')} y ${nombres.length - 3} más.`);
  await user.click(within(dialogo).getByRole('button', { name: 'Dar de baja' }));
  const aviso = await screen.findByRole('status');
  expect(await within(aviso).findByText(`${marcados.length} proyectos dados de baja.`)).toBeInTheDocument();
  expect(llamadas('accionEnLote')).toEqual([{ entidad: 'proyectos', accion: 'baja', pks: JSON.stringify(pks) }]);

  await user.click(within(aviso).getByRole('button', { name: 'Deshacer' }));
  await waitFor(() => expect(llamadas('accionEnLote')).toHaveLength(2));
  expect(llamadas('accionEnLote')[1]).toEqual({ entidad: 'proyectos', accion: 'reactivar', pks: JSON.stringify(pks) });
});

it('quick-edits a project by keyboard: Enter saves it whole through editarProyecto, Escape cancels, and the focus returns to the row', async () => {
  const user = userEvent.setup();
  const guardado = proyectoGuardado(
    { ...resumenes[0], zona: 'America/Mexico_City' },
    { descripcion: 'Control de almacén.', enlace: '', fotoMiembros: '', imgs: [[7, 'uploads/proyectos/a.png']], miembros: [[9, 'Ana']] },
  );
  api.responder({
    obtenerProyecto: () => ({ body: guardado }),
    editarProyecto: () => ({ body: { codigo: 1, mensaje: 'Proyecto actualizado correctamente.' } }),
  });
  const { store } = renderApp({ route: `${RUTA}?q=inventario`, preloadedState: admin });
  const enlace = await screen.findByRole('button', { name: 'Edición rápida de Inventario' });
  await user.click(enlace);
  const nombre = screen.getByRole('textbox', { name: 'Nombre del proyecto' });
  expect(nombre).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('form', { name: 'Edición rápida de Inventario' })).toBeNull();
  await waitFor(() => expect(enlace).toHaveFocus());

  await user.keyboard('{Enter}');
  await user.clear(screen.getByRole('textbox', { name: 'Nombre del proyecto' }));
  await user.type(screen.getByRole('textbox', { name: 'Nombre del proyecto' }), 'Inventario 2{Enter}');
  expect(await screen.findByText('Proyecto actualizado correctamente.')).toBeInTheDocument();
  expect(llamadas('editarProyecto')).toEqual([
    expect.objectContaining({ pkProyecto: '1', nombre_proyecto: 'Inventario 2', cuatrimestre: '4', descripcion_proyecto: 'Control de almacén.' }),
  ]);
  expect(JSON.parse(llamadas('editarProyecto')[0].miembros)).toEqual([expect.objectContaining({ nombre: 'Ana', pk: 9 })]);
  expect(store.getState().listasAdmin.Proyectos.edicion).toBeNull();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edición rápida de Inventario' })).toHaveFocus());
});

it('reactivates the deactivated projects of a page together from "Dados de baja"', async () => {
  const user = userEvent.setup();
  api.responder({
    mostrarDadosDeBaja: () => ({
      body: {
        filas: [
          { pk: 1, nombre: 'Inventario', detalle: '' },
          { pk: 2, nombre: 'Agenda', detalle: '' },
        ],
        total: 2,
        pagina: 1,
        porPagina: 50,
      },
    }),
    accionEnLote: () => ({
      body: { codigo: 1, mensaje: '2 proyectos reactivados.', afectados: 2, pks: [1, 2], deshacer: { accion: 'baja', pks: [1, 2] } },
    }),
  });
  renderApp({ route: `${RUTA}?vista=bajas`, preloadedState: admin });
  await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar los proyectos dados de baja de esta página' }));
  // only "Reactivar" here, no schedule and no export of deactivated items
  expect(screen.queryByRole('button', { name: 'Dar de baja' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Exportar la selección (CSV)' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Reactivar' }));
  const dialogo = await screen.findByRole('alertdialog');
  expect(dialogo).toHaveTextContent('¿Reactivar 2 proyectos? Inventario y Agenda.');
  await user.click(within(dialogo).getByRole('button', { name: 'Reactivar' }));
  expect(await screen.findByText('2 proyectos reactivados.')).toBeInTheDocument();
  expect(llamadas('accionEnLote')).toEqual([{ entidad: 'proyectos', accion: 'reactivar', pks: '[1,2]' }]);
});
