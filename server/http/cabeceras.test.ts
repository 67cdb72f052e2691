// The security headers plugin alone: added to documents, never over an answer's own set.
import Fastify from 'fastify';
import { registrarCabeceras } from './cabeceras';

it('adds the CSP and its companions to an answer, and leaves an answer with its own set alone', async () => {
  const app = Fastify();
  registrarCabeceras(app, { allowedOrigins: ['https://otro.ejemplo.mx'] });
  app.get('/documento', (_req, reply) => reply.type('text/html').send('<p>hola</p>'));
  app.get('/propio', (_req, reply) => reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store').send({ codigo: 1 }));
  const doc = await app.inject('/documento');
  expect(doc.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(doc.headers['content-security-policy']).toContain("connect-src 'self' https://otro.ejemplo.mx");
  expect(doc.headers['x-frame-options']).toBe('DENY');
  expect(doc.headers['cross-origin-opener-policy']).toBe('same-origin');
  const propio = await app.inject('/propio');
  expect(propio.headers['content-security-policy']).toBeUndefined();
  expect(propio.headers['x-content-type-options']).toBe('nosniff');
  await app.close();
});
