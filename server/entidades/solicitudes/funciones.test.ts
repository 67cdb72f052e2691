// Enquiries ("Solicita información") through the real server on both engines: a visitor's enquiry is
// stored and reaches the admins' bell and e-mail (delivered to a real SMTP server) and nobody else;
// each field's Spanish refusal writes nothing; the per-address limit answers 429 like the forum's
// questions; admins list them (pending first) and mark them attended once; a visitor and a student
// are refused; and the visitor's data never shows anywhere public: reads, search, pages, feed, sitemap.
import { esRechazo, type Harness } from '@server/pruebas/arnes';
import { harnessConCorreo, type SmtpDePrueba } from '@server/pruebas/smtp';
import { appConPaginas } from '@server/pruebas/paginas';
import { enviarPendientes, transporteDe } from '@server/avisos/remitente';
import { funciones } from '@server/api/funciones';
import { LIMITE_PREGUNTAS } from '@server/entidades/foro/moderacion';
import { MENSAJES_SOLICITUD as M, MAX_MENSAJE_SOLICITUD } from '@/shared/api/contrato/solicitudes';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { largo } from '@/shared/api/contrato';

let h: Harness;
let smtp: SmtpDePrueba;
beforeEach(async () => {
  // every role has a confirmed address: only the admin's may receive the enquiry
  ({ h, smtp } = await harnessConCorreo());
});
afterEach(async () => {
  await h.cerrar();
  await smtp.cerrar();
});

const VISITANTE = { nombre: 'Zenaida Quetzalli Ixtlahuac', correo: 'zenaida.aspirante@correo.mx', telefono: '+52 (55) 1234-5678' };
const DATOS = { ...VISITANTE, mensaje: '¿Cuándo abren las <inscripciones> en Xochitepec-Tlalcozotitlán?', acepto: '1' };
const enviar = (campos: Record<string, string> = DATOS, ip = '10.0.0.1') => h.llamar('registrarSolicitudInformes', campos, { ip });
const cuantas = () => h.db.prepare('SELECT COUNT(*) FROM solicitudes_informes').pluck().get() as number;
const avisos = (pk: number) => h.db.prepare('SELECT tipo, titulo, texto, enlace FROM avisos WHERE fk_usuario = ? ORDER BY pk_aviso').all(pk);
const salida = () =>
  h.db.prepare('SELECT destinatario, asunto, texto FROM salida ORDER BY pk_mensaje').all() as {
    destinatario: string;
    asunto: string;
    texto: string;
  }[];

it('recognises the same enquiry sent again within 10 minutes: one row, one notice, an answer that says so; a changed or later one is new', async () => {
  expect((await enviar()).body).toEqual({ codigo: 1, mensaje: M.enviada });
  // the same again (the e-mail in other capitals), even from another address: recognised, nothing stored or notified
  const otra = await enviar({ ...DATOS, correo: DATOS.correo.toUpperCase() }, '10.0.0.2');
  expect([otra.status, otra.body]).toEqual([200, { codigo: 1, mensaje: M.repetida, repetida: true }]);
  expect(cuantas()).toBe(1);
  expect(avisos(h.pks.a)).toHaveLength(1);
  expect(salida()).toHaveLength(1);
  // another message, or another phone, is another enquiry
  expect((await enviar({ ...DATOS, mensaje: 'Y otra cosa: ¿hay turno vespertino?' })).body).toEqual({ codigo: 1, mensaje: M.enviada });
  expect((await enviar({ ...DATOS, telefono: '' })).body).toEqual({ codigo: 1, mensaje: M.enviada });
  expect(cuantas()).toBe(3);
  // once the stored ones are older than the window, the first one again is a new enquiry
  h.db.prepare("UPDATE solicitudes_informes SET creada = '2020-01-01 00:00:00'").run();
  expect((await enviar()).body).toEqual({ codigo: 1, mensaje: M.enviada });
  expect(cuantas()).toBe(4);
  expect(avisos(h.pks.a)).toHaveLength(4);
});

it('stores a visitor\'s enquiry and tells the admins (bell and e-mail), nobody else, answering only "received"', async () => {
  const r = await enviar();
  expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: M.enviada }]);
  expect(h.db.prepare('SELECT nombre, correo, telefono, mensaje, estado, atendida_por, atendida_en FROM solicitudes_informes').all()).toEqual([
    { ...VISITANTE, mensaje: DATOS.mensaje, estado: 'pendiente', atendida_por: null, atendida_en: null },
  ]);
  expect(avisos(h.pks.a)).toEqual([
    {
      tipo: 'solicitudInformes',
      titulo: 'Una solicitud de información nueva',
      texto: `${VISITANTE.nombre} escribió: «${DATOS.mensaje}»`,
      enlace: '/panel_admin/solicitudes_informacion',
    },
  ]);
  expect(avisos(h.pks.e)).toEqual([]);
  expect(avisos(h.pks.s)).toEqual([]);
  expect(salida().map((m) => [m.destinatario, m.asunto])).toEqual([['admin1@ejemplo.edu.mx', 'Una solicitud de información nueva']]);

  // the sender delivers it to the admin alone, through a real SMTP server
  const t = transporteDe(h.config);
  expect((await enviarPendientes(h.db, t)).enviados).toBe(1);
  t.cerrar();
  expect(smtp.recibidos.map((m) => [m.to && !Array.isArray(m.to) ? m.to.text : m.to, m.subject])).toEqual([
    ['admin1@ejemplo.edu.mx', 'Una solicitud de información nueva'],
  ]);
  expect(smtp.recibidos[0].text).toContain('https://carrera.ejemplo.edu.mx/panel_admin/solicitudes_informacion');
  expect(smtp.recibidos[0].html).toContain('¿Cuándo abren las &lt;inscripciones&gt; en Xochitepec-Tlalcozotitlán?');
  // nothing goes back to the visitor's address
  expect(JSON.stringify(smtp.recibidos.map((m) => m.to))).not.toContain(VISITANTE.correo);
});

it('an admin who chose "nunca" for enquiries gets the bell only', async () => {
  const r = await h.llamar('guardarPreferenciaAviso', { tipo: 'solicitudInformes', frecuencia: 'nunca' }, { quien: 'a' });
  expect(r.body.codigo).toBe(1);
  expect((await enviar()).body.codigo).toBe(1);
  expect(avisos(h.pks.a)).toHaveLength(1);
  expect(salida()).toEqual([]);
});

it('an enquiry moves no cached public answer (its table has no version trigger)', async () => {
  const version = () => h.db.prepare('SELECT n FROM _version').pluck().get();
  const antes = version();
  expect((await enviar()).body.codigo).toBe(1);
  expect(version()).toBe(antes);
});

describe('each field is checked, in Spanish, and a refusal writes nothing', () => {
  const sin = (k: keyof typeof DATOS) => Object.fromEntries(Object.entries(DATOS).filter(([c]) => c !== k));
  it.each<[string, Record<string, string>, string]>([
    ['no name', sin('nombre'), M.nombre],
    ['a blank name', { ...DATOS, nombre: '   ' }, M.nombre],
    ['no e-mail', sin('correo'), M.correo],
    ['a blank e-mail', { ...DATOS, correo: ' ' }, M.correo],
    ['a malformed e-mail', { ...DATOS, correo: 'zenaida arroba correo' }, MENSAJES_AVISOS.correoNoValidoPublico],
    ['an e-mail too long', { ...DATOS, correo: `${'z'.repeat(250)}@correo.mx` }, MENSAJES_AVISOS.correoLargo],
    ['a phone with letters', { ...DATOS, telefono: '55-LLAMAME' }, M.telefono],
    ['a phone too short', { ...DATOS, telefono: '123' }, M.telefono],
    ['no message', sin('mensaje'), M.mensaje],
    ['a message too long', { ...DATOS, mensaje: 'a'.repeat(MAX_MENSAJE_SOLICITUD + 1) }, largo(MAX_MENSAJE_SOLICITUD)],
    ['no consent', sin('acepto'), M.acepto],
    ['consent refused', { ...DATOS, acepto: '0' }, M.acepto],
  ])('%s', async (_caso, campos, mensaje) => {
    const r = await enviar(campos);
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
    expect(cuantas()).toBe(0);
    expect(avisos(h.pks.a)).toEqual([]);
    expect(salida()).toEqual([]);
  });

  it('the phone is optional, and a checkbox without a value ("on") is consent', async () => {
    expect((await enviar({ ...DATOS, telefono: '', acepto: 'on' })).body.codigo).toBe(1);
    expect(h.db.prepare('SELECT telefono FROM solicitudes_informes').pluck().get()).toBe('');
  });
});

it("is limited per address exactly like the forum's questions: then 429 with its Spanish message", async () => {
  // each a different enquiry (the same one again would be recognised and not stored: issue 44)
  const otra = (i: number) => ({ ...DATOS, mensaje: `${DATOS.mensaje} (${i})` });
  for (let i = 0; i < LIMITE_PREGUNTAS.max; i++) expect((await enviar(otra(i), '10.0.0.7')).status).toBe(200);
  const r = await enviar(otra(LIMITE_PREGUNTAS.max), '10.0.0.7');
  expect([r.status, r.body]).toEqual([429, { codigo: 0, mensaje: M.demasiadas }]);
  expect(cuantas()).toBe(LIMITE_PREGUNTAS.max);
  // another address is not affected, and the forum's own count is separate
  expect((await enviar(DATOS, '10.0.0.8')).status).toBe(200);
  const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0').pluck().get() as number;
  expect((await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Hay becas?' }, { ip: '10.0.0.7' })).status).toBe(200);
});

describe("the admins' list and 'atendida'", () => {
  type Fila = { pk_solicitud: number; nombre: string; estado: string; atendida_por: string | null; atendida_en: string | null };
  const lista = async () => ((await h.llamar('traerSolicitudesInformes', {}, { quien: 'a' })).body as unknown as { filas: Fila[] }).filas;

  it('lists pending first, newest first; marks one attended once, with who and when', async () => {
    for (const nombre of ['Primera', 'Segunda', 'Tercera']) expect((await enviar({ ...DATOS, nombre })).body.codigo).toBe(1);
    h.db.prepare("UPDATE solicitudes_informes SET creada = '2026-01-0' || pk_solicitud || ' 10:00:00'").run();
    expect((await lista()).map((s) => s.nombre)).toEqual(['Tercera', 'Segunda', 'Primera']);
    const tercera = (await lista())[0].pk_solicitud;
    const r = await h.llamar('atenderSolicitudInformes', { pk: String(tercera) }, { quien: 'a' });
    expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: M.atendida }]);
    const despues = await lista();
    expect(despues.map((s) => [s.nombre, s.estado])).toEqual([
      ['Segunda', 'pendiente'],
      ['Primera', 'pendiente'],
      ['Tercera', 'atendida'],
    ]);
    expect(despues[2].atendida_por).toBe('Admin de Prueba');
    expect(despues[2].atendida_en).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // the second mark is refused and changes nothing
    const otra = await h.llamar('atenderSolicitudInformes', { pk: String(tercera) }, { quien: 'a' });
    expect([otra.status, otra.body]).toEqual([409, { codigo: 0, mensaje: M.yaAtendida }]);
    expect(await lista()).toEqual(despues);
    // the trail names who did it, never the visitor's address or phone
    const entrada = h.db.prepare("SELECT funcion, resumen FROM bitacora WHERE entidad = 'solicitud' ORDER BY pk_bitacora DESC").get() as {
      funcion: string;
      resumen: string;
    };
    expect(entrada.funcion).toBe('atenderSolicitudInformes');
    expect(entrada.resumen).toContain('«Tercera»');
    const trail = JSON.stringify(h.db.prepare('SELECT resumen FROM bitacora').all());
    expect(trail).not.toContain(VISITANTE.correo);
    expect(trail).not.toContain('1234-5678');
  });

  it.each<[string, Record<string, string>, number, string]>([
    ['an unknown enquiry', { pk: '999' }, 404, M.noEncontrada],
    ['a pk that is not one', { pk: 'abc' }, 400, M.invalida],
    ['no pk', {}, 400, M.invalida],
  ])('refuses %s in Spanish', async (_caso, campos, status, mensaje) => {
    const r = await h.llamar('atenderSolicitudInformes', campos, { quien: 'a' });
    expect([r.status, r.body]).toEqual([status, { codigo: 0, mensaje }]);
  });

  it.each([
    ['a visitor', 'visitante', 401, 'Su sesión no está activa. Inicie sesión para continuar.'],
    ['a student', 'e', 403, 'No tiene permiso para realizar esta acción.'],
    ['the super admin', 's', 403, 'No tiene permiso para realizar esta acción.'],
    ['a forged role cookie', 'falso', 401, 'Su sesión no está activa. Inicie sesión para continuar.'],
  ] as const)('refuses %s both calls, changing nothing', async (_caso, quien, status, mensaje) => {
    expect((await enviar()).body.codigo).toBe(1);
    const pk = String(h.db.prepare('SELECT pk_solicitud FROM solicitudes_informes').pluck().get());
    for (const [f, campos] of [
      ['traerSolicitudesInformes', {}],
      ['atenderSolicitudInformes', { pk }],
    ] as const) {
      const r = await h.llamar(f, campos, { quien });
      expect([r.status, r.body]).toEqual([status, { codigo: 0, mensaje }]);
      expect(esRechazo(r)).toBe(true);
      expect(JSON.stringify(r.body)).not.toContain(VISITANTE.nombre);
    }
    expect(h.db.prepare('SELECT estado FROM solicitudes_informes').pluck().get()).toBe('pendiente');
  });
});

it("never shows the visitor's data outside the admins' list: public reads, search, pages, feed, sitemap", async () => {
  expect((await enviar()).body.codigo).toBe(1);
  const rastros = [VISITANTE.nombre, 'Quetzalli', VISITANTE.correo, 'zenaida.aspirante', '1234-5678', '5512345678', 'Tlalcozotitlán'];
  const limpio = (texto: string, donde: string) => {
    for (const r of rastros) expect({ donde, contiene: texto.includes(r) }).toEqual({ donde, contiene: false });
  };
  // every public read of the dispatch table, as a visitor and as a student
  const lecturas = Object.entries(funciones).filter(([, d]) => d.acceso === 'publico' && !d.escribe);
  expect(lecturas.length).toBeGreaterThan(10);
  for (const [f] of lecturas)
    for (const quien of ['visitante', 'e'] as const) limpio(JSON.stringify((await h.llamar(f, {}, { quien })).body), `${f} (${quien})`);
  // a student's and the super admin's inbox
  limpio(JSON.stringify((await h.llamar('traerAvisos', {}, { quien: 'e' })).body), 'traerAvisos (e)');
  limpio(JSON.stringify((await h.llamar('traerAvisos', {}, { quien: 's' })).body), 'traerAvisos (s)');
  // the search finds nothing of it, and its index holds nothing of it
  // (a result may hold one common word of a query, «correo» of the address: never the visitor's data)
  for (const q of ['Zenaida', 'Quetzalli Ixtlahuac', 'zenaida.aspirante@correo.mx', 'aspirante', '1234-5678', '5512345678']) {
    const r = await h.llamar('buscar', { q });
    limpio(JSON.stringify(r.body.resultados ?? []), `buscar «${q}»`);
    if (q !== 'zenaida.aspirante@correo.mx') expect([q, r.body.total]).toEqual([q, 0]);
  }
  limpio(JSON.stringify(h.db.prepare('SELECT * FROM busqueda').all()), 'the search index');
  // the public pages rendered on the server, the feeds and the sitemap
  const paginas = await appConPaginas(h);
  try {
    for (const url of ['/', '/foro', '/foro/1', '/foro/2', '/buscar?q=Zenaida', '/feed.xml', '/eventos.ics', '/sitemap.xml']) {
      const r = await paginas.inject(url);
      expect([url, r.statusCode]).toEqual([url, 200]);
      limpio(r.body, url);
    }
  } finally {
    await paginas.close();
  }
});
