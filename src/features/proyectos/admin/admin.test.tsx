// Admin project pages in the whole app (admin session) against a scripted api.php: search kept in
// the URL, deactivation through confirm → overlay → call → alert → reload, and the form's
// submit / failure / success states.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import { diferido, type ServidorPorFuncion, type Respuesta } from '@/pruebas/apiPrueba';
import type { GrupoCuatrimestre } from '../tipos';
import { llenarProyecto, proyectoGuardado } from '@/pruebas/proyectos';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

let grupos: GrupoCuatrimestre[];
const p = (pk: number, nombre: string, cuatrimestre = 3) => ({
  pk_proyecto: pk,
  nombre_proyecto: nombre,
  cuatrimestre,
  img: `uploads/proyectos/img${pk}0000.png`,
});

describe('/panel_admin/proyectos_estudiantes', () => {
  beforeEach(() => {
    grupos = [
      { cuatrimestre: 3, proyectos: [p(1, 'Gestión de Tutorías'), p(2, 'Inventario')] },
      { cuatrimestre: 5, proyectos: [p(3, 'Monitor del Aire', 5)] },
    ];
    api.responder({ obtenerTodosProyectosPorCuatrimestre: () => ({ body: grupos }) });
  });

  it('filters by name ignoring case and accents, keeps the query in ?q=, and says when nothing matches', async () => {
    const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes?q=GESTION', preloadedState: admin });
    const lista = await screen.findByRole('list', { name: 'Proyectos' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lista).getByText('Gestión de Tutorías')).toBeInTheDocument();
    const caja = screen.getByRole('searchbox', { name: 'Buscar proyecto por nombre' });
    expect(caja).toHaveValue('GESTION');
    await userEvent.clear(caja);
    await userEvent.type(caja, 'zzz');
    expect(screen.getByText('Ningún proyecto encontrado.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    await userEvent.clear(caja);
    expect(within(screen.getByRole('list', { name: 'Proyectos' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('deactivates after the confirmation, with the overlay on while it runs, then alerts and reloads the list', async () => {
    const respuesta = diferido<Respuesta>();
    api.responder({ darBajaProyecto: () => respuesta.promesa });
    const { store } = renderApp({ route: '/panel_admin/proyectos_estudiantes', preloadedState: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Dar de baja Inventario' }));
    const confirmar = await screen.findByRole('alertdialog');
    expect(within(confirmar).getByText('¿Está seguro de realizar esta acción?')).toBeInTheDocument();
    const flag = store.getState().ui.reload.flag;
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(store.getState().ui.overlay).toBe(true));
    expect(api.llamadas.at(-1)).toEqual({ funcion: 'darBajaProyecto', campos: { pk: '2' } });
    grupos = [
      { cuatrimestre: 3, proyectos: [p(1, 'Gestión de Tutorías')] },
      { cuatrimestre: 5, proyectos: [p(3, 'Monitor del Aire', 5)] },
    ];
    const antes = api.llamadas.filter((l) => l.funcion === 'obtenerTodosProyectosPorCuatrimestre').length;
    await act(async () => respuesta.resolver({ body: { codigo: 1, mensaje: 'Proyecto dado de baja correctamente.' } }));
    expect(await screen.findByText('Proyecto dado de baja correctamente.')).toBeInTheDocument();
    expect(store.getState().ui.overlay).toBe(false);
    expect(store.getState().ui.reload.flag).toBe(!flag);
    await waitFor(() => expect(screen.queryByText('Inventario')).not.toBeInTheDocument());
    expect(api.llamadas.filter((l) => l.funcion === 'obtenerTodosProyectosPorCuatrimestre').length).toBe(antes + 1);
  });
});

describe('project form', () => {
  it('shows every required-field message and sends nothing', async () => {
    renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar proyecto' }));
    for (const m of [
      'Se necesita el nombre del proyecto.',
      'Seleccione un cuatrimestre del 1 al 11.',
      'Se necesita la descripción del proyecto.',
      'Se necesita mínimo una imagen del proyecto.',
      'Hay miembros sin nombre. Por favor, elimínelos.',
    ])
      expect(screen.getByText(m)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Miembro 1' })).toHaveAttribute('placeholder', 'Nombre del estudiante: ');
    expect(api.llamadas.filter((l) => l.funcion === 'registrarProyecto')).toHaveLength(0);
    // editing a field clears its message only
    await userEvent.type(screen.getByLabelText('Nombre del proyecto'), 'A');
    expect(screen.queryByText('Se necesita el nombre del proyecto.')).not.toBeInTheDocument();
    expect(screen.getByText('Se necesita la descripción del proyecto.')).toBeInTheDocument();
  });

  it('the members message stays while a name is missing and goes once every name is filled in', async () => {
    renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar miembro' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
    const sinNombre = 'Hay miembros sin nombre. Por favor, elimínelos.';
    expect(screen.getByText(sinNombre)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 1' }), 'Ana');
    // one name still missing: the message and its mark stay on the empty one only
    expect(screen.getByText(sinNombre)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Miembro 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Miembro 2' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 2' }), 'L');
    expect(screen.queryByText(sinNombre)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Miembros del equipo' })).not.toHaveAttribute('aria-describedby');
    // an empty row added after the message does not bring it back before the next submit
    await userEvent.click(screen.getByRole('button', { name: 'Agregar miembro' }));
    expect(screen.queryByText(sinNombre)).not.toBeInTheDocument();
  });

  async function llenar() {
    await llenarProyecto();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Imagen decorativa (imagen 2)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 1' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar miembro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 2' }), 'Luis');
  }

  it('takes a link typed without https:// as https:// (no refusal)', async () => {
    const respuesta = diferido<Respuesta>();
    api.responder({ registrarProyecto: () => respuesta.promesa });
    renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    await llenar();
    await userEvent.type(screen.getByLabelText('Enlace (opcional)'), 'github.com/equipo/agenda');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
    await screen.findByRole('button', { name: 'Guardando…' });
    expect(api.llamadas.find((l) => l.funcion === 'registrarProyecto')!.campos.enlace).toBe('https://github.com/equipo/agenda');
    expect(screen.queryByText('El enlace no es válido.')).toBeNull();
    await act(async () => respuesta.resolver({ body: { codigo: 1, mensaje: 'Proyecto registrado correctamente.' } }));
  });

  it('disables the buttons while sending; on failure alerts the server mensaje and keeps everything', async () => {
    const respuesta = diferido<Respuesta>();
    api.responder({ registrarProyecto: () => respuesta.promesa });
    const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    await llenar();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
    const enviar = await screen.findByRole('button', { name: 'Guardando…' });
    expect(enviar).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar miembro' })).toBeDisabled();
    expect(screen.getByLabelText('Nombre del proyecto')).toBeDisabled();
    const enviado = api.llamadas.find((l) => l.funcion === 'registrarProyecto')!.campos;
    expect(enviado).toMatchObject({
      nombre_proyecto: 'Agenda Escolar',
      cuatrimestre: '4',
      descripcion_proyecto: 'Organiza tareas.',
      enlace: '',
      foto_miembros: '',
    });
    expect(JSON.parse(enviado.imgs_proyecto)).toEqual([
      {
        key: expect.stringMatching(/^\d+\.\d{5}$/),
        imagen: 'data:image/jpeg;base64,QUJD',
        alt: 'Pantalla de inicio de la agenda',
        decorativa: false,
      },
      { key: expect.stringMatching(/^\d+\.\d{5}$/), imagen: 'data:image/jpeg;base64,QUJD', alt: '', decorativa: true },
    ]);
    expect(JSON.parse(enviado.miembros)).toEqual([
      { key: expect.any(String), nombre: 'Ana', pk: 0 },
      { key: expect.any(String), nombre: 'Luis', pk: 0 },
    ]);
    await act(async () =>
      respuesta.resolver({ status: 400, body: { codigo: 0, mensaje: 'La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.' } }),
    );
    const alerta = await screen.findByRole('alertdialog');
    expect(within(alerta).getByText('La imagen no es válida: se aceptan PNG, JPEG, WebP o GIF.')).toBeInTheDocument();
    await userEvent.click(within(alerta).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('button', { name: 'Registrar proyecto' })).toBeEnabled();
    expect(screen.getByLabelText('Nombre del proyecto')).toHaveValue('Agenda Escolar');
    expect(screen.getByLabelText('Cuatrimestre')).toHaveValue('4');
    expect(screen.getAllByRole('img', { name: /vista previa/ })).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Miembro 2' })).toHaveValue('Luis');
    expect(router.state.location.pathname).toBe('/panel_admin/proyectos_estudiantes/registrar_proyecto');
  });

  it('on success shows a notice and goes back to the list', async () => {
    api.responder({ registrarProyecto: () => ({ body: { codigo: 1, mensaje: 'Proyecto registrado correctamente.', pk_proyecto: 9 } }) });
    const { router, store } = renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    await llenar();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/proyectos_estudiantes'));
    expect(store.getState().ui.notices.map((n) => n.mensaje)).toEqual(['Proyecto registrado correctamente.']);
    expect(await screen.findByText('Proyecto registrado correctamente.')).toBeInTheDocument();
  });

  it('edits: loads the stored project and sends stored paths, member pks and the pkProyecto', async () => {
    const guardado = proyectoGuardado(p(5, 'Portal'), {
      descripcion: 'Desc',
      enlace: '',
      fotoMiembros: 'uploads/proyectos/equipo55.png',
      altFoto: 'El equipo de Portal',
      imgs: [
        [1, 'uploads/proyectos/img50000.png', 'Portada del portal'],
        [2, 'uploads/proyectos/img51111.png', 'Página de registro del portal'],
      ],
      miembros: [[8, 'Valeria']],
    });
    api.responder({
      obtenerProyecto: () => ({ body: guardado }),
      editarProyecto: () => ({ body: { codigo: 1, mensaje: 'Proyecto actualizado correctamente.' } }),
    });
    const { router } = renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/5', preloadedState: admin });
    expect(await screen.findByLabelText('Nombre del proyecto')).toHaveValue('Portal');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar portada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar miembro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 2' }), 'Emilio');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel_admin/proyectos_estudiantes'));
    const c = api.llamadas.find((l) => l.funcion === 'editarProyecto')!.campos;
    expect(c.pkProyecto).toBe('5');
    expect((JSON.parse(c.imgs_proyecto) as { imagen: string }[]).map((i) => i.imagen)).toEqual(['uploads/proyectos/img51111.png']);
    expect((JSON.parse(c.miembros) as { nombre: string; pk: number }[]).map((m) => [m.nombre, m.pk])).toEqual([
      ['Valeria', 8],
      ['Emilio', 0],
    ]);
    expect(c.foto_miembros).toBe('uploads/proyectos/equipo55.png');
    expect(JSON.parse(c.imgs_proyecto)).toMatchObject([{ alt: 'Página de registro del portal', decorativa: false }]);
    expect(c).toMatchObject({ foto_miembros_alt: 'El equipo de Portal', foto_miembros_decorativa: '0' });
  });

  it('edit of an unknown project shows a not-found message', async () => {
    api.responder({ obtenerProyecto: () => ({ status: 404, body: { codigo: 0, mensaje: 'El proyecto no existe o fue dado de baja.' } }) });
    renderApp({ route: '/panel_admin/proyectos_estudiantes/editar/77', preloadedState: admin });
    expect(await screen.findByText('El proyecto no existe o fue dado de baja.')).toBeInTheDocument();
  });
});
