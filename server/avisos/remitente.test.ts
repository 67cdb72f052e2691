// The sender against a real SMTP server (smtp-server on 127.0.0.1, messages parsed with
// mailparser): each kind of notice arrives with its recipient, subject, link and unsubscribe; a
// server that refuses for a while gets every message exactly once when it is back; without
// SMTP_URL the messages are .eml files. Both engines.
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from '../pruebas/arnes';
import { harnessConCorreo, type SmtpDePrueba } from '../pruebas/smtp';
import { enviarPendientes, transporteDe } from './remitente';
import { readConfig } from '../config';
import { diaYHora, purgarSalida, recordatorio, resumenDiario, tareasPeriodicas } from './periodicos';
import { ENLACES_AVISOS } from '@server/funciones/avisosDeContenido';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
let smtp: SmtpDePrueba;
/** Noon in Mexico City (ZONA_HORARIA's default), past AVISO_HORA. */
const MEDIODIA = new Date('2026-11-25T18:00:00Z');
beforeEach(async () => {
  // each notice mailed at once: gathering them per few minutes has its own test (abusoCorreo.test.ts)
  ({ h, smtp } = await harnessConCorreo({ AVISO_AGRUPAR_MINUTOS: '0' }));
});
afterEach(async () => {
  await h.cerrar();
  await smtp.cerrar();
});

/** Sends until nothing is due. */
async function vaciar(opciones = {}) {
  const t = transporteDe(h.config);
  let total = 0;
  for (let r = await enviarPendientes(h.db, t, opciones); r.enviados + r.fallidos > 0; r = await enviarPendientes(h.db, t, opciones)) {
    total += r.enviados;
    if (r.fallidos) break;
  }
  t.cerrar();
  return total;
}

const de = (para: string) => smtp.recibidos.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === para);

it('delivers each kind of notice with its recipient, subject, link and unsubscribe', async () => {
  const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0').pluck().get() as number;
  await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Cuándo abren inscripciones?', correo: 'visita@correo.mx' });
  const pk = h.db.prepare('SELECT pk_pregunta FROM preguntas').pluck().get() as number;
  await h.llamar('validarPregunta', { idPregunta: String(pk) }, { quien: 'a' });
  await h.llamar('registrarRespuesta', { idPregunta: String(pk), respuesta: 'En mayo.' }, { quien: 'e' });
  const idRespuesta = h.db.prepare('SELECT pk_respuesta FROM respuestas').pluck().get() as number;
  await h.llamar('validarRespuesta', { idRespuesta: String(idRespuesta) }, { quien: 'a' });
  await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Norte', imagenForm: dataUrlDemo(1) }, { quien: 'a' });
  const empresa = h.db.prepare('SELECT pk_empresa_estadia FROM empresas_estadias').pluck().get() as number;
  await h.llamar(
    'registrarExperienciaEstadia',
    { nivelAcademico: 't', experiencia: 'Aprendí mucho.', fkEmpresaEstadia: String(empresa) },
    { quien: 'e' },
  );
  const pkX = h.db.prepare('SELECT pk_experiencia_estadia FROM experiencias_estadias').pluck().get() as number;
  await h.llamar('descartarExperienciaEstadia', { pk: String(pkX) }, { quien: 'a' });
  await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Nueva', apellido_p: 'Admin' }, { quien: 's' });
  // an item waiting for long, then the daily jobs (the students' digest holds the validated question)
  await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Hay transporte?' });
  h.db.prepare("UPDATE preguntas SET creada = '2020-01-01 00:00:00' WHERE estado = 'pendiente'").run();
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, MEDIODIA);
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, MEDIODIA); // the same day again: nothing more
  await vaciar();

  const esperados: [string, string, string][] = [
    ['admin1@ejemplo.edu.mx', 'Una pregunta nueva espera revisión', '/panel_admin/preguntas_respuestas'],
    ['admin1@ejemplo.edu.mx', 'La respuesta de un estudiante espera revisión', '/panel_admin/preguntas_respuestas'],
    ['admin1@ejemplo.edu.mx', 'La experiencia de estadía de un estudiante espera revisión', '/panel_admin/empresas_estadias'],
    ['admin1@ejemplo.edu.mx', 'Hay elementos que esperan revisión', '/panel_admin/preguntas_respuestas'],
    ['alumno1@ejemplo.edu.mx', 'Su respuesta fue publicada', `/foro/responder_pregunta/${pk}`],
    ['alumno1@ejemplo.edu.mx', 'Su experiencia de estadía fue descartada', '/panel_alumno'],
    ['alumno1@ejemplo.edu.mx', 'Resumen del día: 1 aviso', `/panel_alumno/${pk}`],
    ['super1@ejemplo.edu.mx', 'Se creó una cuenta de administrador', '/panel_superadmin'],
    ['visita@correo.mx', 'Tu pregunta ya tiene respuesta', `/foro/responder_pregunta/${pk}`],
  ];
  for (const [para, asunto, enlace] of esperados) {
    const m = de(para).filter((x) => x.subject === asunto);
    expect([para, asunto, m.length]).toEqual([para, asunto, asunto.startsWith('Una pregunta nueva') ? 2 : 1]);
    expect(m[0].text).toContain(`https://carrera.ejemplo.edu.mx${enlace}`);
    expect(m[0].html).toContain(`https://carrera.ejemplo.edu.mx${enlace}`);
    const linea = (k: string) => m[0].headerLines.find((l) => l.key === k)?.line.replace(/\r?\n\s*/g, '');
    expect(linea('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(linea('list-unsubscribe')).toMatch(/^List-Unsubscribe: ?<https:\/\/carrera\.ejemplo\.edu\.mx\/avisos\/baja\?token=[\w-]+\.[\w-]{43}>$/);
    expect(m[0].text).toContain('Para dejar de recibir estos correos: https://carrera.ejemplo.edu.mx/avisos/baja?token=');
    expect(m[0].messageId).toMatch(/^<[\w-]+@carrera\.ejemplo\.edu\.mx>$/);
  }
  expect(smtp.recibidos).toHaveLength(esperados.length + 1);
  // the visitor's address is gone once its one e-mail is sent, from the outbox too
  expect(h.db.prepare("SELECT COUNT(*) FROM salida WHERE destinatario LIKE '%visita%'").pluck().get()).toBe(0);
  expect((await h.llamar('traerEstadoSalida', {}, { quien: 's' })).body).toMatchObject({
    esperando: 0,
    enviados: esperados.length + 1,
    fallando: 0,
    destino: 'smtp',
  });
});

it('keeps every message while the SMTP server refuses, with the last error, and sends each exactly once when it is back', async () => {
  for (let i = 0; i < 12; i++) await recordatorioForzado(i);
  smtp.caido = true;
  expect(await vaciar({ esperaBaseMs: 0 })).toBe(0);
  const estado = (await h.llamar('traerEstadoSalida', {}, { quien: 's' })).body;
  expect(estado).toMatchObject({ esperando: 0, enviados: 0, fallando: 12 });
  expect(String(estado.ultimoError)).toContain('Servicio no disponible');
  // the health check reports it once it has failed for more than an hour
  expect((await h.app.inject('/salud')).json()).toEqual({ estado: 'ok', motor: h.db.motor });
  h.db.prepare("UPDATE salida SET fallando_desde = '2020-01-01 00:00:00'").run();
  expect((await h.app.inject('/salud')).json()).toMatchObject({ estado: 'ok', correo: { estado: 'fallando', desde: '2020-01-01 00:00:00' } });
  smtp.caido = false;
  expect(await vaciar({ esperaBaseMs: 0 })).toBe(12);
  const ids = smtp.recibidos.map((m) => m.messageId);
  expect(new Set(ids).size).toBe(12);
  expect(ids.sort()).toEqual((h.db.prepare('SELECT message_id FROM salida').pluck().all() as string[]).sort());
  expect(await vaciar()).toBe(0);
  expect(smtp.recibidos).toHaveLength(12);
});

it('backs off exponentially: a failed message waits before its next attempt', async () => {
  await recordatorioForzado(0);
  smtp.caido = true;
  await vaciar({ esperaBaseMs: 60_000 });
  smtp.caido = false;
  expect(await vaciar({ esperaBaseMs: 60_000 })).toBe(0);
  const f = h.db.prepare('SELECT intentos, proximo_intento FROM salida').get() as { intentos: number; proximo_intento: number };
  expect(f.intentos).toBe(1);
  expect(f.proximo_intento).toBeGreaterThan(Date.now() + 50_000);
});

it('without SMTP_URL writes each message as an .eml file a mail client opens', async () => {
  await recordatorioForzado(0);
  const config = { ...h.config, smtpUrl: undefined, correoDir: path.join(h.dir, 'correo') };
  const t = transporteDe(config);
  expect((await enviarPendientes(h.db, t)).enviados).toBe(1);
  const [archivo] = fs.readdirSync(config.correoDir);
  const texto = fs.readFileSync(path.join(config.correoDir, archivo), 'utf8');
  expect(texto).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  expect(texto).toMatch(/^To: admin1@ejemplo\.edu\.mx\r$/m);
});

/** One notice e-mail to the admin (a reminder for an item waiting since 2020). */
async function recordatorioForzado(i: number) {
  h.db.prepare("INSERT INTO preguntas (fk_topico, pregunta, creada) VALUES (1, ?, '2020-01-01 00:00:00')").run(`Pregunta vieja ${i}`);
  await h.db.transaccion((tx) => recordatorio(tx, h.config, ENLACES_AVISOS));
}

it('the daily digest gathers a day of notices into one e-mail', async () => {
  h.db
    .prepare("INSERT INTO avisos (fk_usuario, tipo, titulo, texto, enlace, resumen) VALUES (?, 'preguntaPorResponder', 'A', 'a', '/x', 1)")
    .run(h.pks.e);
  h.db
    .prepare("INSERT INTO avisos (fk_usuario, tipo, titulo, texto, enlace, resumen) VALUES (?, 'preguntaPorResponder', 'B', 'b', '/y', 1)")
    .run(h.pks.e);
  await h.db.transaccion((tx) => resumenDiario(tx, h.config));
  await vaciar();
  expect(smtp.recibidos.map((m) => m.subject)).toEqual(['Resumen del día: 2 avisos']);
  expect(h.db.prepare('SELECT COUNT(*) FROM avisos WHERE resumen = 1').pluck().get()).toBe(0);
});

it("the digest's unsubscribe link covers every kind it gathered, each turned to the inbox only", async () => {
  for (const [tipo, titulo] of [
    ['preguntaPorResponder', 'A'],
    ['respuestaRevisada', 'B'],
  ])
    h.db
      .prepare('INSERT INTO avisos (fk_usuario, tipo, titulo, texto, enlace, resumen) VALUES (?, ?, ?, ?, ?, 1)')
      .run(h.pks.e, tipo, titulo, titulo.toLowerCase(), '/x');
  await h.db.transaccion((tx) => resumenDiario(tx, h.config));
  await vaciar();
  const [m] = smtp.recibidos;
  expect(m.text).toContain('«Una pregunta validada espera respuestas», «Mi respuesta fue publicada o descartada»');
  const url = /Para dejar de recibir estos correos: https:\/\/carrera\.ejemplo\.edu\.mx(\S+)/.exec(m.text!)![1];
  const pagina = (await h.app.inject(url)).body;
  expect(pagina).toContain('«Mi respuesta fue publicada o descartada»? Seguirán en su bandeja de avisos.');
  // the page's own button: a form POST to its action, with no fields
  const accion = /<form method="post" action="([^"]+)"/.exec(pagina)![1].replaceAll('&amp;', '&');
  expect((await h.app.inject({ method: 'POST', url: accion })).body).toContain('ya no recibirá este tipo de aviso');
  const preferencias = h.db.prepare('SELECT tipo, frecuencia FROM preferencias_aviso WHERE fk_usuario = ? ORDER BY tipo').all(h.pks.e);
  expect(preferencias).toEqual([
    { tipo: 'preguntaPorResponder', frecuencia: 'nunca' },
    { tipo: 'respuestaRevisada', frecuencia: 'nunca' },
  ]);
});

it("runs the daily jobs once per day of the programme's zone, from AVISO_HORA on", async () => {
  h.db.prepare("INSERT INTO preguntas (fk_topico, pregunta, creada) VALUES (1, 'Vieja', '2020-01-01 00:00:00')").run();
  const recordatorios = () => h.db.prepare("SELECT COUNT(*) FROM avisos WHERE tipo = 'recordatorioPendientes'").pluck().get();
  // 13:59 UTC is 07:59 in Mexico City: before 8:00, nothing
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date('2026-11-25T13:59:00Z'));
  expect(recordatorios()).toBe(0);
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date('2026-11-25T14:00:00Z'));
  expect(recordatorios()).toBe(1);
  // 05:30 UTC on the 26th is still the 25th in Mexico City (23:30): the same day, nothing more
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date('2026-11-26T05:30:00Z'));
  expect(recordatorios()).toBe(1);
  await tareasPeriodicas(h.db, h.config, ENLACES_AVISOS, new Date('2026-11-26T14:00:00Z'));
  expect(recordatorios()).toBe(2);
  expect(diaYHora(new Date('2026-11-26T05:30:00Z'), 'America/Mexico_City')).toEqual({ dia: '2026-11-25', hora: 23 });
});

it('forgets sent messages (address and body) after CORREO_CONSERVAR_DIAS, and keeps the ones still to send', async () => {
  for (let i = 0; i < 3; i++) await recordatorioForzado(i);
  const pks = h.db.prepare('SELECT pk_mensaje FROM salida ORDER BY pk_mensaje').pluck().all() as number[];
  expect(pks).toHaveLength(3);
  h.db.prepare("UPDATE salida SET estado = 'enviado', enviado = '2020-01-01 00:00:00' WHERE pk_mensaje = ?").run(pks[0]);
  h.db.prepare("UPDATE salida SET estado = 'enviado', enviado = datetime('now', '-29 days') WHERE pk_mensaje = ?").run(pks[1]);
  await h.db.transaccion((tx) => purgarSalida(tx, h.config));
  expect(h.db.prepare('SELECT pk_mensaje, estado FROM salida ORDER BY pk_mensaje').all()).toEqual([
    { pk_mensaje: pks[1], estado: 'enviado' },
    { pk_mensaje: pks[2], estado: 'esperando' },
  ]);
});

it('reads AVISO_HORA as a whole hour 0–23, and refuses anything else in Spanish at start', () => {
  expect([readConfig({}).avisoHora, readConfig({ AVISO_HORA: '0' }).avisoHora, readConfig({ AVISO_HORA: ' 23 ' }).avisoHora]).toEqual([8, 0, 23]);
  for (const malo of ['24', '7.5', '-1', 'ocho'])
    expect(() => readConfig({ AVISO_HORA: malo })).toThrow(`AVISO_HORA debe ser una hora entera de 0 a 23; no se acepta «${malo}».`);
  expect(readConfig({ CORREO_CONSERVAR_DIAS: '7' }).correoConservarDias).toBe(7);
});
