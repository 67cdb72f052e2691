// Shared by the audit trail tests (server/api/bitacora.test.ts, server/api/bitacoraRelato.test.ts): one
// harness per file (prepararBitacora() registers its beforeAll/afterAll) and the trail's rows as stored.
import { nuevoHarness, type Harness } from './arnes';

/** The calling file's harness (a live binding: importers read the one prepararBitacora() built). */
export let h: Harness;

export function prepararBitacora() {
  beforeAll(async () => {
    h = await nuevoHarness();
  });
  afterAll(() => h.cerrar());
}

export type Fila = {
  fk_usuario: number | null;
  nombre_usuario: string;
  funcion: string;
  entidad: string;
  pk_entidad: number | null;
  resumen: string;
  fecha: string;
};
export const entradas = () => h.db.prepare('SELECT * FROM bitacora ORDER BY pk_bitacora').all() as Fila[];
export const ultima = () => entradas().at(-1)!;
