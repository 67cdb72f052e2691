// Issue 45 (Low): a revision stored the body twice (the field the history shows and the payload a
// restore sends back), and whether a kept revision still used an image was a LIKE over every
// revision (174 ms at 31.6 MB, on every image removal). Now each long text is stored once and a
// restore still puts it back; the image check is one lookup of revision_imagenes (migration 034,
// filled for older revisions by 035, emptied with its revisions). Both engines.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { repoRevisiones } from '@server/db/repositorios/revisiones';
import { MAX_CUERPO_PAGINA } from '@/shared/api/contrato/paginas';

let h: Harness;
const { registrar } = prepararProyectos((x) => (h = x));

const cuerpo = (n: number) => `Versión ${n}. `.padEnd(MAX_CUERPO_PAGINA, 'Texto del programa. ');

it('a 20,000-character body is stored once per revision, and a restore puts it back', async () => {
  for (const n of [1, 2]) {
    const r = await h.llamar('editarPagina', { clave: 'inicio', titulo: `Inicio ${n}`, cuerpo: cuerpo(n) }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
  }
  const filas = h.db.prepare("SELECT pk_revision, LENGTH(contenido) AS largo FROM revisiones WHERE entidad = 'pagina' ORDER BY numero").all() as {
    pk_revision: number;
    largo: number;
  }[];
  // the original (a short seeded page) and the two saves: each save's row about one body long, not two
  expect(filas).toHaveLength(3);
  for (const f of filas.slice(1)) expect(Number(f.largo)).toBeLessThan(MAX_CUERPO_PAGINA * 1.2);
  const r = await h.llamar('restaurarRevision', { pkRevision: String(filas[1].pk_revision) }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  const pagina = h.db.prepare("SELECT titulo, cuerpo FROM paginas WHERE clave = 'inicio'").get() as { titulo: string; cuerpo: string };
  expect(pagina).toEqual({ titulo: 'Inicio 1', cuerpo: cuerpo(1) });
});

it('whether a revision uses an image: one indexed lookup, kept in step with the revisions, older ones filled by 035', async () => {
  const pk = await registrar();
  const ruta = h.db.prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden').pluck().get(pk) as string;
  const revisiones = repoRevisiones(h.db);
  expect(await revisiones.usaImagen(ruta)).toBe(true);
  expect(await revisiones.usaImagen('uploads/proyectos/no-existe-00000.jpg')).toBe(false);

  // 24 MB of other items' history: the check does not read it (a LIKE over it: 15 ms here, 174 ms at 31.6 MB in the red team's run)
  const relleno = JSON.stringify({ campos: [{ clave: 'd', etiqueta: 'D', tipo: 'texto', valor: 'x'.repeat(12_000) }], datos: {} });
  await h.db.ejecutar(
    sql`INSERT INTO revisiones (entidad, pk, numero, fecha, fk_usuario, nombre_usuario, resumen, contenido, huellas)
          SELECT 'evento', n.i, 1, '2026-01-01 00:00:00', NULL, 'Sistema', 'x', ${relleno}, '{}'
            FROM (WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 2000) SELECT i FROM s) AS n`,
  );
  const ms: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    expect(await revisiones.usaImagen(ruta)).toBe(true);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  expect(ms[4]).toBeLessThan(5);

  // a revision kept before 034 (no row in the index): 035 lists its paths, on either engine
  const vieja = 'uploads/eventos/anterior-a-la-034.jpg';
  await h.db.ejecutar(
    sql`INSERT INTO revisiones (entidad, pk, numero, fecha, fk_usuario, nombre_usuario, resumen, contenido, huellas)
          VALUES ('evento', 999999, 1, '2026-01-01 00:00:00', NULL, 'Sistema', 'x',
                  ${JSON.stringify({ campos: [{ clave: 'imgs', etiqueta: 'Imágenes', tipo: 'imagenes', valor: [{ ruta: vieja }] }], datos: { nota: 'a b' } })}, '{}')`,
  );
  expect(await revisiones.usaImagen(vieja)).toBe(false);
  const dir = path.join(__dirname, '..', 'db', 'migrations');
  const archivo = fs.readdirSync(dir).find((f) => f.startsWith('035_') && f.endsWith(h.db.motor === 'sqlite' ? '.sqlite.sql' : '.postgres.sql'))!;
  await h.db.ejecutar(sql.raw(fs.readFileSync(path.join(dir, archivo), 'utf8')));
  expect(await revisiones.usaImagen(vieja)).toBe(true);
  expect(Number(h.db.prepare("SELECT COUNT(*) FROM revision_imagenes WHERE ruta NOT LIKE 'uploads/%'").pluck().get())).toBe(0);

  // the item's revisions go (the cap, an erased item): their rows in the index go with them
  await h.db.ejecutar(sql`DELETE FROM revisiones WHERE entidad = 'proyecto' AND pk = ${pk}`);
  expect(await revisiones.usaImagen(ruta)).toBe(false);
});
