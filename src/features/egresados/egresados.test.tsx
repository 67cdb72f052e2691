// Graduates on the client: /casos_de_exito (cards, empty state), the admin list with search and
// deletion after confirmation, and the form ('Por favor llene todos los campos.', generations
// from mostrarGeneraciones, failure keeps values and alerts, success notice, edit).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, type ApiFalsa } from '@/pruebas/apiPrueba';
import { usarMotorImagen } from '@/shared/lib/imagen';
import { erroresDe } from '@/shared/api/contrato/campos';
import { formEgresado, MENSAJES_EGRESADO } from '@/shared/api/contrato/egresados';
import type { ValoresEgresado as FormEgresado } from './admin/Egresados';

const LLENE_TODOS = MENSAJES_EGRESADO.llene;
/** The form's check (useFormulario runs the contract's schema): the message once, and which fields are missing. */
function validarEgresado(d: FormEgresado) {
  const e = erroresDe(formEgresado, d);
  const faltan = Object.keys(e);
  for (const m of Object.values(e)) expect(m).toBe(LLENE_TODOS);
  return { mensaje: faltan.length ? LLENE_TODOS : null, faltan };
}

const CASOS = [
  {
    pk_caso_exito: 5,
    nombre_estudiante: 'Andrea Castillo Muñoz',
    fk_generacion: 8,
    generacion: '2019-2022',
    puesto: 'Desarrolladora full stack',
    comentario: 'Bases sólidas.',
    foto_estudiante: 'uploads/egresados/demo-egresados-400.png',
  },
  {
    pk_caso_exito: 6,
    nombre_estudiante: 'Roberto Ibarra Soto',
    fk_generacion: 7,
    generacion: '2018-2021',
    puesto: 'Líder técnico',
    comentario: 'Las estadías me abrieron la puerta.',
    foto_estudiante: 'uploads/egresados/demo-egresados-401.png',
  },
];
const GENERACIONES = [
  { pk_generacion: 8, generacion: '2019-2022' },
  { pk_generacion: 7, generacion: '2018-2021' },
];

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({
    traerCasosExito: () => CASOS,
    mostrarGeneraciones: () => GENERACIONES,
    obtenerEgresado: (c) =>
      CASOS.find((x) => String(x.pk_caso_exito) === c.idCasoExito) ?? {
        status: 404,
        body: { codigo: 0, mensaje: 'El egresado no existe o ya fue eliminado.' },
      },
  });
  usarMotorImagen({
    decodificar: async () => ({ ancho: 800, alto: 800, fuente: {} }),
    reducir: async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
    leerDataUrl: async () => 'data:image/jpeg;base64,BBBB',
  });
});
afterEach(async () => {
  cleanup();
  usarMotorImagen(null);
  await api.cerrar();
});

describe('the graduate form check (formEgresado)', () => {
  it("answers 'Por favor llene todos los campos.' and the missing fields", () => {
    expect(LLENE_TODOS).toBe('Por favor llene todos los campos.');
    expect(validarEgresado({ nombreAlumno: 'A', generacion: '', puestoEmpresa: ' ', palabrasAlumno: 'x', imagenes: [] })).toEqual({
      mensaje: LLENE_TODOS,
      faltan: ['generacion', 'puestoEmpresa', 'imagenes'],
    });
    expect(
      validarEgresado({ nombreAlumno: 'A', generacion: '8', puestoEmpresa: 'P', palabrasAlumno: 'x', imagenes: [{ key: '1', imagen: 'data:,' }] }),
    ).toEqual({ mensaje: null, faltan: [] });
  });
});

describe('/casos_de_exito', () => {
  it('shows each graduate with photo, name, generation, position and comment', async () => {
    renderApp({ route: '/casos_de_exito' });
    const nombre = await screen.findByRole('heading', { level: 2, name: 'Andrea Castillo Muñoz' });
    const tarjeta = nombre.closest('article')!;
    expect(within(tarjeta).getByRole('img', { name: 'Fotografía de Andrea Castillo Muñoz' })).toHaveAttribute(
      'src',
      '/uploads/egresados/demo-egresados-400.png',
    );
    expect(within(tarjeta).getByText('Generación 2019-2022')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Desarrolladora full stack')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Bases sólidas.')).toBeInTheDocument();
  });

  it("shows 'Aún no hay egresados registrados.' when there are none", async () => {
    api.responder({ traerCasosExito: () => [] });
    renderApp({ route: '/casos_de_exito' });
    expect(await screen.findByText('Aún no hay egresados registrados.')).toBeInTheDocument();
  });
});

describe('/panel_admin/panel_casos_exito', () => {
  it("filters by name (?q=) and says 'Ningún egresado encontrado.'", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/panel_casos_exito?q=munoz', preloadedState: SESION_ADMIN });
    const lista = await screen.findByRole('list', { name: 'Egresados' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar egresado por nombre' }), 'x');
    expect(await screen.findByText('Ningún egresado encontrado.')).toBeInTheDocument();
  });

  it('deletes a graduate only after the confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    api.responder({ eliminarEgresado: () => ({ codigo: 1, mensaje: 'Egresado eliminado.' }) });
    renderApp({ route: '/panel_admin/panel_casos_exito', preloadedState: SESION_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Roberto Ibarra Soto' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Confirmar acción' });
    expect(within(confirmar).getByText('¿Está seguro de realizar esta acción?')).toBeInTheDocument();
    expect(api.de('eliminarEgresado')).toEqual([]);
    api.responder({ traerCasosExito: () => CASOS.slice(0, 1) });
    await user.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Egresado eliminado.')).toBeInTheDocument();
    expect(api.de('eliminarEgresado')).toEqual([{ funcion: 'eliminarEgresado', idCasoExito: '6' }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Roberto Ibarra Soto' })).not.toBeInTheDocument());
  });
});

describe('graduate form', () => {
  it("says 'Por favor llene todos los campos.' and marks the empty fields, sending nothing", async () => {
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/panel_casos_exito/agregar_caso_exito', preloadedState: SESION_ADMIN });
    await user.type(await screen.findByLabelText('Nombre del egresado'), 'Sofía Navarro');
    await user.click(screen.getByRole('button', { name: 'Agregar egresado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor llene todos los campos.');
    expect(screen.getByLabelText('Generación')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre del egresado')).not.toHaveAttribute('aria-invalid');
    expect(api.de('registrarCasoExito')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Generación'), '2019-2022');
    expect(screen.getByLabelText('Generación')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor llene todos los campos.');
  });

  it('sends every field; a refusal keeps them and alerts the mensaje; then success shows the notice', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarCasoExito: () => ({ status: 400, body: { codigo: 0, mensaje: 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.' } }),
    });
    const { router } = renderApp({ route: '/panel_admin/panel_casos_exito/agregar_caso_exito', preloadedState: SESION_ADMIN });
    await user.type(await screen.findByLabelText('Nombre del egresado'), 'Sofía Navarro');
    expect(
      within(screen.getByLabelText('Generación'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccione la generación…', '2019-2022', '2018-2021']);
    await user.selectOptions(screen.getByLabelText('Generación'), '2018-2021');
    await user.type(screen.getByLabelText('Puesto y empresa'), 'Analista de calidad');
    await user.type(screen.getByLabelText('Comentario del egresado'), 'Aprendí a probar.');
    await user.upload(screen.getByLabelText('Elegir imagen'), new File([new Uint8Array(20)], 'foto.jpg', { type: 'image/jpeg' }));
    await screen.findByAltText('Fotografía del egresado (vista previa)');
    await user.type(screen.getByRole('textbox', { name: 'Texto alternativo de fotografía del egresado' }), 'Sofía sonríe frente a su escritorio');
    await user.click(screen.getByRole('button', { name: 'Agregar egresado' }));
    const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(within(alerta).getByText('La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.')).toBeInTheDocument();
    expect(api.de('registrarCasoExito')).toEqual([
      {
        funcion: 'registrarCasoExito',
        nombreAlumno: 'Sofía Navarro',
        generacion: '7',
        puestoEmpresa: 'Analista de calidad',
        palabrasAlumno: 'Aprendí a probar.',
        imagenForm: 'data:image/jpeg;base64,BBBB',
        imagenForm_alt: 'Sofía sonríe frente a su escritorio',
        imagenForm_decorativa: '0',
      },
    ]);
    await user.click(within(alerta).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByLabelText('Puesto y empresa')).toHaveValue('Analista de calidad');
    expect(screen.getByRole('button', { name: 'Agregar egresado' })).toBeEnabled();

    api.responder({ registrarCasoExito: () => ({ codigo: 1, mensaje: 'Egresado registrado.' }) });
    await user.click(screen.getByRole('button', { name: 'Agregar egresado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/panel_casos_exito'));
    expect(await screen.findByText('Egresado registrado.')).toBeInTheDocument();
  });

  it('edits: loads the graduate and sends idCasoExito with the stored photo', async () => {
    const user = userEvent.setup();
    api.responder({ editarEgresado: () => ({ codigo: 1, mensaje: 'Egresado actualizado.' }) });
    renderApp({ route: '/panel_admin/panel_casos_exito/editar_caso_exito/5', preloadedState: SESION_ADMIN });
    expect(await screen.findByLabelText('Nombre del egresado')).toHaveValue('Andrea Castillo Muñoz');
    expect(screen.getByLabelText('Generación')).toHaveValue('8');
    // a photo stored before issue 37 has no alternative text: the form asks for one
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Describa la imagen para quien no puede verla.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Texto alternativo de fotografía del egresado' }), 'Retrato de Andrea');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Egresado actualizado.');
    expect(api.de('editarEgresado')).toEqual([
      {
        funcion: 'editarEgresado',
        nombreAlumno: 'Andrea Castillo Muñoz',
        generacion: '8',
        puestoEmpresa: 'Desarrolladora full stack',
        palabrasAlumno: 'Bases sólidas.',
        imagenForm: 'uploads/egresados/demo-egresados-400.png',
        imagenForm_alt: 'Retrato de Andrea',
        imagenForm_decorativa: '0',
        idCasoExito: '5',
      },
    ]);
  });

  it('edits: an unknown graduate shows the server mensaje', async () => {
    renderApp({ route: '/panel_admin/panel_casos_exito/editar_caso_exito/77', preloadedState: SESION_ADMIN });
    expect(await screen.findByText('El egresado no existe o ya fue eliminado.')).toBeInTheDocument();
  });
});
