// A bounded memory of answers, the least recently used one out first: at most `maxEntradas`
// answers and `maxBytes` bytes (each answer's size as its caller measures it). A Map keeps
// insertion order, so moving a read entry to the end makes its first key the oldest.
export class Recientes<T> {
  private readonly mapa = new Map<string, { valor: T; bytes: number }>();
  private usados = 0;

  constructor(
    readonly maxEntradas: number,
    readonly maxBytes: number,
  ) {}

  get entradas(): number {
    return this.mapa.size;
  }

  get bytes(): number {
    return this.usados;
  }

  leer(clave: string): T | undefined {
    const e = this.mapa.get(clave);
    if (!e) return undefined;
    this.mapa.delete(clave);
    this.mapa.set(clave, e);
    return e.valor;
  }

  /** Keeps `valor`; one bigger than the whole bound is not kept at all. */
  guardar(clave: string, valor: T, bytes: number): void {
    this.quitar(clave);
    if (bytes > this.maxBytes || this.maxEntradas < 1) return;
    this.mapa.set(clave, { valor, bytes });
    this.usados += bytes;
    for (const vieja of this.mapa.keys()) {
      if (this.mapa.size <= this.maxEntradas && this.usados <= this.maxBytes) break;
      this.quitar(vieja);
    }
  }

  private quitar(clave: string): void {
    const e = this.mapa.get(clave);
    if (!e) return;
    this.usados -= e.bytes;
    this.mapa.delete(clave);
  }
}
