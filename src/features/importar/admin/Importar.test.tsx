// /panel_admin/importar in the whole app against a scripted api.php: the tile, the template and
// export links, a spreadsheet and a ZIP chosen by their labels, "Previsualizar" (the files sent as
// data URLs), the preview, "Importar 1 fila válida", the result and "Deshacer importación" asked once;
// and the same screen replayed from a state holding only the store (the files by name).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, sesion, type ApiFalsa } from '@/pruebas/foro';
import { inicialImportacion } from '../modelo';

let api: ApiFalsa;
beforeAll(async () => {
  api = await apiFalsa({});
});
afterAll(() => api.cerrar());
const filas = [
  { linea: 2, titulo: 'Robot lector', errores: [] },
  { linea: 3, titulo: 'Huerto', errores: [{ columna: 'Imágenes', mensaje: 'La imagen «a.png» no está en el ZIP ni en la biblioteca.' }] },
];
beforeEach(() => {
  api.llamadas.length = 0;
  api.guion = {
    previsualizarImportacion: () => ({
      codigo: 1,
      mensaje: '1 de 2 filas se pueden importar.',
      token: 'tok'.repeat(10),
      filas,
      validas: 1,
      conErrores: 1,
    }),
    confirmarImportacion: () => ({
      codigo: 1,
      mensaje: 'Se importó 1 elemento.',
      creados: 1,
      pks: [41],
      editores: ['/panel_admin/eventos_admin/editar/41'],
    }),
    deshacerImportacion: () => ({ codigo: 1, mensaje: 'Importación deshecha: se eliminó 1 elemento.', eliminados: 1 }),
  };
});

const RUTA = '/panel_admin/importar';

it('has its tile in the admin panel', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  expect(await within(await screen.findByRole('main')).findByRole('link', { name: /Importar y exportar/ })).toHaveAttribute('href', RUTA);
});

it('previews a spreadsheet and a ZIP, imports the valid row, and undoes it after asking', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: RUTA, preloadedState: sesion('a') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Importar y exportar' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Qué desea importar' }), 'eventos');
  expect(screen.getByRole('link', { name: 'Descargar la plantilla de eventos' })).toHaveAttribute(
    'href',
    '/panel_admin/exportar/plantilla-eventos.csv',
  );
  expect(screen.getByRole('link', { name: 'Exportar CSV de solicitudes de información' })).toHaveAttribute(
    'href',
    '/panel_admin/exportar/solicitudes.csv',
  );
  await user.upload(screen.getByLabelText('Hoja de cálculo (CSV o XLSX)'), new File(['Nombre\nX'], 'eventos.csv', { type: 'text/csv' }));
  await user.upload(screen.getByLabelText('Imágenes en un ZIP (opcional)'), new File(['PK'], 'fotos.zip', { type: 'application/zip' }));
  expect(store.getState().importacion).toMatchObject({
    entidad: 'eventos',
    hoja: { nombre: 'eventos.csv', tamano: 8 },
    imagenes: { nombre: 'fotos.zip', tamano: 2 },
  });
  await user.click(screen.getByRole('button', { name: 'Previsualizar' }));

  expect(await screen.findByText('1 fila válida, 1 fila con errores.')).toBeInTheDocument();
  expect(api.llamadas.find((l) => l.funcion === 'previsualizarImportacion')).toMatchObject({
    entidad: 'eventos',
    archivo: `data:text/csv;base64,${btoa('Nombre\nX')}`,
    nombreArchivo: 'eventos.csv',
    nombreImagenes: 'fotos.zip',
  });
  await user.click(screen.getByRole('button', { name: 'Importar 1 fila válida' }));
  expect(await screen.findByText('Se importó 1 elemento.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Editar «Robot lector»' })).toHaveAttribute('href', '/panel_admin/eventos_admin/editar/41');

  await user.click(screen.getByRole('button', { name: 'Deshacer importación' }));
  const dialogo = screen.getByRole('alertdialog', { name: '¿Eliminar el elemento que creó esta importación?' });
  expect(api.llamadas.filter((l) => l.funcion === 'deshacerImportacion')).toHaveLength(0);
  await user.click(within(dialogo).getByRole('button', { name: 'Sí, deshacer' }));
  expect(await screen.findByText('Importación deshecha: se eliminó 1 elemento.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Deshacer importación' })).not.toBeInTheDocument());
  expect(api.llamadas.find((l) => l.funcion === 'deshacerImportacion')).toMatchObject({ token: 'tok'.repeat(10) });
});

it('replays a preview from the store alone: the files by name, the rows, the button', async () => {
  renderApp({
    route: RUTA,
    preloadedState: {
      ...sesion('a'),
      importacion: {
        ...inicialImportacion,
        paso: 'previa',
        token: 't',
        filas,
        validas: 0,
        conErrores: 2,
        hoja: { nombre: 'semestre.xlsx', tamano: 2048 },
      },
    } as never,
  });
  expect(await screen.findByText('semestre.xlsx (2 KB)')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Huerto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Importar 0 filas válidas' })).toBeDisabled();
});
