// The media library (issue 43) in Chromium against the real server: the demo site's images are
// listed with where they are used; two photos chosen at once are refused until described, then sent
// one request each with its progress; the new assets are found by alt text and by file name; a used
// image cannot be deleted (its uses named), an unused one can. The picker ("Elegir de la biblioteca"):
// a project's team photo and a curriculum subject's image chosen from the library, saved as the
// asset's file (never a new one) and shown on the public pages with the asset's text. axe;
// screenshots at 1280 and 390.
import { fotoDemo } from '@server/semillas/imagenDemo';
import { capturar, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('the library: demo images with their uses, two photos uploaded with their texts, search, a used one kept', async () => {
  const admin = await e2e.comoRol('a');
  await admin
    .getByRole('main')
    .getByRole('link', { name: /Biblioteca de medios/ })
    .click();
  await admin.getByRole('heading', { level: 1, name: 'Biblioteca de medios' }).waitFor();
  const lista = admin.getByRole('list', { name: 'Biblioteca de medios' });
  // the seeded projects' photos are assets, each with where it is used
  await lista.getByText('Se usa en:').first().waitFor();
  await revisarAxe(admin, '/panel_admin/medios');

  const fotos = [
    { name: 'laboratorio-nuevo.jpg', mimeType: 'image/jpeg', buffer: await fotoDemo(301, 1200, 900) },
    { name: 'auditorio-lleno.jpg', mimeType: 'image/jpeg', buffer: await fotoDemo(302, 1200, 900) },
  ];
  await admin.getByLabel('Agregar imágenes').setInputFiles(fotos);
  const cola = admin.getByRole('list', { name: 'Cola de subida' });
  await cola.getByRole('textbox', { name: 'Texto alternativo de laboratorio-nuevo.jpg' }).fill('Laboratorio nuevo con veinte computadoras');
  await admin.getByRole('button', { name: 'Subir 2 imágenes' }).click();
  // the undescribed one is refused beside it, nothing lost
  await cola.getByText('Describa la imagen para quien no puede verla.').waitFor();
  await cola.getByRole('textbox', { name: 'Texto alternativo de auditorio-lleno.jpg' }).fill('Auditorio lleno durante la feria de proyectos');
  await capturar(admin, 'medios-cola');
  await admin.getByRole('button', { name: /^Subir \d imágenes?$/ }).click();
  await lista.getByText('Auditorio lleno durante la feria de proyectos').waitFor({ timeout: 60_000 });
  await lista.getByText('Laboratorio nuevo con veinte computadoras').waitFor();

  // search by alt text, then by file name (in the address: shareable)
  const buscar = admin.getByRole('searchbox');
  await buscar.fill('auditorio');
  await admin.waitForURL(/q=auditorio/);
  await lista.getByText('Auditorio lleno durante la feria de proyectos').waitFor();
  // the list is filtered once the answer arrives: the other photo leaves it
  await lista.getByText('Laboratorio nuevo con veinte computadoras').waitFor({ state: 'detached' });
  await buscar.fill('laboratorio-nuevo');
  await lista.getByText('Laboratorio nuevo con veinte computadoras').waitFor();
  await capturar(admin, 'medios-busqueda');

  // an unused asset is deleted after the confirmation
  await admin.getByRole('button', { name: /^Borrar laboratorio-nuevo/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Borrar', exact: true }).click();
  await lista.getByText('Laboratorio nuevo con veinte computadoras').waitFor({ state: 'detached' });

  // a used one is refused with its uses named
  await buscar.fill('');
  const usada = lista.getByRole('listitem').filter({ hasText: 'Se usa en:' }).first();
  await usada.getByRole('button', { name: /^Borrar / }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Borrar', exact: true }).click();
  await admin
    .getByText(/No se puede borrar: la usa/)
    .first()
    .waitFor();
  await revisarAxe(admin, '/panel_admin/medios tras borrar');
  await capturar(admin, 'medios');
});

test("the picker: a project's team photo and a subject's image taken from the library, shown publicly with its text", async () => {
  const admin = await e2e.comoRol('a');
  const medios = (await llamarDesdePagina(admin, { funcion: 'traerMedios' })).body as unknown as {
    medios: { pk: number; url: string; alt: string | null }[];
  };
  const asset = medios.medios.find((m) => m.alt)!;
  const elegir = async () => {
    const dialogo = admin.getByRole('dialog', { name: 'Biblioteca de medios' });
    await dialogo.waitFor();
    await dialogo
      .getByRole('button', { name: `Elegir ${asset.alt}` })
      .first()
      .click();
    await dialogo.waitFor({ state: 'detached' });
  };

  // a project's team photo
  await admin.goto(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  const editar = admin.getByRole('link', { name: /^Editar / }).first();
  const pk = Number(/(\d+)$/.exec((await editar.getAttribute('href'))!)![1]);
  await editar.click();
  await admin.getByRole('heading', { level: 1, name: 'Editar proyecto' }).waitFor();
  const equipo = admin.getByRole('group', { name: 'Foto del equipo (opcional)' });
  await equipo.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
  await revisarAxe(admin, 'Elegir de la biblioteca');
  await capturar(admin, 'medios-selector');
  await elegir();
  expect(await equipo.getByRole('textbox', { name: /Texto alternativo/ }).inputValue()).toBe(asset.alt);
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  const proyecto = (await llamarDesdePagina(admin, { funcion: 'obtenerProyecto', pkProyecto: String(pk) })).body as unknown as {
    foto_miembros: string;
  };
  expect(proyecto.foto_miembros).toBe(asset.url); // the asset's file, not a new one
  const visitante = await e2e.pagina(390);
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  await visitante.getByRole('complementary', { name: 'Equipo' }).getByRole('img', { name: asset.alt! }).waitFor();

  // a curriculum subject's image
  await admin.goto(`${e2e.sitio.url}/panel_admin/plan_estudios`);
  const tercero = admin.getByRole('region', { name: 'Tercer cuatrimestre' });
  await tercero.getByRole('button', { name: 'Bases de Datos', exact: true }).click();
  await tercero.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
  await elegir();
  await admin.getByRole('button', { name: 'Guardar plan de estudios' }).click();
  await admin.getByRole('status').getByText('Plan de estudios guardado.').waitFor();
  const plan = (await llamarDesdePagina(admin, { funcion: 'traerPlan' })).body as unknown as {
    plan: { cuatrimestres: { numero: number; materias: { nombre: string; imgs: string[] }[] }[] }[];
  };
  const materia = plan.plan[0].cuatrimestres.find((c) => c.numero === 3)!.materias.find((m) => m.nombre === 'Bases de Datos')!;
  expect(materia.imgs).toContain(asset.url);
  await visitante.goto(e2e.sitio.url);
  await visitante.getByRole('button', { name: 'Bases de Datos', exact: true }).click();
  await visitante.getByRole('button', { name: `${asset.alt} (ampliar)` }).waitFor();
  await admin.context().close();
  await visitante.context().close();
});
