// Experiences on the client: the public page of a company (levels, empty state, not-found for a
// wrong pk or name), the admin list with search and confirmed deactivation, and the shared form
// in both areas (messages, company select from mostrarEmpresas, failure keeps values, success).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, SESION_ALUMNO, type ApiFalsa } from '@/pruebas/apiPrueba';
import { erroresDe } from '@/shared/api/contrato/campos';
import { formExperiencia, MENSAJES_EXPERIENCIA } from '@/shared/api/contrato/experiencias';
import type { DatosExperiencia } from './tipos';

const EMPRESA_REQUERIDA = MENSAJES_EXPERIENCIA.empresa;
const EXPERIENCIA_REQUERIDA = MENSAJES_EXPERIENCIA.experiencia;
/** The form's check: the contract's schema, the company's pk sent as text. */
const validarExperiencia = (d: DatosExperiencia) => erroresDe(formExperiencia, { ...d, fkEmpresaEstadia: String(d.fkEmpresaEstadia) });

const EMPRESA = { pk_empresa_estadia: 3, nombre_empresa: 'Tecnologías del Bajío', imagen_empresa: 'uploads/empresas/demo-empresas-300.png' };
const EXPERIENCIAS = [
  { pk_experiencia_estadia: 10, nombre_estudiante: 'Mariana López', nivel_academico: 't', experiencia: 'Pantallas en React.', fkEmpresaEstadia: 3 },
  {
    pk_experiencia_estadia: 11,
    nombre_estudiante: 'José Ángel Martínez',
    nivel_academico: 'i',
    experiencia: 'Arquitectura de reportes.',
    fkEmpresaEstadia: 3,
  },
  { pk_experiencia_estadia: 12, nombre_estudiante: 'Daniela Ruiz', nivel_academico: 'l', experiencia: 'Migración de datos.', fkEmpresaEstadia: 3 },
];
const OPCIONES = [
  { pk_empresa_estadia: 4, nombre_empresa: 'Nube Norte Software' },
  { pk_empresa_estadia: 3, nombre_empresa: 'Tecnologías del Bajío' },
];

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({
    obtenerTodasExperienciasDeEmpresa: (c) =>
      c.pkEmpresa === '3'
        ? { empresa: EMPRESA, experiencias: EXPERIENCIAS }
        : { status: 404, body: { codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' } },
    mostrarEmpresas: () => OPCIONES,
  });
});
afterEach(async () => {
  cleanup();
  await api.cerrar();
});

describe('the experience form check (formExperiencia)', () => {
  it('uses the spec messages for the company and the text', () => {
    const e = validarExperiencia({ nombreEstudiante: '', nivelAcademico: '', experiencia: ' ', fkEmpresaEstadia: '' });
    expect(e.fkEmpresaEstadia).toBe('Se necesita seleccionar una empresa de estadía.');
    expect(e.experiencia).toBe('Se necesita escribir la experiencia del estudiante.');
    expect(e.nombreEstudiante).toBe('Se necesita el nombre del estudiante.');
    expect(e.nivelAcademico).toMatch(/nivel académico/);
    expect(EMPRESA_REQUERIDA).toBe('Se necesita seleccionar una empresa de estadía.');
    expect(EXPERIENCIA_REQUERIDA).toBe('Se necesita escribir la experiencia del estudiante.');
    expect(validarExperiencia({ nombreEstudiante: 'A', nivelAcademico: 'l', experiencia: 'x', fkEmpresaEstadia: '3' })).toEqual({});
  });
});

describe('/empresas_estadias/{nombreEmpresa}/{pkEmpresa}', () => {
  it('shows the experiences with the level names T.S.U., Ingeniería and Licenciatura', async () => {
    renderApp({ route: '/empresas_estadias/tecnologias-del-bajio/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tecnologías del Bajío' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').filter((li) => li.classList.contains('experiencia'));
    expect(items.map((li) => [within(li).getByRole('heading').textContent, li.querySelector('.experiencia__nivel')?.textContent])).toEqual([
      ['Mariana López', 'T.S.U.'],
      ['José Ángel Martínez', 'Ingeniería'],
      ['Daniela Ruiz', 'Licenciatura'],
    ]);
    expect(screen.getByText('Arquitectura de reportes.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Experiencias en Tecnologías del Bajío/);
  });

  it("shows 'No se encontraron experiencias registradas.' for a company without experiences", async () => {
    api.responder({ obtenerTodasExperienciasDeEmpresa: () => ({ empresa: EMPRESA, experiencias: [] }) });
    renderApp({ route: '/empresas_estadias/Tecnolog%C3%ADas%20del%20Baj%C3%ADo/3' });
    expect(await screen.findByText('No se encontraron experiencias registradas.')).toBeInTheDocument();
  });

  it.each([
    ['an unknown pk', '/empresas_estadias/tecnologias-del-bajio/99'],
    ['a name that does not match', '/empresas_estadias/otra-empresa/3'],
    ['a pk that is not a number', '/empresas_estadias/tecnologias-del-bajio/abc'],
  ])('shows a not-found state for %s', async (_caso, ruta) => {
    renderApp({ route: ruta });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresa no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las empresas' })).toHaveAttribute('href', '/empresas_estadias');
    expect(screen.queryByText('Mariana López')).not.toBeInTheDocument();
  });
});

describe('/panel_admin/empresas_estadias/experiencias_estadias/{pkEmpresa}', () => {
  it('searches by student name (accents ignored) and deactivates one after confirming', async () => {
    const user = userEvent.setup();
    api.responder({ darBajaExperienciaEstadia: () => ({ codigo: 1, mensaje: 'Experiencia de estadía dada de baja.' }) });
    renderApp({ route: '/panel_admin/empresas_estadias/experiencias_estadias/3?q=jose', preloadedState: SESION_ADMIN });
    const lista = await screen.findByRole('list', { name: 'Experiencias' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    const caja = screen.getByRole('searchbox', { name: 'Buscar experiencia por nombre del estudiante' });
    await user.clear(caja);
    await user.type(caja, 'nadie');
    expect(await screen.findByText('Ninguna experiencia encontrada.')).toBeInTheDocument();
    await user.clear(caja);
    api.responder({ obtenerTodasExperienciasDeEmpresa: () => ({ empresa: EMPRESA, experiencias: EXPERIENCIAS.slice(1) }) });
    await user.click(await screen.findByRole('button', { name: 'Dar de baja la experiencia de Mariana López' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar acción' })).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Experiencia de estadía dada de baja.')).toBeInTheDocument();
    expect(api.de('darBajaExperienciaEstadia')).toEqual([{ funcion: 'darBajaExperienciaEstadia', pk: '10' }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mariana López' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Registrar experiencia' })).toHaveAttribute(
      'href',
      '/panel_admin/empresas_estadias/registrar_experiencia_estadia?empresa=3',
    );
  });
});

describe('experience form', () => {
  it('admin: shows the messages, offers the companies and keeps values and alerts on refusal', async () => {
    const user = userEvent.setup();
    api.responder({
      registrarExperienciaEstadia: () => ({ status: 400, body: { codigo: 0, mensaje: 'La empresa de estadía no existe o fue dada de baja.' } }),
    });
    renderApp({ route: '/panel_admin/empresas_estadias/registrar_experiencia_estadia', preloadedState: SESION_ADMIN });
    const empresa = await screen.findByLabelText('Empresa de estadía');
    await waitFor(() =>
      expect(
        within(empresa)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione una empresa…', 'Nube Norte Software', 'Tecnologías del Bajío']),
    );
    await user.click(screen.getByRole('button', { name: 'Registrar experiencia' }));
    expect(screen.getByText('Se necesita seleccionar una empresa de estadía.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita escribir la experiencia del estudiante.')).toBeInTheDocument();
    expect(api.de('registrarExperienciaEstadia')).toEqual([]);

    await user.type(screen.getByLabelText('Nombre del estudiante'), 'Óscar Romo');
    await user.selectOptions(screen.getByLabelText('Nivel académico'), 'Licenciatura');
    await user.selectOptions(empresa, 'Nube Norte Software');
    await user.type(screen.getByLabelText('Experiencia del estudiante'), 'Sprints de dos semanas.');
    expect(screen.queryByText('Se necesita escribir la experiencia del estudiante.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar experiencia' }));
    const alerta = await screen.findByRole('alertdialog', { name: 'Aviso' });
    expect(within(alerta).getByText('La empresa de estadía no existe o fue dada de baja.')).toBeInTheDocument();
    expect(api.de('registrarExperienciaEstadia')).toEqual([
      {
        funcion: 'registrarExperienciaEstadia',
        nombreEstudiante: 'Óscar Romo',
        nivelAcademico: 'l',
        experiencia: 'Sprints de dos semanas.',
        fkEmpresaEstadia: '4',
      },
    ]);
    expect(screen.getByLabelText('Experiencia del estudiante')).toHaveValue('Sprints de dos semanas.');
    expect(screen.getByLabelText('Empresa de estadía')).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Registrar experiencia' })).toBeEnabled();
  });

  it('a refused submit focuses the first field with a problem, unless the person already moved to another field', async () => {
    const cuadros: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => cuadros.push(cb));
    const pasarCuadros = () => cuadros.splice(0).forEach((cb) => cb(0));
    try {
      const user = userEvent.setup();
      renderApp({ route: '/panel_admin/empresas_estadias/registrar_experiencia_estadia', preloadedState: SESION_ADMIN });
      await waitFor(() => expect(within(screen.getByLabelText('Empresa de estadía')).getAllByRole('option')).toHaveLength(3));
      const boton = screen.getByRole('button', { name: 'Registrar experiencia' });
      await user.click(boton);
      pasarCuadros();
      expect(screen.getByLabelText('Nombre del estudiante')).toHaveFocus();

      // submitted again, and the person clicks the text before the frame is drawn: they keep it
      await user.click(boton);
      await user.click(screen.getByLabelText('Experiencia del estudiante'));
      pasarCuadros();
      expect(screen.getByLabelText('Experiencia del estudiante')).toHaveFocus();
      await user.keyboard('Sin perder nada.');
      expect(screen.getByLabelText('Experiencia del estudiante')).toHaveValue('Sin perder nada.');
    } finally {
      raf.mockRestore();
    }
  });

  it('admin: ?empresa= preselects the company and success returns to its experiences', async () => {
    const user = userEvent.setup();
    api.responder({ registrarExperienciaEstadia: () => ({ codigo: 1, mensaje: 'Experiencia de estadía registrada. ¡Gracias por compartirla!' }) });
    const { router } = renderApp({ route: '/panel_admin/empresas_estadias/registrar_experiencia_estadia?empresa=3', preloadedState: SESION_ADMIN });
    await waitFor(() => expect(screen.getByLabelText('Empresa de estadía')).toHaveValue('3'));
    await user.type(screen.getByLabelText('Nombre del estudiante'), 'Ana');
    await user.selectOptions(screen.getByLabelText('Nivel académico'), 't');
    await user.type(screen.getByLabelText('Experiencia del estudiante'), 'Texto.');
    await user.click(screen.getByRole('button', { name: 'Registrar experiencia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/empresas_estadias/experiencias_estadias/3'));
    expect(await screen.findByText('Experiencia de estadía registrada. ¡Gracias por compartirla!')).toBeInTheDocument();
  });

  it('student: no name field (the session’s name is sent); the button is disabled while sending; success says it awaits review and returns to the panel', async () => {
    const user = userEvent.setup();
    let soltar!: () => void;
    const ESPERA = 'Gracias: su experiencia quedó en revisión; se publicará cuando un administrador la valide.';
    api.responder({
      registrarExperienciaEstadia: () => new Promise((r) => (soltar = () => r({ codigo: 1, mensaje: ESPERA, estatus: 0 }))),
    });
    const { router } = renderApp({ route: '/panel_alumno/registrar_experiencia_estadia', preloadedState: SESION_ALUMNO });
    expect(await screen.findByText(/Se publicará con tu nombre, Ana Lucía Hernández,/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nombre del estudiante')).toBeNull();
    await waitFor(() => expect(within(screen.getByLabelText('Empresa de estadía')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Nivel académico'), 'i');
    await user.selectOptions(screen.getByLabelText('Empresa de estadía'), '3');
    await user.type(screen.getByLabelText('Experiencia del estudiante'), 'Aprendí mucho.');
    const boton = screen.getByRole('button', { name: 'Registrar experiencia' });
    await user.click(boton);
    await waitFor(() => expect(boton).toBeDisabled());
    soltar();
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
    expect(await screen.findByText(ESPERA)).toBeInTheDocument();
    expect(api.de('registrarExperienciaEstadia')[0]).toMatchObject({
      nombreEstudiante: 'Ana Lucía Hernández',
      nivelAcademico: 'i',
      fkEmpresaEstadia: '3',
    });
  });

  it('student panel links to the form, and an admin is sent away from the student page', async () => {
    renderApp({ route: '/panel_alumno', preloadedState: SESION_ALUMNO });
    expect(await screen.findByRole('link', { name: 'Registrar experiencia de estadía' })).toHaveAttribute(
      'href',
      '/panel_alumno/registrar_experiencia_estadia',
    );
    cleanup();
    const { router } = renderApp({ route: '/panel_alumno/registrar_experiencia_estadia', preloadedState: SESION_ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin'));
  });
});
