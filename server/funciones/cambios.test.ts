// Review before publishing (issue 48, item 6) through the real server, on both engines, with a real
// SMTP server: an events-only editor who may not publish cannot touch a project (403); their save
// of a public event (a new image included) waits for review while the public read is unchanged;
// the events reviewer (and only they) is told once; approving publishes it as a normal save (its
// revision and audit entries) and tells the author once. Returning needs a comment, which reaches
// the author. Self-approval, an item deleted or saved again meanwhile, a forged pk: Spanish
// refusals, nothing lost, never a 500. A draft (unpublished) event is edited directly; a restore waits
// too; the author's newer save of an item replaces their change still waiting.
import { esRechazo, type Harness, type Respuesta } from '@server/pruebas/arnes';
import { harnessConCorreo, type SmtpDePrueba } from '@server/pruebas/smtp';
import { insertarUsuario } from '@server/semillas';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { enviarPendientes, transporteDe } from '@server/avisos/remitente';
import { MENSAJES_CAMBIOS as M, type CambioPendiente } from '@/shared/api/contrato/cambios';
import { MENSAJES_SECCIONES } from '@/shared/api/contrato/secciones';
import { rutas } from '@/shared/rutas';

let h: Harness;
let smtp: SmtpDePrueba;
let editor: string;
let deProyectos: string;
let pkEditor: number;
const respuestas: Respuesta[] = [];

beforeAll(async () => {
  // each notice mailed at once (gathering per few minutes has its own test)
  ({ h, smtp } = await harnessConCorreo({ AVISO_AGRUPAR_MINUTOS: '0' }));
  const cuenta = async (usuario: string, nombre: string, secciones: string, puede: number) => {
    const pk = await insertarUsuario(h.db, { rol: 'a', usuario, contrasena: 'Prueba#Cambios1', nombre, exento2fa: true });
    h.db
      .prepare('UPDATE usuarios SET secciones = ?, puede_publicar = ?, correo = ?, correo_confirmado = 1 WHERE pk_usuario = ?')
      .run(secciones, puede, `${usuario}@ejemplo.edu.mx`, pk);
    return pk;
  };
  pkEditor = await cuenta('editora', 'Eva Eventos', '["eventos"]', 0);
  // publishes projects only: never a reviewer of events
  await cuenta('proyectos', 'Pablo Proyectos', '["proyectos"]', 1);
  editor = await h.entrar('editora', 'Prueba#Cambios1');
  deProyectos = await h.entrar('proyectos', 'Prueba#Cambios1');
});
afterAll(async () => {
  await h.cerrar();
  await smtp.cerrar();
});

/** A call whose answer is kept (none may be a 500). */
async function llamar(f: string, campos: Record<string, string>, quien: 'a' | 'editor' | 'visitante' = 'a') {
  const r = await h.llamar(f, campos, quien === 'editor' ? { cookie: editor, multipart: true } : { quien, multipart: true });
  respuestas.push(r);
  return r;
}
const imgs = (...l: string[]) => JSON.stringify(l.map((imagen, i) => ({ key: String(i), imagen, alt: `Foto ${i + 1}` })));
const publico = async (pk: number) =>
  (await llamar('obtenerEvento', { pkEvento: String(pk) }, 'visitante')).body as { nombre_evento: string; imgs: { img_evento: string }[] };
const cambios = async (quien: 'a' | 'editor') => ((await llamar('traerCambiosPendientes', {}, quien)).body as { cambios: CambioPendiente[] }).cambios;
const rechazo = (r: Respuesta) => ({ status: r.status, mensaje: r.body.mensaje, esRechazo: esRechazo(r) });
const esperado = (status: number, mensaje: string) => ({ status, mensaje, esRechazo: true });

async function correos() {
  const t = transporteDe(h.config);
  while ((await enviarPendientes(h.db, t, {})).enviados > 0);
  t.cerrar();
  const para = (u: string) => smtp.recibidos.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === `${u}@ejemplo.edu.mx`);
  const n = { admin1: para('admin1'), editora: para('editora'), proyectos: para('proyectos') };
  smtp.recibidos.length = 0;
  return n;
}

async function evento(nombre: string) {
  const r = await llamar('registrarEvento', { nombreEvento: nombre, descripcion: 'Retos de 24 horas.', imgs: imgs(dataUrlDemo(1)) });
  return r.body.pk_evento as number;
}
/** An edit keeping the event's images (read as an admin: a draft's too). */
const editar = async (pk: number, nombre: string, extra: Record<string, string> = {}, quien: 'a' | 'editor' = 'editor') => {
  const actual = (await h.llamar('obtenerEvento', { pkEvento: String(pk) }, { quien: 'a' })).body as { imgs: { img_evento: string }[] };
  const campos = {
    pkEvento: String(pk),
    nombreEvento: nombre,
    descripcion: 'Retos de 24 horas.',
    imgs: imgs(...actual.imgs.map((i) => i.img_evento)),
  };
  return llamar('editarEvento', { ...campos, ...extra }, quien);
};

it('an events-only editor’s edit waits for review; approval publishes it; each side gets one e-mail', async () => {
  const pk = await evento('Hackatón');
  const ruta = (await publico(pk)).imgs[0].img_evento;
  // outside their section: 403 before anything else
  expect(rechazo(await llamar('editarProyecto', { pk_proyecto: '1', nombre_proyecto: 'x' }, 'editor'))).toEqual(
    esperado(403, MENSAJES_SECCIONES.sinPermiso),
  );

  // their save of a public event, with a new image: a pending change; the public sees the published one
  const enviado = await editar(pk, 'Hackatón 2027', { imgs: imgs(ruta, dataUrlDemo(7)), version: '1' });
  expect(enviado.body).toEqual({ codigo: 1, mensaje: M.enEspera, cambioPendiente: expect.any(Number) });
  const pkCambio = String(enviado.body.cambioPendiente);
  expect(await publico(pk)).toMatchObject({ nombre_evento: 'Hackatón', imgs: [{ img_evento: ruta }] });
  expect(h.db.prepare('SELECT COUNT(*) AS n FROM medios').get()).toEqual({ n: 2 }); // the new image is kept as an asset

  // the reviewer sees it with the comparison; the author sees it as theirs, not reviewable
  const [visto] = await cambios('a');
  const texto = (l: CambioPendiente['propuestos'] | null) => l?.find((c) => c.clave === 'nombre_evento')?.valor;
  expect(visto).toMatchObject({ entidad: 'evento', pkItem: pk, nombre: 'Hackatón', autor: 'Eva Eventos', estado: 'pendiente', puedeRevisar: true });
  expect(visto.editor).toBe(rutas.admin.eventos.editar(pk)); // its repository's `editor`: the card's link
  expect([texto(visto.actuales), texto(visto.propuestos)]).toEqual(['Hackatón', 'Hackatón 2027']);
  expect(visto.propuestos.find((c) => c.tipo === 'imagenes')?.valor).toHaveLength(2);
  expect((await cambios('editor'))[0]).toMatchObject({ pk: Number(pkCambio), propio: true, puedeRevisar: false });

  // the author may not approve (no publishing rights), nor their own change if given them; forged pks
  expect(rechazo(await llamar('aprobarCambio', { pk: pkCambio }, 'editor'))).toEqual(esperado(403, M.sinPublicar));
  h.db.prepare('UPDATE usuarios SET puede_publicar = 1 WHERE pk_usuario = ?').run(pkEditor);
  expect(rechazo(await llamar('aprobarCambio', { pk: pkCambio }, 'editor'))).toEqual(esperado(403, M.propio));
  h.db.prepare('UPDATE usuarios SET puede_publicar = 0 WHERE pk_usuario = ?').run(pkEditor);
  expect(rechazo(await llamar('aprobarCambio', { pk: '99999' }))).toEqual(esperado(404, M.noExiste));
  // a publisher of another section neither sees nor approves it
  const ajeno = await h.llamar('aprobarCambio', { pk: pkCambio }, { cookie: deProyectos });
  expect(rechazo(ajeno)).toEqual(esperado(403, MENSAJES_SECCIONES.sinPermiso));
  expect((await h.llamar('traerCambiosPendientes', {}, { cookie: deProyectos })).body).toEqual({ cambios: [] });
  expect(rechazo(await llamar('aprobarCambio', { pk: 'uno' }))).toEqual(esperado(400, M.pk));
  expect(rechazo(await llamar('devolverCambio', { pk: pkCambio, comentario: '   ' }))).toEqual(esperado(400, M.comentario));

  // the events reviewer (admin1) was told once; the projects publisher and the author not at all
  let n = await correos();
  expect([n.admin1.map((m) => m.subject), n.editora.length, n.proyectos.length]).toEqual([['Un cambio espera su revisión'], 0, 0]);
  expect(n.admin1[0].text).toContain('Eva Eventos cambió «Hackatón» (Eventos)');
  expect(n.admin1[0].text).toContain('https://carrera.ejemplo.edu.mx/panel_admin/cambios_por_revisar');

  // approval: a normal save (the new image included), its revision and audit entries; the author told once
  expect((await llamar('aprobarCambio', { pk: pkCambio })).body).toEqual({ codigo: 1, mensaje: M.aprobado });
  const ahora = await publico(pk);
  expect(ahora.nombre_evento).toBe('Hackatón 2027');
  expect(ahora.imgs).toHaveLength(2);
  expect(rechazo(await llamar('aprobarCambio', { pk: pkCambio }))).toEqual(esperado(409, M.yaRevisado));
  n = await correos();
  expect([n.admin1.length, n.editora.map((m) => m.subject), n.proyectos.length]).toEqual([0, ['Su cambio fue publicado'], 0]);
  const entradas = h.db
    .prepare("SELECT funcion, nombre_usuario, resumen FROM bitacora WHERE entidad = 'evento' AND pk_entidad = ? ORDER BY pk_bitacora")
    .all(pk) as { funcion: string; nombre_usuario: string; resumen: string }[];
  expect(entradas.map((e) => [e.funcion, e.nombre_usuario])).toEqual([
    ['registrarEvento', 'Admin de Prueba'],
    ['editarEvento', 'Eva Eventos'],
    ['editarEvento', 'Admin de Prueba'],
    ['aprobarCambio', 'Admin de Prueba'],
  ]);
  expect(entradas[1].resumen).toContain(`Enviado a revisión (cambio n.º ${pkCambio}).`);
  expect(entradas[3].resumen).toBe(`«Hackatón» — Cambio n.º ${pkCambio} de Eva Eventos aprobado y publicado.`);
  const versiones = (await llamar('traerRevisiones', { entidad: 'evento', pk: String(pk) })).body as unknown as { numero: number }[];
  expect(versiones.map((v) => v.numero)).toEqual([2, 1]);
  expect(await cambios('editor')).toEqual([]);
});

it('returns a change with a comment; refuses one whose item was deleted or saved again; a draft is edited directly', async () => {
  const pk = await evento('Feria de empleo');
  const devuelto = String((await editar(pk, 'Feria de empleo 2027')).body.cambioPendiente);
  await correos();
  expect((await llamar('devolverCambio', { pk: devuelto, comentario: 'Falta la fecha.' })).body).toEqual({ codigo: 1, mensaje: M.devuelto });
  expect(await cambios('editor')).toMatchObject([
    { pk: Number(devuelto), estado: 'devuelto', comentario: 'Falta la fecha.', revisor: 'Admin de Prueba' },
  ]);
  const aviso = ((await h.llamar('traerAvisos', {}, { cookie: editor })).body as { avisos: { titulo: string; texto: string }[] }).avisos[0];
  expect(aviso).toMatchObject({ titulo: 'Su cambio fue devuelto', texto: expect.stringContaining('con este comentario: «Falta la fecha.»') });
  const n = await correos();
  expect([n.editora.length, n.editora[0].text?.includes('Falta la fecha.')]).toEqual([1, true]);
  expect(await publico(pk)).toMatchObject({ nombre_evento: 'Feria de empleo' });

  // saved again meanwhile by someone who publishes: approving would overwrite it
  const viejo = String((await editar(pk, 'Feria 2027')).body.cambioPendiente);
  expect((await editar(pk, 'Feria de empleo (sede norte)', {}, 'a')).body.codigo).toBe(1);
  expect(rechazo(await llamar('aprobarCambio', { pk: viejo }))).toEqual(esperado(409, M.desactualizado));
  // deleted meanwhile: refused, the change still there to return (her newer change replaced the old one:
  // its number is never reused)
  const huerfano = String((await editar(pk, 'Feria 2028')).body.cambioPendiente);
  expect(Number(huerfano)).toBeGreaterThan(Number(viejo));
  expect(rechazo(await llamar('aprobarCambio', { pk: viejo }))).toEqual(esperado(404, M.noExiste));
  expect((await llamar('darBajaEvento', { pk: String(pk) })).body.codigo).toBe(1);
  expect(rechazo(await llamar('aprobarCambio', { pk: huerfano }))).toEqual(esperado(409, M.itemNoExiste));
  expect((await cambios('a')).map((c) => c.pk)).toEqual([Number(huerfano)]);
  expect((await llamar('devolverCambio', { pk: huerfano, comentario: 'El evento se dio de baja.' })).body.codigo).toBe(1);

  // an unpublished draft (a copy) is not public: its edit runs at once
  const copia = (await llamar('duplicarEvento', { pk: String(await evento('Taller')) })).body.pk as number;
  expect((await editar(copia, 'Taller de pruebas')).body).toEqual({ codigo: 1, mensaje: 'Evento actualizado correctamente.' });
  // a restore by the editor of a public event is a pending change too
  const otro = await evento('Congreso');
  await editar(otro, 'Congreso 2027', {}, 'a');
  const primera = ((await llamar('traerRevisiones', { entidad: 'evento', pk: String(otro) })).body as unknown as { pk_revision: number }[]).at(-1)!;
  expect((await llamar('restaurarRevision', { pkRevision: String(primera.pk_revision) }, 'editor')).body).toMatchObject({ mensaje: M.enEspera });
  expect(await publico(otro)).toMatchObject({ nombre_evento: 'Congreso 2027' });
  // her newer save of the same item replaces her change still waiting (one to review, the newest)
  const nuevo = (await editar(otro, 'Congreso 2028')).body.cambioPendiente;
  const delCongreso = (await cambios('a')).filter((c) => c.pkItem === otro);
  expect(delCongreso.map((c) => [c.pk, c.propuestos.find((x) => x.clave === 'nombre_evento')?.valor])).toEqual([[nuevo, 'Congreso 2028']]);

  // a page works the same way (the dispatcher's one rule): given the pages section too, her edit waits
  h.db.prepare('UPDATE usuarios SET secciones = ? WHERE pk_usuario = ?').run('["eventos","paginas"]', pkEditor);
  const titulo = async () => ((await llamar('mostrarPagina', { clave: 'contacto' }, 'visitante')).body as { titulo: string }).titulo;
  const antes = await titulo();
  expect((await llamar('editarPagina', { clave: 'contacto', titulo: 'Contáctanos', cuerpo: 'Escríbenos.' }, 'editor')).body).toMatchObject({
    mensaje: M.enEspera,
  });
  expect(await titulo()).toBe(antes);
  expect((await cambios('a')).find((c) => c.entidad === 'pagina')).toMatchObject({ seccion: 'paginas', puedeRevisar: true });

  expect(respuestas.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
});
