// Shared by the attack tests (server/ataquesInicioSesion.test.ts, ataquesContrasenas.test.ts,
// ataquesCuerpos.test.ts, each with a fresh harness per test: server/pruebas/arnesPorPrueba.ts):
// the answer to a wrong password, and a login from a given address.
import type { Harness } from './arnes';

export const INCORRECTO = { codigo: 0, mensaje: 'Usuario o contraseña incorrectos.' };
export const entrar = (h: Harness, usuario: string, contrasena: string, ip = '127.0.0.1') =>
  h.llamar('iniciarSesion', { usuario, contrasena }, { ip });
