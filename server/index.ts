// Starts the site: opens (and migrates) the database, seeds demo content on an empty one, serves
// the API, the built SPA and the uploads on HOST:PORT.
import { repoSolicitudes } from './entidades/solicitudes/repositorio';
import { readConfig } from './config';
import { sql } from 'kysely';
import { abrirBaseDatos } from './abrir';
import type { Db } from './db/db';
import { CUENTAS_DEMO, crearPrimerSuperadmin, sembrarDemo } from '@server/semillas';
import { buildApp } from './app';
import { purgarVencidas } from './autenticacion/sesiones';
import { actualizarImagenes, resumen } from './cli/actualizarImagenes';
import { purgarLimites } from './autenticacion/limites';
import { purgarBitacora } from './api/bitacora';
import { iniciarRemitente } from './avisos/remitente';
import { ENLACES_AVISOS } from './funciones/avisosDeContenido';
import { iniciarProgramados } from './funciones/programacion';
import { cifrarSecretosGuardados, exigirClaveTotp } from './autenticacion/cifradoTotp';
import { sincronizarMedios } from '@server/imagenes/biblioteca';
import { almacenDe } from './imagenes/almacen';
import { purgarEdicion } from './db/repositorios/edicion';

async function main() {
  const config = readConfig();
  exigirClaveTotp(config);
  const db = await abrirBaseDatos(config);
  // TOTP secrets of an older database (in clear), or under the database's key once CLAVE_TOTP is set
  const cifrados = await cifrarSecretosGuardados(db, config);
  if (cifrados) console.log(`Secretos de verificación en dos pasos cifrados con la clave en uso: ${cifrados}.`);
  const sembrar = async (d: Db) => ({
    sembrado: config.seedDemo !== 'nada' ? await sembrarDemo(d, config) : false,
    primero: config.seedDemo === 'nada' ? await crearPrimerSuperadmin(d, process.env) : null,
  });
  // instances starting together on one empty PostgreSQL: one seeds, the others wait and find it done
  const { sembrado, primero } =
    db.motor === 'postgres'
      ? await db.transaccion(async (tx) => {
          await tx.ejecutar(sql`SELECT pg_advisory_xact_lock(4815162343)`);
          return sembrar(tx);
        })
      : await sembrar(db);
  const purgar = async () => {
    await purgarVencidas(db);
    await purgarLimites(db); // expired rows of the attempt limits
    await purgarBitacora(db, config.bitacoraDias); // audit entries older than BITACORA_DIAS
    await purgarEdicion(db); // drafts older than 30 days, locks abandoned for a day (issue 48)
    await repoSolicitudes(db).purgar(config.solicitudesDias); // enquiries older than SOLICITUDES_DIAS (issue 45)
  };
  await purgar();
  // the images already on the site (seeded, or stored before the library) as assets of the library (issue 43)
  const enBiblioteca = await sincronizarMedios(db, almacenDe(config));
  if (enBiblioteca) console.log(`Imágenes agregadas a la biblioteca: ${enBiblioteca}.`);
  setInterval(() => void purgar().catch(() => {}), 3600_000).unref();

  // ALMACEN=s3: a bucket that does not answer or refuses the keys is said at once, in Spanish; the
  // instance still starts (/salud/listo answers 503 until the bucket answers: decision 0065)
  if (config.almacen.tipo === 's3') {
    const { bucket, endpoint, region } = config.almacen;
    await almacenDe(config)
      .comprobar?.(5_000)
      .catch(() =>
        console.error(
          `El bucket «${bucket}» no responde en ${endpoint ?? region} o rechaza S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY: /salud/listo responderá 503 hasta que responda.`,
        ),
      );
  }
  const app = await buildApp({ db, config, logger: process.env.LOG !== '0' });
  await app.listen({ port: config.port, host: config.host });

  // images of an older database: renamed, re-encoded and given their variants in the background
  // (until then pages show the stored image); cheap when there is nothing to do
  actualizarImagenes(db, config).then(
    (r) => r.renombradas + r.variantes + r.sinArreglo.length > 0 && console.log(resumen(r)),
    (e: unknown) => console.error('No se pudieron actualizar las imágenes:', e instanceof Error ? e.message : e),
  );

  // the outbox's sender and the daily jobs (reminders, digests): one loop per instance
  const remitente = iniciarRemitente(db, config, { enlaces: ENLACES_AVISOS });
  // scheduled publishing: every PROGRAMADOS_MS, each item claimed by one instance (funciones/programacion.ts)
  const programados = iniciarProgramados(db, config);

  const url = `http://${config.host}:${config.port}`;
  const donde = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}` : config.databasePath;
  const lineas = [`\nSitio en ${url}  (base de datos: ${donde})`];
  if (config.seedDemo !== 'nada') {
    lineas.push(sembrado ? 'Contenido de demostración sembrado.' : 'Base de datos existente: no se volvió a sembrar.');
    lineas.push('Cuentas de demostración:');
    for (const c of CUENTAS_DEMO) {
      const rol = { e: 'alumno     ', a: 'admin      ', s: 'superadmin ' }[c.rol];
      lineas.push(`  ${rol} usuario: ${c.usuario.padEnd(12)} contraseña: ${c.contrasena}`);
    }
  }
  if (primero) lineas.push(`Super administrador inicial creado: ${primero}`);
  lineas.push(remitente.destino === 'smtp' ? 'Correos: por SMTP (SMTP_URL).' : `Correos: archivos .eml en ${config.correoDir}`);
  console.log(lineas.join('\n') + '\n');

  // graceful shutdown: /salud answers 503 at once (the balancer stops sending); for DRAIN_DELAY_MS
  // (0 by default) the instance still answers everything, each answer closing its connection, so a
  // balancer that polls /salud/listo takes it out before its port closes (decision 0070); then the
  // server stops accepting connections, the requests in flight finish and answer, and the database
  // closes. A second signal, or DRAIN_MS more without finishing, ends the process at once.
  let cerrandose = false;
  const cerrar = async () => {
    if (cerrandose) process.exit(1);
    cerrandose = true;
    app.cerrando();
    const aviso = Math.max(0, Number(process.env.DRAIN_DELAY_MS ?? 0) || 0);
    setTimeout(() => process.exit(1), aviso + Number(process.env.DRAIN_MS ?? 10_000)).unref();
    if (aviso) await new Promise((r) => setTimeout(r, aviso));
    await app.close();
    await remitente.detener();
    await programados.detener();
    await db.cerrar();
    process.exit(0);
  };
  process.on('SIGINT', () => void cerrar());
  process.on('SIGTERM', () => void cerrar());
}

main().catch((e) => {
  console.error('No se pudo iniciar el servidor:', e instanceof Error ? e.message : e);
  process.exit(1);
});
