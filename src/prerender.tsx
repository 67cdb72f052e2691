// Build time only (a node bundle, webpack.config.js): the home page's first screen as static HTML,
// written into dist/index.html so a phone paints the header and the hero before the JavaScript
// arrives. The app mounts beside it and removes it in the same task (index.tsx); other paths get
// app.html, without it.
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { makeStore } from './app/store';
import { buildRoutes } from './app/routeTable';

export async function inicioEstatico(): Promise<string> {
  const rutas = buildRoutes();
  const manejador = createStaticHandler(rutas);
  const contexto = await manejador.query(new Request('http://localhost/'));
  if (contexto instanceof Response) throw new Error(`la ruta / respondió ${contexto.status}`);
  const { store } = makeStore(undefined, { persist: false });
  return renderToStaticMarkup(
    <Provider store={store}>
      <StaticRouterProvider router={createStaticRouter(manejador.dataRoutes, contexto)} context={contexto} hydrate={false} />
    </Provider>,
  );
}
