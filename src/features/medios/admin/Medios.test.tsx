// "Biblioteca de medios" in the whole app against a scripted api.php: the panel's tile; assets with
// their alt (or the flags), size, uploader and uses (links to the items' edit pages); the search in
// the address; an alt edited in place; a refused delete naming the uses; the upload queue refusing
// an undescribed image beside it and sending the described ones, one call per file, each to 100.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, sesion, type ApiFalsa } from '@/pruebas/foro';
import { usarMotorImagen, type MotorImagen } from '@/shared/lib/imagen';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import { MENSAJES_MEDIO as M, type Medio } from '@/shared/api/contrato/medios';

let api: ApiFalsa;
let medios: Medio[];
const medio = (pk: number, c: Partial<Medio>): Medio => ({
  pk,
  url: `uploads/medios/${'a'.repeat(15)}${pk}_1600x1200.jpg`,
  alt: null,
  decorativa: false,
  ancho: 1600,
  alto: 1200,
  bytes: 350 * 1024,
  nombre: `foto${pk}.jpg`,
  subidoPor: 'Admin de Prueba',
  subido: '2026-11-20T16:00:00.000Z',
  predeterminadaEventos: false,
  usos: [],
  ...c,
});
const motor: MotorImagen = {
  decodificar: async () => ({ ancho: 800, alto: 600, fuente: {} }),
  reducir: async () => new Blob([new Uint8Array(50)], { type: 'image/jpeg' }),
  leerDataUrl: async () => `data:image/jpeg;base64,${btoa('img')}`,
};

beforeAll(async () => {
  api = await apiFalsa({});
  usarMotorImagen(motor);
});
afterAll(() => {
  usarMotorImagen(null);
  return api.cerrar();
});
beforeEach(() => {
  api.llamadas.length = 0;
  medios = [
    medio(1, {
      alt: 'Aula de cómputo',
      nombre: 'aula.jpg',
      usos: [{ tipo: 'Proyecto', nombre: 'Huerto Inteligente', editar: '/panel_admin/proyectos_estudiantes/editar/7' }],
    }),
    medio(2, { nombre: 'sin-describir.png' }),
    medio(3, { decorativa: true, alt: '', nombre: 'fondo.jpg', bytes: 2 * 1024 * 1024 }),
  ];
  let siguiente = 10;
  api.guion = {
    traerMedios: ({ q }) => {
      const l = medios.filter((m) => !q || `${m.alt ?? ''} ${m.nombre}`.toLowerCase().includes(q.toLowerCase()));
      return { medios: l, total: l.length };
    },
    editarMedio: ({ pk, alt, decorativa, predeterminadaEventos }) => {
      medios = medios.map((m) =>
        predeterminadaEventos
          ? { ...m, predeterminadaEventos: m.pk === Number(pk) }
          : m.pk === Number(pk)
            ? { ...m, alt: alt ?? m.alt, decorativa: decorativa === '1' }
            : m,
      );
      return { codigo: 1, mensaje: M.editado };
    },
    borrarMedio: ({ pk }) => {
      const m = medios.find((x) => x.pk === Number(pk))!;
      if (m.usos.length) return { status: 409, body: { codigo: 0, mensaje: M.enUso(m.usos), usos: m.usos } };
      medios = medios.filter((x) => x !== m);
      return { codigo: 1, mensaje: M.borrado };
    },
    subirMedios: ({ alts, nombres }) => {
      const [a] = JSON.parse(alts) as { alt: string; decorativa: boolean }[];
      const [nombre] = JSON.parse(nombres) as string[];
      if (nombre === 'rota.jpg') return { status: 400, body: { codigo: 0, mensaje: `«rota.jpg»: ${M.noImagen}` } };
      medios = [medio(++siguiente, { alt: a.alt, decorativa: a.decorativa, nombre }), ...medios];
      return { codigo: 1, mensaje: M.subidas(1), pks: [siguiente] };
    },
  };
});

const RUTA = '/panel_admin/medios';
const tarjetas = () => within(screen.getByRole('list', { name: 'Biblioteca de medios' })).getAllByRole('listitem', { name: /\.(jpg|png)$/ });

it('has its tile in the admin panel', async () => {
  renderApp({ route: '/panel_admin', preloadedState: sesion('a') });
  expect(await within(await screen.findByRole('main')).findByRole('link', { name: /Biblioteca de medios/ })).toHaveAttribute('href', RUTA);
});

it('lists the assets with their uses, searches in the address, edits an alt in place, and a refused delete names the uses', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  expect(await screen.findByRole('heading', { level: 1, name: 'Biblioteca de medios' })).toBeInTheDocument();
  await waitFor(() => expect(tarjetas()).toHaveLength(3));
  const aula = within(screen.getByRole('listitem', { name: 'aula.jpg' }));
  expect(aula.getByText('Aula de cómputo')).toBeInTheDocument();
  expect(aula.getByText(/1600 × 1200 px · 350 KB/)).toBeInTheDocument();
  expect(aula.getByText(/Subida por Admin de Prueba, el viernes 20 de noviembre de 2026, 10:00/)).toBeInTheDocument();
  expect(aula.getByRole('link', { name: 'Huerto Inteligente' })).toHaveAttribute('href', '/panel_admin/proyectos_estudiantes/editar/7');
  expect(aula.getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/aaaaaaaaaaaaaaa1_1600x1200\.240\.webp$/));
  expect(within(screen.getByRole('listitem', { name: 'sin-describir.png' })).getByText('Sin texto alternativo')).toBeInTheDocument();
  const fondo = within(screen.getByRole('listitem', { name: 'fondo.jpg' }));
  expect(fondo.getByText('Imagen decorativa')).toBeInTheDocument();
  expect(fondo.getByText(/2 MB/)).toBeInTheDocument();

  // search: by file name, kept in the address
  await user.type(screen.getByRole('searchbox', { name: 'Buscar por texto alternativo o nombre de archivo' }), 'cómputo');
  await waitFor(() => expect(tarjetas()).toHaveLength(1));
  expect(api.llamadas.filter((l) => l.funcion === 'traerMedios').at(-1)).toMatchObject({ q: 'cómputo' });
  await user.clear(screen.getByRole('searchbox'));
  await waitFor(() => expect(tarjetas()).toHaveLength(3));

  // the undescribed one, described in place (an empty text is refused beside it first)
  const sin = () => within(screen.getByRole('listitem', { name: 'sin-describir.png' }));
  await user.click(sin().getByRole('button', { name: 'Editar texto alternativo de sin-describir.png' }));
  await user.click(sin().getByRole('button', { name: 'Guardar' }));
  expect(sin().getByRole('textbox', { name: 'Texto alternativo' })).toHaveAccessibleDescription(ALT_REQUERIDO);
  await user.type(sin().getByRole('textbox', { name: 'Texto alternativo' }), 'Laboratorio de redes');
  await user.click(sin().getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText(M.editado)).toBeInTheDocument();
  expect(await sin().findByText('Laboratorio de redes')).toBeInTheDocument();
  expect(api.llamadas.find((l) => l.funcion === 'editarMedio')).toMatchObject({ pk: '2', alt: 'Laboratorio de redes', decorativa: '0' });

  // the default image of events without one
  const fondoAhora = () => within(screen.getByRole('listitem', { name: 'fondo.jpg' }));
  await user.click(fondoAhora().getByRole('button', { name: 'Usar fondo.jpg como imagen predeterminada de eventos' }));
  expect(await fondoAhora().findByText(M.predeterminadaEventos)).toBeInTheDocument();
  expect(api.llamadas.filter((l) => l.funcion === 'editarMedio').at(-1)).toEqual({ funcion: 'editarMedio', pk: '3', predeterminadaEventos: '1' });

  // a used one cannot be deleted: the refusal names where it is used
  await user.click(within(screen.getByRole('listitem', { name: 'aula.jpg' })).getByRole('button', { name: 'Borrar aula.jpg' }));
  const dialogo = await screen.findByRole('alertdialog');
  await user.click(within(dialogo).getByRole('button', { name: 'Borrar' }));
  expect(await screen.findByText(M.enUso(medios[0].usos))).toBeInTheDocument();
  expect(tarjetas()).toHaveLength(3);
});

it('queues several images, refuses an undescribed one beside it, and sends each described one with its progress', async () => {
  const user = userEvent.setup();
  renderApp({ route: RUTA, preloadedState: sesion('a') });
  await waitFor(() => expect(tarjetas()).toHaveLength(3));
  const foto = (n: string) => new File([new Uint8Array(3000)], n, { type: 'image/jpeg' });
  await user.upload(screen.getByLabelText('Agregar imágenes'), [foto('patio.jpg'), foto('rota.jpg'), foto('pasillo.jpg')]);
  const cola = () => within(screen.getByRole('list', { name: 'Cola de subida' }));
  expect(cola().getAllByRole('listitem')).toHaveLength(3);

  await user.type(cola().getByRole('textbox', { name: 'Texto alternativo de patio.jpg' }), 'Patio central con bancas');
  await user.click(cola().getAllByRole('checkbox', { name: 'Imagen decorativa' })[1]);
  await user.click(screen.getByRole('button', { name: 'Subir 3 imágenes' }));
  // pasillo.jpg has no text: nothing is sent, the message beside it
  expect(cola().getByRole('textbox', { name: 'Texto alternativo de pasillo.jpg' })).toHaveAccessibleDescription(ALT_REQUERIDO);
  expect(api.llamadas.filter((l) => l.funcion === 'subirMedios')).toHaveLength(0);

  await user.type(cola().getByRole('textbox', { name: 'Texto alternativo de pasillo.jpg' }), 'Pasillo del edificio B');
  await user.click(screen.getByRole('button', { name: 'Subir 3 imágenes' }));
  await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Progreso de patio.jpg' })).toHaveAttribute('value', '100'));
  expect(screen.getByRole('progressbar', { name: 'Progreso de pasillo.jpg' })).toHaveAttribute('value', '100');
  // one call per file; the refused one keeps its place and the server's message beside it
  expect(api.llamadas.filter((l) => l.funcion === 'subirMedios')).toHaveLength(3);
  expect(await cola().findByText(`«rota.jpg»: ${M.noImagen}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subir 1 imagen' })).toBeInTheDocument();
  expect(await screen.findByText(M.subidas(2))).toBeInTheDocument();
  await waitFor(() => expect(tarjetas()).toHaveLength(5));
  expect(
    within(within(screen.getByRole('list', { name: 'Biblioteca de medios' })).getByRole('listitem', { name: 'patio.jpg' })).getByText(
      'Patio central con bancas',
    ),
  ).toBeInTheDocument();
  const enviada = api.llamadas.find((l) => l.funcion === 'subirMedios' && l.nombres === '["patio.jpg"]')!;
  expect(JSON.parse(enviada.alts)).toEqual([{ alt: 'Patio central con bancas', decorativa: false }]);
  expect(enviada.archivos).toMatch(/^data:image\/jpeg;base64,/);
});
