// The third red team's findings (issue 45), replayed as an attacker would against a running,
// compiled site on 127.0.0.1 only: `npm run ataques` (builds the server first) or
//   npx tsx herramientas/ataques/reensayo.ts
// It starts its own sites (node dist-server/index.js) on a temporary SQLite file, and again on a
// fresh PostgreSQL schema when PRUEBAS_POSTGRES is set, with demo content, plus the tests' OpenID
// provider; prints one line per finding, `OK <name>: <what was checked>` or `FINDING <name>: <what
// happened>`, then the totals; and removes everything it made. ATAQUES_RAIZ=<another checkout>
// attacks that tree's dist-server instead (an older commit, to see the script fail). Bounded: at
// most a few hundred requests per check, every wait capped. Exit code 1 when any FINDING.
import fs from 'node:fs';
import path from 'node:path';
import { MEDIOS } from './medios';
import { BAJOS_CONTENIDO } from './bajosContenido';
import { BAJOS_CUENTAS } from './bajosCuentas';
import { INFO } from './info';
import { CUENTAS, entrar, type Comprobacion, type Contexto } from './sitio';
import { HIJOS, carpeta, esServidor, iniciarServidor, nuevaBase } from './servidor';
import { iniciarProveedor } from './oidc';

const RAIZ = path.resolve(__dirname, '..', '..');
const OBJETIVO = path.resolve(process.env.ATAQUES_RAIZ ?? RAIZ);

/** The order they run in: A's saves flood last but one (it spends the admin's saves for a minute), the purge's restart last. */
const ORDEN: Comprobacion[] = [
  MEDIOS[0],
  MEDIOS[1],
  MEDIOS[2],
  MEDIOS[3],
  BAJOS_CONTENIDO[0],
  BAJOS_CUENTAS[0],
  BAJOS_CUENTAS[1],
  BAJOS_CUENTAS[2],
  BAJOS_CONTENIDO[1],
  BAJOS_CONTENIDO[2],
  INFO[0],
  INFO[1],
  BAJOS_CONTENIDO[3],
  INFO[2],
];

const CUENTAS_PROVEEDOR = {
  propia: { preferred_username: 'p3', email: '20231001@uni.ejemplo.mx', email_verified: true, name: 'Ana Lucía' },
  ajena: { preferred_username: 'p1', email: '20231001@otro-dominio.example', email_verified: true },
  nueva: { preferred_username: 'A0099', email: 'nueva@uni.ejemplo.mx', email_verified: true, name: 'Nueva\r\n\u202EAlumna' },
  marcado: { preferred_username: '<b>A1234</b>', email: 'm@uni.ejemplo.mx', email_verified: true },
  cirilico: { preferred_username: 'superadm\u0456n1', email: 'c@uni.ejemplo.mx', email_verified: true },
  crlf: { preferred_username: 'A12\r\n\u202E34', email: 'r@uni.ejemplo.mx', email_verified: true },
  formula: { preferred_username: '=HYPERLINK("x")1', email: 'f@uni.ejemplo.mx', email_verified: true },
};

async function unMotor(urlPg: string | undefined): Promise<{ hallazgos: number; total: number }> {
  const motor = urlPg ? 'postgres' : 'sqlite';
  const limpiar: (() => Promise<unknown>)[] = [];
  try {
    const proveedor = await iniciarProveedor(RAIZ, CUENTAS_PROVEEDOR);
    limpiar.push(() => proveedor.cerrar());
    const sitio = async (nombre: string, env: Record<string, string>) => {
      const dir = carpeta(nombre);
      const base = await nuevaBase(dir, urlPg);
      limpiar.push(async () => {
        await base.borrar();
        fs.rmSync(dir, { recursive: true, force: true });
      });
      const todo = { TRUST_PROXY: '1', ...proveedor.env, ...base.env, ...env };
      return { dir, base, env: todo, iniciar: (puerto?: number) => iniciarServidor(OBJETIVO, dir, todo, { puerto }) };
    };
    const conServidor = async (s: ReturnType<typeof iniciarServidor>) => {
      const r = await s;
      if (!esServidor(r)) throw new Error(`un sitio no inició:\n${r.salidaAlTerminar.slice(-2000)}`);
      limpiar.push(() => r.detener());
      return r;
    };
    const defA = await sitio('a', { SEED_DEMO: '1', OIDC_CLAIM_MATRICULA: 'email:local', OIDC_DOMINIOS: 'uni.ejemplo.mx' });
    const defB = await sitio('b', { SEED_DEMO: 'cuentas', LOG: '0', OIDC_CREAR_ALUMNOS: '1' });
    const defC = await sitio('c', { SEED_DEMO: 'cuentas', LOG: '0', OIDC_CLAIM_MATRICULA: 'email:local' });
    // one after the other: the older trees' migrations of two schemas at once on one PostgreSQL collided
    const a = await conServidor(defA.iniciar());
    const b = await conServidor(defB.iniciar());
    let n = 0;
    let cookieAdmin: string | undefined;
    const ctx: Contexto = {
      motor,
      a,
      b,
      iniciarSinDominios: async () => {
        const r = await defC.iniciar();
        if (esServidor(r)) limpiar.push(() => r.detener());
        return r;
      },
      ip: () => `10.45.${Math.floor(++n / 250)}.${(n % 250) + 1}`,
      admin: async () => {
        if (cookieAdmin) return cookieAdmin;
        const r = await entrar(ctx.a, CUENTAS.a.usuario, CUENTAS.a.contrasena, ctx.ip());
        if (!r.cookie) throw new Error(`el admin no pudo entrar: ${r.mensaje}`);
        return (cookieAdmin = r.cookie);
      },
      reiniciarA: async () => {
        const anterior = ctx.a;
        const puerto = Number(new URL(anterior.url).port);
        await anterior.detener();
        return conServidor(defA.iniciar(puerto));
      },
      baseA: defA.base,
      secretos: new Map(),
    };
    let hallazgos = 0;
    for (const c of ORDEN) {
      let r;
      try {
        r = await c.correr(ctx);
      } catch (e) {
        r = { ok: false, detalle: `the check could not run: ${e instanceof Error ? e.message : String(e)}` };
      }
      if (!r.ok) hallazgos++;
      console.log(`${r.ok ? 'OK' : 'FINDING'} ${c.nombre} [${motor}]: ${r.detalle.replace(/\s+/g, ' ')}`);
    }
    console.log(`Total [${motor}]: ${hallazgos} FINDING, ${ORDEN.length - hallazgos} OK of ${ORDEN.length}`);
    return { hallazgos, total: ORDEN.length };
  } finally {
    for (const f of limpiar.reverse()) await f().catch(() => undefined);
  }
}

async function main() {
  if (!fs.existsSync(path.join(OBJETIVO, 'dist-server', 'index.js')))
    throw new Error(`No hay ${path.join(OBJETIVO, 'dist-server', 'index.js')}: ejecute npm run build:server en ese árbol.`);
  console.log(`Reensayo de los hallazgos del issue 45 contra ${OBJETIVO} (solo 127.0.0.1)`);
  const motores = [undefined, ...(process.env.PRUEBAS_POSTGRES ? [process.env.PRUEBAS_POSTGRES] : [])];
  let hallazgos = 0;
  let total = 0;
  for (const m of motores) {
    const r = await unMotor(m);
    hallazgos += r.hallazgos;
    total += r.total;
  }
  console.log(`Total: ${hallazgos} FINDING of ${total} checks`);
  process.exitCode = hallazgos ? 1 : 0;
}

for (const senal of ['SIGINT', 'SIGTERM'] as const)
  process.on(senal, () => {
    for (const h of HIJOS) h.kill('SIGKILL');
    process.exit(130);
  });

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 2;
});
