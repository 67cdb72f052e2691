// The media library (issue 43) in Chromium against the real server: the demo site's images are
// listed with where they are used; two photos chosen at once are refused until described, then sent
// one request each with its progress; the new assets are found by alt text and by file name; a used
// image cannot be deleted (its uses named), an unused one can. axe; screenshots at 1280 and 390.
import { fotoDemo } from '@server/db/semillas/imagenDemo';
import { capturar, prepararRecorrido, revisarAxe } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

test('the library: demo images with their uses, two photos uploaded with their texts, search, a used one kept', async () => {
  const admin = await e2e.comoRol('a');
  await admin.getByRole('link', { name: /Biblioteca de medios/ }).click();
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
