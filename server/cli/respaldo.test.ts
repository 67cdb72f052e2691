// `npm run respaldo`: an online copy of the database (while the app writes) and the uploads, that
// opens, passes integrity_check and holds what was acknowledged before it.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { respaldar } from './respaldo';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
beforeEach(async () => {
  h = await nuevoHarness();
});
afterEach(() => h.cerrar());

// SQLite's online backup; on PostgreSQL backups are pg_dump's (docs/despliegue.md, PostgreSQL with N instances)
const soloSqlite = process.env.PRUEBAS_POSTGRES ? it.skip : it;

soloSqlite('copies the database and the uploads while the site runs', async () => {
  const r = await h.llamar('registrarEmpresaEstadia', { nombreEmpresa: 'Respaldada', imagenForm: dataUrlDemo(4) }, { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1 });
  // writes keep coming during the backup
  const escrituras = Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      h.llamar('registrarUsuario', { rol: 'e', alumno: `Durante ${i}`, matricula: `7000000${i}` }, { quien: 'a' }),
    ),
  );
  const destino = path.join(h.dir, 'respaldo-1');
  const hecho = await respaldar(h.config, destino);
  await escrituras;
  const copia = new Database(hecho.base, { readonly: true });
  try {
    const ruta = copia.prepare("SELECT imagen_empresa FROM empresas_estadias WHERE nombre_empresa = 'Respaldada'").pluck().get() as string;
    expect(ruta).toMatch(/^uploads\//);
    expect(fs.existsSync(path.join(destino, ruta))).toBe(true);
    expect(copia.prepare('SELECT COUNT(*) FROM usuarios').pluck().get()).toBeGreaterThanOrEqual(3);
    expect(copia.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    copia.close();
  }
  expect(hecho.archivos).toBeGreaterThanOrEqual(1);
  await expect(respaldar(h.config, destino)).rejects.toThrow(/Ya hay un respaldo/);
});
