// A sender in its own process (the crash test kills it with SIGKILL mid-batch): opens the same
// database as the test (DATABASE_PATH, or DATABASE_URL with ESQUEMA) and sends to SMTP_URL.
import { readConfig } from '../config';
import { abrirBaseDatos } from '@server/abrir';
import { iniciarRemitente } from '../avisos/remitente';
import { ENLACES_AVISOS } from '@server/funciones/avisosDeContenido';

async function main() {
  const config = readConfig();
  const db = await abrirBaseDatos({ ...config, esquema: process.env.ESQUEMA });
  iniciarRemitente(db, config, {
    lote: Number(process.env.LOTE ?? 5),
    leaseMs: Number(process.env.LEASE_MS ?? 1500),
    intervaloMs: 20,
    periodicasMs: 3600_000,
    enlaces: ENLACES_AVISOS,
  });
  process.stdout.write('listo\n');
}

void main();
