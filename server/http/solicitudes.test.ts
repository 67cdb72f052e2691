// The enquiry form without JavaScript, through the whole app on both engines: a browser's POST to
// /solicita_informacion is the same funcion (stored, the admins told) answered with a small Spanish
// page; a refusal answers its message with the form again holding what was typed (escaped); a
// foreign Origin is refused (CSRF) and the per-address limit applies to the posting address.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { LIMITE_PREGUNTAS } from '@server/entidades/foro/moderacion';
import { MENSAJES_SOLICITUD as M, RUTA_SOLICITUD_SIN_JS } from '@/shared/api/contrato/solicitudes';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

const DATOS = { nombre: 'Rosa <Aspirante>', correo: 'rosa@correo.mx', telefono: '55 1234 5678', mensaje: '¿Hay turno "sabatino"?', acepto: '1' };
const enviar = (campos: Record<string, string>, { origin = 'http://localhost:80', ip = '10.1.0.1' } = {}) =>
  h.app.inject({
    method: 'POST',
    url: RUTA_SOLICITUD_SIN_JS,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', origin },
    payload: new URLSearchParams(campos).toString(),
  });
const filas = () => h.db.prepare('SELECT nombre, correo, telefono, mensaje FROM solicitudes_informes ORDER BY pk_solicitud').all();

it('a complete form is stored, the admins are told, and the page thanks the visitor', async () => {
  const r = await enviar(DATOS);
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toContain('text/html');
  expect(r.headers['cache-control']).toBe('no-store');
  expect(r.body).toContain(`<p role="status">${M.enviada}</p>`);
  expect(r.body).toContain('href="/admisiones"');
  expect(filas()).toEqual([{ nombre: DATOS.nombre, correo: DATOS.correo, telefono: DATOS.telefono, mensaje: DATOS.mensaje }]);
  expect(h.db.prepare("SELECT COUNT(*) FROM avisos WHERE tipo = 'solicitudInformes'").pluck().get()).toBe(1);
});

it('a refusal answers its message and the form again with every value typed, escaped', async () => {
  const antes = filas().length;
  const r = await enviar({ ...DATOS, acepto: '' });
  expect(r.statusCode).toBe(400);
  expect(r.body).toContain(`<p role="alert">${M.acepto}</p>`);
  expect(r.body).toContain('value="Rosa &#60;Aspirante&#62;"');
  expect(r.body).toContain('value="rosa@correo.mx"');
  expect(r.body).toContain('value="55 1234 5678"');
  expect(r.body).toContain('>¿Hay turno &#34;sabatino&#34;?</textarea>');
  expect(r.body).not.toContain(' checked');
  expect(r.body).not.toContain('<Aspirante>');
  expect(filas()).toHaveLength(antes);
  const sinNombre = await enviar({ ...DATOS, nombre: '' });
  expect(sinNombre.body).toContain(`<p role="alert">${M.nombre}</p>`);
  expect(sinNombre.body).toContain('name="acepto" value="1" checked');
});

it('a foreign Origin is refused (CSRF), storing nothing', async () => {
  const antes = filas().length;
  const r = await enviar(DATOS, { origin: 'https://atacante.example' });
  expect(r.statusCode).toBe(403);
  expect(r.body).toContain('role="alert"');
  expect(filas()).toHaveLength(antes);
});

it("the posting visitor's address is the one limited", async () => {
  for (let i = 0; i < LIMITE_PREGUNTAS.max; i++) expect((await enviar(DATOS, { ip: '10.1.0.9' })).statusCode).toBe(200);
  const r = await enviar(DATOS, { ip: '10.1.0.9' });
  expect(r.statusCode).toBe(429);
  expect(r.body).toContain(`<p role="alert">${M.demasiadas}</p>`);
  expect((await enviar(DATOS, { ip: '10.1.0.10' })).statusCode).toBe(200);
});
