// Shared by the attack tests (server/ataquesInicioSesion.test.ts, ataquesContrasenas.test.ts,
// ataquesCuerpos.test.ts): a fresh harness for every test, and a login from a given address.
import { nuevoHarness, type Harness } from './arnes';

export const INCORRECTO = { codigo: 0, mensaje: 'Usuario o contraseña incorrectos.' };
export const entrar = (h: Harness, usuario: string, contrasena: string, ip = '127.0.0.1') =>
  h.llamar('iniciarSesion', { usuario, contrasena }, { ip });

/** The current test's harness (a live binding: importers read the one harnessPorPrueba() built). */
export let h: Harness;

/** Registers the beforeEach/afterEach that give every test of the calling file its own harness. */
export function harnessPorPrueba() {
  beforeEach(async () => {
    h = await nuevoHarness();
  });
  afterEach(() => h.cerrar());
}
