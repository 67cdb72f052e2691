// The router's navigate, registered once the router exists, so store listeners (confirmed
// intents, an expired session) can change the route.
type Navegar = (ruta: string) => void;
let navegarActual: Navegar = (ruta) => window.history.pushState(null, '', ruta);

export function registrarNavegador(fn: Navegar): void {
  navegarActual = fn;
}

export function navegar(ruta: string): void {
  navegarActual(ruta);
}
