// Notifications as the site's users meet them: a visitor's question reaches the admins' inbox and
// (with a confirmed address) the outbox, in the same transaction; the visitor's address is never
// answered back and is deleted once used; students learn what happened to their answers and
// experiences; a rolled-back write leaves nothing; the account's e-mail is confirmed by a signed,
// expiring link; choices per kind; the unsubscribe page (GET shows, POST does). Both engines.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { avisar } from '../avisos/avisar';
import { leerEnlace } from '../avisos/enlaces';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
let topico: number;
beforeEach(async () => {
  // each notice mailed at once: gathering them per few minutes has its own test (avisos/abusoCorreo.test.ts)
  h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx', AVISO_AGRUPAR_MINUTOS: '0' });
  topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0 ORDER BY pk_topico_pregunta').pluck().get() as number;
  h.db.prepare("UPDATE usuarios SET correo = 'admin1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'admin1'").run();
  h.db.prepare("UPDATE usuarios SET correo = 'alumno1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'alumno1'").run();
});
afterEach(() => h.cerrar());

interface Fila {
  destinatario: string;
  asunto: string;
  texto: string;
  html: string;
  cabeceras: string;
}
const salida = () => h.db.prepare('SELECT destinatario, asunto, texto, html, cabeceras FROM salida ORDER BY pk_mensaje').all() as Fila[];
const avisos = (pk: number) => h.db.prepare('SELECT tipo, titulo, enlace, resumen FROM avisos WHERE fk_usuario = ? ORDER BY pk_aviso').all(pk);
const VISITANTE = 'visitante.curioso@correo.mx';

async function preguntar(correo?: string) {
  const r = await h.llamar('registrarPregunta', {
    idTopico: String(topico),
    pregunta: '¿Hay becas para <titulación>?',
    ...(correo ? { correo } : {}),
  });
  expect(r.body.codigo).toBe(1);
  return h.db.prepare('SELECT MAX(pk_pregunta) FROM preguntas').pluck().get() as number;
}

it("tells the admins of a visitor's question (inbox and e-mail) and never answers the visitor's address back", async () => {
  const pk = await preguntar(VISITANTE);
  expect(avisos(h.pks.a)).toEqual([
    { tipo: 'preguntaNueva', titulo: 'Una pregunta nueva espera revisión', enlace: '/panel_admin/preguntas_respuestas', resumen: 0 },
  ]);
  const [m] = salida();
  expect(m.destinatario).toBe('admin1@ejemplo.edu.mx');
  expect(m.texto).toContain('https://carrera.ejemplo.edu.mx/panel_admin/preguntas_respuestas');
  expect(m.html).toContain('«¿Hay becas para &lt;titulación&gt;?»');
  const cabeceras = JSON.parse(m.cabeceras) as Record<string, string>;
  expect(cabeceras['List-Unsubscribe']).toMatch(/^<https:\/\/carrera\.ejemplo\.edu\.mx\/avisos\/baja\?token=[\w-]+\.[\w-]{43}>$/);
  expect(cabeceras['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  // the address is in its own table only: no answer of any caller carries it
  for (const [f, campos, quien] of [
    ['traerPreguntas', {}, 'a'],
    ['traerPreguntasTopico', { idTopico: String(topico) }, 'visitante'],
    ['traerAvisos', {}, 'a'],
    ['traerBitacora', {}, 's'],
  ] as const) {
    expect(JSON.stringify((await h.llamar(f, campos, { quien })).body)).not.toContain(VISITANTE);
  }
  // validated: the students' inbox, for the daily digest (their default), no e-mail yet
  expect((await h.llamar('validarPregunta', { idPregunta: String(pk) }, { quien: 'a' })).body.codigo).toBe(1);
  expect(avisos(h.pks.e)).toEqual([
    { tipo: 'preguntaPorResponder', titulo: 'Una pregunta espera respuestas', enlace: `/panel_alumno/${pk}`, resumen: 1 },
  ]);
  expect(salida()).toHaveLength(1);
  // answered by an admin: one e-mail to the visitor with the link, and the address is gone
  expect(
    (await h.llamar('registrarRespuesta', { idPregunta: String(pk), respuesta: 'Sí, pregunte en servicios escolares.' }, { quien: 'a' })).body.codigo,
  ).toBe(1);
  const alVisitante = salida().filter((f) => f.destinatario === VISITANTE);
  expect(alVisitante).toHaveLength(1);
  expect(alVisitante[0].asunto).toBe('Tu pregunta ya tiene respuesta');
  expect(alVisitante[0].texto).toContain(`https://carrera.ejemplo.edu.mx/foro/responder_pregunta/${pk}`);
  expect(h.db.prepare('SELECT COUNT(*) FROM correos_preguntas').pluck().get()).toBe(0);
});

it('deletes the address of a discarded question, and refuses a malformed one in Spanish keeping nothing', async () => {
  const pk = await preguntar(VISITANTE);
  await h.llamar('descartarPregunta', { idPregunta: String(pk) }, { quien: 'a' });
  expect(h.db.prepare('SELECT COUNT(*) FROM correos_preguntas').pluck().get()).toBe(0);
  const r = await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Y?', correo: 'no es un correo' });
  expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: 'Escribe un correo electrónico válido (por ejemplo, nombre@dominio.mx).' }]);
  expect(h.db.prepare('SELECT COUNT(*) FROM preguntas').pluck().get()).toBe(1);
});

it('tells a student whether the answer was published, and the admins that it waits', async () => {
  const pk = await preguntar();
  await h.llamar('validarPregunta', { idPregunta: String(pk) }, { quien: 'a' });
  await h.llamar('registrarRespuesta', { idPregunta: String(pk), respuesta: 'Yo conseguí una beca.' }, { quien: 'e' });
  expect(avisos(h.pks.a).map((a) => (a as { tipo: string }).tipo)).toEqual(['preguntaNueva', 'respuestaPendiente']);
  const idRespuesta = h.db.prepare('SELECT pk_respuesta FROM respuestas').pluck().get() as number;
  await h.llamar('validarRespuesta', { idRespuesta: String(idRespuesta) }, { quien: 'a' });
  expect(avisos(h.pks.e).at(-1)).toEqual({
    tipo: 'respuestaRevisada',
    titulo: 'Su respuesta fue publicada',
    enlace: `/foro/responder_pregunta/${pk}`,
    resumen: 0,
  });
  expect(salida().at(-1)).toMatchObject({ destinatario: 'alumno1@ejemplo.edu.mx', asunto: 'Su respuesta fue publicada' });
});

it("holds a student's experience out of the search until validated, and notifies both sides", async () => {
  await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Norte Software', imagenForm: dataUrlDemo(1) }, { quien: 'a' });
  const empresa = h.db.prepare('SELECT pk_empresa_estadia FROM empresas_estadias').pluck().get() as number;
  const datos = { nivelAcademico: 'i', experiencia: 'Programé un tablero de zarigüeyas.', fkEmpresaEstadia: String(empresa) };
  expect((await h.llamar('registrarExperienciaEstadia', datos, { quien: 'e' })).body.estatus).toBe(0);
  const buscar = async () => (await h.llamar('buscar', { q: 'zarigüeyas' })).body.total;
  expect(await buscar()).toBe(0);
  expect(avisos(h.pks.a).at(-1)).toMatchObject({ tipo: 'experienciaPendiente' });
  const pk = h.db.prepare('SELECT pk_experiencia_estadia FROM experiencias_estadias').pluck().get() as number;
  expect((await h.llamar('validarExperienciaEstadia', { ids: JSON.stringify([pk]) }, { quien: 'a' })).body.mensaje).toBe(
    'Experiencia validada y publicada.',
  );
  expect(await buscar()).toBe(1);
  expect(avisos(h.pks.e).at(-1)).toMatchObject({ tipo: 'experienciaRevisada', titulo: 'Su experiencia de estadía fue publicada' });
});

it('a write that rolls back leaves neither inbox rows nor e-mails', async () => {
  await expect(
    h.db.transaccion(async (tx) => {
      await avisar(tx, h.config, { rol: 'a' }, { tipo: 'preguntaNueva', titulo: 'x', texto: 'y', enlace: '/' });
      throw new Error('falla después del aviso');
    }),
  ).rejects.toThrow('falla después del aviso');
  expect(salida()).toEqual([]);
  expect(avisos(h.pks.a)).toEqual([]);
});

it('confirms an address by its signed link within 24 h only; the account page shows choices per kind', async () => {
  expect((await h.llamar('guardarMiCorreo', { correo: 'nuevo@ejemplo.edu.mx' }, { quien: 'a' })).body.mensaje).toBe(
    'Le enviamos un enlace de confirmación a ese correo. Ábralo en las próximas 24 horas.',
  );
  const confirmacion = salida().at(-1)!;
  expect(confirmacion.destinatario).toBe('nuevo@ejemplo.edu.mx');
  const token = /confirmar\?token=([\w.-]+)/.exec(confirmacion.texto)![1];
  expect(await leerEnlace(h.db, token, Date.now() + 25 * 3600_000)).toBeNull();
  expect(await leerEnlace(h.db, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'))).toBeNull();
  let yo = (await h.llamar('traerMiCorreo', {}, { quien: 'a' })).body;
  expect(yo).toMatchObject({ correo: 'admin1@ejemplo.edu.mx', confirmado: 1, pendiente: 'nuevo@ejemplo.edu.mx' });
  expect(yo.preferencias).toEqual({
    preguntaNueva: 'inmediato',
    respuestaPendiente: 'inmediato',
    experienciaPendiente: 'inmediato',
    solicitudInformes: 'inmediato',
    recordatorioPendientes: 'inmediato',
    // review before publishing (issue 48)
    cambioPorRevisar: 'inmediato',
    cambioRevisado: 'inmediato',
  });
  // a link scanner's GET changes nothing; the button's POST confirms
  expect((await h.app.inject(`/avisos/confirmar?token=${token}`)).statusCode).toBe(200);
  expect((await h.llamar('traerMiCorreo', {}, { quien: 'a' })).body.pendiente).toBe('nuevo@ejemplo.edu.mx');
  const r = await h.app.inject({ method: 'POST', url: `/avisos/confirmar?token=${token}` });
  expect(r.body).toContain('Correo electrónico confirmado');
  yo = (await h.llamar('traerMiCorreo', {}, { quien: 'a' })).body;
  expect(yo).toMatchObject({ correo: 'nuevo@ejemplo.edu.mx', confirmado: 1, pendiente: null });
  // the same link again: no longer waiting
  expect((await h.llamar('confirmarCorreo', { token })).body).toEqual({
    codigo: 0,
    mensaje: 'El enlace no es válido o ya caducó. Pida uno nuevo desde su cuenta.',
  });
});

it('honours a choice of "nunca" (inbox only) and the one-click unsubscribe', async () => {
  expect((await h.llamar('guardarPreferenciaAviso', { tipo: 'preguntaNueva', frecuencia: 'nunca' }, { quien: 'a' })).body.mensaje).toBe(
    'Preferencia guardada.',
  );
  expect((await h.llamar('guardarPreferenciaAviso', { tipo: 'cuentaAdmin', frecuencia: 'nunca' }, { quien: 'a' })).body.mensaje).toBe(
    'Ese tipo de aviso no existe para su cuenta.',
  );
  await preguntar();
  expect(salida()).toEqual([]);
  expect(avisos(h.pks.a)).toHaveLength(1);
  await h.llamar('guardarPreferenciaAviso', { tipo: 'preguntaNueva', frecuencia: 'inmediato' }, { quien: 'a' });
  await preguntar();
  const url = /<(https:[^>]+)>/
    .exec((JSON.parse(salida()[0].cabeceras) as Record<string, string>)['List-Unsubscribe'])![1]
    .replace('https://carrera.ejemplo.edu.mx', '');
  expect((await h.app.inject(url)).body).toContain('<form method="post"');
  await preguntar();
  expect(salida()).toHaveLength(2);
  const r = await h.app.inject({
    method: 'POST',
    url,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(r.body).toContain('ya no recibirá este tipo de aviso');
  await preguntar();
  expect(salida()).toHaveLength(2);
  const bandeja = (await h.llamar('traerAvisos', {}, { quien: 'a' })).body;
  expect(bandeja).toMatchObject({ sinLeer: 4, total: 4, pagina: 1 });
  await h.llamar('marcarAvisosLeidos', { todos: '1' }, { quien: 'a' });
  expect((await h.llamar('traerAvisos', {}, { quien: 'a' })).body).toMatchObject({ sinLeer: 0, total: 4 });
});

it("lets an admin enter a student's address, and tells the super admin of admin accounts created and deactivated", async () => {
  let r = await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Rosa Díaz', matricula: '20250007', correo: 'rosa@ejemplo.edu.mx' }, { quien: 'a' });
  expect(r.body.codigo).toBe(1);
  const pk = h.db.prepare("SELECT pk_usuario FROM usuarios WHERE matricula = '20250007'").pluck().get() as number;
  expect((await h.llamar('mostrarAlumnoId', { idAlumno: String(pk) }, { quien: 'a' })).body).toMatchObject({ correo: 'rosa@ejemplo.edu.mx' });
  r = await h.llamar('editarUsuario', { idAlumno: String(pk), alumno: 'Rosa Díaz', matricula: '20250007', correo: 'rosa@' }, { quien: 'a' });
  expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: 'Escriba un correo electrónico válido (por ejemplo, nombre@dominio.mx).' }]);
  await h.llamar('editarUsuario', { idAlumno: String(pk), alumno: 'Rosa Díaz', matricula: '20250007', correo: '' }, { quien: 'a' });
  expect((await h.llamar('mostrarAlumnoId', { idAlumno: String(pk) }, { quien: 'a' })).body).toMatchObject({ correo: null });

  await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Nuevo', apellido_p: 'Admin' }, { quien: 's' });
  const admin = h.db.prepare("SELECT pk_usuario FROM usuarios WHERE rol = 'a' ORDER BY pk_usuario DESC").pluck().get() as number;
  await h.llamar('darBaja', { pk: String(admin) }, { quien: 's' });
  expect(avisos(h.pks.s).map((a) => (a as { titulo: string }).titulo)).toEqual([
    'Se creó una cuenta de administrador',
    'Se dio de baja una cuenta de administrador',
  ]);
});
