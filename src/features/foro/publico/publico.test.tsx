// The public forum pages in the whole app (real routes, store and baseQuery) against a scripted
// api.php: the topic list, the redirect above 4, the FAQ topic, asking, and the answer page for
// a visitor and for a student.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, FRECUENTES, TOPICOS, type ApiFalsa } from '@/pruebas/foro';
import { SIN_PREGUNTAS, NOTA_24_HORAS, SIN_FRECUENTES } from './Topico';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';

let api: ApiFalsa;
let frecuentes: unknown[];
const PREGUNTA = {
  pk_pregunta: 7,
  pregunta: '<b>¿Hay</b> turno vespertino?',
  fecha: '2026-03-01 10:00:00',
  respuestas: [{ pk_respuesta: 3, respuesta: 'Sí, a partir de tercero.', usuario: 'Carlos Admin', rol: 'a', fecha: '2026-03-02 10:00:00' }],
};

beforeEach(() => {
  frecuentes = FRECUENTES;
});

apiConGuion(
  (a) => (api = a),
  () => ({
    traerTopicos: () => TOPICOS,
    traerTopico: ({ idTopico }) =>
      TOPICOS.find((t) => String(t.pk_topico_pregunta) === idTopico) ?? { status: 404, body: { codigo: 0, mensaje: 'El tópico no existe.' } },
    traerPreguntasTopico: ({ idTopico }) => (idTopico === '2' ? [PREGUNTA] : []),
    traerPreguntasFrecuentes: () => frecuentes,
    traerPregunta: ({ idPregunta }) =>
      idPregunta === '7'
        ? { ...PREGUNTA, pk_topico_pregunta: 2, nombre_topico: 'Admisión e inscripciones' }
        : { status: 404, body: { codigo: 0, mensaje: 'La pregunta no existe o aún no ha sido validada.' } },
  }),
);

describe('/foro', () => {
  it('lists the four topics, each linking to its page', async () => {
    renderApp({ route: '/foro' });
    expect(await screen.findByRole('link', { name: /Preguntas frecuentes/ })).toHaveAttribute('href', '/foro/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Foro' })).toBeInTheDocument();
    expect(screen.getByText(/^Elige un tópico para leer las preguntas/)).toBeInTheDocument();
    // in the page itself: the menus now have a "Plan de estudios" link of their own
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: /Admisión|Plan de estudios|Estadías y vida|Preguntas frecuentes/ }),
    ).toHaveLength(4);
  });
});

describe('/foro/{idTopico}', () => {
  it.each(['5', '42', 'abc'])('an id of %s redirects to /foro', async (id) => {
    const { router } = renderApp({ route: `/foro/${id}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/foro'));
    expect(await screen.findByRole('link', { name: /Preguntas frecuentes/ })).toBeInTheDocument();
  });

  it("'Preguntas frecuentes' shows its entries (SPEC.md §9's three as seeded) and no form", async () => {
    renderApp({ route: '/foro/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(await screen.findByText(/La colegiatura base es de \$1,800/)).toBeInTheDocument();
    expect(screen.getByText(/3 años 8 meses en total/)).toBeInTheDocument();
    expect(screen.getByText(/Dos periodos de estadía/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tu pregunta')).not.toBeInTheDocument();
    expect(api.de('traerPreguntasTopico')).toHaveLength(0);
    expect(api.de('traerPreguntasFrecuentes')).toHaveLength(1);
  });

  it("'Preguntas frecuentes' shows what the admins saved, in order, as text; or says there is none", async () => {
    frecuentes = [
      { pk_pregunta_frecuente: 9, pregunta: '¿Hay <b>becas</b>?', respuesta: 'Sí, de transporte.' },
      { pk_pregunta_frecuente: 4, pregunta: '¿Dónde está el campus?', respuesta: 'En el centro.' },
    ];
    const { unmount } = renderApp({ route: '/foro/1' });
    const pregunta = await screen.findByText('¿Hay <b>becas</b>?');
    expect(pregunta.querySelector('b')).toBeNull();
    expect([...document.querySelectorAll('.faq dt')].map((d) => d.textContent)).toEqual(['¿Hay <b>becas</b>?', '¿Dónde está el campus?']);
    expect(screen.queryByText(/colegiatura/)).not.toBeInTheDocument();
    unmount();
    frecuentes = [];
    renderApp({ route: '/foro/1' });
    expect(await screen.findByText(SIN_FRECUENTES)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tu pregunta')).not.toBeInTheDocument();
  });

  it('shows validated questions with their answers, as text (no HTML)', async () => {
    renderApp({ route: '/foro/2' });
    const titulo = await screen.findByRole('heading', { level: 2, name: '<b>¿Hay</b> turno vespertino?' });
    expect(titulo.querySelector('b')).toBeNull();
    expect(screen.getByText('Sí, a partir de tercero.')).toBeInTheDocument();
    // a visitor is told that answering asks to log in
    expect(screen.getByRole('link', { name: /^Inicia sesión para responder/ })).toHaveAttribute('href', '/foro/responder_pregunta/7');
  });

  it('says so when a topic has no questions, and offers the form with the 24-hour note', async () => {
    renderApp({ route: '/foro/3' });
    expect(await screen.findByText(SIN_PREGUNTAS)).toBeInTheDocument();
    expect(SIN_PREGUNTAS).toBe('No se encontraron preguntas en este tópico.');
    expect(screen.getByText(NOTA_24_HORAS)).toBeInTheDocument();
    expect(NOTA_24_HORAS).toMatch(/24 horas/);
    // the public site speaks as tú (docs/convenciones.md): no "Haga", "Su pregunta", "Vuelva"
    expect(screen.getByRole('heading', { name: 'Haz una pregunta' })).toBeInTheDocument();
    expect(NOTA_24_HORAS).toBe('Un administrador revisará tu pregunta antes de publicarla. Vuelve en 24 horas para ver si ya tiene respuesta.');
    expect(screen.getByRole('textbox', { name: 'Tu correo electrónico (opcional)' })).toBeInTheDocument();
  });

  it('requires the question before sending anything', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/foro/3' });
    await user.click(await screen.findByRole('button', { name: 'Enviar pregunta' }));
    expect(screen.getByText('Se necesita escribir una pregunta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu pregunta')).toHaveAttribute('aria-invalid', 'true');
    // the refused field takes the focus
    await waitFor(() => expect(screen.getByLabelText('Tu pregunta')).toHaveFocus());
    expect(api.de('registrarPregunta')).toHaveLength(0);
  });

  it('sends the question and shows the notice that it awaits review', async () => {
    api.guion.registrarPregunta = () => ({ codigo: 1, mensaje: 'Gracias. Tu pregunta quedó en revisión: vuelve en 24 horas.' });
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/foro/3' });
    await user.type(await screen.findByLabelText('Tu pregunta'), '¿Hay becas?');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByText('Gracias. Tu pregunta quedó en revisión: vuelve en 24 horas.')).toBeInTheDocument();
    expect(api.de('registrarPregunta')).toEqual([{ funcion: 'registrarPregunta', idTopico: '3', pregunta: '¿Hay becas?' }]);
    expect(screen.getByLabelText('Tu pregunta')).toHaveValue('');
    expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Gracias. Tu pregunta quedó en revisión: vuelve en 24 horas.']);
  });

  it('on a refusal alerts the server mensaje and keeps the text', async () => {
    api.guion.registrarPregunta = () => ({ status: 429, body: { codigo: 0, mensaje: 'Ha enviado demasiadas preguntas en poco tiempo.' } });
    const user = userEvent.setup();
    renderApp({ route: '/foro/3' });
    await user.type(await screen.findByLabelText('Tu pregunta'), '¿Otra más?');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    const alerta = await screen.findByRole('alertdialog');
    expect(within(alerta).getByText('Ha enviado demasiadas preguntas en poco tiempo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu pregunta', { selector: 'textarea' })).toHaveValue('¿Otra más?');
    expect(screen.getByRole('button', { name: 'Enviar pregunta', hidden: true })).toBeEnabled();
  });

  it('offers an optional e-mail with its one-line consent, checked and sent only when filled', async () => {
    api.guion.registrarPregunta = () => ({ codigo: 1, mensaje: 'Gracias. Tu pregunta quedó en revisión.' });
    const user = userEvent.setup();
    renderApp({ route: '/foro/3' });
    const correo = await screen.findByRole('textbox', { name: 'Tu correo electrónico (opcional)' });
    expect(correo).toHaveAccessibleDescription(MENSAJES_AVISOS.consentimiento);
    await user.type(screen.getByLabelText('Tu pregunta'), '¿Hay becas?');
    await user.type(correo, 'ana@correo');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByText(MENSAJES_AVISOS.correoNoValidoPublico)).toBeInTheDocument();
    expect(correo).toHaveAttribute('aria-invalid', 'true');
    expect(api.de('registrarPregunta')).toHaveLength(0);
    expect(screen.getByLabelText('Tu pregunta')).toHaveValue('¿Hay becas?');
    await user.type(correo, '.mx ');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    expect(await screen.findByText('Gracias. Tu pregunta quedó en revisión.')).toBeInTheDocument();
    expect(api.de('registrarPregunta')).toEqual([{ funcion: 'registrarPregunta', idTopico: '3', pregunta: '¿Hay becas?', correo: 'ana@correo.mx' }]);
    expect(correo).toHaveValue('');
  });
  it('keeps the half-typed question in the store: an exported state replays it with its message', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderApp({ route: '/foro/3' });
    await user.type(await screen.findByLabelText('Tu pregunta'), '¿Hay becas?');
    await user.type(screen.getByRole('textbox', { name: 'Tu correo electrónico (opcional)' }), 'ana@correo');
    await user.click(screen.getByRole('button', { name: 'Enviar pregunta' }));
    await screen.findByText(MENSAJES_AVISOS.correoNoValidoPublico);
    const exportado = JSON.parse(JSON.stringify(store.getState())) as ReturnType<typeof store.getState>;
    expect(exportado.formularios).toEqual({
      'pregunta:3': {
        valores: { pregunta: '¿Hay becas?', correo: 'ana@correo' },
        errores: { pregunta: null, correo: MENSAJES_AVISOS.correoNoValidoPublico },
      },
    });
    unmount();
    renderApp({ route: '/foro/3', preloadedState: { formularios: exportado.formularios } });
    expect(await screen.findByLabelText('Tu pregunta')).toHaveValue('¿Hay becas?');
    expect(screen.getByRole('textbox', { name: 'Tu correo electrónico (opcional)' })).toHaveValue('ana@correo');
    expect(screen.getByText(MENSAJES_AVISOS.correoNoValidoPublico)).toBeInTheDocument();
  });
});

describe('/foro/responder_pregunta/{idPregunta}', () => {
  it('a visitor sees the question and its answers and is told to log in to answer', async () => {
    renderApp({ route: '/foro/responder_pregunta/7' });
    expect(await screen.findByRole('heading', { level: 2, name: '<b>¿Hay</b> turno vespertino?' })).toBeInTheDocument();
    expect(screen.getByText('Sí, a partir de tercero.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Su respuesta')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a «Admisión e inscripciones»/ })).toHaveAttribute('href', '/foro/2');
  });

  it('a question that is not validated is not shown', async () => {
    renderApp({ route: '/foro/responder_pregunta/8' });
    expect(await screen.findByText('La pregunta no existe o aún no ha sido validada.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Su respuesta')).not.toBeInTheDocument();
  });

  it('a student answers: required text, then the alert says admins will review it', async () => {
    api.guion.registrarRespuesta = () => ({
      codigo: 1,
      mensaje: 'Respuesta enviada. Los administradores la revisarán antes de publicarla.',
      estatus: 0,
    });
    const user = userEvent.setup();
    renderApp({ route: '/foro/responder_pregunta/7', preloadedState: sesion('e') });
    await user.click(await screen.findByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.getByText('Se necesita escribir una respuesta.')).toBeInTheDocument();
    expect(api.de('registrarRespuesta')).toHaveLength(0);
    await user.type(screen.getByLabelText('Su respuesta'), 'Sí, desde tercer cuatrimestre.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    const alerta = await screen.findByRole('alertdialog');
    expect(within(alerta).getByText(/Los administradores la revisarán/)).toBeInTheDocument();
    // the fields of docs/SPEC.md §7 travel (the real server ignores pk_usuario and estatus)
    expect(api.de('registrarRespuesta')).toEqual([
      { funcion: 'registrarRespuesta', idPregunta: '7', respuesta: 'Sí, desde tercer cuatrimestre.', pk_usuario: '1', estatus: '0' },
    ]);
  });

  it('a super admin is told only students and admins answer', async () => {
    renderApp({ route: '/foro/responder_pregunta/7', preloadedState: sesion('s') });
    expect(await screen.findByText('Solo los alumnos y los administradores pueden responder preguntas.')).toBeInTheDocument();
  });
});
