// The account page (…/correo_y_avisos) of each role and the public confirmation page, in the whole app
// against a scripted api.php: the e-mail's states, saving (the link is sent, every typed character
// kept when refused), removing, one select per kind of notice the role receives, each saved on
// change with the server's words, and the confirmation link's answer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiDelArchivo } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import { MENSAJES_AVISOS, type MiCorreo } from '@/shared/api/contrato/avisos';

const sesion = (rol: 'a' | 'e' | 's') => ({ session: { ...sessionInicial, rol, pk_usuario: 2, nombre_persona: 'Carlos' } });
const M = MENSAJES_AVISOS;

const api = apiDelArchivo();
let cuenta: MiCorreo;

beforeEach(() => {
  cuenta = { correo: null, confirmado: 0, pendiente: null, preferencias: { preguntaNueva: 'inmediato', respuestaPendiente: 'diario' } };
  api.guion = {
    traerAvisos: () => ({ avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 }),
    traerMiCorreo: () => cuenta,
    guardarMiCorreo: (c) => {
      if (c.correo === '') {
        cuenta = { ...cuenta, correo: null, pendiente: null, confirmado: 0 };
        return { codigo: 1, mensaje: M.correoQuitado };
      }
      cuenta = { ...cuenta, pendiente: c.correo };
      return { codigo: 1, mensaje: M.correoEnviado };
    },
    guardarPreferenciaAviso: (c) => {
      cuenta = { ...cuenta, preferencias: { ...cuenta.preferencias, [c.tipo]: c.frecuencia } };
      return { codigo: 1, mensaje: M.preferenciaGuardada };
    },
  };
});

describe('the account page', () => {
  it('sets an e-mail: checks it first, sends it, says a link was sent, and shows it waiting', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/correo_y_avisos', preloadedState: sesion('a') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo y avisos' })).toBeInTheDocument();
    expect(await screen.findByText('Sin correo: sus avisos solo aparecen en la campana de su barra.')).toBeInTheDocument();
    const campo = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(campo, 'carlos@universidad');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await screen.findByText(M.correoNoValido)).toBeInTheDocument();
    expect(api.de('guardarMiCorreo')).toEqual([]);
    await user.type(campo, '.edu.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    await waitFor(() => expect(api.de('guardarMiCorreo')).toEqual([{ funcion: 'guardarMiCorreo', correo: 'carlos@universidad.edu.mx' }]));
    expect(await screen.findByText(/Esperando confirmación/)).toHaveTextContent(
      `Esperando confirmación: carlos@universidad.edu.mx. ${M.correoEnviado}`,
    );
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('carlos@universidad.edu.mx');
  });

  it('keeps what was typed and shows the server’s words when it refuses', async () => {
    api.responder({ guardarMiCorreo: () => ({ status: 400, body: { codigo: 0, mensaje: M.correoLargo } }) });
    const user = userEvent.setup();
    renderApp({ route: '/panel_alumno/correo_y_avisos', preloadedState: sesion('e') });
    await user.type(await screen.findByRole('textbox', { name: 'Correo electrónico' }), 'ana.ruiz@alumnos.ejemplo.edu.mx');
    await user.click(screen.getByRole('button', { name: 'Guardar correo' }));
    expect(await within(await screen.findByRole('alertdialog')).findByText(M.correoLargo)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana.ruiz@alumnos.ejemplo.edu.mx');
  });

  it('shows a confirmed address and the one waiting, and removes the e-mail', async () => {
    cuenta = { ...cuenta, correo: 'carlos@ejemplo.edu.mx', confirmado: 1, pendiente: 'nuevo@ejemplo.edu.mx' };
    const user = userEvent.setup();
    renderApp({ route: '/panel_superadmin/correo_y_avisos', preloadedState: sesion('s') });
    expect(await screen.findByText(/Mientras tanto/)).toHaveTextContent('Mientras tanto, sus avisos siguen llegando a carlos@ejemplo.edu.mx.');
    // one part of the account's card: "Quitar correo" beside "Guardar correo", no "Cancelar" of its own
    const acciones = screen.getByRole('button', { name: 'Guardar correo' }).parentElement!;
    expect(
      within(acciones)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Quitar correo', 'Guardar correo']);
    expect(screen.queryByRole('link', { name: 'Cancelar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar correo' }));
    expect(await screen.findByText(M.correoQuitado)).toBeInTheDocument();
    expect(api.de('guardarMiCorreo')).toEqual([{ funcion: 'guardarMiCorreo', correo: '' }]);
    expect(await screen.findByText('Sin correo: sus avisos solo aparecen en la campana de su barra.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar correo' })).toBeNull();
  });

  it('confirmed: says where the notices go', async () => {
    cuenta = { ...cuenta, correo: 'ana@ejemplo.edu.mx', confirmado: 1 };
    renderApp({ route: '/panel_alumno/correo_y_avisos', preloadedState: sesion('e') });
    expect(await screen.findByText(/Confirmado/)).toHaveTextContent('Confirmado: sus avisos llegan a ana@ejemplo.edu.mx.');
  });

  it.each([
    [
      'a',
      '/panel_admin/correo_y_avisos',
      [
        'preguntaNueva',
        'respuestaPendiente',
        'experienciaPendiente',
        'solicitudInformes',
        'recordatorioPendientes',
        'cambioPorRevisar',
        'cambioRevisado',
      ],
    ],
    ['e', '/panel_alumno/correo_y_avisos', ['respuestaRevisada', 'experienciaRevisada', 'preguntaPorResponder']],
    ['s', '/panel_superadmin/correo_y_avisos', ['cuentaAdmin']],
  ] as const)('role %s: one select per kind of notice it receives, with the three frequencies', async (rol, ruta, tipos) => {
    renderApp({ route: ruta, preloadedState: sesion(rol) });
    await screen.findByRole('heading', { level: 2, name: 'Avisos por correo' });
    const selects = screen.getAllByRole('combobox');
    expect(selects.map((s) => s.getAttribute('name'))).toEqual(tipos);
    expect(
      within(selects[0])
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Inmediato', 'Resumen diario', 'Nunca']);
  });

  it('saves a choice as it changes, with the server’s notice', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/correo_y_avisos', preloadedState: sesion('a') });
    const select = await screen.findByRole('combobox', { name: 'Una pregunta nueva espera revisión' });
    expect(select).toHaveValue('inmediato');
    expect(screen.getByRole('combobox', { name: 'La respuesta de un estudiante espera revisión' })).toHaveValue('diario');
    await user.selectOptions(select, 'nunca');
    expect(await screen.findByText(M.preferenciaGuardada)).toBeInTheDocument();
    expect(api.de('guardarPreferenciaAviso')).toEqual([{ funcion: 'guardarPreferenciaAviso', tipo: 'preguntaNueva', frecuencia: 'nunca' }]);
    await waitFor(() => expect(select).toHaveValue('nunca'));
  });

  it('a refused choice goes back to the stored one and says why', async () => {
    api.responder({ guardarPreferenciaAviso: () => ({ status: 400, body: { codigo: 0, mensaje: M.frecuenciaNoValida } }) });
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/correo_y_avisos', preloadedState: sesion('a') });
    const select = await screen.findByRole('combobox', { name: 'Una pregunta nueva espera revisión' });
    await user.selectOptions(select, 'diario');
    expect(await within(await screen.findByRole('alertdialog')).findByText(M.frecuenciaNoValida)).toBeInTheDocument();
    expect(select).toHaveValue('inmediato');
  });

  it.each([
    ['e', '/panel_admin/correo_y_avisos'],
    ['a', '/panel_alumno/correo_y_avisos'],
    ['a', '/panel_superadmin/correo_y_avisos'],
  ] as const)('a role %s cannot open %s', async (rol, ruta) => {
    const { router } = renderApp({ route: ruta, preloadedState: sesion(rol) });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(ruta));
  });

  it('the panels link it', async () => {
    renderApp({ route: '/panel_alumno', preloadedState: sesion('e') });
    expect(await screen.findByRole('link', { name: 'Correo y avisos' })).toHaveAttribute('href', '/panel_alumno/correo_y_avisos');
  });
});

describe('/confirmar_correo', () => {
  it('sends the token once and shows the answer, without a session', async () => {
    api.responder({ confirmarCorreo: () => ({ codigo: 1, mensaje: M.correoConfirmado }) });
    renderApp({ route: '/confirmar_correo?token=abc.def' });
    expect(await screen.findByText(M.correoConfirmado)).toBeInTheDocument();
    expect(api.de('confirmarCorreo')).toEqual([{ funcion: 'confirmarCorreo', token: 'abc.def' }]);
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('an expired or altered link gets the server’s words', async () => {
    api.responder({ confirmarCorreo: () => ({ status: 400, body: { codigo: 0, mensaje: M.enlaceNoValido } }) });
    renderApp({ route: '/confirmar_correo?token=roto', preloadedState: sesion('e') });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.enlaceNoValido);
    expect(screen.getByRole('link', { name: 'Ir a su panel' })).toHaveAttribute('href', '/panel_alumno');
  });

  it('without a token it says the link is not valid and sends nothing', async () => {
    renderApp({ route: '/confirmar_correo' });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.enlaceNoValido);
    expect(api.de('confirmarCorreo')).toEqual([]);
  });
});
