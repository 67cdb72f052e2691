// Server configuration read once from the environment; every variable has a working default.
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  uploadsDir: string;
  distDir: string;
  /** Demo seeding of an empty database: everything, only the three demo accounts, or nothing. */
  seedDemo: 'todo' | 'cuentas' | 'nada';
  /** Extra origins allowed to make state-changing calls (the site's own origin is always allowed). */
  allowedOrigins: string[];
  cookieSecure: boolean;
  sessionHours: number;
  /** Largest decoded image accepted, in bytes. */
  maxImageBytes: number;
  /** Largest request body, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Public address of the site, without a trailing slash: canonical URLs, og:image, sitemap. */
  siteUrl: string;
}

const root = path.resolve(__dirname, '..');

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return !['0', 'false', 'no', 'off'].includes(v.toLowerCase());
}

/** SITE_URL, or the address the server listens on (a wildcard host means this machine). */
function siteUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  const h = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${h}:${port}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    siteUrl: siteUrl(env, host, port),
    databasePath: path.resolve(root, env.DATABASE_PATH ?? 'data/sitio.db'),
    uploadsDir: path.resolve(root, env.UPLOADS_DIR ?? 'uploads'),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO === 'cuentas' ? 'cuentas' : bool(env.SEED_DEMO, true) ? 'todo' : 'nada',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    cookieSecure: bool(env.COOKIE_SECURE, false),
    sessionHours: Number(env.SESSION_HOURS ?? 8),
    maxImageBytes: Number(env.MAX_IMAGE_BYTES ?? 5 * 1024 * 1024),
    bodyLimit: Number(env.BODY_LIMIT ?? 60 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
