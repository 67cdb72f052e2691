// Demo content for an empty database: three demo accounts (student, admin, super admin) and
// each entity's demo rows (semilla.ts). Also the first super admin from env vars when demo seeding is off.
import { repoAvisos } from '@server/db/repositorios/avisos';
import type { Db } from '@server/db/db';
import { insertarUsuario } from '@server/autenticacion/altaUsuario';
import { esContrasenaComun } from '@server/autenticacion/comunes';
import { problemaContrasenaNueva } from '@/shared/api/contrato/usuarios';
import type { AppConfig } from '@server/config';
import { repoEnlace } from '@server/entidades/enlace/repositorio';
import { repoUsuarios } from '@server/entidades/usuarios/repositorio';
import { ordenarSemillas } from './semilla';
import { semillasDescubiertas } from './semillas.generado';
import { asegurarIndice, reconstruirIndice } from '@server/busqueda/indice';

export { insertarUsuario };

export const CUENTAS_DEMO = [
  {
    rol: 'e',
    usuario: '20231001',
    contrasena: 'Alumno#2026',
    nombre: 'Ana Lucía Hernández Ruiz',
    matricula: '20231001',
    correo: 'ana.hernandez@ejemplo.edu.mx',
  },
  { rol: 'a', usuario: 'admin', contrasena: 'Admin#2026', nombre: 'Carlos Méndez Ortiz', matricula: null, correo: 'carlos.mendez@ejemplo.edu.mx' },
  {
    rol: 's',
    usuario: 'superadmin',
    contrasena: 'Super#2026',
    nombre: 'Patricia Gómez Salas',
    matricula: null,
    correo: 'patricia.gomez@ejemplo.edu.mx',
  },
] as const;

/**
 * The demo rows: the enrolment link first, then every `server/entidades/<x>/semilla.ts` exporting a
 * `semilla` (found by convention, herramientas/generadores/semillas.mjs; each after the seeds its
 * `despuesDe` names), and last the search index, filled from the rows they wrote.
 */
async function sembrarContenido(db: Db, config: AppConfig): Promise<void> {
  await repoEnlace(db).guardar({ enlace: 'https://www.ut-ejemplo.edu.mx/inscripciones', estatus: 0 });
  for (const s of ordenarSemillas(semillasDescubiertas)) await s.sembrar(db, config);
  // the demo rows were written straight to their tables, so the search index is filled from them
  if (!(await asegurarIndice(db))) await reconstruirIndice(db);
}

/** Seeds demo content when the database has no user yet. Returns true when it seeded. */
export async function sembrarDemo(db: Db, config: AppConfig): Promise<boolean> {
  if (await repoUsuarios(db).hayUsuarios()) return false;
  // the demo accounts' printed logins keep working with the password alone
  // with confirmed addresses under the reserved ejemplo.edu.mx: the one-command site's notices land as .eml files
  for (const { correo, ...c } of CUENTAS_DEMO) await repoAvisos(db).fijarCorreo(await insertarUsuario(db, { ...c, exento2fa: true }), correo);
  if (config.seedDemo === 'todo') await sembrarContenido(db, config);
  return true;
}

/** With demo seeding off: creates the first super admin from SUPERADMIN_USUARIO/CONTRASENA once. */
export async function crearPrimerSuperadmin(db: Db, env: NodeJS.ProcessEnv): Promise<string | null> {
  const hay = await repoUsuarios(db).haySuperadmin();
  const usuario = env.SUPERADMIN_USUARIO?.trim();
  const contrasena = env.SUPERADMIN_CONTRASENA ?? '';
  if (hay || !usuario) return null;
  if (contrasena.length < 8) throw new Error('SUPERADMIN_CONTRASENA debe tener al menos 8 caracteres.');
  const problema = problemaContrasenaNueva(contrasena, [usuario], esContrasenaComun);
  if (problema) throw new Error(`SUPERADMIN_CONTRASENA no es válida: ${problema}`);
  await insertarUsuario(db, { rol: 's', usuario, contrasena, nombre: env.SUPERADMIN_NOMBRE?.trim() || 'Super administrador' });
  return usuario;
}
