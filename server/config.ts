// Server configuration read once from the environment; every variable has a working default.
import path from 'node:path';
import { RAIZ } from './raiz';
import { leerClaveTotp } from './base/claveTotp';
import { leerOidc, type ConfigOidc } from './base/configOidc';
import { leerAlmacen, type ConfigAlmacen } from './base/configAlmacen';

export interface AppConfig {
  port: number;
  host: string;
  databasePath: string;
  /** DATABASE_URL=postgres://…: PostgreSQL instead of the SQLite file (several instances can share it). */
  databaseUrl: string | undefined;
  uploadsDir: string;
  /** ALMACEN and S3_*: the UPLOADS_DIR folder (default) or an S3-compatible bucket (imagenes/configAlmacen.ts). */
  almacen: ConfigAlmacen;
  distDir: string;
  /** Demo seeding of an empty database: everything, only the three demo accounts, or nothing. */
  seedDemo: 'todo' | 'cuentas' | 'nada';
  /** Extra origins allowed to make state-changing calls (the site's own origin is always allowed). */
  allowedOrigins: string[];
  cookieSecure: boolean;
  sessionHours: number;
  /** Largest decoded image accepted, in bytes. */
  maxImageBytes: number;
  /** Image processes (imagenes/pool.ts): how many images are encoded at once (cores image work may take). */
  imageWorkers: number;
  /** Longest time one image may take to encode; the process is killed and the upload refused. */
  imageTimeLimitMs: number;
  /** Uploads that may wait for an image process; beyond, a call is refused with a Spanish 503. */
  imageQueue: number;
  /** Photos that may wait for their variants in the background; beyond, they are built on demand or by `npm run imagenes`. */
  imageBackgroundMax: number;
  /** Largest request body, in bytes (multipart: the SPA's forms, images included). */
  bodyLimit: number;
  /** Largest urlencoded body, in bytes: it never carries images. */
  urlencodedLimit: number;
  /** Largest text field of a multipart body (the image and import fields may reach bodyLimit). */
  textFieldLimit: number;
  /** Node's headersTimeout: the request line and headers must arrive within this (ms). */
  headersTimeoutMs: number;
  /** Node's requestTimeout: the whole request, body included, must arrive within this (ms). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open after its last answer (ms). */
  keepAliveTimeoutMs: number;
  /** fastify's connectionTimeout: a connection with no traffic at all for this long is cut (ms). */
  connectionTimeoutMs: number;
  /** Open connections accepted at most (server.maxConnections)… */
  maxConnections: number;
  /** …of which the last ones are kept for GET /salud: past maxConnections − this, others get 503. */
  connectionsReserved: number;
  /** Minutes without a call after which a staff session (admin, super admin) ends. */
  sesionInactivaMinutos: number;
  /** The same for students. */
  sesionInactivaMinutosAlumno: number;
  /** Hours a shared preview link works (VISTA_PREVIA_HORAS; server/funciones/vistasPrevias.ts). */
  vistaPreviaHoras: number;
  /** GET /metrics answers only with this bearer token; unset: no /metrics at all (issue 46). */
  metricsToken: string | undefined;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses/CIDRs; never all. */
  trustProxy: number | string[] | false;
  /** Days an initial password stays valid (0: forever, as docs/SPEC.md §4 has it). */
  contrasenaInicialDias: number;
  /** Days the audit trail keeps an entry (0: forever). */
  bitacoraDias: number;
  /** REVISIONES_MAX: how many of its newest revisions each item keeps (default 50; 0: all); from 2 up, its first one is kept too. */
  revisionesMax: number;
  /** Refused calls written as security events per address and minute; the rest are counted (0: all). */
  rechazosPorMinuto: number;
  /** LOGIN_FALLOS_DIRECCION: failed logins per address and hour before that address is refused (default 100). */
  loginFallosDireccion?: number;
  /** SOLICITUDES_DIAS: days an enquiry is kept after it was received, then purged (default 365; 0: forever; issue 45). */
  solicitudesDias: number;
  /** GUARDADOS_POR_MINUTO: saves of items with a history each account may make per minute (default 60; 0: no limit; issue 45). */
  guardadosPorMinuto: number;
  logLevel: string;
  /** Public address of the site, without a trailing slash: canonical URLs, og:image, sitemap. */
  siteUrl: string;
  /** The programme's IANA time zone: event times are typed and shown in it (kept in UTC). */
  zonaHoraria: string;
  /** SMTP_URL (smtp://usuario:clave@servidor:587, smtps://…): where e-mails go; empty: .eml files in correoDir. */
  smtpUrl: string | undefined;
  /** Folder of the .eml files when there is no SMTP_URL. */
  correoDir: string;
  /** The From of every e-mail. */
  correoRemitente: string;
  /** Hours an item may wait for review before the admins' reminder names it. */
  avisoPendienteHoras: number;
  /** The hour (0–23, ZONA_HORARIA) from which each day's reminder and digests are sent. */
  avisoHora: number;
  /** Days a sent e-mail (address and body) stays in the outbox. */
  correoConservarDias: number;
  /** Least minutes between two notice e-mails to one account; later notices wait and go in one (0: each at once). */
  avisoAgruparMinutos: number;
  /** PROGRAMADOS_MS: milliseconds between two runs of the scheduled publishing job (publicarEn / retirarEn). */
  programadosMs: number;
  /** NODE_ENV=production: what must be configured is required at start (CLAVE_TOTP). */
  produccion: boolean;
  /** CLAVE_TOTP: the key of the TOTP secrets at rest (32 bytes); null: the database's own (not in production). */
  claveTotp: Buffer | null;
  /** OIDC_*: the university sign-in (docs/oidc.md); null without OIDC_ISSUER. */
  oidc: ConfigOidc | null;
}

const root = RAIZ;

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

/**
 * TRUST_PROXY: a hop count (`1`: one reverse proxy in front, the client address is the last one it
 * appended to X-Forwarded-For) or a comma-separated list of the proxies' addresses or CIDRs.
 * `true`/`*` (believe any client-supplied X-Forwarded-For) is refused.
 */
export function leerTrustProxy(v: string | undefined): number | string[] | false {
  const t = (v ?? '').trim();
  if (!t || t === '0') return false;
  if (/^\d{1,2}$/.test(t)) return Number(t);
  const lista = t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const direccion = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/i;
  const mala = lista.find((s) => !direccion.test(s));
  if (mala !== undefined) {
    throw new Error(
      `TRUST_PROXY debe ser un número de saltos (1) o una lista de direcciones o redes de los proxies (10.0.0.1,10.1.0.0/16); no se acepta «${mala}».`,
    );
  }
  return lista;
}

/** DATABASE_URL: empty for the SQLite file; otherwise a postgres:// (or postgresql://) address. */
export function leerDatabaseUrl(v: string | undefined): string | undefined {
  const t = (v ?? '').trim();
  if (!t) return undefined;
  if (!/^postgres(ql)?:\/\//.test(t))
    throw new Error('DATABASE_URL debe ser una dirección postgres://usuario:contraseña@servidor:5432/base (o quedar vacía para usar SQLite).');
  return t;
}

/** ZONA_HORARIA: an IANA zone Intl knows; a typo fails at start instead of shifting every event. */
export function leerZonaHoraria(v: string | undefined): string {
  const t = (v ?? '').trim() || 'America/Mexico_City';
  try {
    return new Intl.DateTimeFormat('es-MX', { timeZone: t }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`ZONA_HORARIA debe ser una zona horaria como America/Mexico_City; no se reconoce «${t}».`);
  }
}

/** AVISO_HORA: a whole hour 0–23 (default 8); anything else fails at start instead of never sending. */
export function leerHora(v: string | undefined): number {
  const t = (v ?? '').trim();
  if (!t) return 8;
  if (!/^\d{1,2}$/.test(t) || Number(t) > 23) throw new Error(`AVISO_HORA debe ser una hora entera de 0 a 23; no se acepta «${t}».`);
  return Number(t);
}

/** A positive number from the environment, or the default (a bad value never means "no limit"). */
function positivo(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : dflt;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    siteUrl: siteUrl(env, host, port),
    databasePath: path.resolve(root, env.DATABASE_PATH ?? 'data/sitio.db'),
    databaseUrl: leerDatabaseUrl(env.DATABASE_URL),
    uploadsDir: path.resolve(root, env.UPLOADS_DIR ?? 'uploads'),
    almacen: leerAlmacen(env),
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    seedDemo: env.SEED_DEMO === 'cuentas' ? 'cuentas' : bool(env.SEED_DEMO, true) ? 'todo' : 'nada',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: bool(env.COOKIE_SECURE, false),
    sessionHours: Number(env.SESSION_HOURS ?? 8),
    maxImageBytes: Number(env.MAX_IMAGE_BYTES ?? 5 * 1024 * 1024),
    imageWorkers: Math.max(1, Math.floor(Number(env.IMAGE_WORKERS ?? 2) || 2)),
    imageTimeLimitMs: Math.max(50, Number(env.IMAGE_TIME_LIMIT_MS ?? 20_000) || 20_000),
    imageQueue: Math.max(0, Math.floor(Number(env.IMAGE_QUEUE ?? 8))) || 0,
    imageBackgroundMax: Math.max(0, Math.floor(Number(env.IMAGE_BACKGROUND_MAX ?? 500))) || 0,
    bodyLimit: Number(env.BODY_LIMIT ?? 60 * 1024 * 1024),
    urlencodedLimit: Math.min(Number(env.URLENCODED_LIMIT ?? 1024 * 1024), Number(env.BODY_LIMIT ?? 60 * 1024 * 1024)),
    textFieldLimit: positivo(env.TEXT_FIELD_LIMIT, 64 * 1024),
    headersTimeoutMs: positivo(env.HEADERS_TIMEOUT_MS, 20_000),
    requestTimeoutMs: positivo(env.REQUEST_TIMEOUT_MS, 120_000),
    keepAliveTimeoutMs: positivo(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    connectionTimeoutMs: positivo(env.CONNECTION_TIMEOUT_MS, 30_000),
    maxConnections: positivo(env.MAX_CONNECTIONS, 4_000),
    connectionsReserved: positivo(env.CONNECTIONS_RESERVED, 20),
    sesionInactivaMinutos: positivo(env.SESION_INACTIVA_MINUTOS, 30),
    sesionInactivaMinutosAlumno: positivo(env.SESION_INACTIVA_MINUTOS_ALUMNO, 120),
    vistaPreviaHoras: positivo(env.VISTA_PREVIA_HORAS, 48),
    trustProxy: leerTrustProxy(env.TRUST_PROXY),
    metricsToken: (env.METRICS_TOKEN ?? '').trim() || undefined,
    contrasenaInicialDias: Number(env.CONTRASENA_INICIAL_DIAS ?? 0) || 0,
    bitacoraDias: Math.max(0, Math.floor(Number(env.BITACORA_DIAS ?? 365) || 0)),
    revisionesMax: Math.max(0, Math.floor(Number(env.REVISIONES_MAX ?? 50) || 0)),
    loginFallosDireccion: Math.floor(positivo(env.LOGIN_FALLOS_DIRECCION, 100)),
    rechazosPorMinuto: Math.max(0, Math.floor(Number(env.RECHAZOS_POR_MINUTO ?? 30) || 0)),
    solicitudesDias: Math.max(0, Math.floor(Number(env.SOLICITUDES_DIAS ?? 365) || 0)),
    guardadosPorMinuto: Math.max(0, Math.floor(Number(env.GUARDADOS_POR_MINUTO ?? 60) || 0)),
    logLevel: env.LOG_LEVEL ?? 'info',
    zonaHoraria: leerZonaHoraria(env.ZONA_HORARIA),
    smtpUrl: (env.SMTP_URL ?? '').trim() || undefined,
    correoDir: path.resolve(root, env.CORREO_DIR ?? path.join(path.dirname(env.DATABASE_PATH ?? 'data/sitio.db'), 'correo')),
    correoRemitente: env.CORREO_REMITENTE ?? 'Ingeniería en Desarrollo y Gestión de Software <avisos@ejemplo.edu.mx>',
    avisoPendienteHoras: positivo(env.AVISO_PENDIENTE_HORAS, 24),
    avisoHora: leerHora(env.AVISO_HORA),
    correoConservarDias: positivo(env.CORREO_CONSERVAR_DIAS, 30),
    avisoAgruparMinutos: Math.max(0, Number(env.AVISO_AGRUPAR_MINUTOS ?? 5) || 0),
    programadosMs: positivo(env.PROGRAMADOS_MS, 30_000),
    produccion: env.NODE_ENV === 'production',
    claveTotp: leerClaveTotp(env.CLAVE_TOTP),
    oidc: leerOidc(env),
  };
}
