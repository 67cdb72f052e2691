// Attempt limits kept in the database (rate-limiter-flexible's SQLite store on better-sqlite3,
// table `limites` of migration 005): they survive a restart and every instance on the same file
// shares them. Used the way the library's login-protection recipe does, with one difference that
// matters here: an attempt is RESERVED (consumed) before the password is verified, so a burst of
// concurrent guesses cannot all be checked, and given back (`reward`/`delete`) when it succeeds,
// so only failures count.
//
// - per account + address: 5 consecutive failures, then 15 minutes refused (the hard limit);
// - per address: 100 failed logins an hour (a campus NAT's typos stay far below; LOGIN_FALLOS_DIRECCION);
// - per account alone: a count of consecutive failures from anywhere, which only DELAYS the next
//   attempts (never refuses), so nobody can lock an admin or a student out from another address;
// - per funcion (`limite` in the dispatch table): calls accepted per address and window.
//
// On SQLite the limits write through a second connection to the same file: a refused call still
// changes no row on the app's connection (the fuzz and role tests check total_changes()). On
// PostgreSQL, the library's PostgreSQL store on the app's pool, same table: every instance counts
// in the same rows.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Db } from '../db/db';
import { claveLimite } from './direccion';

const TABLA = 'limites';
const MINUTO = 60;

export const LOGIN = {
  /** Consecutive failures per account + address before the pair is refused… */
  fallosCuentaDireccion: 5,
  /** …for this long (seconds). */
  bloqueoCuentaDireccion: 15 * MINUTO,
  /** Failed logins per address and hour. */
  fallosDireccion: 100,
  /** Failed university sign-in returns (with a transaction cookie) per address and hour: their own count, never the login's (issue 45). */
  fallosRegresoDireccion: 100,
  /** Failures of one account (any address) after which each attempt waits before it is checked. */
  fallosAntesDeEsperar: 5,
  /** The first wait (ms); it doubles with each further failure, up to `esperaMaxima`. */
  esperaInicial: 250,
  esperaMaxima: 5000,
} as const;

/** Wrong second-factor attempts (codes, recovery codes, the password of an enrolment or a disable). */
export const SEGUNDO_PASO = {
  /** Per account + address: like the login's pair, then `bloqueo` refused. */
  fallosCuentaDireccion: 5,
  /** Per address, whatever the account, per hour. */
  fallosDireccion: 20,
  /** Per account from anywhere: then `bloqueo` in which codes of the app are refused but recovery codes still open it. */
  fallosCuenta: 10,
  bloqueo: 15 * MINUTO,
} as const;

/** The wait before checking a password of an account with `fallos` consecutive failures. */
export function esperaPorFallos(fallos: number): number {
  if (fallos < LOGIN.fallosAntesDeEsperar) return 0;
  return Math.min(LOGIN.esperaInicial * 2 ** (fallos - LOGIN.fallosAntesDeEsperar), LOGIN.esperaMaxima);
}

/** Spanish refusal naming the wait in minutes (at least 1). */
export function mensajeEspera(ms: number): string {
  const min = Math.max(1, Math.ceil(ms / 60_000));
  return `Demasiados intentos fallidos. Espere ${min} ${min === 1 ? 'minuto' : 'minutos'} e inténtelo de nuevo.`;
}

/** Drops expired rows of the limits (hourly, beside the expired sessions). */
export async function purgarLimites(db: Db): Promise<void> {
  await db.ejecutar(sql`DELETE FROM ${sql.table(TABLA)} WHERE expire < ${Date.now()}`);
}

export type Reserva = { ok: true } | { ok: false; ms: number };

/** The limiter's methods that take a key first. */
const CON_CLAVE = new Set(['consume', 'reward', 'penalty', 'get', 'delete', 'block', 'set']);

/**
 * Issue 45: every limit keyed by an address counts an IPv6 address as its /64 (direccion.ts), at
 * the one place every limiter is made: whichever caller builds the key (`ip`, `cuenta|ip`).
 */
function porPrefijo(l: RateLimiterAbstract): RateLimiterAbstract {
  return new Proxy(l, {
    get(objetivo, nombre, receptor) {
      const v: unknown = Reflect.get(objetivo, nombre, receptor);
      if (typeof nombre !== 'string' || !CON_CLAVE.has(nombre) || typeof v !== 'function') return v;
      return (clave: unknown, ...resto: unknown[]) =>
        (v as (...a: unknown[]) => unknown).call(objetivo, typeof clave === 'string' ? claveLimite(clave) : clave, ...resto);
    },
  });
}

export class Limites {
  /** SQLite: the connection the limits write through (the app's own one for an in-memory database). */
  readonly conexion: Database.Database | null;
  readonly loginDireccion: RateLimiterAbstract;
  readonly loginCuentaDireccion: RateLimiterAbstract;
  readonly loginCuenta: RateLimiterAbstract;
  /** Failed university sign-in returns per address (LOGIN.fallosRegresoDireccion), apart from the login's budget. */
  readonly regresoOidcDireccion: RateLimiterAbstract;
  readonly cambioContrasena: RateLimiterAbstract;
  /** Wrong second-factor attempts (SEGUNDO_PASO): per account from anywhere (codes of the app only)… */
  readonly segundoPaso: RateLimiterAbstract;
  /** …per account + address, and per address. */
  readonly segundoPasoCuentaDireccion: RateLimiterAbstract;
  readonly segundoPasoDireccion: RateLimiterAbstract;
  private porFuncion = new Map<string, RateLimiterAbstract>();
  private propia: boolean;

  constructor(
    private readonly db: Db,
    /** `fallosDireccion`: LOGIN_FALLOS_DIRECCION (config.ts), the per-address budget of failed logins an hour. */
    opciones: { fallosDireccion?: number } = {},
  ) {
    this.propia = db.sqlite !== null && !db.memory;
    if (!db.sqlite) {
      this.conexion = null;
    } else if (this.propia) {
      this.conexion = new Database(db.name, { fileMustExist: true });
      this.conexion.pragma('busy_timeout = 5000');
      this.conexion.pragma('synchronous = NORMAL');
    } else {
      this.conexion = db.sqlite;
    }
    this.loginDireccion = this.limitador('login-dir', opciones.fallosDireccion ?? LOGIN.fallosDireccion, 3600, 0);
    this.loginCuentaDireccion = this.limitador('login-cta-dir', LOGIN.fallosCuentaDireccion, 24 * 3600, LOGIN.bloqueoCuentaDireccion);
    // a counter, never a refusal: its points are out of reach
    this.loginCuenta = this.limitador('login-cta', Number.MAX_SAFE_INTEGER, 24 * 3600, 0);
    this.regresoOidcDireccion = this.limitador('oidc-dir', LOGIN.fallosRegresoDireccion, 3600, 0);
    this.cambioContrasena = this.limitador('cambio', 5, 15 * MINUTO, 0);
    this.segundoPaso = this.limitador('2fa-cta', SEGUNDO_PASO.fallosCuenta, SEGUNDO_PASO.bloqueo, SEGUNDO_PASO.bloqueo);
    this.segundoPasoCuentaDireccion = this.limitador('2fa-cta-dir', SEGUNDO_PASO.fallosCuentaDireccion, SEGUNDO_PASO.bloqueo, SEGUNDO_PASO.bloqueo);
    this.segundoPasoDireccion = this.limitador('2fa-dir', SEGUNDO_PASO.fallosDireccion, 3600, 0);
  }

  private propiaDb: Db | null = null;
  /**
   * The database for writes that must survive a refusal and leave the app's connection untouched
   * (security events): SQLite, this connection; PostgreSQL, the app's pool (outside any transaction).
   */
  dbPropia(): Db {
    if (!this.conexion || this.conexion === this.db.sqlite) return this.db.raiz;
    return (this.propiaDb ??= Db.sqliteDe(this.conexion));
  }

  private limitador(keyPrefix: string, points: number, duration: number, blockDuration: number): RateLimiterAbstract {
    const comun = { tableName: TABLA, tableCreated: true, keyPrefix, points, duration, blockDuration };
    if (!this.conexion) return porPrefijo(new RateLimiterPostgres({ ...comun, storeClient: this.db.pool, storeType: 'pool' }));
    return porPrefijo(new RateLimiterSQLite({ ...comun, storeClient: this.conexion, storeType: 'better-sqlite3' }));
  }

  /** The per-address limit of a funcion of the dispatch table (registrarPregunta). */
  deFuncion(nombre: string, max: number, ventanaMs: number): RateLimiterAbstract {
    return this.contador(`f-${nombre}`, max, ventanaMs);
  }

  /** A counter in the limits table under `prefijo` (made once per prefix and size): `penalty` counts without refusing. */
  contador(prefijo: string, max: number, ventanaMs: number): RateLimiterAbstract {
    const nombre = `${prefijo}/${max}/${ventanaMs}`;
    let l = this.porFuncion.get(nombre);
    if (!l) this.porFuncion.set(nombre, (l = this.limitador(prefijo, max, Math.ceil(ventanaMs / 1000), 0)));
    return l;
  }

  /** Takes one point before the work it guards; a refusal says how long to wait. Store errors throw. */
  async reservar(limitador: RateLimiterAbstract, clave: string): Promise<Reserva> {
    try {
      await limitador.consume(clave);
      return { ok: true };
    } catch (e) {
      if (e instanceof RateLimiterRes) return { ok: false, ms: e.msBeforeNext };
      throw e;
    }
  }

  /** Consecutive failures counted under `clave` (0 when none or expired). */
  async cuenta(limitador: RateLimiterAbstract, clave: string): Promise<number> {
    return (await limitador.get(clave))?.consumedPoints ?? 0;
  }

  cerrar(): void {
    if (this.propia && this.conexion?.open) this.conexion.close();
  }
}
