// The small-body fast path of multipart forms (cuerpo.ts): a body as browsers send it is split
// without busboy, anything else goes to busboy with the same bytes. Each body below is sent twice,
// with its length (read whole: the fast path, or busboy fed the buffer) and as a stream without one
// (busboy as before): the answers must be the same, status and body.
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { registrarPeticiones } from './peticiones';
import { formularioSimple } from './cuerpo';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registrarPeticiones(app, { maxConnections: 100, connectionsReserved: 2, bodyLimit: 200_000, urlencodedLimit: 1000, textFieldLimit: 100_000 });
  app.post('/eco', (req, reply) => reply.send({ campos: req.body, prototipo: Object.getPrototypeOf(req.body) === Object.prototype }));
  await app.ready();
});
afterAll(() => app.close());

const parte = (nombre: string, valor: string, b: string) => `--${b}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`;
const formulario = (campos: [string, string][], b: string) => campos.map(([n, v]) => parte(n, v, b)).join('') + `--${b}--\r\n`;

const CHROME = '----WebKitFormBoundary7MA4YWxkTrZu0gW';
const FIREFOX = '----geckoformboundary1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d';
const UNDICI = '----formdata-undici-0123456789';

/** [what, content-type, body, taken by the fast path] */
const CASOS: [string, string, string, boolean][] = [
  [
    'Chrome: a search',
    `multipart/form-data; boundary=${CHROME}`,
    formulario(
      [
        ['funcion', 'buscar'],
        ['q', 'calidad del aire'],
      ],
      CHROME,
    ),
    true,
  ],
  [
    'Firefox',
    `multipart/form-data; boundary=${FIREFOX}`,
    formulario(
      [
        ['funcion', 'buscar'],
        ['q', 'ñandú 🌱 «x»'],
      ],
      FIREFOX,
    ),
    true,
  ],
  [
    'undici, repeated names and an empty value',
    `multipart/form-data; boundary=${UNDICI}`,
    formulario(
      [
        ['a', '1'],
        ['a', '2'],
        ['a', '3'],
        ['b', ''],
      ],
      UNDICI,
    ),
    true,
  ],
  [
    'a value with line breaks and the boundary without CRLF before it',
    'multipart/form-data; boundary=xyz',
    formulario([['t', 'uno\r\ndos\n--xyz tres\r\n--xy']], 'xyz'),
    true,
  ],
  ['no CRLF after the last boundary', 'multipart/form-data; boundary=x', parte('a', 'uno', 'x') + '--x--', true],
  [
    'names with brackets, dots and dashes',
    'multipart/form-data;boundary=x',
    formulario(
      [
        ['imgs[]', 'a'],
        ['a.b-c_d', 'b'],
      ],
      'x',
    ),
    true,
  ],
  ['a lowercase header', 'multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nuno\r\n--x--\r\n', true],
  [
    'a file part',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"; filename="a.txt"\r\n\r\nuno\r\n--x--\r\n',
    false,
  ],
  [
    'a Content-Type header',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: text/plain\r\n\r\nuno\r\n--x--\r\n',
    false,
  ],
  ['a preamble', 'multipart/form-data; boundary=x', 'preámbulo\r\n' + formulario([['a', 'uno']], 'x'), false],
  ['an epilogue', 'multipart/form-data; boundary=x', formulario([['a', 'uno']], 'x') + 'epílogo', false],
  [
    '__proto__',
    'multipart/form-data; boundary=x',
    formulario(
      [
        ['__proto__', 'x'],
        ['a', '1'],
      ],
      'x',
    ),
    false,
  ],
  ['constructor', 'multipart/form-data; boundary=x', formulario([['constructor', 'x']], 'x'), false],
  ['toString', 'multipart/form-data; boundary=x', formulario([['toString', 'x']], 'x'), false],
  ['a non-ASCII name', 'multipart/form-data; boundary=x', formulario([['año', 'x']], 'x'), false],
  [
    'an escaped quote in the name',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a\\"b"\r\n\r\nuno\r\n--x--\r\n',
    false,
  ],
  ['a quoted boundary', 'multipart/form-data; boundary="x"', formulario([['a', 'uno']], 'x'), false],
  ['a charset before the boundary', 'multipart/form-data; charset=utf-8; boundary=x', formulario([['a', 'uno']], 'x'), false],
  ['LF line breaks', 'multipart/form-data; boundary=x', '--x\nContent-Disposition: form-data; name="a"\n\nuno\n--x--\n', false],
  ['padding after a boundary', 'multipart/form-data; boundary=x', '--x  \r\nContent-Disposition: form-data; name="a"\r\n\r\nuno\r\n--x--\r\n', false],
  ['cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nuno', false],
  ['no closing boundary', 'multipart/form-data; boundary=x', parte('a', 'uno', 'x'), false],
  ['another boundary', 'multipart/form-data; boundary=y', formulario([['a', 'uno']], 'x'), false],
  ['no boundary', 'multipart/form-data', formulario([['a', 'uno']], 'x'), false],
  ['a name over 100 characters', 'multipart/form-data; boundary=x', formulario([['n'.repeat(101), 'uno']], 'x'), false],
  [
    '150 parts',
    'multipart/form-data; boundary=x',
    formulario(
      Array.from({ length: 150 }, (_, i): [string, string] => [`c${i}`, 'v']),
      'x',
    ),
    false,
  ],
  [
    '250 parts (over the parts limit)',
    'multipart/form-data; boundary=x',
    formulario(
      Array.from({ length: 250 }, (_, i): [string, string] => [`c${i}`, 'v']),
      'x',
    ),
    false,
  ],
];

const enviar = (tipo: string, cuerpo: string, flujo: boolean) =>
  app.inject({ method: 'POST', url: '/eco', headers: { 'content-type': tipo }, payload: flujo ? Readable.from([Buffer.from(cuerpo)]) : cuerpo });

it.each(CASOS)('%s: the same answer as busboy', async (_que, tipo, cuerpo, rapido) => {
  expect(formularioSimple(tipo, Buffer.from(cuerpo)) !== null).toBe(rapido);
  const conLargo = await enviar(tipo, cuerpo, false);
  const enFlujo = await enviar(tipo, cuerpo, true);
  expect([conLargo.statusCode, conLargo.json()]).toEqual([enFlujo.statusCode, enFlujo.json()]);
  if (rapido) expect(conLargo.statusCode).toBe(200);
});

it('a search as the browser sends it gives its fields', () => {
  const cuerpo = Buffer.from(
    formulario(
      [
        ['funcion', 'buscar'],
        ['q', 'calidad del aire'],
      ],
      CHROME,
    ),
  );
  expect(formularioSimple(`multipart/form-data; boundary=${CHROME}`, cuerpo)).toEqual({ funcion: 'buscar', q: 'calidad del aire' });
});

it('a field over TEXT_FIELD_LIMIT is still refused with 413 when the body is small', async () => {
  const app2 = Fastify();
  await registrarPeticiones(app2, { maxConnections: 100, connectionsReserved: 2, bodyLimit: 20_000, urlencodedLimit: 1000, textFieldLimit: 500 });
  app2.post('/eco', (req, reply) => reply.send(req.body));
  const r = await app2.inject({
    method: 'POST',
    url: '/eco',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: formulario([['a', 'x'.repeat(600)]], 'x'),
  });
  expect(r.statusCode).toBe(413);
  await app2.close();
});
