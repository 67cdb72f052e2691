// What the password reset tests share (server/funciones/restablecer.test.ts, restablecerAdmin.test.ts):
// a fresh harness for every test on a site with its address, alumno1 with a confirmed address and
// admin1 with one it never confirmed; the e-mails written, the link in one, asking and using it.
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';

export const NUEVA = 'Girasol-Azul-2031';
export const tokenDe = (texto: string) => /\/restablecer_contrasena\?token=([\w-]+\.[\w-]{43})/.exec(texto)?.[1] ?? '';

/** Opens a harness before each test (handed to `usar`) and closes it after; answers the helpers on it. */
export function prepararRestablecer(usar: (h: Harness) => void) {
  let h: Harness;
  abrirArnes(
    'prueba',
    (x) => {
      h = x;
      h.db.prepare("UPDATE usuarios SET correo = 'alumno1@ejemplo.edu.mx', correo_confirmado = 1 WHERE usuario = 'alumno1'").run();
      // admin1 typed an address it never confirmed: it gets nothing
      h.db.prepare("UPDATE usuarios SET correo_pendiente = 'admin1@ejemplo.edu.mx' WHERE usuario = 'admin1'").run();
      usar(h);
    },
    { SITE_URL: 'https://carrera.ejemplo.edu.mx' },
  );

  const salida = () =>
    h.db.prepare('SELECT destinatario, asunto, texto FROM salida ORDER BY pk_mensaje').all() as {
      destinatario: string;
      asunto: string;
      texto: string;
    }[];
  const pedir = (cuenta: string, ip = '203.0.113.5') => h.llamar('pedirRestablecimiento', { cuenta }, { ip });
  const restablecer = (token: string, contrasena_nueva: string) => h.llamar('restablecerContrasena', { token, contrasena_nueva });
  async function enlaceDe(cuenta = 'alumno1') {
    expect((await pedir(cuenta)).status).toBe(200);
    return tokenDe(salida().at(-1)?.texto ?? '');
  }
  return { salida, pedir, restablecer, enlaceDe };
}
