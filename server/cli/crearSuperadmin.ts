// `npm run crear-superadmin`: creates the first super admin of a database seeded without demo
// content, asking for the login name, the name and the password (not echoed on a terminal).
// Reads the same DATABASE_PATH as the server. Refuses when a super admin already exists.
import readline from 'node:readline';
import { readConfig } from '../config';
import { abrirSqlite } from '@server/abrir';
import { crearPrimerSuperadmin } from '@server/semillas';
import { repoUsuarios } from '../entidades/usuarios/repositorio';

/** Reads answers line by line; on a terminal the password answers are not echoed. */
function preguntador() {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  const lineas: string[] = [];
  const esperando: ((l: string | null) => void)[] = [];
  let cerrado = false;
  let oculto = false;
  const salida = rl as unknown as { _writeToOutput(s: string): void; output: NodeJS.WriteStream };
  const escribirOriginal = salida._writeToOutput?.bind(rl);
  if (escribirOriginal) {
    salida._writeToOutput = (s: string) => {
      if (!oculto) escribirOriginal(s);
    };
  }
  rl.on('line', (l) => (esperando.length ? esperando.shift()!(l) : lineas.push(l)));
  rl.on('close', () => {
    cerrado = true;
    while (esperando.length) esperando.shift()!(null);
  });
  return {
    preguntar(texto: string, ocultar = false): Promise<string | null> {
      oculto = ocultar && process.stdin.isTTY === true;
      process.stdout.write(texto);
      if (lineas.length) return Promise.resolve(lineas.shift()!);
      if (cerrado) return Promise.resolve(null);
      return new Promise((resolve) => esperando.push(resolve));
    },
    cerrar: () => rl.close(),
  };
}

async function main(): Promise<number> {
  const config = readConfig();
  const db = abrirSqlite(config.databasePath);
  const p = preguntador();
  try {
    const usuarios = repoUsuarios(db);
    if (await usuarios.haySuperadmin()) {
      console.error('Ya existe un super administrador en esta base de datos; no se creó otro.');
      return 1;
    }
    const usuario = ((await p.preguntar('Usuario del super administrador [superadmin]: ')) ?? '').trim() || 'superadmin';
    const nombre = ((await p.preguntar('Nombre completo [Super administrador]: ')) ?? '').trim() || 'Super administrador';
    const contrasena = (await p.preguntar('Contraseña (mínimo 8 caracteres): ', true)) ?? '';
    process.stdout.write('\n');
    const repetida = (await p.preguntar('Repita la contraseña: ', true)) ?? '';
    process.stdout.write('\n');
    if (contrasena !== repetida) {
      console.error('Las contraseñas no coinciden; no se creó la cuenta.');
      return 1;
    }
    if (await usuarios.loginOcupado(usuario)) {
      console.error(`El usuario «${usuario}» ya existe; elija otro.`);
      return 1;
    }
    const creado = await crearPrimerSuperadmin(db, { SUPERADMIN_USUARIO: usuario, SUPERADMIN_CONTRASENA: contrasena, SUPERADMIN_NOMBRE: nombre });
    console.log(`Super administrador creado: ${creado} (base de datos: ${config.databasePath}).`);
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    p.cerrar();
    await db.cerrar();
  }
}

void main().then((code) => process.exit(code));
