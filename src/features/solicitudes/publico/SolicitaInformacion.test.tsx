// "Solicita información" in the whole app (mounted on a test page, as app/ mounts it in
// /admisiones) against a scripted api.php: a plain form that posts without JavaScript; each field's
// Spanish message and nothing sent; the enquiry sent trimmed, the thanks in the form's place with
// the focus, an empty form on "Enviar otra solicitud"; a refusal alerted with every value kept; a replayed state shows a half-filled form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, type ApiFalsa } from '@/pruebas/foro';
import { rutasAreas } from '@/app/rutasAreas';
import { MENSAJES_SOLICITUD as M, RUTA_SOLICITUD_SIN_JS } from '@/shared/api/contrato/solicitudes';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { FORMULARIO_SOLICITUD, SolicitaInformacion } from './SolicitaInformacion';

let api: ApiFalsa;
beforeAll(async () => {
  api = await apiFalsa({});
});
afterAll(() => api.cerrar());
beforeEach(() => {
  api.llamadas.length = 0;
  api.guion = { registrarSolicitudInformes: () => ({ codigo: 1, mensaje: M.enviada }) };
});

const RUTA = '/prueba_solicitud';
const tabla = [{ path: RUTA, area: 'publico' as const, pagina: SolicitaInformacion }, ...rutasAreas];
const abrir = (preloadedState = {}) => renderApp({ route: RUTA, tabla, preloadedState });
const enviar = () => userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

it('is a labelled form that posts (not a GET with the data in the URL) without JavaScript', () => {
  abrir();
  const form = screen.getByRole('form', { name: 'Solicita información' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', RUTA_SOLICITUD_SIN_JS);
  expect(screen.getByLabelText('Nombre')).toHaveAttribute('name', 'nombre');
  expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Teléfono (opcional)')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Mensaje')).toHaveAttribute('name', 'mensaje');
  const consentimiento = screen.getByRole('checkbox', { name: M.consentimiento });
  expect(consentimiento).toHaveAttribute('name', 'acepto');
  expect(consentimiento).toHaveAttribute('value', '1');
  expect(M.consentimiento).toMatch(/solo para responder/);
});

it('says under the consent how long the enquiry is kept (issue 45: SOLICITUDES_DIAS, from the admissions page)', () => {
  const ConDias = () => <SolicitaInformacion dias={90} />;
  renderApp({ route: RUTA, tabla: [{ path: RUTA, area: 'publico' as const, pagina: ConDias }, ...rutasAreas] });
  const texto = 'Guardamos tu solicitud 90 días desde que la recibimos; después se borra.';
  expect(screen.getByText(texto)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: M.consentimiento })).toHaveAccessibleDescription(texto);
  // the consent's own text stays as it was
  expect(M.consentimiento).toBe(
    'Acepto que la coordinación del programa use mi nombre, correo y teléfono solo para responder a esta solicitud. No se publican ni se comparten.',
  );
});

it('gives each field its Spanish message, focuses the first, and sends nothing', async () => {
  const user = userEvent.setup();
  abrir();
  await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  for (const m of [M.nombre, M.correo, M.mensaje, M.acepto]) expect(screen.getByText(m)).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nombre')));
  expect(screen.getByLabelText('Teléfono (opcional)')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('checkbox', { name: M.consentimiento })).toHaveAttribute('aria-invalid', 'true');
  // a malformed e-mail and phone get the account page's and the phone's messages
  await user.type(screen.getByLabelText('Nombre'), 'Rosa');
  await user.type(screen.getByLabelText('Correo electrónico'), 'rosa arroba correo');
  await user.type(screen.getByLabelText('Teléfono (opcional)'), '55-LLAMAME');
  await enviar();
  expect(screen.getByText(MENSAJES_AVISOS.correoNoValidoPublico)).toBeInTheDocument();
  expect(screen.getByText(M.telefono)).toBeInTheDocument();
  expect(screen.queryByText(M.nombre)).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico')));
  expect(api.de('registrarSolicitudInformes')).toHaveLength(0);
});

it('sends the enquiry trimmed; the thanks replaces the form and takes the focus; "Enviar otra solicitud" brings an empty form back', async () => {
  const user = userEvent.setup();
  const { store } = abrir();
  await user.type(screen.getByLabelText('Nombre'), '  Rosa Pérez ');
  await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@correo.mx ');
  await user.type(screen.getByLabelText('Mensaje'), '¿Hay turno sabatino?');
  await user.click(screen.getByRole('checkbox', { name: M.consentimiento }));
  await enviar();
  const gracias = await screen.findByText(M.enviada);
  expect(gracias).toHaveAttribute('role', 'status');
  await waitFor(() => expect(gracias).toHaveFocus());
  expect(api.de('registrarSolicitudInformes')).toEqual([
    { funcion: 'registrarSolicitudInformes', nombre: 'Rosa Pérez', correo: 'rosa@correo.mx', mensaje: '¿Hay turno sabatino?', acepto: '1' },
  ]);
  // the form is gone (nothing to send twice by mistake), its values emptied
  expect(screen.queryByRole('form', { name: 'Solicita información' })).toBeNull();
  expect(store.getState().formularios[FORMULARIO_SOLICITUD]?.valores).toEqual({ resultado: M.enviada });
  await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
  expect(screen.queryByText(M.enviada)).toBeNull();
  expect(screen.getByLabelText('Nombre')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: M.consentimiento })).not.toBeChecked();
  await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
});

it("alerts the server's refusal and keeps every value", async () => {
  api.guion.registrarSolicitudInformes = () => ({ status: 429, body: { codigo: 0, mensaje: M.demasiadas } });
  const user = userEvent.setup();
  abrir();
  await user.type(screen.getByLabelText('Nombre'), 'Rosa');
  await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@correo.mx');
  await user.type(screen.getByLabelText('Teléfono (opcional)'), '+52 55 1234 5678');
  await user.type(screen.getByLabelText('Mensaje'), '¿Y las becas?');
  await user.click(screen.getByRole('checkbox', { name: M.consentimiento }));
  await enviar();
  const alerta = await screen.findByRole('alertdialog');
  expect(within(alerta).getByText(M.demasiadas)).toBeInTheDocument();
  expect(api.de('registrarSolicitudInformes')[0]).toMatchObject({ telefono: '+52 55 1234 5678' });
  expect(screen.getByLabelText('Nombre', { selector: 'input' })).toHaveValue('Rosa');
  expect(screen.getByLabelText('Mensaje', { selector: 'textarea' })).toHaveValue('¿Y las becas?');
  expect(screen.getByRole('checkbox', { name: M.consentimiento, hidden: true })).toBeChecked();
});

it('QA replay: an imported state shows the half-filled form with its messages', () => {
  abrir({
    formularios: {
      [FORMULARIO_SOLICITUD]: {
        valores: { nombre: 'Rosa', correo: 'rosa@', acepto: '1' },
        errores: { correo: MENSAJES_AVISOS.correoNoValidoPublico },
      },
    },
  });
  expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
  expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText(MENSAJES_AVISOS.correoNoValidoPublico)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: M.consentimiento })).toBeChecked();
});
