// What the accounts' funcion tests share (server/entidades/usuarios/*.test.ts): a fresh harness for
// every test, and helpers that read the accounts directly and register a student as an admin.
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';

/** Opens a harness before each test (handed to `usar`) and closes it after it; answers the helpers on it. */
export function prepararUsuarios(usar: (h: Harness) => void) {
  let h: Harness;
  abrirArnes('prueba', (x) => usar((h = x)));

  const usuarios = () => h.db.prepare('SELECT * FROM usuarios ORDER BY pk_usuario').all();
  const fila = (pk: number) => h.db.prepare('SELECT * FROM usuarios WHERE pk_usuario = ?').get(pk) as Record<string, unknown>;
  const porMatricula = (m: string) => h.db.prepare('SELECT * FROM usuarios WHERE matricula = ?').get(m) as Record<string, unknown> | undefined;

  async function registrarAlumno(alumno: string, matricula: string) {
    const r = await h.llamar('registrarUsuario', { rol: 'e', alumno, matricula }, { quien: 'a' });
    expect(r.body).toMatchObject({ codigo: 1 });
    return porMatricula(matricula)!.pk_usuario as number;
  }
  return { usuarios, fila, porMatricula, registrarAlumno };
}
