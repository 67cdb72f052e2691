// The app's start, after index.tsx has evaluated its libraries step by step. A server-rendered
// page: the store made from the embedded state (what QA imports), the matched lazy pages loaded,
// then hydrateRoot inside a transition, so React hydrates in slices that yield to the browser; once
// it has committed, the taps recorded before are replayed (shared/lib/toques.ts). The session is
// persisted only when there is one. Without an embedded state (role areas, a static host) the
// stored session is read back first, then the app renders from scratch.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { construirRutas, resolverRutas } from './enrutador';
import { makeStore, type RootState } from './store';
import { reproducirToques } from '../shared/lib/toques';

export async function arrancar(embebido: HTMLElement | null, ceder: () => Promise<void>): Promise<void> {
  const root = document.getElementById('root')!;
  if (!embebido) {
    const { store, persistir } = makeStore();
    await persistir(true);
    createRoot(root).render(<App store={store} />);
    return;
  }
  const estado = JSON.parse(embebido.textContent ?? '{}') as RootState;
  const { store, persistir } = makeStore(estado);
  const rutas = await resolverRutas(construirRutas(), location.pathname);
  await ceder();
  startTransition(() => {
    // replayed in a task of their own, outside React's commit: a field's change is rendered before
    // the submit that follows it reads the form's state
    hydrateRoot(root, <App store={store} rutas={rutas} hidratar alHidratar={() => void setTimeout(() => void reproducirToques(), 0)} />);
  });
  if (estado.session?.rol != null) void persistir();
}
