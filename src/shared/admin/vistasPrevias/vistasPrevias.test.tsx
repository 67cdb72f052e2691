// The editors' preview buttons (issue 37) in the whole app (admin session) against a scripted
// api.php: "Vista previa" shows the form's unsaved values through the project's public page under
// the band, open while ?vista=previa; "Compartir vista previa" creates a link and shows it with
// "Copiar enlace" and its expiry, and lists the live links, each revoked behind the confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { proyectoGuardado } from '@/pruebas/proyectos';
import { BANDA_VISTA_PREVIA } from '@/shared/api/contrato/vistasPrevias';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

const EXPIRA = Date.UTC(2026, 11, 3, 15, 0);
const guardado = proyectoGuardado(
  { pk_proyecto: 5, nombre_proyecto: 'Portal', cuatrimestre: 4, img: '' },
  { descripcion: 'Descripción guardada.', enlace: '', fotoMiembros: '', imgs: [], miembros: [[8, 'Valeria']] },
);

it('"Vista previa" shows the unsaved values through the public project page, under the band, with no call', async () => {
  api.responder({ obtenerProyecto: () => ({ body: guardado }), traerVistasPrevias: () => ({ body: [] }) });
  const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/5', preloadedState: admin });
  const descripcion = await screen.findByLabelText('Descripción');
  await userEvent.clear(descripcion);
  await userEvent.type(descripcion, 'Texto aún sin guardar.');
  const llamadas = api.llamadas.length;
  await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Vista previa' });
  expect(router.state.location.search).toBe('?vista=previa');
  expect(within(dialogo).getByRole('note', { name: 'Vista previa' })).toHaveTextContent(BANDA_VISTA_PREVIA);
  expect(within(dialogo).getByRole('heading', { level: 1, name: 'Portal' })).toBeInTheDocument();
  expect(within(dialogo).getByText('Texto aún sin guardar.')).toBeInTheDocument();
  expect(within(dialogo).getByText('Valeria')).toBeInTheDocument();
  // (the editor's own background calls aside: its lock's heartbeat and its draft kept on the server, issue 48)
  const deLaEdicion = ['latirBloqueo', 'guardarBorrador'];
  expect(api.llamadas.slice(llamadas).filter((l) => l.funcion !== 'traerVistasPrevias' && !deLaEdicion.includes(l.funcion))).toEqual([]);
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Cerrar vista previa' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vista previa' })).toBeNull());
  expect(router.state.location.search).toBe('');
  // the unsaved text is still in the form
  expect(screen.getByLabelText('Descripción')).toHaveValue('Texto aún sin guardar.');
});

it('"Compartir vista previa" shows the link with its copy button and expiry; "Revocar" asks first, then calls', async () => {
  let vivas = [{ pk_vista_previa: 3, creada: EXPIRA - 48 * 3_600_000, expira: EXPIRA, usuario: 'Admin de Prueba' }];
  api.responder({
    obtenerProyecto: () => ({ body: guardado }),
    traerVistasPrevias: () => ({ body: vivas }),
    crearVistaPrevia: () => ({
      body: { codigo: 1, mensaje: 'Enlace de vista previa creado.', url: 'https://sitio.mx/vista_previa/abc.def', token: 'abc.def', expira: EXPIRA },
    }),
    revocarVistaPrevia: () => {
      vivas = [];
      return { body: { codigo: 1, mensaje: 'Enlace de vista previa revocado: ya no funciona.' } };
    },
  });
  renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/5', preloadedState: admin });
  await userEvent.click(await screen.findByRole('button', { name: 'Compartir vista previa' }));
  const enlace = await screen.findByLabelText('Enlace de vista previa (funciona sin cuenta)');
  expect(enlace).toHaveValue('https://sitio.mx/vista_previa/abc.def');
  expect(api.llamadas.find((l) => l.funcion === 'crearVistaPrevia')?.campos).toEqual({ entidad: 'proyecto', pk: '5' });
  expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  expect(screen.getAllByText(/Vence el jueves 3 de diciembre de 2026, 09:00/).length).toBeGreaterThan(0);

  const vigentes = await screen.findByRole('region', { name: 'Enlaces de vista previa vigentes' });
  expect(within(vigentes).getByText(/Creado por Admin de Prueba el martes 1 de diciembre de 2026, 09:00/)).toBeInTheDocument();
  await userEvent.click(within(vigentes).getByRole('button', { name: 'Revocar' }));
  const confirmar = await screen.findByRole('alertdialog');
  expect(within(confirmar).getByText('¿Está seguro de realizar esta acción?')).toBeInTheDocument();
  expect(api.llamadas.some((l) => l.funcion === 'revocarVistaPrevia')).toBe(false);
  await userEvent.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(api.llamadas.find((l) => l.funcion === 'revocarVistaPrevia')?.campos).toEqual({ pkVistaPrevia: '3' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Enlaces de vista previa vigentes' })).toBeNull());
});

it('a project not registered yet has "Vista previa" but nothing to share', async () => {
  renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
  expect(await screen.findByRole('button', { name: 'Vista previa' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Compartir vista previa' })).toBeNull();
});

it('the event form\'s "Vista previa" shows the typed event through the public events list, its time in the programme\'s zone', async () => {
  api.responder({
    obtenerEvento: () => ({
      body: {
        pk_evento: 7,
        nombre_evento: 'Feria de estadías',
        descripcion_evento: 'Empresas de la región.',
        imgs: [],
        inicio: '2027-03-12T16:00:00Z',
        fin: null,
        todo_el_dia: false,
        lugar: 'Auditorio',
        enlace_en_linea: '',
        cancelado: false,
        secuencia: 1,
        editado: '2026-11-20 10:00:00',
        zona: 'America/Mexico_City',
      },
    }),
    traerVistasPrevias: () => ({ body: [] }),
  });
  renderApp({ route: '/panel_admin/eventos_admin/editar/7', preloadedState: admin });
  const nombre = await screen.findByLabelText('Nombre del evento');
  await userEvent.clear(nombre);
  await userEvent.type(nombre, 'Feria de estadías 2027');
  await userEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Vista previa' });
  expect(within(dialogo).getByRole('note', { name: 'Vista previa' })).toHaveTextContent(BANDA_VISTA_PREVIA);
  expect(within(dialogo).getByRole('heading', { level: 1, name: 'Eventos' })).toBeInTheDocument();
  expect(within(dialogo).getByText('Feria de estadías 2027')).toBeInTheDocument();
  expect(within(dialogo).getByText('Empresas de la región.')).toBeInTheDocument();
  expect(within(dialogo).getAllByText(/10:00/).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Compartir vista previa' })).toBeInTheDocument();
});
