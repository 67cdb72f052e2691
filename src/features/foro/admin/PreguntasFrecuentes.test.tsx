// The FAQ editor in the whole app against a scripted api.php: reached from the moderation page; the
// stored entries; moves by buttons (focus and order, the draft in the store so a QA export replays a
// moved entry); add and remove; each entry's own message on a refused save (nothing sent); the whole
// list sent once in order; the server's refusal keeps everything; leaving a changed list asks.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, sesion, FRECUENTES, type ApiFalsa } from '@/pruebas/foro';
import { claveBorrador } from '@/shared/modelo/borradores';
import { MENSAJES_FAQ } from '@/shared/api/contrato/preguntasFrecuentes';

let api: ApiFalsa;
let guardada: Record<string, string> | null;
beforeAll(async () => {
  api = await apiFalsa({});
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.llamadas.length = 0;
  guardada = null;
  api.guion = {
    traerPreguntasFrecuentes: () => FRECUENTES,
    traerPreguntas: () => [],
    traerRespuestas: () => [],
    traerPreguntasValidadas: () => [],
    guardarPreguntasFrecuentes: (c) => {
      guardada = c;
      return { codigo: 1, mensaje: MENSAJES_FAQ.guardadas };
    },
  };
});

const RUTA = '/panel_admin/preguntas_respuestas/preguntas_frecuentes';
const CLAVE = claveBorrador(1, 'pregunta_frecuente', null);
const editor = () => renderApp({ route: RUTA, preloadedState: sesion('a') });
const preguntas = () => screen.getAllByLabelText(/^Pregunta \d+$/).map((i) => (i as HTMLInputElement).value);

it('is reached from the moderation page', async () => {
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/panel_admin/preguntas_respuestas', preloadedState: sesion('a') });
  await user.click(await screen.findByRole('link', { name: 'Editar las preguntas frecuentes' }));
  expect(router.state.location.pathname).toBe(RUTA);
  expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
});

it('shows the stored entries in order; the first cannot go up, the last cannot go down', async () => {
  editor();
  await screen.findByDisplayValue('¿Cuánto cuesta la colegiatura?');
  expect(preguntas()).toEqual(FRECUENTES.map((e) => e.pregunta));
  expect(screen.getByLabelText('Respuesta 1')).toHaveValue('La colegiatura base es de $1,800.');
  expect(screen.getByRole('button', { name: /^Subir la pregunta 1/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^Bajar la pregunta 3/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^Bajar la pregunta 1/ })).toBeEnabled();
});

it('moves an entry by its buttons: the focus follows it, the move is announced and kept in the store', async () => {
  const user = userEvent.setup();
  const { store } = editor();
  await screen.findByDisplayValue('¿Cuánto cuesta la colegiatura?');
  await user.click(screen.getByRole('button', { name: /^Subir la pregunta 3/ }));
  expect(preguntas()).toEqual(['¿Cuánto cuesta la colegiatura?', '¿Cuántas estadías se realizan?', '¿Cuánto dura el programa?']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Subir la pregunta 2 \(«¿Cuántas estadías/ }));
  expect(screen.getByText('Pregunta movida a la posición 2 de 3.')).toBeInTheDocument();
  // to the top: "Subir" is disabled there, so the focus goes to its "Bajar"
  await user.keyboard('{Enter}');
  expect(preguntas()[0]).toBe('¿Cuántas estadías se realizan?');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Bajar la pregunta 1/ }));
  const borrador = store.getState().borradores[CLAVE]?.valores as { entradas: { pregunta: string }[] };
  expect(borrador.entradas.map((e) => e.pregunta)).toEqual([
    '¿Cuántas estadías se realizan?',
    '¿Cuánto cuesta la colegiatura?',
    '¿Cuánto dura el programa?',
  ]);
});

it('QA replay: an imported state with a moved, half-edited list shows it as it was, with the restore notice', async () => {
  const entradas = [
    { key: '0.11111', pregunta: '¿Hay becas?', respuesta: '' },
    { key: '0.22222', pregunta: '¿Cuánto cuesta la colegiatura?', respuesta: 'La colegiatura base es de $1,800.' },
  ];
  renderApp({
    route: RUTA,
    preloadedState: { ...sesion('a'), borradores: { [CLAVE]: { valores: { entradas }, guardado: Date.now() } } },
  });
  expect(await screen.findByText(/Se recuperó un borrador sin guardar/)).toBeInTheDocument();
  expect(preguntas()).toEqual(['¿Hay becas?', '¿Cuánto cuesta la colegiatura?']);
});

it('adds and removes entries; a refused check marks each entry and sends nothing; then sends the whole list once, in order', async () => {
  const user = userEvent.setup();
  const { router } = editor();
  await screen.findByDisplayValue('¿Cuánto cuesta la colegiatura?');
  await user.click(screen.getByRole('button', { name: /^Quitar la pregunta 2/ }));
  expect(preguntas()).toEqual(['¿Cuánto cuesta la colegiatura?', '¿Cuántas estadías se realizan?']);
  await user.click(screen.getByRole('button', { name: 'Agregar pregunta' }));
  // the new entry's question takes the focus
  expect(document.activeElement).toBe(screen.getByLabelText('Pregunta 3'));
  await user.keyboard('  ¿Hay becas?  ');
  await user.click(screen.getByRole('button', { name: 'Guardar preguntas frecuentes' }));
  // its answer is missing: that entry says so, the others do not, and nothing was sent
  const tercera = screen.getByLabelText('Respuesta 3');
  expect(await screen.findAllByText(MENSAJES_FAQ.respuesta)).not.toHaveLength(0);
  expect(tercera).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(document.activeElement).toBe(tercera));
  expect(screen.getAllByText(MENSAJES_FAQ.respuesta)).toHaveLength(1);
  expect(screen.getByLabelText('Respuesta 1')).not.toHaveAttribute('aria-invalid');
  expect(api.de('guardarPreguntasFrecuentes')).toHaveLength(0);
  await user.type(tercera, 'Sí, de transporte.');
  await user.click(screen.getByRole('button', { name: 'Guardar preguntas frecuentes' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/preguntas_respuestas'));
  expect(api.de('guardarPreguntasFrecuentes')).toHaveLength(1);
  expect(JSON.parse(guardada!.entradas)).toEqual([
    { pregunta: '¿Cuánto cuesta la colegiatura?', respuesta: 'La colegiatura base es de $1,800.' },
    { pregunta: '¿Cuántas estadías se realizan?', respuesta: FRECUENTES[2].respuesta },
    { pregunta: '¿Hay becas?', respuesta: 'Sí, de transporte.' },
  ]);
  expect(await screen.findByText(MENSAJES_FAQ.guardadas)).toBeInTheDocument();
});

it("the server's refusal is alerted and every value stays", async () => {
  const user = userEvent.setup();
  api.guion.guardarPreguntasFrecuentes = () => ({ status: 403, body: { codigo: 0, mensaje: 'No tiene permiso para realizar esta acción.' } });
  editor();
  const primera = await screen.findByDisplayValue('¿Cuánto cuesta la colegiatura?');
  await user.type(primera, ' (por cuatrimestre)');
  await user.click(screen.getByRole('button', { name: 'Guardar preguntas frecuentes' }));
  const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
  expect(within(alerta).getByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
  expect(screen.getByLabelText('Pregunta 1')).toHaveValue('¿Cuánto cuesta la colegiatura? (por cuatrimestre)');
});

it('leaving a changed list asks first', async () => {
  const user = userEvent.setup();
  const { router } = editor();
  await screen.findByDisplayValue('¿Cuánto cuesta la colegiatura?');
  await user.click(screen.getByRole('button', { name: /^Bajar la pregunta 1/ }));
  await user.click(screen.getByRole('link', { name: /Preguntas y Respuestas/ }));
  const dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
  expect(router.state.location.pathname).toBe(RUTA);
  expect(preguntas()[0]).toBe('¿Cuánto dura el programa?');
});
