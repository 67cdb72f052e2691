// Companies on the client: the form's messages and states (disabled while sending, values kept
// and the server's mensaje in an alert on failure, a notice on success), the public list, and the
// admin list with ?q= search and a confirmed deactivation that reloads the list.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, type ApiFalsa } from '@/pruebas/apiPrueba';
import { usarMotorImagen } from '@/shared/lib/imagen';
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEmpresa, MENSAJES_EMPRESA } from '@/shared/api/contrato/empresas';

const NOMBRE_REQUERIDO = MENSAJES_EMPRESA.nombre;
const IMAGEN_REQUERIDA = MENSAJES_EMPRESA.imagen;

const EMPRESAS = [
  { pk_empresa_estadia: 1, nombre_empresa: 'Tecnologías del Bajío', imagen_empresa: 'uploads/empresas/demo-empresas-300.png' },
  {
    pk_empresa_estadia: 2,
    nombre_empresa: 'Nube Norte Software',
    imagen_empresa: 'uploads/empresas/demo-empresas-301.png',
    imagen_empresa_alt: 'Logotipo de Nube Norte: una nube blanca sobre fondo azul',
    imagen_empresa_decorativa: false,
  },
];

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({ obtenerTodasEmpresasEstadias: () => EMPRESAS });
  usarMotorImagen({
    decodificar: async () => ({ ancho: 800, alto: 600, fuente: {} }),
    reducir: async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
    leerDataUrl: async () => 'data:image/jpeg;base64,AAAA',
  });
});
afterEach(async () => {
  cleanup();
  usarMotorImagen(null);
  await api.cerrar();
});

function diferido<T>() {
  let resolver!: (v: T) => void;
  const promesa = new Promise<T>((r) => (resolver = r));
  return { promesa, resolver };
}

describe('the company form check (formEmpresa)', () => {
  it('asks for the name and the image with the spec messages', () => {
    expect(erroresDe(formEmpresa, { nombreEmpresa: '  ', imagenes: [] })).toEqual({ nombreEmpresa: NOMBRE_REQUERIDO, imagenes: IMAGEN_REQUERIDA });
    expect(NOMBRE_REQUERIDO).toBe('Se necesita el nombre de la empresa.');
    expect(IMAGEN_REQUERIDA).toBe('Se necesita la imagen de la empresa.');
    expect(erroresDe(formEmpresa, { nombreEmpresa: 'X', imagenes: [{ key: '1', imagen: 'data:image/png;base64,AA' }] })).toEqual({});
  });
});

describe('/empresas_estadias', () => {
  it('shows each company with its image and a link to its experiences', async () => {
    renderApp({ route: '/empresas_estadias' });
    const enlace = await screen.findByRole('link', { name: /Tecnologías del Bajío/ });
    expect(enlace).toHaveAttribute('href', '/empresas_estadias/tecnologias-del-bajio/1');
    expect(enlace.querySelector('img')).toHaveAttribute('src', '/uploads/empresas/demo-empresas-300.png');
    expect(screen.getByRole('heading', { level: 1, name: 'Experiencias de estadías' })).toBeInTheDocument();
    expect(within(enlace).getByRole('heading', { level: 2, name: 'Tecnologías del Bajío' })).toBeInTheDocument();
  });

  it("shows 'No se encontraron empresas registradas.' when there are none", async () => {
    api.responder({ obtenerTodasEmpresasEstadias: () => [] });
    renderApp({ route: '/empresas_estadias' });
    expect(await screen.findByText('No se encontraron empresas registradas.')).toBeInTheDocument();
  });
});

describe('/panel_admin/empresas_estadias', () => {
  it('filters by name from ?q= ignoring case and accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_admin/empresas_estadias?q=BAJIO', preloadedState: SESION_ADMIN });
    const lista = await screen.findByRole('list', { name: 'Empresas de estadías' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lista).getByRole('heading', { name: 'Tecnologías del Bajío' })).toBeInTheDocument();
    const caja = screen.getByRole('searchbox', { name: 'Buscar empresa por nombre' });
    await user.clear(caja);
    await user.type(caja, 'zzz');
    expect(await screen.findByText('Ninguna empresa encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
  });

  it('deactivates a company after the confirmation naming it, with the overlay, the undo notice and a reload', async () => {
    const user = userEvent.setup();
    const baja = diferido<unknown>();
    api.responder({ darBajaEmpresaEstadia: () => baja.promesa });
    const { store } = renderApp({ route: '/panel_admin/empresas_estadias', preloadedState: SESION_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Dar de baja Nube Norte Software' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(within(confirmar).getByText('¿Está seguro de realizar esta acción?')).toBeInTheDocument();
    expect(within(confirmar).getByText('Nube Norte Software')).toBeInTheDocument();
    const flag = store.getState().ui.reload.flag;
    api.responder({ obtenerTodasEmpresasEstadias: () => EMPRESAS.slice(0, 1) });
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(store.getState().ui.overlay).toBe(true));
    expect(screen.getByText('Procesando…')).toBeInTheDocument();
    baja.resolver({ codigo: 1, mensaje: 'Empresa de estadía dada de baja.' });
    // no dialog to dismiss: a notice with its "Deshacer"
    const aviso = await screen.findByRole('status');
    expect(await within(aviso).findByText('Empresa de estadía dada de baja.')).toBeInTheDocument();
    expect(within(aviso).getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().ui.overlay).toBe(false);
    expect(store.getState().ui.reload.flag).toBe(!flag);
    expect(api.de('darBajaEmpresaEstadia')).toEqual([{ funcion: 'darBajaEmpresaEstadia', pk: '2' }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nube Norte Software' })).not.toBeInTheDocument());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/empresas_estadias', preloadedState: SESION_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Dar de baja Nube Norte Software' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(api.de('darBajaEmpresaEstadia')).toEqual([]);
  });

  it('is not shown to a visitor (guard sends home)', async () => {
    const { router } = renderApp({ route: '/panel_admin/empresas_estadias' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('company form', () => {
  it('shows both messages and sends nothing when empty', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/empresas_estadias/registrar_empresa_estadia', preloadedState: SESION_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Registrar empresa' }));
    expect(screen.getByText('Se necesita el nombre de la empresa.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita la imagen de la empresa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveAttribute('aria-invalid', 'true');
    expect(api.de('registrarEmpresaEstadia')).toEqual([]);
  });

  it('disables the button while sending; on refusal keeps the values and alerts the server mensaje', async () => {
    const user = userEvent.setup();
    const respuesta = diferido<unknown>();
    api.responder({ registrarEmpresaEstadia: () => respuesta.promesa });
    renderApp({ route: '/panel_admin/empresas_estadias/registrar_empresa_estadia', preloadedState: SESION_ADMIN });
    await user.type(await screen.findByLabelText('Nombre de la empresa'), 'Datos y Procesos');
    await user.upload(screen.getByLabelText('Elegir imagen'), new File([new Uint8Array(20)], 'logo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByAltText('Imagen de la empresa (vista previa)')).toHaveAttribute('src', 'data:image/jpeg;base64,AAAA');
    await user.type(screen.getByRole('textbox', { name: 'Texto alternativo de imagen de la empresa' }), 'Logotipo de Datos y Procesos');
    const boton = screen.getByRole('button', { name: 'Registrar empresa' });
    await user.click(boton);
    await waitFor(() => expect(boton).toBeDisabled());
    respuesta.resolver({ status: 409, body: { codigo: 0, mensaje: 'Ya existe una empresa registrada con ese nombre.' } });
    const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(within(alerta).getByText('Ya existe una empresa registrada con ese nombre.')).toBeInTheDocument();
    expect(boton).toBeEnabled();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Datos y Procesos');
    expect(screen.getByAltText('Imagen de la empresa (vista previa)')).toBeInTheDocument();
    expect(api.de('registrarEmpresaEstadia')).toEqual([
      {
        funcion: 'registrarEmpresaEstadia',
        nombreEmpresa: 'Datos y Procesos',
        imagenForm: 'data:image/jpeg;base64,AAAA',
        imagenForm_alt: 'Logotipo de Datos y Procesos',
        imagenForm_decorativa: '0',
      },
    ]);
  });

  it('on success shows the notice and returns to the list', async () => {
    const user = userEvent.setup();
    api.responder({ registrarEmpresaEstadia: () => ({ codigo: 1, mensaje: 'Empresa de estadía registrada.' }) });
    const { router } = renderApp({ route: '/panel_admin/empresas_estadias/registrar_empresa_estadia', preloadedState: SESION_ADMIN });
    await user.type(await screen.findByLabelText('Nombre de la empresa'), 'Datos y Procesos');
    await user.upload(screen.getByLabelText('Elegir imagen'), new File([new Uint8Array(20)], 'logo.jpg', { type: 'image/jpeg' }));
    await screen.findByAltText('Imagen de la empresa (vista previa)');
    await user.click(screen.getByRole('checkbox', { name: 'Imagen decorativa (imagen de la empresa)' }));
    await user.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/empresas_estadias'));
    expect(await screen.findByText('Empresa de estadía registrada.')).toBeInTheDocument();
  });

  it('edits: loads the company, sends its stored image back with pkEmpresa', async () => {
    const user = userEvent.setup();
    api.responder({
      obtenerEmpresaEstadia: (c) => EMPRESAS.find((e) => String(e.pk_empresa_estadia) === c.pk),
      editarEmpresaEstadia: () => ({ codigo: 1, mensaje: 'Empresa de estadía actualizada.' }),
    });
    renderApp({ route: '/panel_admin/empresas_estadias/editar_empresa_estadia/2', preloadedState: SESION_ADMIN });
    const nombre = await screen.findByLabelText('Nombre de la empresa');
    expect(nombre).toHaveValue('Nube Norte Software');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar empresa de estadía' })).toBeInTheDocument();
    await user.clear(nombre);
    await user.type(nombre, 'Nube Norte');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Empresa de estadía actualizada.');
    expect(api.de('editarEmpresaEstadia')).toEqual([
      {
        funcion: 'editarEmpresaEstadia',
        nombreEmpresa: 'Nube Norte',
        imagenForm: 'uploads/empresas/demo-empresas-301.png',
        imagenForm_alt: 'Logotipo de Nube Norte: una nube blanca sobre fondo azul',
        imagenForm_decorativa: '0',
        pkEmpresa: '2',
      },
    ]);
  });

  it('edits: an unknown company shows the server mensaje instead of the form', async () => {
    api.responder({
      obtenerEmpresaEstadia: () => ({ status: 404, body: { codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' } }),
    });
    renderApp({ route: '/panel_admin/empresas_estadias/editar_empresa_estadia/99', preloadedState: SESION_ADMIN });
    expect(await screen.findByText('La empresa de estadía no existe o fue dada de baja.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre de la empresa')).not.toBeInTheDocument();
  });
});
