// abrirSqlite: migrations apply once, and reused statements behave like freshly prepared ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abrirSqlite } from '@server/abrir';

describe('abrirSqlite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('returns the same statement for the same SQL text', async () => {
    const db = abrirSqlite(path.join(dir, 'a.db'));
    const sql = 'SELECT nombre FROM _migraciones ORDER BY nombre';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    await db.cerrar();
  });

  it('gives plain rows after another caller plucked or raw-read the same statement', async () => {
    const db = abrirSqlite(path.join(dir, 'b.db'));
    const sql = 'SELECT nombre, aplicada FROM _migraciones ORDER BY nombre';
    const nombres = db.prepare(sql).pluck().all() as string[];
    expect(nombres[0]).toMatch(/^001_/);
    expect(Array.isArray(db.prepare(sql).raw().get())).toBe(true);
    const fila = db.prepare(sql).get() as { nombre: string; aplicada: string };
    expect(fila.nombre).toBe(nombres[0]);
    expect(typeof fila.aplicada).toBe('string');
    await db.cerrar();
  });

  it('migrates once: reopening applies nothing again', async () => {
    const file = path.join(dir, 'c.db');
    const primera = abrirSqlite(file);
    const n = primera.prepare('SELECT COUNT(*) FROM _migraciones').pluck().get() as number;
    await primera.cerrar();
    const db = abrirSqlite(file);
    expect(db.prepare('SELECT COUNT(*) FROM _migraciones').pluck().get()).toBe(n);
    expect(n).toBeGreaterThan(0);
    await db.cerrar();
  });

  it('cerrar() closes the file even when no query went through Kysely, and twice is harmless', async () => {
    const db = abrirSqlite(path.join(dir, 'd.db'));
    expect(db.prepare('SELECT 1').pluck().get()).toBe(1);
    await db.cerrar();
    expect(db.open).toBe(false);
    expect(db.sqlite?.open).toBe(false);
    await db.cerrar();
  });
});
