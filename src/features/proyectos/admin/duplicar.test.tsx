// "Duplicar" (issue 43, docs/decisiones/0059-duplicar-y-atajos.md): the row action asks, calls
// duplicarProyecto, shows its notice and opens the copy's edit page; a draft's form says it is not
// published and "Publicar al guardar" fills "Publicar el" with the current time; the edit page has the button too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { proyectoGuardado } from '@/pruebas/proyectos';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

const MENSAJE = 'Copia del proyecto creada sin publicar: revísela y, cuando esté lista, indique «Publicar el».';
const resumen = (pk: number, nombre: string, borrador = false) => ({
  pk_proyecto: pk,
  nombre_proyecto: nombre,
  cuatrimestre: 3,
  img: `uploads/proyectos/img${pk}.png`,
  publicado: !borrador,
  publicar_en: null,
  retirar_en: null,
  zona: 'America/Mexico_City',
});
const guardado = (pk: number, nombre: string, borrador = false) =>
  proyectoGuardado(resumen(pk, nombre, borrador), {
    descripcion: 'Control de préstamos.',
    enlace: '',
    fotoMiembros: '',
    imgs: [[pk * 10, `uploads/proyectos/img${pk}.png`, 'Pantalla principal']],
    miembros: [[pk * 10, 'Ana']],
  });

it('duplicates from the list: asks, calls, notices, opens the copy as a draft whose "Publicar al guardar" fills the date', async () => {
  api.responder({
    obtenerTodosProyectosPorCuatrimestre: () => ({ body: [{ cuatrimestre: 3, proyectos: [resumen(2, 'Inventario')] }] }),
    duplicarProyecto: () => ({ body: { codigo: 1, mensaje: MENSAJE, pk: 9 } }),
    obtenerProyecto: (c) => ({ body: c.pkProyecto === '9' ? guardado(9, 'Copia de Inventario', true) : guardado(2, 'Inventario') }),
  });
  const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes', preloadedState: admin });
  await userEvent.click(await screen.findByRole('button', { name: 'Duplicar Inventario' }));
  const dialogo = await screen.findByRole('alertdialog');
  expect(within(dialogo).getByText('¿Duplicar este proyecto? La copia se crea sin publicar y se abre para editarla.')).toBeInTheDocument();
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Duplicar' }));
  expect(await screen.findByText(MENSAJE)).toBeInTheDocument();
  expect(api.llamadas).toContainEqual({ funcion: 'duplicarProyecto', campos: { pk: '2' } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/proyectos_estudiantes/editar/9'));
  expect(await screen.findByDisplayValue('Copia de Inventario')).toBeInTheDocument();
  expect(screen.getByText(/Sin publicar: nadie fuera del personal lo ve/)).toBeInTheDocument();
  const fecha = screen.getByLabelText(/^Publicar el/);
  expect(fecha).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: 'Publicar al guardar' }));
  expect((fecha as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  expect(screen.queryByRole('button', { name: 'Publicar al guardar' })).not.toBeInTheDocument();
  // the copy's own page offers "Duplicar" too
  expect(screen.getByRole('button', { name: 'Duplicar Copia de Inventario' })).toBeInTheDocument();
});

it('the list labels a draft "Sin publicar"; a published project\'s form has no draft notice', async () => {
  api.responder({
    obtenerTodosProyectosPorCuatrimestre: () => ({ body: [{ cuatrimestre: 3, proyectos: [resumen(9, 'Copia de Inventario', true)] }] }),
    obtenerProyecto: () => ({ body: guardado(2, 'Inventario') }),
  });
  renderApp({ route: '/panel_admin/proyectos_estudiantes', preloadedState: admin });
  const lista = await screen.findByRole('list', { name: 'Proyectos' });
  expect(within(lista).getByText('Sin publicar')).toBeInTheDocument();
  renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/2', preloadedState: admin });
  expect(await screen.findByDisplayValue('Inventario')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Publicar al guardar' })).not.toBeInTheDocument();
  expect(screen.getByText('En la hora local del programa. Vacío: se publica al guardar.')).toBeInTheDocument();
});

// Found by e2e/lote.e2e.ts: the copy's address opened with the original's form (Cargar keeps the
// first item it loaded, and the same page stayed mounted for the new pk; saving would have written
// the original over the copy). The edit pages key Cargar by the address's pk.
it("duplicates from the original's edit page: the copy's page shows the copy's form, not the original's (e2e/lote.e2e.ts)", async () => {
  api.responder({
    duplicarProyecto: () => ({ body: { codigo: 1, mensaje: MENSAJE, pk: 9 } }),
    obtenerProyecto: (c) => ({ body: c.pkProyecto === '9' ? guardado(9, 'Copia de Inventario', true) : guardado(2, 'Inventario') }),
  });
  const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/2', preloadedState: admin });
  expect(await screen.findByDisplayValue('Inventario')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Duplicar Inventario' }));
  await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Duplicar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/proyectos_estudiantes/editar/9'));
  expect(await screen.findByDisplayValue('Copia de Inventario')).toBeInTheDocument();
  expect(screen.getByText(/Sin publicar: nadie fuera del personal lo ve/)).toBeInTheDocument();
});
