// The admin's queue of students' experiences (the kit's moderation queue): listed with student,
// level, company and date; validated or discarded alone or in bulk after the same confirmation as
// the forum's, in one call each; the refreshed list; the link from the companies list; the guard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiDelArchivo, SESION_ADMIN, SESION_ALUMNO } from '@/pruebas/apiPrueba';
import type { ExperienciaPendiente } from '@/shared/api/contrato/experiencias';
import { SIN_EXPERIENCIAS_PENDIENTES } from './ExperienciasPendientes';

const RUTA = '/panel_admin/empresas_estadias/experiencias_pendientes';
let pendientes: ExperienciaPendiente[];
const api = apiDelArchivo();

beforeEach(() => {
  pendientes = [
    {
      pk_experiencia_estadia: 31,
      nombre_estudiante: 'Ana Lucía Hernández',
      nivel_academico: 'i',
      experiencia: 'Automaticé pruebas.',
      fkEmpresaEstadia: 3,
      nombre_empresa: 'Tecnologías del Bajío',
      fecha: '2026-11-24 16:00:00',
    },
    {
      pk_experiencia_estadia: 32,
      nombre_estudiante: 'Luis Paz',
      nivel_academico: 't',
      experiencia: 'Soporte.',
      fkEmpresaEstadia: 4,
      nombre_empresa: 'Mabe',
      fecha: '2026-11-24 17:00:00',
    },
  ];
  const quitar = (c: Record<string, string>) => {
    const ids = c.ids ? (JSON.parse(c.ids) as number[]) : [Number(c.pk)];
    pendientes = pendientes.filter((p) => !ids.includes(p.pk_experiencia_estadia));
    return ids.length;
  };
  api.guion = {
    traerAvisos: () => ({ avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 }),
    traerExperienciasPendientes: () => pendientes,
    validarExperienciaEstadia: (c) => ({
      codigo: 1,
      mensaje: quitar(c) === 1 ? 'Experiencia validada y publicada.' : 'Experiencias validadas y publicadas.',
    }),
    descartarExperienciaEstadia: (c) => ({ codigo: 1, mensaje: quitar(c) === 1 ? 'Experiencia descartada.' : 'Experiencias descartadas.' }),
    mostrarEmpresasAdmin: () => [],
    mostrarEmpresas: () => [],
  };
});

it('lists each waiting experience with its student, level, company and date', async () => {
  renderApp({ route: RUTA, preloadedState: SESION_ADMIN });
  expect(await screen.findByRole('heading', { level: 1, name: 'Experiencias por revisar' })).toBeInTheDocument();
  expect(await screen.findByText('Automaticé pruebas.')).toBeInTheDocument();
  expect(screen.getByText('Ana Lucía Hernández · Ingeniería · Tecnologías del Bajío')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Experiencias por validar (2)' })).toBeInTheDocument();
});

it('validates one after the confirmation, in one call, and the list refreshes', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: SESION_ADMIN });
  await user.click(await screen.findByRole('button', { name: 'Validar: Ana Lucía Hernández en Tecnologías del Bajío' }));
  const dialogo = await screen.findByRole('alertdialog');
  expect(dialogo).toHaveTextContent('¿Está seguro de realizar esta acción?');
  expect(api.de('validarExperienciaEstadia')).toEqual([]);
  await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Experiencia validada y publicada.')).toBeInTheDocument();
  expect(api.de('validarExperienciaEstadia')).toEqual([{ funcion: 'validarExperienciaEstadia', pk: '31' }]);
  await waitFor(() => expect(screen.queryByText('Automaticé pruebas.')).toBeNull());
});

it('discards several at once: one confirmation that says how many, one call', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: SESION_ADMIN });
  await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todas' }));
  await user.click(screen.getByRole('button', { name: 'Descartar seleccionadas' }));
  const dialogo = await screen.findByRole('alertdialog');
  expect(dialogo).toHaveTextContent('Se descartarán 2 experiencias.');
  await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Experiencias descartadas.')).toBeInTheDocument();
  expect(api.de('descartarExperienciaEstadia')).toEqual([{ funcion: 'descartarExperienciaEstadia', ids: '[31,32]' }]);
  expect(await screen.findByText(SIN_EXPERIENCIAS_PENDIENTES)).toBeInTheDocument();
});

it('the companies list links it, and a student is sent away from it', async () => {
  const { unmount } = renderApp({ route: '/panel_admin/empresas_estadias', preloadedState: SESION_ADMIN });
  expect(await screen.findByRole('link', { name: 'Experiencias por revisar' })).toHaveAttribute('href', RUTA);
  unmount();
  const { router } = renderApp({ route: RUTA, preloadedState: SESION_ALUMNO });
  await waitFor(() => expect(router.state.location.pathname).toBe('/panel_alumno'));
  expect(api.de('traerExperienciasPendientes')).toEqual([]);
});
