// Starts the site: opens (and migrates) the database, seeds demo content on an empty one, serves
// the API, the built SPA and the uploads on HOST:PORT.
import { readConfig } from './config';
import { openDb } from './db/open';
import { CUENTAS_DEMO, crearPrimerSuperadmin, sembrarDemo } from './db/seeds';
import { buildApp } from './app';
import { purgeExpired } from './auth/sessions';
import { actualizarImagenes, resumen } from './actualizarImagenes';
import { purgarLimites } from './auth/limites';
import { purgarBitacora } from './bitacora';

async function main() {
  const config = readConfig();
  const db = openDb(config.databasePath);
  const sembrado = config.seedDemo !== 'nada' ? await sembrarDemo(db, config) : false;
  const primero = config.seedDemo === 'nada' ? await crearPrimerSuperadmin(db, process.env) : null;
  const purgar = () => {
    purgeExpired(db);
    purgarLimites(db); // expired rows of the attempt limits
    purgarBitacora(db, config.bitacoraDias); // audit entries older than BITACORA_DIAS
  };
  purgar();
  setInterval(purgar, 3600_000).unref();

  const app = await buildApp({ db, config, logger: process.env.LOG !== '0' });
  await app.listen({ port: config.port, host: config.host });

  // images of an older database: renamed, re-encoded and given their variants in the background
  // (until then pages show the stored image); cheap when there is nothing to do
  actualizarImagenes(db, config.uploadsDir).then(
    (r) => r.renombradas + r.variantes + r.sinArreglo.length > 0 && console.log(resumen(r)),
    (e: unknown) => console.error('No se pudieron actualizar las imágenes:', e instanceof Error ? e.message : e),
  );

  const url = `http://${config.host}:${config.port}`;
  const lineas = [`\nSitio en ${url}  (base de datos: ${config.databasePath})`];
  if (config.seedDemo !== 'nada') {
    lineas.push(sembrado ? 'Contenido de demostración sembrado.' : 'Base de datos existente: no se volvió a sembrar.');
    lineas.push('Cuentas de demostración:');
    for (const c of CUENTAS_DEMO) {
      const rol = { e: 'alumno     ', a: 'admin      ', s: 'superadmin ' }[c.rol];
      lineas.push(`  ${rol} usuario: ${c.usuario.padEnd(12)} contraseña: ${c.contrasena}`);
    }
  }
  if (primero) lineas.push(`Super administrador inicial creado: ${primero}`);
  console.log(lineas.join('\n') + '\n');

  const cerrar = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void cerrar());
  process.on('SIGTERM', () => void cerrar());
}

main().catch((e) => {
  console.error('No se pudo iniciar el servidor:', e instanceof Error ? e.message : e);
  process.exit(1);
});
