// A page's document title: its own name, then the site's (browser and server write the same).
export const SUFIJO_TITULO = 'Ingeniería en Desarrollo y Gestión de Software';

export const tituloCompleto = (titulo: string) => `${titulo} | ${SUFIJO_TITULO}`;

/** A name cut to `n` characters, for the accessible labels of an item's buttons ("Validar: …"). */
export const corto = (t: string, n = 60) => (t.length > n ? `${t.slice(0, n)}…` : t);
