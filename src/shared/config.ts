// Build-time configuration (webpack DefinePlugin replaces process.env.X; jest reads the real env).
const env = (v: string | undefined, dflt: string) => (v === undefined || v === '' ? dflt : v);
const conBarra = (v: string) => (v.endsWith('/') ? v : `${v}/`);

/** Base address of the api.php server; '/' means the site's own origin. */
export const API_BASE = conBarra(env(process.env.API_BASE, '/'));
/** Prefix applied to stored image paths (docs/SPEC.md §3); defaults to the API base. */
export const IMG_BASE = conBarra(env(process.env.IMG_BASE, API_BASE));

let apiBaseActual = API_BASE;
/** The api.php base in use: the build's, unless a test pointed it at its own server. */
export const apiBase = () => apiBaseActual;
export function usarApiBase(url: string): void {
  apiBaseActual = conBarra(url);
}

export const SITIO = {
  nombre: 'Ingeniería en Desarrollo y Gestión de Software',
  universidad: env(process.env.UNIVERSIDAD_URL, 'https://www.utags.edu.mx/'),
  redes: {
    facebook: env(process.env.FACEBOOK_URL, 'https://www.facebook.com/UTAGS'),
    instagram: env(process.env.INSTAGRAM_URL, 'https://www.instagram.com/utags_oficial/'),
    youtube: env(process.env.YOUTUBE_URL, 'https://www.youtube.com/@UTAGS'),
  },
};

/** Days a form's draft is kept in the browser (a shared lab computer); older drafts are dropped. */
export const BORRADORES_DIAS = Math.max(1, Number(env(process.env.BORRADORES_DIAS, '7')) || 7);
