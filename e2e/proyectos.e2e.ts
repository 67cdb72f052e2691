// Projects journey in Chromium against the real server: an admin registers a project (two members,
// three images, one a 4000×3000 photo downscaled in the browser), a visitor finds it under its term and
// in its page with the image popup, the admin edits it and deactivates it. axe on every page;
// screenshots at 1280 and 390. Events and the demo content: eventos.e2e.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { capturar, fotoCargada, llamarDesdePagina, prepararRecorrido, revisarAxe } from './arnes';
import { identificarImagen } from '@server/imagenes/formatos';
import { aviso, pngDe } from './formularios';

const e2e = prepararRecorrido();

const png = pngDe(900, 600);

const ALT_REQUERIDO = 'Describa la imagen para quien no puede verla.';
const ALT_PORTADA = 'Tableta con la lista de prácticas del laboratorio de redes';
const ALT_FOTO = 'Rack de red con cables de colores conectados a un switch';
const ALT_EQUIPO = 'Ana López y Luis Pérez frente al rack del laboratorio';

/** A 4000×3000 JPEG photo (noise, so it does not compress to nothing) encoded by Chromium itself. */
async function fotoGrande(page: Page) {
  const b64 = await page.evaluate(async () => {
    const c = new OffscreenCanvas(4000, 3000);
    const ctx = c.getContext('2d')!;
    const img = ctx.createImageData(4000, 3000);
    let s = 7;
    for (let i = 0; i < img.data.length; i += 4) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const y = Math.floor(i / 4 / 4000);
      img.data[i] = (y / 12 + (s & 63)) & 255;
      img.data[i + 1] = ((i / 4) % 4000) / 16 + ((s >> 6) & 31);
      img.data[i + 2] = 140 + ((s >> 11) & 63);
      img.data[i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    const blob = await c.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  });
  return { name: 'foto-grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') };
}

const archivoDe = (ruta: string) => path.join(e2e.sitio.uploadsDir, ruta.slice('uploads/'.length));

test('student project: register → public list and detail with popup → edit → deactivate', async () => {
  const visitante = await e2e.pagina();
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes`);
  await visitante.getByText('No se encontraron proyectos registrados.').waitFor();
  await revisarAxe(visitante, '/proyectos_estudiantes vacío');

  const admin = await e2e.comoRol('a');
  await admin.getByRole('link', { name: /Proyectos de Estudiantes/ }).click();
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  await admin.getByText('No se encontraron proyectos registrados.').waitFor();
  await admin.getByRole('link', { name: 'Registrar proyecto' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Registrar proyecto' }).waitFor();

  // the required-field messages first
  await admin.getByRole('button', { name: 'Registrar proyecto' }).click();
  await admin.getByText('Se necesita el nombre del proyecto.').waitFor();
  await admin.getByText('Hay miembros sin nombre. Por favor, elimínelos.').waitFor();
  await revisarAxe(admin, 'registrar_proyecto con errores');

  await admin.getByLabel('Nombre del proyecto').fill('Bitácora de Laboratorio');
  await admin.getByLabel('Cuatrimestre').selectOption('4');
  await admin.getByLabel('Descripción').fill('Registro digital de prácticas del laboratorio de redes, con evidencias fotográficas.');
  await admin.getByLabel('Enlace (opcional)').fill('https://github.com/ejemplo/bitacora');
  await admin.getByLabel('Agregar imágenes').setInputFiles([png('portada.png', 11), png('segunda.png', 12), await fotoGrande(admin)]);
  await admin.getByRole('img', { name: 'Imagen 3 (vista previa)' }).waitFor();
  await admin.getByRole('textbox', { name: 'Miembro 1' }).fill('Ana López');
  await admin.getByRole('button', { name: 'Agregar miembro' }).click();
  await admin.getByRole('textbox', { name: 'Miembro 2' }).fill('Luis Pérez');
  await admin.getByLabel('Elegir imagen').setInputFiles([png('equipo.png', 13)]);
  await admin.getByRole('img', { name: 'Foto del equipo (opcional) (vista previa)' }).waitFor();
  // issue 37: an image with neither a text nor "Imagen decorativa" is refused beside it
  await admin.getByRole('button', { name: 'Registrar proyecto' }).click();
  await admin.getByText(ALT_REQUERIDO).first().waitFor();
  expect(await admin.getByText(ALT_REQUERIDO).count()).toBe(4);
  await admin.getByRole('textbox', { name: 'Texto alternativo de portada' }).fill(ALT_PORTADA);
  await admin.getByRole('checkbox', { name: 'Imagen decorativa (imagen 2)' }).check();
  await admin.getByRole('textbox', { name: 'Texto alternativo de imagen 3' }).fill(ALT_FOTO);
  await admin.getByRole('textbox', { name: 'Texto alternativo de foto del equipo (opcional)' }).fill(ALT_EQUIPO);
  expect(await admin.getByText(ALT_REQUERIDO).count()).toBe(0);
  await revisarAxe(admin, 'registrar_proyecto lleno');
  await capturar(admin, 'proyecto-registrar');
  await admin.getByRole('button', { name: 'Registrar proyecto' }).click();
  await aviso(admin, 'Proyecto registrado correctamente.');
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  await admin.getByText('Bitácora de Laboratorio').waitFor();
  await revisarAxe(admin, '/panel_admin/proyectos_estudiantes');
  await capturar(admin, 'proyectos-admin');

  // what the server stored: three images in order, the photo downscaled to 1600×1200 before upload
  const grupos = (await llamarDesdePagina(admin, { funcion: 'obtenerTodosProyectosPorCuatrimestre' })).body as unknown as {
    proyectos: { pk_proyecto: number }[];
  }[];
  const pk = grupos[0].proyectos[0].pk_proyecto;
  const guardado = (await llamarDesdePagina(admin, { funcion: 'obtenerProyecto', pkProyecto: String(pk) })).body as unknown as {
    imgs: { img_proyecto: string }[];
    miembros: { nombre_miembro: string }[];
    foto_miembros: string;
  };
  expect(guardado.imgs).toHaveLength(3);
  expect(guardado.miembros.map((m) => m.nombre_miembro)).toEqual(['Ana López', 'Luis Pérez']);
  const dims = guardado.imgs.map((i) => identificarImagen(fs.readFileSync(archivoDe(i.img_proyecto))));
  expect(dims).toEqual([
    { tipo: 'png', ancho: 900, alto: 600 },
    { tipo: 'png', ancho: 900, alto: 600 },
    { tipo: 'jpg', ancho: 1600, alto: 1200 },
  ]);
  expect(fs.existsSync(archivoDe(guardado.foto_miembros))).toBe(true);

  // the visitor finds it under its term, opens it and its image popup
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes`);
  const grupo = visitante.getByRole('region', { name: 'Cuarto cuatrimestre' });
  await grupo.getByRole('link', { name: 'Bitácora de Laboratorio' }).waitFor();
  await revisarAxe(visitante, '/proyectos_estudiantes');
  await capturar(visitante, 'proyectos');
  await grupo.getByRole('link', { name: 'Bitácora de Laboratorio' }).click();
  await visitante.waitForURL(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  await visitante.getByRole('heading', { level: 1, name: 'Bitácora de Laboratorio' }).waitFor();
  await visitante.getByText('Luis Pérez').waitFor();
  expect(await visitante.getByRole('link', { name: /Visitar el proyecto/ }).getAttribute('href')).toBe('https://github.com/ejemplo/bitacora');
  // the public <img> carry the authored texts ('' for the decorative one)
  const galeria = visitante.locator('.proyecto__galeria img');
  expect(await galeria.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual([ALT_PORTADA, '', ALT_FOTO]);
  expect(await visitante.locator(`img[alt="${ALT_EQUIPO}"]`).count()).toBe(1);
  await revisarAxe(visitante, '/proyectos_estudiantes/:pk');
  await capturar(visitante, 'proyecto-detalle');
  await visitante.getByRole('button', { name: 'Ampliar imagen 3 de 3' }).click();
  const popup = visitante.getByRole('dialog', { name: ALT_FOTO });
  expect(await fotoCargada(popup.getByRole('img'))).toBe(1600);
  await revisarAxe(visitante, 'popup de proyecto');
  await capturar(visitante, 'proyecto-popup');
  await visitante.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });

  // the admin removes an image and adds a member
  await admin.getByRole('link', { name: 'Editar Bitácora de Laboratorio' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Editar proyecto' }).waitFor();
  expect(await admin.getByLabel('Nombre del proyecto').inputValue()).toBe('Bitácora de Laboratorio');
  await admin.getByRole('button', { name: 'Quitar imagen 2' }).click();
  await admin.getByRole('button', { name: 'Mover imagen 2 hacia arriba' }).click(); // the photo becomes the cover
  await admin.getByRole('button', { name: 'Agregar miembro' }).click();
  await admin.getByRole('textbox', { name: 'Miembro 3' }).fill('Sofía Ruiz');
  await revisarAxe(admin, 'editar proyecto');
  await capturar(admin, 'proyecto-editar');
  await admin.getByRole('button', { name: 'Guardar cambios' }).click();
  await aviso(admin, 'Proyecto actualizado correctamente.');
  await admin.waitForURL(`${e2e.sitio.url}/panel_admin/proyectos_estudiantes`);
  const editado = (await llamarDesdePagina(admin, { funcion: 'obtenerProyecto', pkProyecto: String(pk) })).body as unknown as typeof guardado & {
    img: string;
  };
  expect(editado.imgs.map((i) => i.img_proyecto)).toEqual([guardado.imgs[2].img_proyecto, guardado.imgs[0].img_proyecto]);
  expect(editado.img).toBe(guardado.imgs[2].img_proyecto);
  expect(editado.miembros.map((m) => m.nombre_miembro)).toEqual(['Ana López', 'Luis Pérez', 'Sofía Ruiz']);
  // the removed image's file stays: the project's history keeps the version that shows it, and can restore it (issue 37)
  expect(fs.existsSync(archivoDe(guardado.imgs[1].img_proyecto))).toBe(true);

  // search kept in the URL
  await admin.getByRole('searchbox', { name: 'Buscar proyecto por nombre' }).fill('BITACORA');
  await admin.waitForURL(/\?q=BITACORA$/);
  await admin.getByText('Bitácora de Laboratorio').waitFor();
  await admin.getByRole('searchbox', { name: 'Buscar proyecto por nombre' }).fill('inexistente');
  await admin.getByText('Ningún proyecto encontrado.').waitFor();
  await admin.getByRole('searchbox', { name: 'Buscar proyecto por nombre' }).fill('');

  // deactivation: confirm, the server mensaje in a notice (with Deshacer), the list reloads
  await admin.getByRole('button', { name: 'Dar de baja Bitácora de Laboratorio' }).click();
  const confirmar = admin.getByRole('alertdialog', { name: 'Confirmar acción' });
  await confirmar.getByText('¿Está seguro de realizar esta acción?').waitFor();
  await revisarAxe(admin, 'confirmación de baja');
  await confirmar.getByRole('button', { name: 'Aceptar' }).click();
  await aviso(admin, 'Proyecto dado de baja correctamente.');
  await admin.getByText('No se encontraron proyectos registrados.').waitFor();

  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes`);
  await visitante.getByText('No se encontraron proyectos registrados.').waitFor();
  await visitante.goto(`${e2e.sitio.url}/proyectos_estudiantes/${pk}`);
  await visitante.getByRole('heading', { level: 1, name: 'Proyecto no encontrado' }).waitFor();
  await revisarAxe(visitante, 'proyecto no encontrado');
  await capturar(visitante, 'proyecto-no-encontrado');
  await admin.context().close();
  await visitante.context().close();
});
