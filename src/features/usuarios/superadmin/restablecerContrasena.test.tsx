// The super admin's "Restablecer contraseña" on an admin's row (issue 38): asked first, nothing sent
// on "Cancelar"; on "Restablecer" the server's mensaje and the one-time password it returned apart.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, type ApiFalsa } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import type { UsuarioAdmin } from '../tipos';

const superadmin = { session: { ...sessionInicial, rol: 's' as const, pk_usuario: 3, nombre_persona: 'Patricia' } };
const ADMINS: UsuarioAdmin[] = [
  { pk_usuario: 5, usuario: 'laura.diaz', nombre_persona: 'Laura Díaz', nombres: 'Laura', apellido_p: 'Díaz', apellido_m: '' },
];
const MENSAJE =
  'Contraseña de Laura Díaz restablecida. Anote la contraseña de un solo uso y entréguela en persona: no se volverá a mostrar. Deberá cambiarla al iniciar sesión.';

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({ mostrarUsuarios: () => ADMINS });
});
afterEach(async () => {
  cleanup();
  await api.cerrar();
});

it('asks first, sends nothing on Cancelar, then shows the mensaje and the one-time password', async () => {
  api.responder({ restablecerAdmin: () => ({ codigo: 1, mensaje: MENSAJE, contrasena: 'Hk7pQ2xZr9Tm' }) });
  const user = userEvent.setup();
  renderApp({ route: '/panel_superadmin', preloadedState: superadmin });
  const boton = await screen.findByRole('button', { name: 'Restablecer la contraseña de Laura Díaz' });
  await user.click(boton);
  let dialogo = await screen.findByRole('alertdialog');
  expect(within(dialogo).getByText(/¿Restablecer la contraseña de Laura Díaz\?/)).toBeInTheDocument();
  await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.de('restablecerAdmin')).toHaveLength(0);

  await user.click(boton);
  dialogo = await screen.findByRole('alertdialog');
  await user.click(within(dialogo).getByRole('button', { name: 'Restablecer' }));
  // to be read and copied: in the "Aviso" dialog, which stays until it is closed (not a passing notice)
  const aviso = await screen.findByRole('alertdialog', { name: 'Aviso' });
  expect(within(aviso).getByText(`${MENSAJE} Contraseña de un solo uso: Hk7pQ2xZr9Tm`)).toBeInTheDocument();
  expect(api.de('restablecerAdmin')).toEqual([{ funcion: 'restablecerAdmin', pk: '5' }]);
});
