// The curriculum editor in the real app (route, guards, store) over a fake api.php: open a subject,
// rename it, move it by keyboard, remove one and undo, the check's and the server's messages beside
// their fields, a save that sends the whole plan with its version, the conflict; and a store built
// from an exported state shows the editor exactly as it was.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, SESION_ADMIN, type ApiFalsa } from '@/pruebas/apiPrueba';
import type { RootState } from '@/app/store';
import type { NivelAcademico, PlanConVersion } from '@/shared/api/contrato/plan';
import { claveBorrador } from '@/shared/modelo/borradores';
import { usarMotorImagen } from '@/shared/lib/imagen';
import { motorFalso } from '@/pruebas/paginasConImagenes';
import { aplicar, desdePlan, type BorradorPlan } from './modelo';

const PLAN: NivelAcademico[] = [
  {
    nivel_academico: 'Técnico Superior Universitario',
    cuatrimestres: [
      {
        numero: 1,
        materias: [
          { nombre: 'Fundamentos de Redes', puntos: ['Modelo OSI'], imgs: ['/img/plan/redes.svg'] },
          { nombre: 'Bases de Datos', puntos: ['Consultas SQL'], imgs: [] },
          { nombre: 'Inglés I', puntos: ['Saludos'], imgs: [] },
        ],
      },
    ],
  },
];
const GUARDADO: PlanConVersion = { version: 4, actualizado: '2027-03-01 10:00:00', plan: PLAN };
const RUTA = '/panel_admin/plan_estudios';
const CLAVE = claveBorrador(2, 'plan', null);

let api: ApiFalsa;
beforeEach(async () => {
  api = await apiFalsa({ traerPlan: () => GUARDADO, traerAvisos: () => ({ avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 }) });
});
afterEach(() => {
  usarMotorImagen(null);
  return api.cerrar();
});

const abrirEditor = async (preloadedState: Partial<RootState> = SESION_ADMIN) => {
  const r = renderApp({ route: RUTA, preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Plan de estudios' });
  await screen.findByRole('heading', { level: 2, name: 'Técnico Superior Universitario' });
  return r;
};
const materias = () =>
  within(screen.getByRole('region', { name: 'Primer cuatrimestre' }))
    .getAllByRole('button', { expanded: false })
    .concat(within(screen.getByRole('region', { name: 'Primer cuatrimestre' })).queryAllByRole('button', { expanded: true }))
    .map((b) => b.textContent?.replace('▸', ''));
const ordenGuardado = (s: RootState) =>
  (s.borradores[CLAVE]?.valores as BorradorPlan | undefined)?.plan[0].cuatrimestres[0].materias.map((m) => m.nombre);

it('opens a subject, renames it, moves it by keyboard, removes another and undoes it: all in the store', async () => {
  const user = userEvent.setup();
  const { store } = await abrirEditor();
  expect(screen.getByText(/^Versión publicada: 4, guardada el/)).toBeInTheDocument();
  const bd = screen.getByRole('button', { name: 'Bases de Datos' });
  await user.click(bd);
  expect(bd).toHaveAttribute('aria-expanded', 'true');
  expect(store.getState().formularios.plan.valores.abierta).toBe('n0c0m1');
  const nombre = screen.getByLabelText('Nombre de la materia');
  await user.clear(nombre);
  await user.type(nombre, 'Bases de Datos Relacionales');
  expect(ordenGuardado(store.getState())).toEqual(['Fundamentos de Redes', 'Bases de Datos Relacionales', 'Inglés I']);
  expect(screen.getByText(/^Cambios sin guardar \(borrador del/)).toBeInTheDocument();

  // by keyboard: focus the move-down button and press Enter; the focus follows the moved subject
  const bajar = screen.getByRole('button', { name: 'Bajar la materia «Bases de Datos Relacionales»' });
  bajar.focus();
  await user.keyboard('{Enter}');
  expect(ordenGuardado(store.getState())).toEqual(['Fundamentos de Redes', 'Inglés I', 'Bases de Datos Relacionales']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subir la materia «Bases de Datos Relacionales»' })).toHaveFocus());

  await user.click(screen.getByRole('button', { name: 'Quitar la materia «Inglés I»' }));
  expect(ordenGuardado(store.getState())).toEqual(['Fundamentos de Redes', 'Bases de Datos Relacionales']);
  const deshacer = screen.getByRole('button', { name: 'Deshacer la eliminación de la materia «Inglés I»' });
  await waitFor(() => expect(deshacer).toHaveFocus());
  await user.click(deshacer);
  expect(ordenGuardado(store.getState())).toEqual(['Fundamentos de Redes', 'Inglés I', 'Bases de Datos Relacionales']);
  expect(screen.getByRole('button', { name: 'Deshacer el cambio de lugar de la materia «Bases de Datos Relacionales»' })).toBeInTheDocument();

  // leaving with unsaved changes asks first; "Seguir editando" stays
  await user.click(screen.getByRole('link', { name: /Panel de administración/ }));
  const dialogo = await screen.findByRole('alertdialog', { name: 'Cambios sin guardar' });
  await user.click(within(dialogo).getByRole('button', { name: 'Seguir editando' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Plan de estudios' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
  expect(store.getState().borradores[CLAVE]).toBeUndefined();
  expect(materias()).toEqual(['Fundamentos de Redes', 'Bases de Datos', 'Inglés I']);
});

it('shows the check’s message beside the field and sends nothing; then saves the whole plan with its version', async () => {
  const user = userEvent.setup();
  let enviado: { plan: NivelAcademico[]; version: string } | undefined;
  api.responder({
    editarPlan: (c) => {
      enviado = { plan: JSON.parse(c.plan) as NivelAcademico[], version: c.version };
      return { codigo: 1, mensaje: 'Plan de estudios guardado.', version: 5 };
    },
  });
  const { store } = await abrirEditor();
  await user.click(screen.getByRole('button', { name: 'Inglés I' }));
  await user.clear(screen.getByLabelText('Nombre de la materia'));
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  const campo = screen.getByLabelText('Nombre de la materia');
  expect(campo).toHaveAccessibleDescription('Se necesita el nombre de la materia.');
  await waitFor(() => expect(campo).toHaveFocus());
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Revise el campo marcado. «Técnico Superior Universitario», primer cuatrimestre, materia 3: Se necesita el nombre de la materia.',
  );
  expect(api.de('editarPlan')).toHaveLength(0);

  await user.type(campo, 'Inglés Básico');
  expect(campo).not.toHaveAccessibleDescription();
  await user.type(screen.getByLabelText('Horas (opcional)'), '60');
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  await screen.findByText('Plan de estudios guardado.');
  expect(enviado?.version).toBe('4');
  expect(enviado?.plan[0].cuatrimestres[0].materias[2]).toEqual({ nombre: 'Inglés Básico', puntos: ['Saludos'], imgs: [], horas: 60 });
  expect(store.getState().borradores[CLAVE]).toBeUndefined();
});

it('describes each image beside it: an illustration offers its own text, an upload without one is refused with the message', async () => {
  const user = userEvent.setup();
  let enviado: NivelAcademico[] | undefined;
  api.responder({
    editarPlan: (c) => {
      enviado = JSON.parse(c.plan) as NivelAcademico[];
      return { codigo: 1, mensaje: 'Plan de estudios guardado.', version: 5 };
    },
  });
  usarMotorImagen(motorFalso(800, 600));
  await abrirEditor();
  await user.click(screen.getByRole('button', { name: 'Fundamentos de Redes' }));
  const ilustracion = screen.getByRole('textbox', { name: 'Texto alternativo de imagen 1' });
  expect(ilustracion).toHaveValue('');
  expect(ilustracion).toHaveAttribute('placeholder', 'Cuatro nodos unidos por líneas, como una red');
  // each image opens a popup when clicked: it names its button, so it is never decorative
  expect(screen.queryByRole('checkbox', { name: /Imagen decorativa/ })).toBeNull();
  // one text field per image (the kit's), not a second list below
  expect(screen.getAllByRole('textbox', { name: /Texto alternativo/ })).toHaveLength(1);

  await user.upload(screen.getByLabelText('Agregar imágenes'), new File([new Uint8Array(20)], 'laboratorio.jpg', { type: 'image/jpeg' }));
  const subida = await screen.findByRole('textbox', { name: 'Texto alternativo de imagen 2' });
  expect(subida).toHaveAttribute('placeholder', 'Qué muestra la imagen');
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  expect(subida).toHaveAccessibleDescription('Describa la imagen para quien no puede verla.');
  expect(ilustracion).not.toHaveAccessibleDescription();
  expect(api.de('editarPlan')).toHaveLength(0);

  await user.type(subida, 'Alumnos cableando un switch en el laboratorio');
  expect(subida).not.toHaveAccessibleDescription();
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  await screen.findByText('Plan de estudios guardado.');
  const redes = enviado![0].cuatrimestres[0].materias[0];
  expect(redes.imgs).toEqual(['/img/plan/redes.svg', expect.stringMatching(/^data:image\//)]);
  expect(redes.alts).toEqual(['', 'Alumnos cableando un switch en el laboratorio']);
});

it('puts the server’s message beside the field it names, and offers to save over another admin’s version', async () => {
  const user = userEvent.setup();
  api.responder({
    editarPlan: () => ({
      status: 400,
      body: { codigo: 0, mensaje: 'Una de las imágenes no pertenece al plan de estudios.', campo: '0.cuatrimestres.0.materias.0.imgs.0' },
    }),
  });
  await abrirEditor();
  await user.type(screen.getByLabelText('Nombre del nivel académico'), ' (TSU)');
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  // the subject it names opens, its images carry the message
  const imagenes = await screen.findByRole('group', { name: 'Imágenes' });
  expect(within(imagenes).getByText('Una de las imágenes no pertenece al plan de estudios.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Fundamentos de Redes/ })).toHaveAttribute('aria-expanded', 'true');

  const versiones: string[] = [];
  api.responder({
    editarPlan: (c) => {
      versiones.push(c.version);
      return versiones.length === 1
        ? { status: 409, body: { codigo: 0, mensaje: 'Otra persona guardó el plan de estudios mientras usted lo editaba.' } }
        : { codigo: 1, mensaje: 'Plan de estudios guardado.', version: 6 };
    },
    traerPlan: () => ({ ...GUARDADO, version: 5 }),
  });
  await user.click(screen.getByRole('button', { name: 'Guardar plan de estudios' }));
  await screen.findByText('Otra persona guardó el plan de estudios mientras usted lo editaba.');
  await user.click(screen.getByRole('button', { name: 'Guardar mi versión de todos modos' }));
  await screen.findByText('Plan de estudios guardado.');
  expect(versiones).toEqual(['4', '5']);
});

it('a store built from an exported state shows the editor as it was: the open subject, its unsaved text, the moved order', async () => {
  let borrador: BorradorPlan = { base: 4, plan: desdePlan(PLAN), historial: [] };
  borrador = aplicar(borrador, { tipo: 'mover', ruta: ['n0', 'n0c0', 'n0c0m2'], paso: -1 });
  borrador = aplicar(borrador, { tipo: 'texto', ruta: ['n0', 'n0c0', 'n0c0m1'], campo: 'puntos', valor: 'Consultas SQL\nNormalización' });
  const exportado = {
    ...SESION_ADMIN,
    borradores: { [CLAVE]: { valores: borrador, guardado: Date.now() - 60_000 } },
    formularios: {
      plan: {
        valores: { abierta: 'n0c0m1' },
        errores: { '0.cuatrimestres.0.materias.2.horas': 'Las horas deben ser un número entero del 1 al 999.' },
      },
    },
  } as unknown as Partial<RootState>;
  // as QA imports it: serialized and parsed back
  await abrirEditor(JSON.parse(JSON.stringify(exportado)) as Partial<RootState>);
  expect(materias()).toEqual(['Fundamentos de Redes', 'Inglés I', 'Bases de Datos (revisar)']);
  expect(screen.getByRole('button', { name: 'Bases de Datos (revisar)' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('Temas')).toHaveValue('Consultas SQL\nNormalización');
  expect(screen.getByLabelText('Horas (opcional)')).toHaveAccessibleDescription('Las horas deben ser un número entero del 1 al 999.');
  expect(screen.getByRole('button', { name: /^Deshacer lo escrito en / })).toBeInTheDocument();
  expect(screen.getByText(/^Cambios sin guardar/)).toBeInTheDocument();
});
