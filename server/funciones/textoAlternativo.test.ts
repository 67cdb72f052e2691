// Authored alt text (issue 37) through the real server, on SQLite or PostgreSQL (PRUEBAS_POSTGRES):
// an image saved with its text is answered with it (the public list's cover too); a new-format image
// without a text is refused with the form's message; docs/SPEC.md's format is accepted, kept as not
// described, listed by traerImagenesSinAlt and filled there by guardarTextoAlternativo (admin only,
// audited); an edit in the old format keeps the stored text.
import type { Harness } from '../pruebas/arnes';
import { abrirArnes } from '../pruebas/abrirArnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import type { Proyecto, GrupoCuatrimestre } from '@/shared/api/contrato/proyectos';
import type { ImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';

let h: Harness;
abrirArnes('prueba', (x) => (h = x));

const miembros = JSON.stringify([{ key: '0.00001', nombre: 'Ana', pk: 0 }]);
const proyecto = (imgs: object[], extra: Record<string, string> = {}) => ({
  nombre_proyecto: 'Huerto Inteligente',
  cuatrimestre: '4',
  descripcion_proyecto: 'Riego automático.',
  enlace: '',
  imgs_proyecto: JSON.stringify(imgs),
  miembros,
  foto_miembros: dataUrlDemo(9),
  ...extra,
});
const img = (n: number, extra: object = {}) => ({ key: `${n}.12345`, imagen: dataUrlDemo(n), ...extra });

async function registrar(imgs: object[], extra: Record<string, string> = {}) {
  const r = await h.llamar('registrarProyecto', proyecto(imgs, extra), { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1 });
  return r.body.pk_proyecto as number;
}
/** A graduate with a photo (`extra`: its alt fields, none in docs/SPEC.md's format). */
function registrarEgresado(extra: Record<string, string> = {}) {
  const gen = h.db.prepare("SELECT pk_generacion FROM generaciones WHERE generacion = '2019-2022'").pluck().get() as number;
  const datos = { nombreAlumno: 'Andrea Castillo', generacion: String(gen), puestoEmpresa: 'Desarrolladora', palabrasAlumno: 'Bases sólidas.' };
  return h.llamar('registrarCasoExito', { ...datos, imagenForm: dataUrlDemo(4), ...extra }, { quien: 'a', multipart: true });
}
const leer = async (pk: number) => (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).body as unknown as Proyecto;
const sinAlt = async () => (await h.llamar('traerImagenesSinAlt', {}, { quien: 'a' })).body as unknown as ImagenSinAlt[];

it('stores each image with its alt text and answers it in the detail, the list cover and the team photo', async () => {
  const pk = await registrar(
    [img(1, { alt: 'Sensor de humedad clavado en la tierra de una maceta', decorativa: false }), img(2, { alt: '', decorativa: true })],
    { foto_miembros_alt: 'Las cinco integrantes del equipo frente al huerto', foto_miembros_decorativa: '0' },
  );
  const p = await leer(pk);
  expect(p.imgs.map(({ alt, decorativa }) => ({ alt, decorativa }))).toEqual([
    { alt: 'Sensor de humedad clavado en la tierra de una maceta', decorativa: false },
    { alt: '', decorativa: true },
  ]);
  expect(p).toMatchObject({ foto_miembros_alt: 'Las cinco integrantes del equipo frente al huerto', foto_miembros_decorativa: false });
  const grupos = (await h.llamar('obtenerTodosProyectosPorCuatrimestre', {})).body as unknown as GrupoCuatrimestre[];
  expect(grupos[0].proyectos[0]).toMatchObject({ img_alt: 'Sensor de humedad clavado en la tierra de una maceta', img_decorativa: false });
  expect(await sinAlt()).toEqual([]);
});

it('refuses a new-format image with neither a text nor "decorativa", and a team photo sent the same way, with the message', async () => {
  for (const campos of [proyecto([img(1, { alt: '  ', decorativa: false })]), proyecto([img(1, { alt: 'Maceta' })], { foto_miembros_alt: '' })]) {
    const r = await h.llamar('registrarProyecto', campos, { quien: 'a', multipart: true });
    expect(r.body).toMatchObject({ codigo: 0, mensaje: ALT_REQUERIDO });
  }
  expect(h.db.prepare('SELECT COUNT(*) AS n FROM proyectos').get()).toEqual({ n: 0 });
  const e = await h.llamar(
    'registrarEmpresaEstadia',
    { nombreEmpresa: 'Bajío Tech', imagenForm: dataUrlDemo(3), imagenForm_alt: '' },
    { quien: 'a' },
  );
  expect(e.body).toMatchObject({ codigo: 0, mensaje: ALT_REQUERIDO });
});

it("accepts docs/SPEC.md's format, lists those images as not described, and filling one removes it and shows it publicly", async () => {
  const pk = await registrar([img(1), img(2)]);
  const antes = await sinAlt();
  expect(antes.map((i) => [i.tipo, i.nombre, i.detalle, i.editar])).toEqual([
    ['proyecto', 'Huerto Inteligente', 'Portada (imagen 1 de 2)', `/panel_admin/proyectos_estudiantes/editar/${pk}`],
    ['proyecto', 'Huerto Inteligente', 'Imagen 2 de 2', `/panel_admin/proyectos_estudiantes/editar/${pk}`],
    ['foto_proyecto', 'Huerto Inteligente', 'Foto del equipo', `/panel_admin/proyectos_estudiantes/editar/${pk}`],
  ]);
  expect((await leer(pk)).imgs.map((i) => i.alt)).toEqual([null, null]);

  const vacio = await h.llamar('guardarTextoAlternativo', { referencia: antes[1].referencia, alt: '' }, { quien: 'a' });
  expect(vacio.body).toMatchObject({ codigo: 0, mensaje: ALT_REQUERIDO });
  const r = await h.llamar('guardarTextoAlternativo', { referencia: antes[1].referencia, alt: 'Pantalla con la gráfica de humedad' }, { quien: 'a' });
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Texto alternativo guardado. Proyecto «Huerto Inteligente», imagen 2 de 2.' });
  // the project's history has the version with the text, by who wrote it
  const historial = (await h.llamar('traerRevisiones', { entidad: 'proyecto', pk: String(pk) }, { quien: 'a' })).body as unknown as {
    resumen: string;
  }[];
  expect(historial.map((v) => v.resumen)).toEqual(['Cambió: Imágenes del proyecto.', 'Primera versión guardada.']);
  const d = await h.llamar('guardarTextoAlternativo', { referencia: antes[2].referencia, alt: '', decorativa: '1' }, { quien: 'a' });
  expect(d.body).toMatchObject({ codigo: 1 });

  expect((await sinAlt()).map((i) => i.referencia)).toEqual([antes[0].referencia]);
  const p = await leer(pk);
  expect(p.imgs.map((i) => i.alt)).toEqual([null, 'Pantalla con la gráfica de humedad']);
  expect(p).toMatchObject({ foto_miembros_alt: '', foto_miembros_decorativa: true });
  const entrada = h.db.prepare("SELECT funcion, entidad, resumen FROM bitacora WHERE funcion = 'guardarTextoAlternativo' ORDER BY pk_bitacora").all();
  expect(entrada).toHaveLength(2);
  expect(entrada[0]).toMatchObject({ entidad: 'imagen', resumen: expect.stringContaining('Texto alternativo «Pantalla con la gráfica de humedad»') });
  // the trail names the item and the image in words, not by the page's internal reference
  expect((entrada[0] as { resumen: string }).resumen).toContain('Proyecto «Huerto Inteligente», imagen 2 de 2.');
  expect((entrada[0] as { resumen: string }).resumen).not.toContain(antes[1].referencia);
});

it('keeps the stored text when an edit sends the same image in the old format; the texts of a company and a graduate are answered too', async () => {
  const pk = await registrar([img(1, { alt: 'Maceta con sensor', decorativa: false })], {
    foto_miembros_alt: 'Equipo',
    foto_miembros_decorativa: '0',
  });
  const p = await leer(pk);
  const r = await h.llamar(
    'editarProyecto',
    { ...proyecto([{ key: '1', imagen: p.imgs[0].img_proyecto }], { foto_miembros: p.foto_miembros }), pkProyecto: String(pk) },
    { quien: 'a', multipart: true },
  );
  expect(r.body).toMatchObject({ codigo: 1 });
  expect(await leer(pk)).toMatchObject({ imgs: [{ alt: 'Maceta con sensor' }], foto_miembros_alt: 'Equipo' });

  const e = await h.llamar(
    'registrarEmpresaEstadia',
    { nombreEmpresa: 'Bajío Tech', imagenForm: dataUrlDemo(3), imagenForm_alt: 'Logotipo de Bajío Tech: un engrane azul' },
    { quien: 'a' },
  );
  expect(e.body).toMatchObject({ codigo: 1 });
  const empresas = (await h.llamar('obtenerTodasEmpresasEstadias', {})).body as unknown as { imagen_empresa_alt: string }[];
  expect(empresas[0].imagen_empresa_alt).toBe('Logotipo de Bajío Tech: un engrane azul');
  const g = await registrarEgresado({ imagenForm_alt: 'Andrea sonríe frente a un librero', imagenForm_decorativa: '0' });
  expect(g.body).toMatchObject({ codigo: 1 });
  const casos = (await h.llamar('traerCasosExito', {})).body as unknown as { foto_estudiante_alt: string }[];
  expect(casos[0].foto_estudiante_alt).toBe('Andrea sonríe frente a un librero');
  expect(await sinAlt()).toEqual([]);
});

it("lists and fills an event's images, a company's logo and a graduate's photo sent in docs/SPEC.md's format", async () => {
  const ev = await h.llamar(
    'registrarEvento',
    { nombreEvento: 'Feria de Proyectos', descripcion: 'Muestra anual.', imgs: JSON.stringify([img(5), img(6)]) },
    { quien: 'a', multipart: true },
  );
  expect(ev.body).toMatchObject({ codigo: 1 });
  const pkEvento = ev.body.pk_evento as number;
  const em = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Bajío Tech', imagenForm: dataUrlDemo(3) }, { quien: 'a' });
  expect(em.body).toMatchObject({ codigo: 1 });
  const eg = await registrarEgresado();
  expect(eg.body).toMatchObject({ codigo: 1 });

  const lista = await sinAlt();
  expect(lista.map((i) => [i.tipo, i.entidad, i.nombre, i.detalle])).toEqual([
    ['evento', 'Evento', 'Feria de Proyectos', 'Imagen 1 de 2'],
    ['evento', 'Evento', 'Feria de Proyectos', 'Imagen 2 de 2'],
    ['empresa', 'Empresa de estadía', 'Bajío Tech', 'Imagen de la empresa'],
    ['egresado', 'Egresado', 'Andrea Castillo', 'Fotografía del egresado'],
  ]);
  expect(lista[0].editar).toBe(`/panel_admin/eventos_admin/editar/${pkEvento}`);
  const mensajes: string[] = [];
  for (const [i, una] of lista.entries()) {
    const r = await h.llamar('guardarTextoAlternativo', { referencia: una.referencia, alt: `Descripción ${i + 1}` }, { quien: 'a' });
    mensajes.push(String(r.body.mensaje));
  }
  expect(mensajes).toEqual([
    'Texto alternativo guardado. Evento «Feria de Proyectos», imagen 1 de 2.',
    'Texto alternativo guardado. Evento «Feria de Proyectos», imagen 2 de 2.',
    'Texto alternativo guardado. Empresa de estadía «Bajío Tech», imagen de la empresa.',
    'Texto alternativo guardado. Egresado «Andrea Castillo», fotografía del egresado.',
  ]);
  expect(await sinAlt()).toEqual([]);
  const empresas = (await h.llamar('obtenerTodasEmpresasEstadias', {})).body as unknown as { imagen_empresa_alt: string }[];
  expect(empresas[0].imagen_empresa_alt).toBe('Descripción 3');
});

it('refuses both funciones to a visitor and a student, and an unknown or malformed image', async () => {
  await registrar([img(1)]);
  const [una] = await sinAlt();
  for (const quien of ['visitante', 'e'] as const) {
    expect((await h.llamar('traerImagenesSinAlt', {}, { quien })).body).toMatchObject({ codigo: 0 });
    const r = await h.llamar('guardarTextoAlternativo', { referencia: una.referencia, alt: 'Intruso' }, { quien });
    expect(r.body).toMatchObject({ codigo: 0 });
  }
  expect((await sinAlt()).map((i) => i.referencia)).toContain(una.referencia);
  for (const referencia of ['tabla:1; DROP', 'tabla:1', 'persona:1', 'proyecto:uploads/proyectos/abcdefgh12.png']) {
    const mala = await h.llamar('guardarTextoAlternativo', { referencia, alt: 'x' }, { quien: 'a' });
    expect(mala.body).toMatchObject({ codigo: 0, mensaje: 'Imagen no válida.' });
  }
  const nada = await h.llamar('guardarTextoAlternativo', { referencia: 'evento:999', alt: 'x' }, { quien: 'a' });
  expect(nada.body).toMatchObject({ codigo: 0, mensaje: 'La imagen ya no existe: quizá la quitaron del contenido.' });
});
