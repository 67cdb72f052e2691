// The SQLite → PostgreSQL copy: every table, row for row, keys included; new rows get new keys
// after it; a destination that already has users is refused and left as it was. Needs a
// PostgreSQL (PRUEBAS_POSTGRES, as .ci/run sets it); without one it is skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { abrirBaseDatos, abrirSqlite } from '@server/abrir';
import type { Db } from '../db/db';
import { copiarSqliteAPostgres } from './copiarAPostgres';
import { URL_PRUEBAS, esquemaDePrueba, type EsquemaPrueba } from '../pruebas/postgres';
import { insertarUsuario } from '@server/semillas';
import { repoForo } from '../entidades/foro/repositorio';
import { repoProyectos } from '../entidades/proyectos/repositorio';
import { repoEmpresas } from '../entidades/empresas/repositorio';

const conPostgres = URL_PRUEBAS ? describe : describe.skip;

conPostgres('copiar-a-postgres', () => {
  let dir: string;
  let origen: Db;
  let esquema: EsquemaPrueba;
  let destino: Db;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copia-'));
    origen = abrirSqlite(path.join(dir, 'sitio.db'));
    const admin = await insertarUsuario(origen, { rol: 'a', usuario: 'Admin.Uno', contrasena: 'Admin#Prueba1', nombre: 'Ádmin Uno' });
    await insertarUsuario(origen, {
      rol: 'e',
      usuario: '20240001',
      contrasena: '20240001',
      nombre: 'Alumna Núñez',
      matricula: '20240001',
      inicial: true,
    });
    const pkProyecto = await repoProyectos(origen).insertar({
      nombre: 'Huerto «Inteligente»',
      cuatrimestre: 4,
      descripcion: "Con 'comillas' y ñ",
      enlace: '',
      foto_miembros: '',
    });
    await repoProyectos(origen).ponerImagenes(pkProyecto, ['uploads/proyectos/a.jpg', 'uploads/proyectos/b.jpg']);
    await repoProyectos(origen).insertarMiembro(pkProyecto, 'Ana', 0);
    await repoEmpresas(origen).insertar('Bajío Tech', 'uploads/empresas/x.png');
    const p = await repoForo(origen).preguntaDemo(2, '¿Hay becas?', 'validada', '-2 days', admin);
    await repoForo(origen).respuestaDemo(p, 'Sí.', 'publicada', admin, '-1 days', admin);
    origen.prepare("INSERT INTO limites (key, points, expire) VALUES ('login-dir:1.2.3.4', 3, ?)").run(Date.now() + 60_000);
    esquema = (await esquemaDePrueba())!;
    destino = await abrirBaseDatos({ databasePath: '', databaseUrl: esquema.url, esquema: esquema.esquema });
  });
  afterAll(async () => {
    await origen.cerrar();
    await destino.cerrar();
    await esquema.borrar();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies every table row for row, keys included, and new rows continue after the copied keys', async () => {
    const copiadas = await copiarSqliteAPostgres(origen, destino);
    const tablas = origen
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_migraciones'")
      .pluck()
      .all() as string[];
    expect(Object.keys(copiadas).sort()).toEqual([...tablas].sort());
    for (const t of tablas) {
      const antes = origen.prepare(`SELECT * FROM "${t}" ORDER BY 1`).all();
      const despues = await destino.todas(sql`SELECT * FROM ${sql.table(t)} ORDER BY 1`);
      expect([t, despues]).toEqual([t, antes]);
      expect(copiadas[t]).toBe(antes.length);
    }
    expect(copiadas.topicos).toBe(4);
    expect(copiadas.generaciones).toBe(12);
    const nuevo = await repoProyectos(destino).insertar({ nombre: 'Otro', cuatrimestre: 2, descripcion: 'd', enlace: '', foto_miembros: '' });
    const mayor = origen.prepare('SELECT MAX(pk_proyecto) FROM proyectos').pluck().get() as number;
    expect(nuevo).toBe(mayor + 1);
    // a login name stays unique without regard to case on PostgreSQL too
    await expect(insertarUsuario(destino, { rol: 'a', usuario: 'admin.uno', contrasena: 'Otra#Clave12', nombre: 'Otro' })).rejects.toThrow();
  });

  it('refuses a destination that already has users, and changes nothing in it', async () => {
    const antes = await destino.todas(sql`SELECT pk_usuario, usuario FROM usuarios ORDER BY 1`);
    await expect(copiarSqliteAPostgres(origen, destino)).rejects.toThrow(
      'La base de datos PostgreSQL ya tiene usuarios: se copia solo a una base nueva o vacía.',
    );
    expect(await destino.todas(sql`SELECT pk_usuario, usuario FROM usuarios ORDER BY 1`)).toEqual(antes);
  });
});
