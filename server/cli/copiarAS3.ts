// `npm run copiar-a-s3`: copies an existing site's uploads (UPLOADS_DIR) into the bucket ALMACEN=s3
// and S3_* name (docs/almacenamiento.md). Idempotent and resumable (copiarObjetos.ts): run it while
// the site still serves from the folder, again right before switching, and once more after; the
// folder is left as it is (remove it once the site runs on the bucket).
import path from 'node:path';
import { readConfig } from '../config';
import { AlmacenDisco, almacenDe } from '../imagenes/almacen';
import { copiarObjetos, type Copia } from './copiarObjetos';

export async function copiarAS3(env: NodeJS.ProcessEnv = process.env, avance?: (c: Copia) => void): Promise<Copia> {
  const config = readConfig(env);
  if (config.almacen.tipo !== 's3')
    throw new Error('Defina ALMACEN=s3 y las variables S3_* del bucket de destino (docs/almacenamiento.md); UPLOADS_DIR es la carpeta de origen.');
  const destino = almacenDe(config);
  try {
    await destino.comprobar?.(10_000);
  } catch {
    throw new Error(
      `El bucket «${config.almacen.bucket}» no responde en ${config.almacen.endpoint ?? config.almacen.region} o rechaza las credenciales S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY.`,
    );
  }
  return copiarObjetos(new AlmacenDisco(path.resolve(config.uploadsDir)), destino, avance);
}

if (require.main === module) {
  copiarAS3(process.env, (c) => console.log(`… ${c.copiados} copiados`))
    .then((c) => {
      console.log(
        `Copia a S3 terminada: ${c.copiados} archivos copiados (${Math.round(c.bytes / 1024)} KB), ${c.yaEstaban} ya estaban en el bucket.`,
      );
      process.exit(0);
    })
    .catch((e) => {
      console.error('No se pudo copiar a S3:', e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
