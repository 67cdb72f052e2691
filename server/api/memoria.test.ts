// hastaQueCambie: one computation per database version, whoever writes; Serializada's encodings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { abrirSqlite } from '../db/open';
import type { Db } from '../db/db';
import { Serializada, hastaQueCambie } from './memoria';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memoria-'));
  db = abrirSqlite(path.join(dir, 'm.db'));
  db.exec("CREATE TABLE t (v TEXT); INSERT INTO t VALUES ('a')");
});
afterAll(async () => {
  await db.cerrar();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('hastaQueCambie', () => {
  const leer = () => hastaQueCambie(db, 't', () => db.prepare('SELECT v FROM t').pluck().all() as string[]);
  const valor = (s: Serializada<string[]>) => JSON.parse(s.json.toString('utf8')) as string[];

  it('computes once while nothing is written', async () => {
    const calcular = jest.fn(() => 1);
    const a = await hastaQueCambie(db, 'uno', calcular);
    expect(await hastaQueCambie(db, 'uno', calcular)).toBe(a);
    expect(calcular).toHaveBeenCalledTimes(1);
  });

  it('recomputes after a write on this connection or from another process', async () => {
    expect(valor(await leer())).toEqual(['a']);
    db.prepare("UPDATE t SET v = 'b'").run();
    expect(valor(await leer())).toEqual(['b']);
    const otra = new Database(path.join(dir, 'm.db'));
    otra.prepare("UPDATE t SET v = 'c'").run();
    otra.close();
    expect(valor(await leer())).toEqual(['c']);
  });

  it('keeps one answer per key', async () => {
    expect(JSON.parse((await hastaQueCambie(db, 'x', () => 'x')).json.toString())).toBe('x');
    expect(JSON.parse((await hastaQueCambie(db, 'y', () => 'y')).json.toString())).toBe('y');
  });
});

describe('Serializada', () => {
  const grande = new Serializada(Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, nombre: `Proyecto ${i}` })))));

  it('sends brotli, then gzip, by what the client accepts, and the same bytes decoded', () => {
    const br = grande.cuerpo('gzip, deflate, br');
    expect(br.codificacion).toBe('br');
    expect(zlib.brotliDecompressSync(br.datos).equals(grande.json)).toBe(true);
    expect(br.datos.length).toBeLessThan(grande.json.length / 4);
    const gz = grande.cuerpo('gzip');
    expect(gz.codificacion).toBe('gzip');
    expect(zlib.gunzipSync(gz.datos).equals(grande.json)).toBe(true);
    expect(grande.cuerpo('gzip').datos).toBe(gz.datos); // compressed once
  });

  it('sends plain JSON when nothing is accepted, an unknown encoding, or a small answer', () => {
    expect(grande.cuerpo(undefined)).toEqual({ datos: grande.json });
    expect(grande.cuerpo('identity')).toEqual({ datos: grande.json });
    const chica = new Serializada(Buffer.from('[1,2]'));
    expect(chica.cuerpo('br')).toEqual({ datos: chica.json });
  });
});
