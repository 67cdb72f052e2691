// `npm run copiar-a-s3` and `npm run respaldo` with ALMACEN=s3 (issue 46), on the tests' S3 server
// (PRUEBAS_S3: Swift in CI; otherwise s3rver): a site's folder copied into a bucket, again with
// nothing left to copy, a truncated object written again; the backup copies the bucket's objects
// beside the database copy; a site not configured for S3 is told what to set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copiarAS3 } from './copiarAS3';
import { respaldar } from './respaldo';
import { almacenDe } from '../imagenes/almacen';
import { readConfig } from '../config';
import { abrirSqlite } from '../abrir';
import { bucketDePrueba } from '../pruebas/s3';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copiar-s3-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const escribir = (clave: string, datos: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, 'uploads', clave)), { recursive: true });
  fs.writeFileSync(path.join(dir, 'uploads', clave), datos);
};

it('copies a folder into the bucket once, resumes, rewrites a truncated object; the backup copies the bucket back', async () => {
  escribir('eventos/a_1x1.jpg', 'foto a');
  escribir('eventos/a_1x1.400.avif', 'variante');
  escribir('proyectos/b_1x1.png', 'foto b');
  const env = { ...(await bucketDePrueba()), UPLOADS_DIR: path.join(dir, 'uploads'), DATABASE_PATH: path.join(dir, 'sitio.db') };
  expect(await copiarAS3(env)).toEqual({ copiados: 3, yaEstaban: 0, bytes: 20 });
  expect(await copiarAS3(env)).toEqual({ copiados: 0, yaEstaban: 3, bytes: 0 });
  const bucket = almacenDe(readConfig(env));
  await bucket.borrar('proyectos/b_1x1.png');
  await bucket.crear('proyectos/b_1x1.png', Buffer.from('fo')); // a copy cut mid-object
  expect(await copiarAS3(env)).toEqual({ copiados: 1, yaEstaban: 2, bytes: 6 });
  expect((await bucket.leer('proyectos/b_1x1.png'))?.toString()).toBe('foto b');

  const db = abrirSqlite(env.DATABASE_PATH);
  await db.cerrar();
  const r = await respaldar(readConfig(env), path.join(dir, 'respaldo'));
  expect([path.basename(r.base), r.archivos]).toEqual(['sitio.db', 3]);
  expect(fs.readFileSync(path.join(dir, 'respaldo', 'uploads', 'eventos', 'a_1x1.400.avif'), 'utf8')).toBe('variante');

  await expect(copiarAS3({ UPLOADS_DIR: path.join(dir, 'uploads') })).rejects.toThrow(
    'Defina ALMACEN=s3 y las variables S3_* del bucket de destino (docs/almacenamiento.md); UPLOADS_DIR es la carpeta de origen.',
  );
  await expect(copiarAS3({ ...env, S3_BUCKET: 'no-existe-este' })).rejects.toThrow(/^El bucket «no-existe-este» no responde en http/);
});
