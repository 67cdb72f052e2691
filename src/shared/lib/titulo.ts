// A page's document title: its own name, then the site's (browser and server write the same).
export const SUFIJO_TITULO = 'Ingeniería en Desarrollo de Software';

export const tituloCompleto = (titulo: string) => `${titulo} | ${SUFIJO_TITULO}`;
