// Mounts <App/>. A page the server rendered carries its store's state (#estado-inicial, a JSON
// data block): the matched lazy pages are loaded first (their chunks came as <script defer>), then
// React hydrates the server's markup with that state. Without it (role areas, a static host) the
// app renders from scratch.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { buildRoutes, resolverRutas } from './app/routeTable';
import type { RootState } from './app/store';

const root = document.getElementById('root')!;
const embebido = document.getElementById('estado-inicial');

if (embebido) {
  const estado = JSON.parse(embebido.textContent ?? '{}') as RootState;
  void resolverRutas(buildRoutes(), location.pathname).then((rutas) => hydrateRoot(root, <App estado={estado} rutas={rutas} />));
} else {
  createRoot(root).render(<App />);
}
