// Images arrive as data URLs inside form fields, are checked by their bytes (guardadas.ts), re-encoded
// by sharp in the bounded pool of image processes (imagenes.ts: a busy pool refuses with a Spanish 503
// before anything is written) and written to the store (almacen.ts) as 'uploads/<carpeta>/<name>.<ext>'.
// Files written for a call that then fails are removed (Subidas.descartar); after it commits, the
// variants are queued.
import type { Db } from '../db/db';
import { ErrorApi } from '@server/base/errores';
import { claveDe, type Almacen } from './almacen';
import { MENSAJES_MEDIO, pkDeMedio } from '@/shared/api/contrato/medios';
import { repoMedios } from '../entidades/medios/repositorio';
import { identificarImagen } from './formatos';
import { MAX_LADO, MAX_PIXELES, NO_IMAGEN, nombreNuevo, servicioDe, type ServicioImagenes, type Reencodificada, type TipoImagen } from './imagenes';

export { MAX_LADO, MAX_PIXELES, type TipoImagen };
export { borrarGuardada, decodificarImagen, esRutaGuardada } from './guardadas';
import { decodificarImagen, esRutaGuardada } from './guardadas';

/** An asset of the library as an image field picks it (`medio:<pk>`): its stored path and text. */
export interface Elegida {
  ruta: string;
  alt: string | null;
  decorativa: boolean;
}

/**
 * The images written during one call. `guardar` accepts a new data URL, or a stored path the
 * entity already owns (`propias`); `descartar` removes what this call wrote (on failure).
 */
export class Subidas {
  private escritas: string[] = [];
  private nuevas: string[] = [];
  /** Data URL → its re-encoded image, prepared by `revisar` (async) for `guardar` (sync, inside a transaction). */
  private preparadas = new Map<string, Reencodificada>();
  /** Stored paths this call may keep beyond the entity's own: a restored revision's (`permitir`). */
  private permitidas = new Set<string>();
  /** `medio:<pk>` → the asset it names (checked by `revisar`, or by `guardar` through `db`). */
  private elegidas = new Map<string, Elegida>();
  /** What this call stored, with its size and pixels (each becomes an asset of the library). */
  private detalles: { ruta: string; bytes: number; ancho: number; alto: number }[] = [];
  /** Where the library's assets are read: the call's database (its transaction while it writes). */
  private db: Db | null = null;
  /** Data URL → its write, started by `preparar(…, carpeta)` once re-encoded, before the transaction (issue 46). */
  private adelantadas = new Map<string, { ruta: string; carpeta: string; escrita: Promise<void>; tomada?: boolean }>();
  /** Started writes `guardar` took without waiting (`sinEsperar`): `escritasListas` waits for them before the commit. */
  private diferidas: Promise<void>[] | null = null;

  constructor(
    /** Where the images go (almacen.ts). */
    readonly almacen: Almacen,
    private readonly maxBytes: number,
    /** The image pool and background queue (imagenes.ts); by default the environment's settings. */
    private readonly imagenes: ServicioImagenes = servicioDe(almacen),
  ) {}

  /**
   * Checks, decodes and re-encodes without writing: validate every image before touching the
   * disk. A data URL must pass here before `guardar` can write it.
   */
  async revisar(valor: string, propias: ReadonlySet<string> = new Set()): Promise<void> {
    if (pkDeMedio(valor) !== null) return void (await this.elegida(valor));
    if (esRutaGuardada(valor)) {
      if (!propias.has(valor) && !this.permitidas.has(valor)) throw new ErrorApi('Una de las imágenes no pertenece a este registro.');
      return;
    }
    if (this.preparadas.has(valor)) return;
    const { buf, tipo } = decodificarImagen(valor, this.maxBytes);
    this.preparadas.set(valor, await this.imagenes.reencodificar(buf, tipo, this.maxBytes));
  }

  /**
   * Re-encodes every new image (data URL) of a call: the handler's `prepara` step, before the
   * dispatcher opens the write transaction. Stored paths are checked by `guardar` against the
   * entity's own images, inside it.
   */
  async preparar(valores: Iterable<string>, carpeta?: string): Promise<void> {
    for (const v of valores) {
      if (esRutaGuardada(v)) continue;
      await this.revisar(v);
      if (carpeta) this.adelantar(v, carpeta);
    }
  }

  /** Starts writing a re-encoded image into `carpeta` now, for `guardar(valor, carpeta)` to take (see `adelantadas`). */
  private adelantar(valor: string, carpeta: string): void {
    const lista = this.preparadas.get(valor);
    if (!lista || this.adelantadas.has(valor)) return;
    const ruta = `uploads/${carpeta}/${nombreNuevo(lista)}`;
    const escrita = this.almacen.crear(claveDe(ruta), lista.buf);
    escrita.catch(() => {}); // its failure is `guardar`'s to report (a Spanish 503), or nobody's when unused
    this.escritas.push(ruta);
    this.adelantadas.set(valor, { ruta, carpeta, escrita });
  }

  /** From here `guardar` does not wait for a started write: the transaction calls `escritasListas` before it commits. */
  sinEsperar(): void {
    this.diferidas ??= [];
  }
  /** Waits for the started writes `guardar` took; throws the first refusal (the transaction then rolls back). */
  async escritasListas(): Promise<void> {
    const d = this.diferidas ?? [];
    this.diferidas = null;
    await Promise.all(d);
  }

  /** The database the library's assets are read from (the pipeline sets the call's, then its transaction's). */
  usar(db: Db): this {
    this.db = db;
    return this;
  }

  /**
   * The asset a `medio:<pk>` names: a picked image is reused as it is stored (never encoded again);
   * an unknown one is refused in Spanish.
   */
  async elegida(valor: string): Promise<Elegida> {
    const hecha = this.elegidas.get(valor);
    if (hecha) return hecha;
    const pk = pkDeMedio(valor);
    const m = pk !== null && this.db ? await repoMedios(this.db).porPk(pk) : undefined;
    if (!m) throw new ErrorApi(MENSAJES_MEDIO.elegidaNoExiste);
    const e = { ruta: m.ruta, alt: m.alt, decorativa: m.decorativa };
    this.elegidas.set(valor, e);
    return e;
  }

  /** The text of the asset a field picked (`medio:<pk>`, after `revisar` or `guardar`), for an item sent without one. */
  textoDe(valor: string): Omit<Elegida, 'ruta'> | undefined {
    return this.elegidas.get(valor);
  }

  /** What this call stored (path, bytes, pixels). */
  guardadas(): readonly { ruta: string; bytes: number; ancho: number; alto: number }[] {
    return this.detalles;
  }

  /** Lets this call keep stored paths the entity no longer uses: those of the revision it restores (kept on disk while a revision uses them). */
  permitir(rutas: Iterable<string>): void {
    for (const r of rutas) if (esRutaGuardada(r)) this.permitidas.add(r);
  }

  /**
   * Checks and re-encodes an image's bytes (a file of an import's ZIP: issue 43) with revisar's checks
   * and pool, without writing; `guardarReencodificada` writes the result.
   */
  async reencodificarBytes(buf: Buffer): Promise<Reencodificada> {
    if (buf.length > this.maxBytes) throw new ErrorApi(`La imagen es demasiado grande (máximo ${Math.round(this.maxBytes / 1024 / 1024)} MB).`, 413);
    const dims = identificarImagen(buf);
    if (!dims) throw new ErrorApi(NO_IMAGEN);
    if (dims.ancho < 1 || dims.alto < 1 || dims.ancho > MAX_LADO || dims.alto > MAX_LADO || dims.ancho * dims.alto > MAX_PIXELES) {
      throw new ErrorApi(`La imagen tiene dimensiones no admitidas (máximo ${MAX_LADO} px por lado).`);
    }
    return this.imagenes.reencodificar(buf, dims.tipo, this.maxBytes);
  }

  /** Writes an image re-encoded by `reencodificarBytes` (tracked like guardar's: a refusal discards it) and lets this call keep its path. */
  async guardarReencodificada(lista: Reencodificada, carpeta: string): Promise<string> {
    const ruta = `uploads/${carpeta}/${nombreNuevo(lista)}`;
    await this.almacen.crear(claveDe(ruta), lista.buf);
    this.escritas.push(ruta);
    this.nuevas.push(ruta);
    this.permitidas.add(ruta);
    this.detalles.push({ ruta, bytes: lista.buf.length, ancho: lista.ancho, alto: lista.alto });
    return ruta;
  }

  /** Writes an image `revisar` prepared (inside the call's transaction: a refusal discards it). */
  async guardar(valor: string, carpeta: string, propias: ReadonlySet<string> = new Set()): Promise<string> {
    if (pkDeMedio(valor) !== null) return (await this.elegida(valor)).ruta;
    if (esRutaGuardada(valor)) {
      if (!propias.has(valor) && !this.permitidas.has(valor)) throw new ErrorApi('Una de las imágenes no pertenece a este registro.');
      return valor;
    }
    const lista = this.preparadas.get(valor);
    if (!lista) {
      decodificarImagen(valor, this.maxBytes); // a bad image is refused in Spanish as before
      throw new Error('Subidas.guardar: la imagen no pasó por revisar()');
    }
    const adelantada = this.adelantadas.get(valor);
    if (adelantada?.carpeta === carpeta && !adelantada.tomada) {
      // written since before the transaction: waited for here, or just before the commit (a refused PUT fails the call, which rolls back)
      adelantada.tomada = true;
      if (this.diferidas) this.diferidas.push(adelantada.escrita);
      else await adelantada.escrita;
      this.nuevas.push(adelantada.ruta);
      this.detalles.push({ ruta: adelantada.ruta, bytes: lista.buf.length, ancho: lista.ancho, alto: lista.alto });
      return adelantada.ruta;
    }
    const ruta = `uploads/${carpeta}/${nombreNuevo(lista)}`;
    await this.almacen.crear(claveDe(ruta), lista.buf);
    this.escritas.push(ruta);
    this.nuevas.push(ruta);
    this.detalles.push({ ruta, bytes: lista.buf.length, ancho: lista.ancho, alto: lista.alto });
    return ruta;
  }

  /**
   * `guardar` for a list, one after the other: when one is refused, every file written before it
   * is known to `descartar` (writes in parallel could still land after it ran).
   */
  async guardarTodas(valores: readonly string[], carpeta: string, propias: ReadonlySet<string> = new Set()): Promise<string[]> {
    const rutas: string[] = [];
    for (const v of valores) rutas.push(await this.guardar(v, carpeta, propias));
    return rutas;
  }

  /**
   * Removes every file this call wrote, once the writes still under way have landed (none lands after
   * its removal); a write that failed left nothing to remove. A removal the store refuses leaves a file
   * no row names (the orphan sweep's), never a failed call in place of the refusal being reported.
   */
  async descartar(): Promise<void> {
    const adelantadas = [...this.adelantadas.values()];
    this.adelantadas.clear();
    this.diferidas = null;
    const fallidas = new Set(
      (await Promise.allSettled(adelantadas.map((a) => a.escrita))).flatMap((r, i) => (r.status === 'rejected' ? [adelantadas[i].ruta] : [])),
    );
    for (const ruta of this.escritas) if (!fallidas.has(ruta)) await this.almacen.borrar(claveDe(ruta)).catch(() => {});
    this.escritas = [];
    this.nuevas = [];
    this.detalles = [];
  }

  /** The call committed: queue the variants of what it wrote; a write started for an image it did not keep is removed. */
  confirmar(): void {
    for (const { ruta, escrita, tomada } of this.adelantadas.values()) {
      if (tomada) continue;
      this.escritas = this.escritas.filter((r) => r !== ruta);
      void escrita.then(() => this.almacen.borrar(claveDe(ruta))).catch(() => {});
    }
    this.adelantadas.clear();
    this.imagenes.encolar(this.nuevas);
    this.nuevas = [];
    this.preparadas.clear();
  }

  /**
   * What this call wrote so far is committed for good (a pending change's new images, issue 48): its
   * variants are queued and a later refusal of the call no longer removes those files.
   */
  conservar(): void {
    this.confirmar();
    this.escritas = [];
    this.detalles = [];
  }

  get cuantas(): number {
    return this.escritas.length;
  }
}
