// One HTTP plugin (or a few) mounted alone over a real in-memory SQLite, with one admin exempt from
// the second factor: the setup the plugin tests share, so each of them states only what it adds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { readConfig } from '../config';
import { abrirSqlite } from '@server/abrir';
import { insertarUsuario } from '@server/semillas';
import { Limites } from '../autenticacion/limites';
import { almacenDe } from '../imagenes/almacen';
import { opcionesDe, servicioDe } from '../imagenes/imagenes';
import { registrarPeticiones } from '../http/peticiones';
import { registrarApi } from '../http/api';

export interface PluginsAbiertos {
  app: FastifyInstance;
  cerrar: () => Promise<void>;
}

/** The request and api.php plugins (plus `extra`, registered after them) on a fresh database. */
export async function abrirPlugins(
  prefijo: string,
  admin: { usuario: string; contrasena: string; nombre: string },
  extra: (app: FastifyInstance) => void = () => {},
): Promise<PluginsAbiertos> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefijo));
  const config = readConfig({ UPLOADS_DIR: dir, SEED_DEMO: '0' });
  const db = abrirSqlite(':memory:');
  await insertarUsuario(db, { rol: 'a', ...admin, exento2fa: true });
  const limites = new Limites(db);
  const almacen = almacenDe(dir);
  const app = Fastify();
  await registrarPeticiones(app, config);
  registrarApi(app, { db, config, limites, almacen, imagenes: servicioDe(almacen, opcionesDe(config)) });
  extra(app);
  await app.ready();
  return {
    app,
    cerrar: async () => {
      await app.close();
      limites.cerrar();
      await db.cerrar();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
