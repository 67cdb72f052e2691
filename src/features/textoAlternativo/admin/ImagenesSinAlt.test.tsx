// "Imágenes sin texto alternativo" in the whole app against a scripted api.php: the panel's tile, each
// image with the item it belongs to (a link to its edit page), the refusal of an empty text beside
// its image (nothing sent), a text saved (the notice, the row gone), "Imagen decorativa", and the
// message when none is left.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiConGuion, sesion, type ApiFalsa } from '@/pruebas/foro';
import type { ImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';

let api: ApiFalsa;
let lista: ImagenSinAlt[];
const imagen = (referencia: string, nombre: string, detalle: string, editar: string): ImagenSinAlt => ({
  referencia,
  tipo: referencia.split(':')[0],
  imagen: `uploads/x/${referencia.replace(':', '')}.png`,
  nombre,
  detalle,
  entidad: referencia.startsWith('evento') ? 'Evento' : 'Proyecto',
  editar,
});

beforeEach(() => {
  lista = [
    imagen('proyecto:4', 'Huerto Inteligente', 'Imagen 2 de 3', '/panel_admin/proyectos_estudiantes/editar/7'),
    imagen('evento:9', 'Feria de Empleo', 'Imagen 1 de 1', '/panel_admin/eventos_admin/editar/2'),
  ];
});
apiConGuion(
  (a) => (api = a),
  () => ({
    traerImagenesSinAlt: () => lista,
    guardarTextoAlternativo: ({ referencia }) => {
      lista = lista.filter((i) => i.referencia !== referencia);
      return { codigo: 1, mensaje: 'Texto alternativo guardado.' };
    },
  }),
);

const RUTA = '/panel_admin/imagenes_sin_texto_alternativo';

it('has its tile in the admin panel', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  expect(await within(await screen.findByRole('main')).findByRole('link', { name: /Imágenes sin texto alternativo/ })).toHaveAttribute('href', RUTA);
});

it('lists each image with its item, refuses an empty text beside it, saves one and then the other as decorative', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Imágenes sin texto alternativo' })).toBeInTheDocument();
  const filas = () => within(screen.getByRole('list', { name: 'Imágenes sin texto alternativo' })).getAllByRole('listitem');
  await waitFor(() => expect(filas()).toHaveLength(2));
  expect(within(filas()[0]).getByRole('link', { name: 'Huerto Inteligente' })).toHaveAttribute('href', '/panel_admin/proyectos_estudiantes/editar/7');
  expect(screen.getByText('Faltan por describir 2 imágenes.')).toBeInTheDocument();

  const huerto = within(filas()[0]);
  await user.click(huerto.getByRole('button', { name: /^Guardar texto alternativo: Huerto Inteligente/ }));
  const campo = huerto.getByRole('textbox', { name: 'Texto alternativo' });
  expect(campo).toHaveAccessibleDescription('Describa la imagen para quien no puede verla.');
  expect(campo).toHaveFocus();
  expect(api.llamadas.filter((l) => l.funcion === 'guardarTextoAlternativo')).toHaveLength(0);

  await user.type(campo, 'Pantalla con la gráfica de humedad');
  await user.click(huerto.getByRole('button', { name: /^Guardar texto alternativo: Huerto Inteligente/ }));
  expect(await screen.findByText('Texto alternativo guardado.')).toBeInTheDocument();
  await waitFor(() => expect(filas()).toHaveLength(1));
  expect(api.llamadas.find((l) => l.funcion === 'guardarTextoAlternativo')).toMatchObject({
    referencia: 'proyecto:4',
    alt: 'Pantalla con la gráfica de humedad',
    decorativa: '0',
  });

  await user.click(within(filas()[0]).getByRole('checkbox', { name: 'Imagen decorativa' }));
  await user.click(within(filas()[0]).getByRole('button', { name: /^Guardar texto alternativo: Feria de Empleo/ }));
  expect(await screen.findByText('Todas las imágenes tienen texto alternativo o están marcadas como decorativas.')).toBeInTheDocument();
  expect(api.llamadas.filter((l) => l.funcion === 'guardarTextoAlternativo').at(-1)).toMatchObject({
    referencia: 'evento:9',
    alt: '',
    decorativa: '1',
  });
});
