// "Elegir de la biblioteca" in the project form (issue 43): the admin layout provides the picker to
// every image field; an asset chosen from the library is sent as `medio:<pk>` (reused, never encoded
// again) with its alt text prefilled and editable; the dialog's state lives in the store. Without the
// admin layout's provider the button is absent.
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import type { Medio } from '@/shared/api/contrato/medios';
import type { ImagenForm } from '@/shared/api/contrato/comun';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { IMG_BASE } from '@/shared/config';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

const medio = (pk: number, nombre: string, alt: string | null, decorativa = false): Medio => ({
  pk,
  url: `uploads/medios/${nombre}`,
  alt,
  decorativa,
  ancho: 800,
  alto: 600,
  bytes: 5000,
  nombre,
  subidoPor: 'Admin',
  subido: '2026-11-20T15:00:00Z',
  predeterminadaEventos: false,
  usos: [],
});
const MEDIOS = [medio(7, 'laboratorio.png', 'Laboratorio de cómputo'), medio(8, 'patio.jpg', null), medio(9, 'franja.png', '', true)];

beforeEach(() => {
  api.responder({
    traerMedios: ({ q }) => {
      const l = MEDIOS.filter((m) => !q || `${m.alt ?? ''} ${m.nombre}`.toLowerCase().includes(q.toLowerCase()));
      return { body: { medios: l, total: l.length } };
    },
    registrarProyecto: () => ({ body: { codigo: 1, mensaje: 'Proyecto registrado correctamente.', pk_proyecto: 9 } }),
  });
});

it('picks a project image from the library: search, choose, its alt prefilled and editable, sent as medio:<pk>', async () => {
  const user = userEvent.setup();
  const { store } = renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
  await user.type(await screen.findByLabelText('Nombre del proyecto'), 'Agenda Escolar');
  await user.selectOptions(screen.getByLabelText('Cuatrimestre'), '4');
  await user.type(screen.getByLabelText('Descripción'), 'Organiza tareas.');
  await user.type(screen.getByRole('textbox', { name: 'Miembro 1' }), 'Ana');

  const imagenes = screen.getByRole('group', { name: 'Imágenes del proyecto' });
  const boton = within(imagenes).getByRole('button', { name: 'Elegir de la biblioteca' });
  // the team photo's field has its own
  expect(
    within(screen.getByRole('group', { name: 'Foto del equipo (opcional)' })).getByRole('button', { name: 'Elegir de la biblioteca' }),
  ).toBeEnabled();

  // opened, then closed by "Cerrar" and by Escape: the focus comes back to the button each time
  await user.click(boton);
  let dialogo = await screen.findByRole('dialog', { name: 'Biblioteca de medios' });
  expect(await within(dialogo).findByRole('button', { name: 'Elegir Laboratorio de cómputo' })).toBeInTheDocument();
  expect(within(dialogo).getByRole('button', { name: 'Elegir patio.jpg' })).toBeInTheDocument();
  expect(store.getState().biblioteca).toMatchObject({ q: '', pagina: 1 });
  expect(store.getState().biblioteca.campo).toEqual(expect.any(String));
  await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(store.getState().biblioteca.campo).toBeNull();
  expect(boton).toHaveFocus();
  await user.click(boton);
  await screen.findByRole('dialog', { name: 'Biblioteca de medios' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(boton).toHaveFocus();

  // the search (alt text or file name) is the store's and reaches traerMedios
  await user.click(boton);
  dialogo = await screen.findByRole('dialog', { name: 'Biblioteca de medios' });
  await user.type(within(dialogo).getByRole('searchbox', { name: 'Buscar por texto alternativo o nombre de archivo' }), 'laborat');
  expect(store.getState().biblioteca.q).toBe('laborat');
  await waitFor(() => expect(within(dialogo).queryByRole('button', { name: 'Elegir patio.jpg' })).toBeNull());
  expect(api.llamadas.filter((l) => l.funcion === 'traerMedios').at(-1)?.campos).toMatchObject({ q: 'laborat' });
  await user.click(within(dialogo).getByRole('button', { name: 'Elegir Laboratorio de cómputo' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  // the list shows it, from the asset's thumbnail, its alt text prefilled and editable
  const portada = within(imagenes).getByRole('img', { name: 'Portada (vista previa)' });
  expect(portada.getAttribute('src')).toMatch(new RegExp(`^${IMG_BASE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}uploads/medios/laboratorio`));
  const alt = within(imagenes).getByRole('textbox', { name: 'Texto alternativo de portada' });
  expect(alt).toHaveValue('Laboratorio de cómputo');
  await user.type(alt, ' del edificio B');

  // an undescribed asset: its alt is left to write; a decorative one comes decorative
  await user.click(boton);
  dialogo = await screen.findByRole('dialog', { name: 'Biblioteca de medios' });
  expect(within(dialogo).getByRole('searchbox')).toHaveValue('');
  await user.click(await within(dialogo).findByRole('button', { name: 'Elegir franja.png' }));
  expect(within(imagenes).getByRole('checkbox', { name: 'Imagen decorativa (imagen 2)' })).toBeChecked();

  // the editor's "Vista previa" shows the assets from their stored files, never `medio:<pk>`
  await user.click(screen.getByRole('button', { name: 'Vista previa' }));
  const previa = await screen.findByRole('dialog', { name: 'Vista previa' });
  const fuentes = Array.from(previa.querySelectorAll('img')).map((i) => i.getAttribute('src') ?? '');
  expect(fuentes.some((f) => f.includes('uploads/medios/laboratorio.png'))).toBe(true);
  expect(fuentes.filter((f) => f.includes('medio:'))).toEqual([]);
  await user.click(within(previa).getByRole('button', { name: 'Cerrar vista previa' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vista previa' })).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
  await waitFor(() => expect(api.llamadas.some((l) => l.funcion === 'registrarProyecto')).toBe(true));
  const enviado = api.llamadas.find((l) => l.funcion === 'registrarProyecto')!.campos;
  expect(enviado.imgs_proyecto).toContain('"imagen":"medio:7"');
  expect(JSON.parse(enviado.imgs_proyecto)).toMatchObject([
    { imagen: 'medio:7', alt: 'Laboratorio de cómputo del edificio B', decorativa: false },
    { imagen: 'medio:9', alt: '', decorativa: true },
  ]);
});

it('has no "Elegir de la biblioteca" without the admin layout (visitors, students, a field alone)', () => {
  function Campo() {
    const [imgs, setImgs] = useState<ImagenForm[]>([]);
    return <CamposImagen etiqueta="Imágenes" max={3} imagenes={imgs} onChange={setImgs} />;
  }
  render(<Campo />);
  expect(screen.getByRole('group', { name: 'Imágenes' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Elegir de la biblioteca' })).toBeNull();
});
