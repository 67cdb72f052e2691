// openDb: migrations apply once, and reused statements behave like freshly prepared ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from './open';

describe('openDb', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('returns the same statement for the same SQL text', () => {
    const db = openDb(path.join(dir, 'a.db'));
    const sql = 'SELECT nombre FROM _migraciones ORDER BY nombre';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    db.close();
  });

  it('gives plain rows after another caller plucked or raw-read the same statement', () => {
    const db = openDb(path.join(dir, 'b.db'));
    const sql = 'SELECT nombre, aplicada FROM _migraciones ORDER BY nombre';
    const nombres = db.prepare(sql).pluck().all() as string[];
    expect(nombres[0]).toMatch(/^001_/);
    expect(Array.isArray(db.prepare(sql).raw().get())).toBe(true);
    const fila = db.prepare(sql).get() as { nombre: string; aplicada: string };
    expect(fila.nombre).toBe(nombres[0]);
    expect(typeof fila.aplicada).toBe('string');
    db.close();
  });

  it('migrates once: reopening applies nothing again', () => {
    const file = path.join(dir, 'c.db');
    const primera = openDb(file);
    const n = primera.prepare('SELECT COUNT(*) FROM _migraciones').pluck().get() as number;
    primera.close();
    const db = openDb(file);
    expect(db.prepare('SELECT COUNT(*) FROM _migraciones').pluck().get()).toBe(n);
    expect(n).toBeGreaterThan(0);
    db.close();
  });
});
