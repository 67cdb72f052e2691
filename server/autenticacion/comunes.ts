// The common-passwords list shipped with the project (contrasenas-comunes.txt: where it comes from
// is written at its top), read once on first use. A new password found in it is refused.
import fs from 'node:fs';
import path from 'node:path';
import { RAIZ } from '../raiz';

let lista: Set<string> | undefined;

/** True when `contrasena` (compared in lower case) is among the 3,000 most common ones. */
export function esContrasenaComun(contrasena: string): boolean {
  if (!lista) {
    const texto = fs.readFileSync(path.join(RAIZ, 'server', 'autenticacion', 'contrasenas-comunes.txt'), 'utf8');
    lista = new Set(texto.split('\n').filter((l) => l && !l.startsWith('#')));
  }
  return lista.has(contrasena.normalize('NFC').trim().toLowerCase());
}
