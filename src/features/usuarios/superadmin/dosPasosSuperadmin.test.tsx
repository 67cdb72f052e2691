// The super admin's second-factor screens: the "2FA obligatorio" settings (reached from
// the panel; Spanish validation of the grace days, the server's mensaje as a notice, its refusal in
// the alert with what was typed kept) and "Restablecer verificación en dos pasos" on an admin's row
// (asked first; nothing is sent on "Cancelar"; the server's success or refusal in the alert).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, diferido, type ApiFalsa } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import type { UsuarioAdmin } from '../tipos';

const superadmin = { session: { ...sessionInicial, rol: 's' as const, pk_usuario: 3, nombre_persona: 'Patricia' } };
const ADMINS: UsuarioAdmin[] = [
  { pk_usuario: 2, usuario: 'carlos.mendez', nombre_persona: 'Carlos Méndez Ortiz', nombres: 'Carlos', apellido_p: 'Méndez', apellido_m: 'Ortiz' },
  { pk_usuario: 5, usuario: 'laura.diaz', nombre_persona: 'Laura Díaz', nombres: 'Laura', apellido_p: 'Díaz', apellido_m: '' },
];

let api: ApiFalsa;
let ajustes: { obligatorio_admins: boolean; dias_gracia: number; desde: string | null };
beforeEach(async () => {
  ajustes = { obligatorio_admins: false, dias_gracia: 0, desde: null };
  api = await apiFalsa({ mostrarUsuarios: () => ADMINS, traerAjustesDosPasos: () => ajustes });
});
afterEach(async () => {
  cleanup();
  await api.cerrar();
});

describe('"2FA obligatorio" settings', () => {
  it('is reached from the panel, checks the grace days in Spanish, saves and shows the server’s mensaje', async () => {
    api.responder({
      guardarAjustesDosPasos: (c) => {
        ajustes = { obligatorio_admins: c.obligatorio_admins === '1', dias_gracia: Number(c.dias_gracia), desde: '2026-11-24T10:00:00.000Z' };
        return { codigo: 1, mensaje: `Verificación en dos pasos obligatoria para los administradores (${c.dias_gracia} días de gracia).` };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_superadmin', preloadedState: superadmin });
    await user.click(await screen.findByRole('link', { name: 'Verificación en dos pasos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verificación en dos pasos' })).toBeInTheDocument();
    const casilla = await screen.findByRole('checkbox', { name: '2FA obligatorio para administradores' });
    expect(casilla).not.toBeChecked();
    expect(screen.getByText(/opcional/)).toBeInTheDocument();

    await user.click(casilla);
    expect(
      screen.getByText(/Los administradores sin verificación deberán activarla al iniciar sesión; durante el plazo de gracia/),
    ).toBeInTheDocument();
    const diasGracia = screen.getByRole('spinbutton', { name: 'Días de gracia' });
    await user.clear(diasGracia);
    await user.type(diasGracia, '120');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Los días de gracia van de 0 a 90.')).toBeInTheDocument();
    expect(diasGracia).toHaveAttribute('aria-invalid', 'true');
    await user.clear(diasGracia);
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Los días de gracia van de 0 a 90.')).toBeInTheDocument();
    expect(api.de('guardarAjustesDosPasos')).toHaveLength(0);

    await user.type(diasGracia, '7');
    expect(screen.queryByText('Los días de gracia van de 0 a 90.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Verificación en dos pasos obligatoria para los administradores (7 días de gracia).')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_superadmin'));
    expect(api.de('guardarAjustesDosPasos')).toEqual([{ funcion: 'guardarAjustesDosPasos', obligatorio_admins: '1', dias_gracia: '7' }]);

    // back on the page: the stored setting, read again
    await user.click(await screen.findByRole('link', { name: 'Verificación en dos pasos' }));
    expect(await screen.findByRole('checkbox', { name: '2FA obligatorio para administradores' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Días de gracia' })).toHaveValue(7);
    expect(screen.getByText(/obligatoria/, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/con 7 días de gracia \(pueden posponerla hasta el/)).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s refusal; the form is disabled while it saves', async () => {
    const espera = diferido<unknown>();
    api.responder({ guardarAjustesDosPasos: () => espera.promesa });
    const user = userEvent.setup();
    renderApp({ route: '/panel_superadmin/verificacion_dos_pasos', preloadedState: superadmin });
    await user.click(await screen.findByRole('checkbox', { name: '2FA obligatorio para administradores' }));
    const diasGracia = screen.getByRole('spinbutton', { name: 'Días de gracia' });
    await user.clear(diasGracia);
    await user.type(diasGracia, '30');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByRole('button', { name: 'Guardando…' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '2FA obligatorio para administradores' })).toBeDisabled();
    espera.resolver({ status: 403, body: { codigo: 0, mensaje: 'No tiene permiso para realizar esta acción.' } });
    const aviso = await screen.findByRole('alertdialog');
    expect(within(aviso).getByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    await user.click(within(aviso).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('checkbox', { name: '2FA obligatorio para administradores' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Días de gracia' })).toHaveValue(30);
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeEnabled();
  });

  it('shows a Spanish error with a retry when the settings cannot be read', async () => {
    api.responder({ traerAjustesDosPasos: () => ({ status: 500, body: { codigo: 0, mensaje: 'Error interno del servidor.' } }) });
    renderApp({ route: '/panel_superadmin/verificacion_dos_pasos', preloadedState: superadmin });
    const fallo = await screen.findByRole('alert');
    expect(within(fallo).getByText('Error interno del servidor.')).toBeInTheDocument();
    expect(within(fallo).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('"Restablecer verificación en dos pasos"', () => {
  it('asks first, sends nothing on Cancelar, resets on Restablecer and shows the server’s mensaje', async () => {
    api.responder({
      restablecerDosPasos: (c) => ({
        codigo: 1,
        mensaje: `Se restableció la verificación en dos pasos de ${ADMINS.find((a) => String(a.pk_usuario) === c.pk)!.nombre_persona}. Deberá activarla de nuevo.`,
      }),
    });
    const user = userEvent.setup();
    renderApp({ route: '/panel_superadmin', preloadedState: superadmin });
    const boton = await screen.findByRole('button', { name: 'Restablecer la verificación en dos pasos de Laura Díaz' });
    await user.click(boton);
    let dialogo = await screen.findByRole('alertdialog');
    expect(within(dialogo).getByText(/¿Restablecer la verificación en dos pasos de Laura Díaz\?/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.de('restablecerDosPasos')).toHaveLength(0);

    await user.click(boton);
    dialogo = await screen.findByRole('alertdialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Se restableció la verificación en dos pasos de Laura Díaz. Deberá activarla de nuevo.')).toBeInTheDocument();
    expect(api.de('restablecerDosPasos')).toEqual([{ funcion: 'restablecerDosPasos', pk: '5' }]);
  });

  it('shows the server’s refusal in Spanish (an admin without the factor)', async () => {
    api.responder({
      restablecerDosPasos: () => ({ status: 409, body: { codigo: 0, mensaje: 'La verificación en dos pasos no está activa en esta cuenta.' } }),
    });
    const user = userEvent.setup();
    renderApp({ route: '/panel_superadmin', preloadedState: superadmin });
    await user.click(await screen.findByRole('button', { name: 'Restablecer la verificación en dos pasos de Carlos Méndez Ortiz' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('La verificación en dos pasos no está activa en esta cuenta.')).toBeInTheDocument();
    expect(api.de('restablecerDosPasos')).toEqual([{ funcion: 'restablecerDosPasos', pk: '2' }]);
  });
});
