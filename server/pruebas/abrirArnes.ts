// The harness's life in a test file, for the shared helpers of server/pruebas/ (foro.ts, usuarios.ts,
// proyectos.ts, paginasEditables.ts): one for the whole file or a fresh one for every test.
import { nuevoHarness, type Harness } from './arnes';

/** Opens a harness (its `env`) before the file's tests ('archivo') or before each test ('prueba'), hands it to `usar`, and closes it after. */
export function abrirArnes(cada: 'archivo' | 'prueba', usar: (h: Harness) => void, env: Record<string, string> = {}): void {
  let h: Harness;
  const [antes, despues] = cada === 'archivo' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  antes(async () => {
    h = await nuevoHarness(env);
    usar(h);
  });
  despues(() => h.cerrar());
}
