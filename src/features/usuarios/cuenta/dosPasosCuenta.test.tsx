// The account page's "Verificación en dos pasos" section, against the fake api.php: the
// status (active since…, recovery codes left), enrolment (the password first, then QR + secret, a
// code, the recovery codes shown once until "Ya los guardé"), turning it off (password and code; the server's refusals
// shown in Spanish, nothing typed lost), and the super admin's "obligatoria" note.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { comoJson, servidorGrabando } from '@/pruebas/servidorGrabando';
import type { SessionState } from '@/shared/modelo/sesion';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';

let responder: (c: Record<string, string>) => { status?: number; [k: string]: unknown } | unknown[];
const llamadas = servidorGrabando((c) => comoJson(responder(c)));

const admin: SessionState = { rol: 'a', pk_usuario: 2, nombre_persona: 'Ana Admin', contrasena_inicial: false };
const jefa: SessionState = { rol: 's', pk_usuario: 1, nombre_persona: 'Jefa', contrasena_inicial: false };
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODIGOS = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${String(i).padStart(2, '0')}`);
const seccion = () => screen.findByRole('region', { name: 'Verificación en dos pasos' });

describe('Verificación en dos pasos on the account page', () => {
  it('enrols: QR and secret, the code checked, then the recovery codes once until "Ya los guardé"', async () => {
    let activo = false;
    responder = (c) => {
      if (c.funcion === 'estadoDosPasos')
        return activo
          ? { activo: true, requerida: false, codigos_restantes: 10, desde: '2026-11-24T09:30:00Z' }
          : { activo: false, requerida: false, codigos_restantes: 0, desde: null };
      if (c.funcion === 'inscribirDosPasos')
        return c.contrasena === 'Admin#2026'
          ? { codigo: 1, mensaje: 'Escanee…', secreto: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qr: QR }
          : { status: 400, codigo: 0, mensaje: M.contrasenaIncorrecta };
      if (c.funcion === 'confirmarDosPasos') {
        if (c.codigo !== '123456') return { status: 400, codigo: 0, mensaje: M.incorrecto };
        activo = true;
        return { codigo: 1, mensaje: 'Activada.', codigos_recuperacion: CODIGOS };
      }
      return [];
    };
    const user = userEvent.setup();
    const { store } = renderApp({ route: '/cambiar_contrasena', preloadedState: { session: admin } });
    const s = await seccion();
    expect(await within(s).findByText('No está activa.')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    // the password first (issue 33: a stolen session alone bound the thief's phone): checked before any call
    expect(store.getState().dosPasos.cuenta.activando).toBe(true);
    await user.click(within(s).getByRole('button', { name: 'Continuar' }));
    expect(within(s).getByText(M.contrasena)).toBeInTheDocument();
    expect(llamadas.filter((l) => l.funcion === 'inscribirDosPasos')).toHaveLength(0);
    // a wrong one: the server's Spanish message, what was typed kept
    await user.type(within(s).getByLabelText('Su contraseña'), 'mala');
    await user.click(within(s).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(M.contrasenaIncorrecta)).toBeInTheDocument();
    expect(within(s).getByLabelText('Su contraseña')).toHaveValue('mala');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.clear(within(s).getByLabelText('Su contraseña'));
    await user.type(within(s).getByLabelText('Su contraseña'), 'Admin#2026');
    await user.click(within(s).getByRole('button', { name: 'Continuar' }));
    expect(await within(s).findByRole('img', { name: 'Código QR para su aplicación de autenticación' })).toHaveAttribute('src', QR);
    expect(llamadas.filter((l) => l.funcion === 'inscribirDosPasos').at(-1)).toEqual({ funcion: 'inscribirDosPasos', contrasena: 'Admin#2026' });
    expect(within(s).queryByLabelText('Su contraseña')).not.toBeInTheDocument();
    expect(within(s).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(store.getState().dosPasos.cuenta.inscripcion).toEqual({ qr: QR, secreto: 'JBSWY3DPEHPK3PXP' });
    // checked before any call
    await user.click(within(s).getByRole('button', { name: 'Activar' }));
    expect(within(s).getByText(M.codigo)).toBeInTheDocument();
    await user.type(within(s).getByLabelText('Código de 6 dígitos de su aplicación de autenticación'), '12a');
    await user.click(within(s).getByRole('button', { name: 'Activar' }));
    expect(within(s).getByText(M.codigoFormato)).toBeInTheDocument();
    expect(llamadas.filter((l) => l.funcion === 'confirmarDosPasos')).toHaveLength(0);
    // a wrong code: the server's Spanish message, the code still typed
    const campo = within(s).getByLabelText('Código de 6 dígitos de su aplicación de autenticación');
    await user.clear(campo);
    await user.type(campo, '654 321');
    await user.click(within(s).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText(M.incorrecto)).toBeInTheDocument();
    expect(llamadas.find((l) => l.funcion === 'confirmarDosPasos')).toEqual({ funcion: 'confirmarDosPasos', codigo: '654321' });
    expect(campo).toHaveValue('654 321');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.clear(campo);
    await user.type(campo, '123456');
    await user.click(within(s).getByRole('button', { name: 'Activar' }));
    const lista = await within(s).findByRole('list', { name: 'Códigos de recuperación' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODIGOS);
    expect(within(s).getByText('La verificación en dos pasos quedó activa.')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Ya los guardé' }));
    expect(await within(s).findByText('Activa desde el 24 de noviembre de 2026.')).toBeInTheDocument();
    expect(within(s).queryByText(CODIGOS[0])).not.toBeInTheDocument();
    expect(s).toHaveTextContent('Códigos de recuperación restantes: 10 de 10.');
    expect(store.getState().dosPasos.cuenta).toEqual({ inscripcion: null, codigos: null, desactivando: false, activando: false });
  });

  it('turns it off with the password and a code; a refusal keeps what was typed', async () => {
    let activo = true;
    responder = (c) => {
      if (c.funcion === 'estadoDosPasos')
        return activo
          ? { activo: true, requerida: false, codigos_restantes: 7, desde: '2026-03-05T12:00:00Z' }
          : { activo: false, requerida: false, codigos_restantes: 0, desde: null };
      if (c.funcion === 'desactivarDosPasos') {
        if (c.contrasena !== 'Admin#2026') return { status: 400, codigo: 0, mensaje: M.contrasenaIncorrecta };
        activo = false;
        return { codigo: 1, mensaje: 'Verificación en dos pasos desactivada.' };
      }
      return [];
    };
    const user = userEvent.setup();
    renderApp({ route: '/cambiar_contrasena', preloadedState: { session: admin } });
    const s = await seccion();
    expect(await within(s).findByText('Activa desde el 5 de marzo de 2026.')).toBeInTheDocument();
    expect(s).toHaveTextContent('Códigos de recuperación restantes: 7 de 10.');
    await user.click(within(s).getByRole('button', { name: 'Desactivar verificación en dos pasos' }));
    await user.click(within(s).getByRole('button', { name: 'Desactivar' }));
    expect(within(s).getByText(M.contrasena)).toBeInTheDocument();
    expect(within(s).getByText(M.codigo)).toBeInTheDocument();
    await user.type(within(s).getByLabelText('Su contraseña'), 'mala');
    await user.type(within(s).getByLabelText('Código de 6 dígitos de su aplicación de autenticación'), '111111');
    await user.click(within(s).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText(M.contrasenaIncorrecta)).toBeInTheDocument();
    expect(within(s).getByLabelText('Su contraseña')).toHaveValue('mala');
    expect(within(s).getByLabelText('Código de 6 dígitos de su aplicación de autenticación')).toHaveValue('111111');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.clear(within(s).getByLabelText('Su contraseña'));
    await user.type(within(s).getByLabelText('Su contraseña'), 'Admin#2026');
    await user.click(within(s).getByRole('button', { name: 'Desactivar' }));
    expect(await within(s).findByText('No está activa.')).toBeInTheDocument();
    expect(await screen.findByText('Verificación en dos pasos desactivada.')).toBeInTheDocument();
    expect(llamadas.find((l) => l.funcion === 'desactivarDosPasos' && l.contrasena === 'Admin#2026')).toEqual({
      funcion: 'desactivarDosPasos',
      contrasena: 'Admin#2026',
      codigo: '111111',
    });
  });

  it('tells the super admin it cannot be turned off, and offers no button to try', async () => {
    responder = (c) => (c.funcion === 'estadoDosPasos' ? { activo: true, requerida: true, codigos_restantes: 9, desde: '2026-11-24T09:30:00Z' } : []);
    renderApp({ route: '/cambiar_contrasena', preloadedState: { session: jefa } });
    const s = await seccion();
    expect(await within(s).findByText(M.obligatoria)).toBeInTheDocument();
    expect(within(s).queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
  });

  it('shows the failure to load and retries', async () => {
    let veces = 0;
    responder = (c) => {
      if (c.funcion !== 'estadoDosPasos') return [];
      veces += 1;
      return veces === 1
        ? { status: 503, codigo: 0, mensaje: 'El servicio no está disponible. Inténtelo en unos minutos.' }
        : { activo: false, requerida: false, codigos_restantes: 0, desde: null };
    };
    const user = userEvent.setup();
    renderApp({ route: '/cambiar_contrasena', preloadedState: { session: admin } });
    const s = await seccion();
    expect(await within(s).findByText('El servicio no está disponible. Inténtelo en unos minutos.')).toBeInTheDocument();
    await user.click(within(s).getByRole('button', { name: 'Reintentar' }));
    expect(await within(s).findByText('No está activa.')).toBeInTheDocument();
  });

  it('is not shown to a student', async () => {
    responder = () => [];
    renderApp({
      route: '/cambiar_contrasena',
      preloadedState: { session: { rol: 'e', pk_usuario: 9, nombre_persona: 'Ana', contrasena_inicial: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
    await waitFor(() => expect(llamadas.filter((l) => l.funcion === 'estadoDosPasos')).toHaveLength(0));
  });
});
