// What the staff-edited pages' funcion tests share (server/entidades/paginas/*.test.ts): a fresh
// harness for every test, reading a page as a visitor and editing one as an admin.
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';
import type { ClavePagina, Pagina } from '@/shared/api/contrato/paginas';

/** Opens a harness before each test (handed to `usar`) and closes it after it; answers the helpers on it. */
export function prepararPaginas(usar: (h: Harness) => void, env: Record<string, string> = {}) {
  let h: Harness;
  abrirArnes('prueba', (x) => usar((h = x)), env);

  const pagina = async <C extends ClavePagina>(clave: C) => (await h.llamar('mostrarPagina', { clave })).body as unknown as Pagina<C>;
  const editar = (clave: ClavePagina, campos: Record<string, string>, quien: 'a' | 'e' = 'a') =>
    h.llamar('editarPagina', { clave, titulo: 'Título', cuerpo: 'Texto.', ...campos }, { quien, multipart: true });
  return { pagina, editar };
}
