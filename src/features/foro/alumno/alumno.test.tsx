// The student panel (composed in app/panels) and the student's answer page, in the whole app
// against a scripted api.php.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, type ApiFalsa } from '@/pruebas/foro';
import { SIN_PREGUNTAS_POR_RESPONDER } from './PreguntasPorResponder';

let api: ApiFalsa;
const POR_RESPONDER = [
  {
    pk_pregunta: 7,
    pregunta: '¿Las clases son presenciales?',
    fecha: '2026-03-01 10:00:00',
    pk_topico_pregunta: 3,
    nombre_topico: 'Plan de estudios y materias',
    mi_respuesta_pendiente: false,
  },
  {
    pk_pregunta: 9,
    pregunta: '¿Las estadías son pagadas?',
    fecha: '2026-03-02 10:00:00',
    pk_topico_pregunta: 4,
    nombre_topico: 'Estadías y vida estudiantil',
    mi_respuesta_pendiente: true,
  },
];

apiConGuion(
  (a) => (api = a),
  () => ({
    traerPreguntasValidadas: () => POR_RESPONDER,
    traerPregunta: () => ({ ...POR_RESPONDER[0], respuestas: [] }),
  }),
);

describe('/panel_alumno', () => {
  it('lists validated questions pending an answer, each linking to its answer page', async () => {
    renderApp({ route: '/panel_alumno', preloadedState: sesion('e') });
    expect(await screen.findByRole('link', { name: 'Responder: ¿Las clases son presenciales?' })).toHaveAttribute('href', '/panel_alumno/7');
    expect(screen.getByRole('link', { name: 'Responder: ¿Las estadías son pagadas?' })).toHaveAttribute('href', '/panel_alumno/9');
    expect(screen.getByText(/Su respuesta está en revisión/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preguntas por responder (2)' })).toBeInTheDocument();
  });

  it('has the button to add an internship experience', async () => {
    renderApp({ route: '/panel_alumno', preloadedState: sesion('e') });
    expect(await screen.findByRole('link', { name: 'Registrar experiencia de estadía' })).toHaveAttribute(
      'href',
      '/panel_alumno/registrar_experiencia_estadia',
    );
  });

  it('says so when nothing waits for an answer', async () => {
    api.guion.traerPreguntasValidadas = () => [];
    renderApp({ route: '/panel_alumno', preloadedState: sesion('e') });
    expect(await screen.findByText(SIN_PREGUNTAS_POR_RESPONDER)).toBeInTheDocument();
  });

  it('an admin is sent to the admin panel', async () => {
    const { router } = renderApp({ route: '/panel_alumno/7', preloadedState: sesion('a') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
  });
});

describe('/panel_alumno/{idPregunta}', () => {
  it('the student answers; the alert says admins will review it; back to the panel', async () => {
    api.guion.registrarRespuesta = () => ({
      codigo: 1,
      mensaje: 'Respuesta enviada. Los administradores la revisarán antes de publicarla.',
      estatus: 0,
    });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_alumno/7', preloadedState: sesion('e') });
    expect(await screen.findByRole('heading', { level: 2, name: '¿Las clases son presenciales?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Su respuesta'), 'Sí, de lunes a viernes.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('Respuesta enviada. Los administradores la revisarán antes de publicarla.'),
    ).toBeInTheDocument();
  });

  it('a refusal keeps the text on screen', async () => {
    api.guion.registrarRespuesta = () => ({
      status: 409,
      body: { codigo: 0, mensaje: 'Esta pregunta no admite respuestas: no ha sido validada o fue descartada.' },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_alumno/7', preloadedState: sesion('e') });
    await user.type(await screen.findByLabelText('Su respuesta'), 'Mi texto');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(/no admite respuestas/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel_alumno/7');
    expect(screen.getByLabelText('Su respuesta', { selector: 'textarea' })).toHaveValue('Mi texto');
  });
});

describe('against a server that answers registrarRespuesta with estatus only (SPEC.md §7)', () => {
  it('still tells the student the answer awaits review', async () => {
    api.guion.registrarRespuesta = () => ({ estatus: 0 });
    const user = userEvent.setup();
    renderApp({ route: '/panel_alumno/7', preloadedState: sesion('e') });
    await user.type(await screen.findByLabelText('Su respuesta'), 'Sí.');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByText('Respuesta enviada. Los administradores la revisarán antes de publicarla.'),
    ).toBeInTheDocument();
  });
});
