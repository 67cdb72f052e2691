// For tests that check the site's own pages, links and tiles without copying the whole list: the
// expected items are there, in that order, and whatever a new feature declares may sit between them.

/** The items of `lista` that are in `esperados`, in `lista`'s order (compare with `esperados`). */
export const enOrden = <T>(lista: readonly T[], esperados: readonly T[]): T[] => {
  const claves = new Set(esperados.map((e) => JSON.stringify(e)));
  return lista.filter((x) => claves.has(JSON.stringify(x)));
};
