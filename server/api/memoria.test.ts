// hastaQueCambie: one computation per database version, whoever writes, concurrent callers included;
// recordarHastaQueCambie's bounded memory; Serializada's encodings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { abrirSqlite } from '@server/abrir';
import type { Db } from '../db/db';
import { Serializada, hastaQueCambie, recordarHastaQueCambie } from './memoria';

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

describe('concurrent callers', () => {
  it('hastaQueCambie: 50 calls on a cold key share one computation', async () => {
    const calcular = jest.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return [1, 2, 3];
    });
    const todas = await Promise.all(Array.from({ length: 50 }, () => hastaQueCambie(db, 'fria', calcular)));
    expect(calcular).toHaveBeenCalledTimes(1);
    expect(new Set(todas).size).toBe(1);
  });

  it('hastaQueCambie: a failed computation is not kept', async () => {
    await expect(hastaQueCambie(db, 'falla', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(JSON.parse((await hastaQueCambie(db, 'falla', () => 'bien')).json.toString())).toBe('bien');
  });

  it('recordarHastaQueCambie: 50 calls for one key share one computation', async () => {
    const calcular = jest.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { total: 1 };
    });
    const limite = { entradas: 10, bytes: 10_000 };
    await Promise.all(Array.from({ length: 50 }, () => recordarHastaQueCambie(db, 'concurrentes', 'k', limite, calcular)));
    expect(calcular).toHaveBeenCalledTimes(1);
  });
});

describe('recordarHastaQueCambie', () => {
  const limite = { entradas: 3, bytes: 1_000 };
  const pedir = (clave: string, calcular: jest.Mock) => recordarHastaQueCambie(db, 'acotada', clave, limite, calcular as () => Promise<unknown>);

  it('keeps the last answers asked, at most `entradas` of them', async () => {
    const calcular = jest.fn((clave: string) => Promise.resolve({ clave }));
    const para = (k: string) => jest.fn(() => calcular(k));
    for (const k of ['a', 'b', 'c']) await pedir(k, para(k));
    await pedir('a', para('a')); // a is now the most recent; b the oldest
    await pedir('d', para('d')); // b out
    expect(calcular).toHaveBeenCalledTimes(4);
    for (const k of ['a', 'c', 'd']) expect(await pedir(k, para(k))).toEqual({ clave: k });
    expect(calcular).toHaveBeenCalledTimes(4);
    await pedir('b', para('b'));
    expect(calcular).toHaveBeenCalledTimes(5);
  });

  it('keeps at most `bytes` bytes of JSON, and an answer bigger than that not at all', async () => {
    const calcular = jest.fn((n: number) => Promise.resolve('x'.repeat(n)));
    await pedir(
      'g1',
      jest.fn(() => calcular(400)),
    );
    await pedir(
      'g2',
      jest.fn(() => calcular(400)),
    );
    await pedir(
      'g3',
      jest.fn(() => calcular(400)),
    ); // 3 × 400 > 1,000: g1 out
    expect(calcular).toHaveBeenCalledTimes(3);
    await pedir(
      'g3',
      jest.fn(() => calcular(400)),
    );
    await pedir(
      'g2',
      jest.fn(() => calcular(400)),
    );
    expect(calcular).toHaveBeenCalledTimes(3);
    await pedir(
      'g1',
      jest.fn(() => calcular(400)),
    );
    expect(calcular).toHaveBeenCalledTimes(4);
    await pedir(
      'enorme',
      jest.fn(() => calcular(5_000)),
    );
    await pedir(
      'enorme',
      jest.fn(() => calcular(5_000)),
    );
    expect(calcular).toHaveBeenCalledTimes(6);
  });

  it('forgets everything when a row is written, and keeps nothing inside a write transaction', async () => {
    const calcular = jest.fn(() => Promise.resolve(db.prepare('SELECT v FROM t').pluck().all()));
    expect(await pedir('t', calcular)).toEqual(['c']);
    expect(await pedir('t', calcular)).toEqual(['c']);
    expect(calcular).toHaveBeenCalledTimes(1);
    await expect(
      db.transaccion(async () => {
        db.prepare("UPDATE t SET v = 'deshecho'").run();
        expect(await pedir('t', calcular)).toEqual(['deshecho']);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await pedir('t', calcular)).toEqual(['c']);
    db.prepare("UPDATE t SET v = 'd'").run();
    expect(await pedir('t', calcular)).toEqual(['d']);
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
