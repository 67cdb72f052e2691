// Fuzzing every funcion of the dispatch table with random and malformed payloads (fast-check):
// never a crash or a 500; every refusal a Spanish { codigo: 0, mensaje } with no stack, SQL or
// path; a refused call changes no row; the database passes integrity_check at the end.
import fc from 'fast-check';
import type { z } from 'zod';
import { funciones } from './api/funciones';
import { nuevoHarness, esRechazo, type Harness, type Quien } from './pruebas/arnes';

// calls that would end or change the callers' own sessions
const EXCLUIDAS = new Set(['cerrarSesion', 'cambiarContrasena']);
const CORRIDAS = Number(process.env.FUZZ_RUNS ?? 25);
const ESTADOS = [200, 400, 401, 403, 404, 405, 409, 413, 415, 422, 429];
const FUGA =
  /(SQLITE|sqlite_|SELECT |INSERT |UPDATE |\bat \w+ \(|\/work\/|\/tmp\/|node_modules|TypeError|ReferenceError|undefined is|Cannot read|Invalid input|Expected|Required)/;

const maliciosos = [
  "' OR 1=1 --",
  "'; DROP TABLE usuarios; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  'uploads/../../data/sitio.db',
  '{"a":',
  '[]',
  '{}',
  'null',
  '[{"key":"1.00000","imagen":"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"}]',
  '[{"key":"1.00000","imagen":"uploads/otros/0123456789abcdef.png"}]',
  '[{"key":"1","nombre":"","pk":"x"}]',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA',
  '-1',
  '0',
  '1',
  '2',
  '99999999999999999999',
  '1e309',
  'NaN',
  '',
  ' ',
  't',
  'x',
  '\u0000',
  '👩🏽‍💻 ñandú ÁÉÍÓÚ',
  // dates (events' inicio/fin): impossible, out of range, valid, all-day, with a zone
  '2027-02-30T10:00',
  '2027-03-12T24:00',
  '0000-01-01',
  '2027-03-12T10:00',
  '2027-03-12',
  '2027-03-12T10:00:00+99:00',
];

/** Field names of an object schema, also behind a transform (a pipe's input side). */
function camposDe(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; in?: { shape?: Record<string, unknown> } };
  const shape = s.shape ?? s.in?.shape;
  return shape ? Object.keys(shape) : [];
}

const valor = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...maliciosos) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 3000, maxLength: 6000 }) },
);

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(async () => {
  // SQLite's own check of the file (PostgreSQL has no equivalent to ask; its constraints hold)
  if (h.db.motor === 'sqlite') expect(h.db.pragma('integrity_check', { simple: true })).toBe('ok');
  await h.cerrar();
});

const nombres = Object.keys(funciones).filter((n) => !EXCLUIDAS.has(n));

describe.each(nombres)('%s', (nombre) => {
  const def = funciones[nombre as keyof typeof funciones];
  const conocidos = camposDe(def.schema);
  const clave = fc.oneof(
    { weight: 3, arbitrary: conocidos.length ? fc.constantFrom(...conocidos) : fc.constant('x') },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).filter((k) => k !== 'funcion') },
  );
  const quien = fc.constantFrom<Quien>('visitante', 'falso', 'e', 'a', 's');

  it('survives random and malformed payloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(clave, valor, { maxKeys: conocidos.length + 2 }), quien, fc.boolean(), async (campos, q, multipart) => {
        const antes = (h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
        const r = await h.llamar(nombre, campos, { quien: q, multipart });
        expect(ESTADOS).toContain(r.status);
        if (r.status !== 200) {
          expect(esRechazo(r)).toBe(true);
          expect(String(r.body.mensaje)).not.toMatch(FUGA);
          expect((h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(antes);
        }
      }),
      { numRuns: CORRIDAS },
    );
  });
});
