// "Imágenes sin texto alternativo" in Chromium against the real server (issue 37): a project and a
// company saved by a client that speaks only docs/SPEC.md's format (no alt) are listed with links to
// their edit pages; the admin refuses an empty text, describes one image, marks another decorative,
// and the public page then carries those texts. axe on the page; screenshots at 1280 and 390.
import { capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { aviso } from './formularios';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

const e2e = prepararRecorrido();

test('the images without alt text: listed across entities, described in place, then public', async () => {
  const admin = await e2e.comoRol('a');
  const proyecto = await llamarDesdePagina(admin, {
    funcion: 'registrarProyecto',
    nombre_proyecto: 'Huerto Inteligente',
    cuatrimestre: '4',
    descripcion_proyecto: 'Riego automático con sensores de humedad.',
    enlace: '',
    imgs_proyecto: JSON.stringify([
      { key: '0.11111', imagen: dataUrlDemo(21, 320, 240) },
      { key: '0.22222', imagen: dataUrlDemo(22, 320, 240) },
    ]),
    miembros: JSON.stringify([{ key: '0.33333', nombre: 'Ana López', pk: 0 }]),
    foto_miembros: '',
  });
  expect(proyecto.body).toMatchObject({ codigo: 1 });
  const pk = proyecto.body.pk_proyecto as number;
  const empresa = await llamarDesdePagina(admin, {
    funcion: 'registrarEmpresaEstadia',
    nombreEmpresa: 'Bajío Tech',
    imagenForm: dataUrlDemo(23, 320, 240),
  });
  expect(empresa.body).toMatchObject({ codigo: 1 });

  await admin.goto(`${e2e.sitio.url}/panel_admin`);
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Imágenes sin texto alternativo/ })
    .click();
  await admin.getByRole('heading', { level: 1, name: 'Imágenes sin texto alternativo' }).waitFor();
  const lista = admin.getByRole('list', { name: 'Imágenes sin texto alternativo' });
  await admin.getByText('Faltan por describir 3 imágenes.').waitFor();
  expect(await lista.getByRole('link', { name: 'Huerto Inteligente' }).first().getAttribute('href')).toBe(
    `/panel_admin/proyectos_estudiantes/editar/${pk}`,
  );
  await lista.getByRole('link', { name: 'Bajío Tech' }).waitFor();
  await revisarAxe(admin, '/panel_admin/imagenes_sin_texto_alternativo');
  await capturar(admin, 'imagenes-sin-alt');

  // an empty text is refused beside its image; then described, it leaves the list
  const portada = lista.getByRole('listitem').filter({ hasText: 'Portada (imagen 1 de 2)' });
  await portada.getByRole('button', { name: /^Guardar/ }).click();
  await portada.getByText('Describa la imagen para quien no puede verla.').waitFor();
  await revisarAxe(admin, 'imagenes sin alt con error');
  await portada.getByRole('textbox', { name: 'Texto alternativo' }).fill('Sensor de humedad clavado en la tierra de una maceta');
  await portada.getByRole('button', { name: /^Guardar/ }).click();
  await aviso(admin, 'Texto alternativo guardado. Proyecto «Huerto Inteligente», portada (imagen 1 de 2).');
  await admin.getByText('Faltan por describir 2 imágenes.').waitFor();
  const segunda = lista.getByRole('listitem').filter({ hasText: 'Imagen 2 de 2' });
  await segunda.getByRole('checkbox', { name: 'Imagen decorativa' }).check();
  await segunda.getByRole('button', { name: /^Guardar/ }).click();
  await admin.getByText('Falta describir 1 imagen.').waitFor();

  // the visitor's page carries them, in the server's HTML too
  const visitante = await e2e.pagina();
  const html = await (await visitante.request.get(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`)).text();
  expect(html).toContain('alt="Sensor de humedad clavado en la tierra de una maceta"');
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  const galeria = visitante.locator('.proyecto__galeria img');
  await galeria.first().waitFor();
  expect(await galeria.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual([
    'Sensor de humedad clavado en la tierra de una maceta',
    '',
  ]);

  // the last one, then the message that none is left
  const ultima = lista.getByRole('listitem').filter({ hasText: 'Bajío Tech' });
  await ultima.getByRole('textbox', { name: 'Texto alternativo' }).fill('Logotipo de Bajío Tech: un engrane azul');
  await ultima.getByRole('button', { name: /^Guardar/ }).click();
  await admin.getByText('Todas las imágenes tienen texto alternativo o están marcadas como decorativas.').waitFor();
  await revisarAxe(admin, 'imagenes sin alt vacía');
  await capturar(admin, 'imagenes-sin-alt-vacia');
});
