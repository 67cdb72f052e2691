// `npm run crear-superadmin` end to end: answers on stdin create the first super admin (its
// password hashed, usable to log in) once; a second run refuses; mismatched passwords create none.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { verifyPassword } from '../autenticacion/contrasenas';

const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const script = path.join(__dirname, 'crearSuperadmin.ts');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'superadmin-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const correr = (entrada: string) =>
  spawnSync(tsx, [script], { input: entrada, env: { ...process.env, DATABASE_PATH: path.join(dir, 'x.db') }, encoding: 'utf8', timeout: 30_000 });
const supers = () => {
  const db = new Database(path.join(dir, 'x.db'), { readonly: true });
  const filas = db.prepare("SELECT usuario, nombre_persona, hash FROM usuarios WHERE rol = 's'").all() as {
    usuario: string;
    nombre_persona: string;
    hash: string;
  }[];
  db.close();
  return filas;
};

it('creates the first super admin from the answers, then refuses a second one', async () => {
  const r = correr('jefa\nJefa de Carrera\nclave-segura-1\nclave-segura-1\n');
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Super administrador creado: jefa');
  const [s] = supers();
  expect(s).toMatchObject({ usuario: 'jefa', nombre_persona: 'Jefa de Carrera' });
  expect(await verifyPassword('clave-segura-1', s.hash)).toBe(true);

  const otra = correr('otro\nOtro\nclave-segura-2\nclave-segura-2\n');
  expect(otra.status).toBe(1);
  expect(otra.stderr).toContain('Ya existe un super administrador');
  expect(supers()).toHaveLength(1);
}, 60_000);

it('creates nothing when the passwords differ or are short', () => {
  expect(correr('\n\nclave-segura-1\notra-clave-22\n').status).toBe(1);
  const corta = correr('\n\ncorta\ncorta\n');
  expect(corta.status).toBe(1);
  expect(corta.stderr).toContain('al menos 8 caracteres');
  expect(supers()).toHaveLength(0);
}, 60_000);
