// The entry: a few hundred bytes that start the app once the page has been seen. A server-rendered
// page (#estado-inicial, its store's state as a JSON data block) is readable and its links work
// before any of this runs; taps on its buttons are recorded by the inline script of
// shared/lib/toques.ts. Its inline loader (shared/lib/cargador.ts) inserts this entry only after the
// page's largest photo has painted (bounded wait), and the app starts in steps that each stay a short task: React DOM, the router, Redux
// Toolkit, then the app, each evaluated in a task of its own, with the downloads of all of them
// started together (#chunks-app lists their files) and each file compiled in a task of its own.
// Hydration itself runs inside a transition (app/arranque.tsx), in slices that yield. Without an
// embedded state (role areas, a static host) the app renders from scratch at once.

import { cargarArchivos, ceder } from './app/antesDelArranque';

async function iniciar(): Promise<void> {
  const embebido = document.getElementById('estado-inicial');
  if (embebido) {
    await cargarArchivos();
    await ceder();
  }
  // webpackExports: only what the app uses is kept (an import() of a whole module would keep every export)
  await import(/* webpackChunkName: "react-dom", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await ceder();
  await import(/* webpackChunkName: "router", webpackExports: ["createBrowserRouter"] */ 'react-router-dom');
  await ceder();
  await import(/* webpackChunkName: "rtk", webpackExports: ["configureStore"] */ '@reduxjs/toolkit');
  await import(/* webpackChunkName: "rtk", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await import(/* webpackChunkName: "rtk", webpackExports: ["Provider"] */ 'react-redux');
  await ceder();
  const { arrancar } = await import(/* webpackChunkName: "arranque" */ './app/arranque');
  await ceder();
  await arrancar(embebido, ceder);
}

void iniciar();
