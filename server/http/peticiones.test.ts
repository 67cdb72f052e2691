// The request plugin alone: form bodies parsed (urlencoded and multipart), JSON refused with 415,
// a body over the limit refused with 413 before it is read, a broken multipart body answered in
// Spanish; every refusal is `{ codigo: 0, mensaje }`.
import Fastify, { type FastifyInstance } from 'fastify';
import { registrarPeticiones } from './peticiones';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registrarPeticiones(app, { maxConnections: 100, connectionsReserved: 2, bodyLimit: 2000, urlencodedLimit: 1000, textFieldLimit: 500 });
  app.post('/eco', (req, reply) => reply.send(req.body));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string | Buffer, tipo: string) => app.inject({ method: 'POST', url: '/eco', payload, headers: { 'content-type': tipo } });

it('parses urlencoded and multipart forms', async () => {
  expect((await post('a=1&b=dos', 'application/x-www-form-urlencoded')).json()).toEqual({ a: '1', b: 'dos' });
  const multipart = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nuno\r\n--x--\r\n';
  expect((await post(multipart, 'multipart/form-data; boundary=x')).json()).toEqual({ a: 'uno' });
});

it('refuses other formats, big bodies and broken forms in Spanish', async () => {
  const json = await post('{"a":1}', 'application/json');
  expect([json.statusCode, json.json()]).toEqual([415, { codigo: 0, mensaje: 'Formato de solicitud no admitido: envíe un formulario.' }]);
  const grande = await post(`a=${'x'.repeat(3000)}`, 'application/x-www-form-urlencoded');
  expect(grande.statusCode).toBe(413);
  expect(grande.json()).toEqual({ codigo: 0, mensaje: 'La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.' });
  const roto = await post('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nuno', 'multipart/form-data; boundary=x');
  expect([roto.statusCode, roto.json()]).toEqual([400, { codigo: 0, mensaje: 'El formulario llegó incompleto o dañado. Vuelva a enviarlo.' }]);
});
