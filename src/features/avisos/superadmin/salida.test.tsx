// The super admin's outbox page: the counts, since when it fails and the last error, where mail
// goes, the recent messages; the link from the panel; only the super admin may open it.
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiDelArchivo } from '@/pruebas/apiPrueba';
import { sessionInicial } from '@/shared/modelo/sesion';
import type { EstadoSalida } from '@/shared/api/contrato/avisos';
import { DESTINOS, SIN_MENSAJES } from './SalidaCorreo';

const sesion = (rol: 'a' | 's') => ({ session: { ...sessionInicial, rol, pk_usuario: 1, nombre_persona: 'Patricia' } });
const RUTA = '/panel_superadmin/salida_correo';
const api = apiDelArchivo();
let estado: EstadoSalida;

beforeEach(() => {
  estado = {
    esperando: 3,
    enviados: 1250,
    fallando: 2,
    fallandoDesde: '2026-11-24 12:00:00',
    ultimoError: 'connect ECONNREFUSED 127.0.0.1:2525',
    destino: 'smtp',
    recientes: [
      {
        pk_mensaje: 40,
        asunto: 'Una pregunta nueva espera revisión',
        estado: 'fallando',
        intentos: 4,
        ultimo_error: 'connect ECONNREFUSED 127.0.0.1:2525',
        creado: '2026-11-24 12:00:00',
        enviado: null,
      },
      {
        pk_mensaje: 39,
        asunto: 'Su pregunta tiene respuesta',
        estado: 'enviado',
        intentos: 1,
        ultimo_error: null,
        creado: '2026-11-24 11:00:00',
        enviado: '2026-11-24 11:00:05',
      },
    ],
  };
  api.guion = {
    traerAvisos: () => ({ avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 }),
    traerEstadoSalida: () => estado,
    mostrarUsuarios: () => [],
  };
});

it('shows the counts, the failure with its last error, the destination and the recent messages', async () => {
  renderApp({ route: RUTA, preloadedState: sesion('s') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Salida de correo' })).toBeInTheDocument();
  const cuentas = await screen.findByText('En espera');
  expect(cuentas.closest('dl')).toHaveTextContent('En espera3Enviados1,250Fallando2');
  const alerta = screen.getByRole('alert');
  expect(alerta).toHaveTextContent('Hay mensajes que no se pueden enviar desde el');
  expect(alerta).toHaveTextContent('Último error: connect ECONNREFUSED 127.0.0.1:2525');
  expect(screen.getByText(DESTINOS.smtp)).toBeInTheDocument();
  const filas = within(screen.getByRole('table')).getAllByRole('row');
  expect(filas).toHaveLength(3);
  expect(filas[1]).toHaveTextContent('Una pregunta nueva espera revisión');
  expect(filas[1]).toHaveTextContent('Fallando');
  expect(filas[2]).toHaveTextContent('Enviado');
});

it('healthy, writing files, nothing sent yet', async () => {
  estado = { ...estado, fallando: 0, fallandoDesde: null, ultimoError: null, destino: 'archivos', recientes: [] };
  renderApp({ route: RUTA, preloadedState: sesion('s') });
  expect(await screen.findByText('Ningún mensaje está fallando.')).toBeInTheDocument();
  expect(screen.getByText(DESTINOS.archivos)).toBeInTheDocument();
  expect(screen.getByText(SIN_MENSAJES)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('the super admin panel links it; an admin cannot open it', async () => {
  const { unmount } = renderApp({ route: '/panel_superadmin', preloadedState: sesion('s') });
  expect(await screen.findByRole('link', { name: 'Salida de correo' })).toHaveAttribute('href', RUTA);
  unmount();
  const { router } = renderApp({ route: RUTA, preloadedState: sesion('a') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
  expect(api.de('traerEstadoSalida')).toEqual([]);
});
