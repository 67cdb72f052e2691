// A path with one parameter, as the route table and the links both need it (shared/rutas.ts builds
// every entity's with it).

/** A route with one parameter: call it to build a path; `patron` is what the router matches. */
export interface RutaCon<P extends string> {
  (valor: string | number): string;
  readonly patron: `${string}:${P}`;
}

export function con<P extends string>(base: string, parametro: P): RutaCon<P> {
  const construir = (valor: string | number) => `${base}/${encodeURIComponent(String(valor))}`;
  return Object.assign(construir, { patron: `${base}/:${parametro}` as `${string}:${P}` });
}

/** An admin list and its edit form (`<lista>/<edicion>/:<parametro>`), as most entities have them. */
export function listaConEdicion<P extends string>(lista: string, edicion: string, parametro: P) {
  return { lista, editar: con(`${lista}/${edicion}`, parametro) };
}
