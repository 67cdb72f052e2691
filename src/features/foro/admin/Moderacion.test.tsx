// The moderation queue in the whole app against a scripted api.php: the confirmation, the
// overlay-backed call, the follow-up offer to answer at once, bulk actions in one call, the
// refreshed list, the admin's answer page, and the counts on the panel tile.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, type ApiFalsa } from '@/pruebas/foro';
import { SIN_PREGUNTAS_PENDIENTES } from './Moderacion';

let api: ApiFalsa;
let pendientes: { pk_pregunta: number; pregunta: string; fecha: string; pk_topico_pregunta: number; nombre_topico: string }[];
let respuestas: { pk_respuesta: number; respuesta: string; fecha: string; usuario: string; pk_pregunta: number; pregunta: string }[];

const quitar = (ids: number[]) => (pendientes = pendientes.filter((p) => !ids.includes(p.pk_pregunta)));
const ids = (c: Record<string, string>) => (c.ids ? (JSON.parse(c.ids) as number[]) : [Number(c.idPregunta)]);

beforeEach(() => {
  pendientes = [
    { pk_pregunta: 11, pregunta: '¿Hay becas?', fecha: '2026-03-01 10:00:00', pk_topico_pregunta: 4, nombre_topico: 'Estadías y vida estudiantil' },
    {
      pk_pregunta: 12,
      pregunta: '¿Aceptan tarjeta?',
      fecha: '2026-03-02 10:00:00',
      pk_topico_pregunta: 2,
      nombre_topico: 'Admisión e inscripciones',
    },
    { pk_pregunta: 13, pregunta: 'spam spam', fecha: '2026-03-03 10:00:00', pk_topico_pregunta: 2, nombre_topico: 'Admisión e inscripciones' },
  ];
  respuestas = [
    {
      pk_respuesta: 21,
      respuesta: 'Depende de la empresa.',
      fecha: '2026-03-04 10:00:00',
      usuario: 'Ana Alumna',
      pk_pregunta: 5,
      pregunta: '¿Las estadías son pagadas?',
    },
  ];
});
apiConGuion(
  (a) => (api = a),
  () => ({
    traerPreguntas: () => pendientes,
    traerRespuestas: () => respuestas,
    traerPreguntasValidadas: () => [],
    validarPregunta: (c) => {
      quitar(ids(c));
      return { codigo: 1, mensaje: ids(c).length === 1 ? 'Pregunta validada.' : `${ids(c).length} preguntas validadas.` };
    },
    descartarPregunta: (c) => {
      quitar(ids(c));
      return { codigo: 1, mensaje: 'Pregunta descartada.' };
    },
    validarRespuesta: () => {
      respuestas = [];
      return { codigo: 1, mensaje: 'Respuesta validada y publicada.' };
    },
  }),
);

const admin = () => renderApp({ route: '/panel_admin/preguntas_respuestas', preloadedState: sesion('a') });
const seccion = (nombre: RegExp) => screen.getByRole('region', { name: nombre });

describe('/panel_admin/preguntas_respuestas', () => {
  it('lists pending questions and answers (with their question)', async () => {
    admin();
    expect(await screen.findByText('¿Hay becas?')).toBeInTheDocument();
    expect(within(seccion(/Preguntas por validar/)).getAllByRole('listitem')).toHaveLength(3);
    const r = within(seccion(/Respuestas por validar/));
    // two calls: the answers may arrive after the questions
    expect(await r.findByText('Depende de la empresa.')).toBeInTheDocument();
    expect(r.getByText('¿Las estadías son pagadas?')).toBeInTheDocument();
  });

  it('validates one after the confirmation, then offers to answer it at once', async () => {
    const user = userEvent.setup();
    const { router, store } = admin();
    await user.click(await screen.findByRole('button', { name: 'Validar: ¿Hay becas?' }));
    const confirmar = await screen.findByRole('alertdialog');
    expect(within(confirmar).getByText('¿Está seguro de realizar esta acción?')).toBeInTheDocument();
    expect(api.de('validarPregunta')).toHaveLength(0);
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    const oferta = await screen.findByText('Pregunta validada. ¿Desea responderla ahora?');
    expect(api.de('validarPregunta')).toEqual([{ funcion: 'validarPregunta', idPregunta: '11' }]);
    expect(store.getState().ui.overlay).toBe(false);
    // the list was refreshed: the validated question left the queue
    await waitFor(() => expect(screen.queryByText('¿Hay becas?')).not.toBeInTheDocument());
    await user.click(within(oferta.closest('dialog')!).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/preguntas_respuestas/responder_pregunta/11'));
  });

  it('declining the offer stays on the queue', async () => {
    const user = userEvent.setup();
    const { router } = admin();
    await user.click(await screen.findByRole('button', { name: 'Validar: ¿Hay becas?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Pregunta validada. ¿Desea responderla ahora?');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel_admin/preguntas_respuestas');
  });

  it('cancelling the confirmation calls nothing', async () => {
    const user = userEvent.setup();
    admin();
    await user.click(await screen.findByRole('button', { name: 'Descartar: spam spam' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.de('descartarPregunta')).toHaveLength(0);
    expect(screen.getByText('spam spam')).toBeInTheDocument();
  });

  it('selects several and discards them in one confirmed call', async () => {
    const user = userEvent.setup();
    admin();
    const q = within(await screen.findByRole('region', { name: /Preguntas por validar/ }));
    const marca = await q.findByRole('checkbox', { name: 'Seleccionar: ¿Aceptan tarjeta?' });
    const bulk = q.getByRole('button', { name: 'Descartar seleccionadas' });
    expect(bulk).toBeDisabled();
    await user.click(marca);
    await user.click(q.getByRole('checkbox', { name: 'Seleccionar: spam spam' }));
    expect(q.getByText('2 seleccionadas')).toBeInTheDocument();
    expect(q.getByRole('checkbox', { name: 'Seleccionar todas' })).toBePartiallyChecked();
    await user.click(bulk);
    const confirmar = await screen.findByRole('alertdialog');
    expect(within(confirmar).getByText('¿Está seguro de realizar esta acción? Se descartarán 2 preguntas.')).toBeInTheDocument();
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Pregunta descartada.')).toBeInTheDocument();
    expect(api.de('descartarPregunta')).toEqual([{ funcion: 'descartarPregunta', ids: '[12,13]' }]);
    await waitFor(() => expect(screen.queryByText('spam spam')).not.toBeInTheDocument());
    expect(screen.getByText('¿Hay becas?')).toBeInTheDocument();
  });

  it('keeps the ticks in the store: an exported state replays "2 seleccionadas"', async () => {
    const user = userEvent.setup();
    const { store, unmount } = admin();
    const q = within(await screen.findByRole('region', { name: /Preguntas por validar/ }));
    await user.click(await q.findByRole('checkbox', { name: 'Seleccionar: ¿Aceptan tarjeta?' }));
    await user.click(q.getByRole('checkbox', { name: 'Seleccionar: spam spam' }));
    const exportado = JSON.parse(JSON.stringify(store.getState())) as ReturnType<typeof store.getState>;
    expect(exportado.listasAdmin['cola:preguntas'].seleccion).toEqual([12, 13]);
    unmount();
    renderApp({ route: '/panel_admin/preguntas_respuestas', preloadedState: { ...sesion('a'), listasAdmin: exportado.listasAdmin } });
    const otra = within(await screen.findByRole('region', { name: /Preguntas por validar/ }));
    expect(await otra.findByRole('checkbox', { name: 'Seleccionar: spam spam' })).toBeChecked();
    expect(otra.getByText('2 seleccionadas')).toBeInTheDocument();
  });

  it('"Seleccionar todas" and a bulk validation; the emptied queue says so', async () => {
    const user = userEvent.setup();
    admin();
    const q = within(await screen.findByRole('region', { name: /Preguntas por validar/ }));
    await user.click(await q.findByRole('checkbox', { name: 'Seleccionar todas' }));
    expect(q.getByText('3 seleccionadas')).toBeInTheDocument();
    await user.click(q.getByRole('button', { name: 'Validar seleccionadas' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    // several: a plain alert, no offer to answer
    expect(await screen.findByText('3 preguntas validadas.')).toBeInTheDocument();
    expect(api.de('validarPregunta')).toEqual([{ funcion: 'validarPregunta', ids: '[11,12,13]' }]);
    expect(await screen.findByText(SIN_PREGUNTAS_PENDIENTES)).toBeInTheDocument();
  });

  it('validates an answer with idRespuesta and idPregunta', async () => {
    const user = userEvent.setup();
    admin();
    await user.click(await screen.findByRole('button', { name: 'Validar: Depende de la empresa.' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Respuesta validada y publicada.')).toBeInTheDocument();
    expect(api.de('validarRespuesta')).toEqual([{ funcion: 'validarRespuesta', idRespuesta: '21', idPregunta: '5' }]);
  });

  it('a refused moderation alerts the server mensaje and changes nothing on screen', async () => {
    api.guion.validarPregunta = () => ({ status: 409, body: { codigo: 0, mensaje: 'La pregunta ya fue validada; no se cambió nada.' } });
    const user = userEvent.setup();
    const { store } = admin();
    await user.click(await screen.findByRole('button', { name: 'Validar: ¿Hay becas?' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('La pregunta ya fue validada; no se cambió nada.')).toBeInTheDocument();
    expect(store.getState().ui.overlay).toBe(false);
    expect(screen.getByText('¿Hay becas?')).toBeInTheDocument();
  });
});

describe('the admin answer page', () => {
  it('publishes at once and returns to the queue with a notice', async () => {
    api.guion.traerPregunta = () => ({
      pk_pregunta: 11,
      pregunta: '¿Hay becas?',
      fecha: '2026-03-01 10:00:00',
      respuestas: [],
      pk_topico_pregunta: 4,
      nombre_topico: 'Estadías y vida estudiantil',
    });
    api.guion.registrarRespuesta = () => ({ codigo: 1, mensaje: 'Respuesta publicada.', estatus: 1 });
    const user = userEvent.setup();
    const { router, store } = renderApp({ route: '/panel_admin/preguntas_respuestas/responder_pregunta/11', preloadedState: sesion('a') });
    await user.type(await screen.findByLabelText('Su respuesta'), 'Sí, de excelencia y de apoyo.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/preguntas_respuestas'));
    expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Respuesta publicada.']);
    expect(api.de('registrarRespuesta')).toEqual([
      { funcion: 'registrarRespuesta', idPregunta: '11', respuesta: 'Sí, de excelencia y de apoyo.', pk_usuario: '1', estatus: '1' },
    ]);
  });
});

describe('the admin panel tile', () => {
  it('shows what is pending', async () => {
    renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
    const tile = await screen.findByRole('link', { name: /Preguntas y Respuestas/ });
    await waitFor(() => expect(tile).toHaveTextContent('Pendientes: 3 preguntas y 1 respuesta.'));
  });
});

describe('guards', () => {
  it.each([
    ['e', '/panel_alumno'],
    [null, '/'],
  ] as const)('a %s session is sent to %s', async (rol, destino) => {
    const { router } = renderApp({ route: '/panel_admin/preguntas_respuestas', preloadedState: rol ? sesion(rol) : undefined });
    await waitFor(() => expect(router.state.location.pathname).toBe(destino));
    expect(api.de('traerPreguntas')).toHaveLength(0);
  });
});
