// The super admin's pages: list with search and confirmed 'Dar de Baja', add (credentials shown
// once, kept out of the store) and edit an admin.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { servidorGrabando } from '@/pruebas/servidorGrabando';
import { sessionInicial } from '@/shared/modelo/sesion';
import type { UsuarioAdmin } from '../tipos';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';

const superadmin = { session: { ...sessionInicial, rol: 's' as const, pk_usuario: 3, nombre_persona: 'Patricia' } };
let responder: (c: Record<string, string>) => unknown;
const llamadas = servidorGrabando((c) => ({ status: 200, body: JSON.stringify(responder(c)) }));

const admins = (): UsuarioAdmin[] => [
  { pk_usuario: 2, usuario: 'carlos.mendez', nombre_persona: 'Carlos Méndez Ortiz', nombres: 'Carlos', apellido_p: 'Méndez', apellido_m: 'Ortiz' },
  { pk_usuario: 5, usuario: 'laura.diaz', nombre_persona: 'Laura Díaz', nombres: 'Laura', apellido_p: 'Díaz', apellido_m: '' },
];

it('lists admins, searches without accents and deactivates one after confirmation', async () => {
  let lista = admins();
  responder = (c) => {
    if (c.funcion === 'darBaja') {
      lista = lista.filter((u) => String(u.pk_usuario) !== c.pk);
      return { codigo: 1, mensaje: 'Usuario dado de baja.' };
    }
    return lista;
  };
  const user = userEvent.setup();
  renderApp({ route: '/panel_superadmin', preloadedState: superadmin });
  expect(await screen.findByText('Carlos Méndez Ortiz')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Buscar usuario por nombre' }), 'mendez');
  expect(screen.queryByText('Laura Díaz')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dar de Baja a Carlos Méndez Ortiz' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Usuario dado de baja.')).toBeInTheDocument();
  expect(await screen.findByText('Ningún usuario encontrado.')).toBeInTheDocument();
  expect(llamadas.find((c) => c.funcion === 'darBaja')).toEqual({ funcion: 'darBaja', pk: '2' });
});

it('adds an admin and shows its login and password once, outside the store', async () => {
  responder = (c) =>
    c.funcion === 'registrarUsuario'
      ? {
          codigo: 1,
          mensaje: 'Administrador registrado. Anote la contraseña: no se volverá a mostrar.',
          usuario: 'maria.nunez',
          contrasena: 'Xk3pQ9mW2rTa',
        }
      : admins();
  const user = userEvent.setup();
  const { store } = renderApp({ route: '/panel_superadmin/agregar_usuario', preloadedState: superadmin });
  await user.click(await screen.findByRole('button', { name: 'Registrar usuario' }));
  expect(screen.getByText('Se necesita el nombre del usuario.')).toBeInTheDocument();
  expect(screen.getByText('Se necesita el apellido paterno.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nombre(s)'), 'María');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Núñez');
  await user.click(screen.getByRole('button', { name: 'Registrar usuario' }));
  expect(await screen.findByRole('heading', { name: 'Cuenta creada' })).toBeInTheDocument();
  expect(screen.getByTestId('usuario-nuevo')).toHaveTextContent('maria.nunez');
  expect(screen.getByTestId('contrasena-nueva')).toHaveTextContent('Xk3pQ9mW2rTa');
  expect(llamadas.find((c) => c.funcion === 'registrarUsuario')).toEqual({
    funcion: 'registrarUsuario',
    rol: 'a',
    nombres: 'María',
    apellido_p: 'Núñez',
    apellido_m: '',
    secciones: '[]',
    puedePublicar: '1',
  });
  await waitFor(() => expect(JSON.stringify(store.getState())).not.toContain('Xk3pQ9mW2rTa'));
});

it('adds an admin with an e-mail: the address is checked, sent, and the card says where the link went (no password)', async () => {
  responder = (c) =>
    c.funcion === 'registrarUsuario'
      ? {
          codigo: 1,
          mensaje:
            'Administrador registrado. Le enviamos a maria@ejemplo.edu.mx un enlace para elegir su contraseña: vale 24 horas y sirve una sola vez.',
          usuario: 'maria.nunez',
          correo: 'maria@ejemplo.edu.mx',
        }
      : admins();
  const user = userEvent.setup();
  renderApp({ route: '/panel_superadmin/agregar_usuario', preloadedState: superadmin });
  await user.type(await screen.findByLabelText('Nombre(s)'), 'María');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Núñez');
  const correo = screen.getByRole('textbox', { name: 'Correo electrónico (opcional)' });
  await user.type(correo, 'maria@');
  await user.click(screen.getByRole('button', { name: 'Registrar usuario' }));
  expect(await screen.findByText(MENSAJES_AVISOS.correoNoValido)).toBeInTheDocument();
  expect(llamadas.filter((c) => c.funcion === 'registrarUsuario')).toEqual([]);
  await user.type(correo, 'ejemplo.edu.mx');
  await user.click(screen.getByRole('button', { name: 'Registrar usuario' }));
  const tarjeta = (await screen.findByRole('heading', { name: 'Cuenta creada' })).closest('section')!;
  expect(tarjeta).toHaveTextContent('Le enviamos a maria@ejemplo.edu.mx un enlace para elegir su contraseña: vale 24 horas y sirve una sola vez.');
  expect(screen.getByTestId('usuario-nuevo')).toHaveTextContent('maria.nunez');
  expect(screen.queryByTestId('contrasena-nueva')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Copiar datos' })).toBeNull();
  expect(llamadas.find((c) => c.funcion === 'registrarUsuario')).toMatchObject({ rol: 'a', nombres: 'María', correo: 'maria@ejemplo.edu.mx' });
});

it('edits an admin’s names', async () => {
  responder = (c) => (c.funcion === 'editarUsuario' ? { codigo: 1, mensaje: 'Datos del administrador actualizados.' } : admins());
  const user = userEvent.setup();
  const { router } = renderApp({ route: '/panel_superadmin/editar_usuario/5', preloadedState: superadmin });
  const materno = await screen.findByLabelText('Apellido materno (opcional)');
  expect(screen.getByLabelText('Nombre(s)')).toHaveValue('Laura');
  await user.type(materno, 'Ruiz');
  await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_superadmin'));
  expect(llamadas.find((c) => c.funcion === 'editarUsuario')).toEqual({
    funcion: 'editarUsuario',
    idAdmin: '5',
    nombres: 'Laura',
    apellido_p: 'Díaz',
    apellido_m: 'Ruiz',
    secciones: '[]',
    puedePublicar: '1',
  });
});

it('keeps admins and students out', async () => {
  const { router } = renderApp({
    route: '/panel_superadmin',
    preloadedState: { session: { ...sessionInicial, rol: 'a', pk_usuario: 2, nombre_persona: 'C' } },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
});
