// The bounded pool every piece of image work goes through (an upload's re-encode, variants built
// on demand or in the background, `npm run imagenes`): up to IMAGE_WORKERS child processes
// (proceso.ts), one task each at a time. Child processes, not worker threads: a worker
// thread's sharp calls still run on the process's one libuv threadpool (4 threads, shared with
// fastify-static's file reads and scrypt), and a thread stuck in libvips cannot be stopped; a
// process has its own threads, runs at a lower CPU priority than the server, and is killed
// (SIGKILL) when a task passes IMAGE_TIME_LIMIT_MS. Waiting tasks are bounded (IMAGE_QUEUE):
// beyond it a call is refused at once with a Spanish "try again" (503).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ErrorApi } from '@server/base/errores';
import { RAIZ } from '../raiz';
import type { Reencodificada, Tarea } from './trabajo';

/** subida: a form is waiting; demanda: a browser is waiting for a variant; fondo: nobody waits. */
export type Prioridad = 'subida' | 'demanda' | 'fondo';

export interface OpcionesPool {
  /** Processes (and so cores) image work may use at once. */
  procesos: number;
  /** Longest time one image may take; the process is killed and replaced after it. */
  limiteMs: number;
  /** Most tasks waiting for a process (uploads and on-demand variants); beyond: 503. */
  maxCola: number;
}

export const MUCHAS_IMAGENES = 'El servidor está procesando muchas imágenes. Inténtelo de nuevo en unos minutos.';
export const IMAGEN_LENTA =
  'La imagen tardó demasiado en procesarse. Guárdela en un tamaño menor (por ejemplo, 1600 px de ancho) o en JPEG e inténtelo de nuevo.';
/** The image process ended in the middle of a task (libvips crashed on it, or it was killed). */
export const FALLO_PROCESO = 'No se pudo procesar la imagen: puede estar dañada. Guárdela de nuevo con un editor de imágenes e inténtelo otra vez.';

/**
 * The image process's file: the TypeScript source (tests, tsx) or its compiled twin in
 * dist-server/imagenes/, found from the project's root (the bundles that load this module live in
 * dist-server/ and dist-server/cli/, so their own folder says nothing).
 */
function archivoProceso(): { archivo: string; execArgv: string[] } {
  if (__filename.endsWith('.ts')) {
    return { archivo: path.join(__dirname, 'proceso.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
  }
  return { archivo: path.join(RAIZ, 'dist-server', 'imagenes', 'proceso.js'), execArgv: ['--enable-source-maps'] };
}

interface Trabajo {
  tarea: Tarea;
  prioridad: Prioridad;
  resolver: (r: unknown) => void;
  rechazar: (e: unknown) => void;
}

interface Respuesta {
  id: number;
  ok: boolean;
  r?: unknown;
  codigo?: string;
  mensaje?: string;
}

const ORDEN: Prioridad[] = ['subida', 'demanda', 'fondo'];

export class PoolImagenes {
  private libres: ChildProcess[] = [];
  private corriendo = 0;
  private colas: Record<Prioridad, Trabajo[]> = { subida: [], demanda: [], fondo: [] };
  private siguienteId = 1;
  private cerrado = false;
  private vivos = new Set<ChildProcess>();
  /** Processes that finished loading (a task's time limit counts from then: starting one under load takes seconds). */
  private listos = new WeakSet<ChildProcess>();
  /** Tasks finished, by how (for the bench and the tests). */
  readonly cuenta = { hechas: 0, vencidas: 0, rechazadas: 0 };

  constructor(readonly opciones: OpcionesPool) {}

  /** Tasks waiting for a process (not counting the ones running). */
  get esperando(): number {
    return this.colas.subida.length + this.colas.demanda.length + this.colas.fondo.length;
  }

  /** Tasks of one priority waiting for a process. */
  colasDe(p: Prioridad): number {
    return this.colas[p].length;
  }

  /** Every process is busy: a new task would wait. */
  get ocupado(): boolean {
    return this.corriendo >= this.opciones.procesos;
  }

  /**
   * Runs a task in an image process. Refused with a 503 ErrorApi when IMAGE_QUEUE tasks already
   * wait; with IMAGEN_LENTA (400) when it passes the time limit; the process's refusals come back
   * as FalloImagen codes in an Error whose `codigo` is set.
   */
  ejecutar(tarea: Extract<Tarea, { op: 'reencodificar' }>, prioridad: Prioridad): Promise<Reencodificada>;
  ejecutar(tarea: Exclude<Tarea, { op: 'reencodificar' }>, prioridad: Prioridad): Promise<Buffer>;
  ejecutar(tarea: Tarea, prioridad: Prioridad): Promise<unknown> {
    if (this.cerrado) return Promise.reject(new ErrorApi(MUCHAS_IMAGENES, 503));
    // uploads wait behind at most IMAGE_QUEUE others; on-demand variants (app.ts redirects them
    // instead) behind 4× that, as each is a fraction of an upload's work; the background is fed one at a time
    const tope = prioridad === 'subida' ? this.opciones.maxCola : this.opciones.maxCola * 4;
    if (this.ocupado && prioridad !== 'fondo' && this.colas[prioridad].length >= tope) {
      this.cuenta.rechazadas++;
      return Promise.reject(new ErrorApi(MUCHAS_IMAGENES, 503));
    }
    return new Promise((resolver, rechazar) => {
      this.colas[prioridad].push({ tarea, prioridad, resolver, rechazar });
      this.despachar();
    });
  }

  /** Stops every process (the server is closing); what waits is refused. */
  cerrar(): void {
    this.cerrado = true;
    for (const p of ORDEN) for (const t of this.colas[p].splice(0)) t.rechazar(new ErrorApi(MUCHAS_IMAGENES, 503));
    for (const h of this.vivos) h.kill('SIGKILL');
    this.vivos.clear();
    this.libres = [];
  }

  private siguiente(): Trabajo | undefined {
    for (const p of ORDEN) if (this.colas[p].length) return this.colas[p].shift();
    return undefined;
  }

  private despachar(): void {
    while (!this.cerrado && this.corriendo < this.opciones.procesos) {
      const t = this.siguiente();
      if (!t) return;
      this.corriendo++;
      this.correr(t, this.libres.pop() ?? this.nuevoProceso());
    }
  }

  private nuevoProceso(): ChildProcess {
    const { archivo, execArgv } = archivoProceso();
    const hijo = fork(archivo, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.vivos.add(hijo);
    // an idle image process never keeps the server (or a test run) alive
    hijo.unref();
    hijo.channel?.unref();
    hijo.on('exit', () => {
      this.vivos.delete(hijo);
      this.libres = this.libres.filter((h) => h !== hijo);
    });
    hijo.on('message', (m: { listo?: boolean }) => {
      if (m.listo) {
        this.listos.add(hijo);
        hijo.emit('listo');
      }
    });
    hijo.on('error', () => {}); // a failed spawn ends in 'exit' too, handled by the task's listener
    try {
      if (hijo.pid) os.setPriority(hijo.pid, 10); // the server's own requests first
    } catch {
      // not allowed here: the same priority as the server
    }
    return hijo;
  }

  private correr(t: Trabajo, hijo: ChildProcess): void {
    const id = this.siguienteId++;
    let terminado = false;
    // a task keeps the process alive (a server seeding its demo photos before listening has nothing
    // else that would); an idle image process never does
    hijo.ref();
    hijo.channel?.ref();
    const fin = (devolver: boolean) => {
      terminado = true;
      hijo.unref();
      hijo.channel?.unref();
      clearTimeout(reloj);
      hijo.off('listo', arrancarReloj);
      hijo.off('message', alMensaje);
      hijo.off('exit', alSalir);
      this.corriendo--;
      if (devolver && !this.cerrado) this.libres.push(hijo);
      this.despachar();
    };
    const alMensaje = (m: Respuesta) => {
      if (m.id !== id || terminado) return;
      fin(true);
      this.cuenta.hechas++;
      if (m.ok) t.resolver(aBuffers(m.r));
      else t.rechazar(Object.assign(new Error(m.mensaje ?? m.codigo), { codigo: m.codigo }));
    };
    const alSalir = () => {
      if (terminado) return;
      fin(false);
      t.rechazar(new ErrorApi(FALLO_PROCESO, 400));
    };
    let reloj: NodeJS.Timeout | undefined;
    const arrancarReloj = () => {
      if (terminado) return;
      reloj = setTimeout(() => {
        if (terminado) return;
        fin(false);
        this.cuenta.vencidas++;
        hijo.kill('SIGKILL'); // its threads stop with it; the next task gets a new process
        t.rechazar(new ErrorApi(IMAGEN_LENTA, 400));
      }, this.opciones.limiteMs);
    };
    if (this.listos.has(hijo)) arrancarReloj();
    else hijo.once('listo', arrancarReloj);
    hijo.on('message', alMensaje);
    hijo.on('exit', alSalir);
    hijo.send({ id, tarea: t.tarea });
  }
}

/** IPC gives Uint8Arrays back: the server works with Buffers. */
function aBuffers(r: unknown): unknown {
  if (r instanceof Uint8Array) return Buffer.isBuffer(r) ? r : Buffer.from(r.buffer, r.byteOffset, r.byteLength);
  if (r && typeof r === 'object' && 'buf' in r) return { ...r, buf: aBuffers(r.buf) };
  return r;
}

const pools = new Map<string, PoolImagenes>();

/** The pool for these settings, one per process (every app and command with the same settings shares it). */
export function poolDe(opciones: OpcionesPool): PoolImagenes {
  const clave = `${opciones.procesos}/${opciones.limiteMs}/${opciones.maxCola}`;
  let p = pools.get(clave);
  if (!p) pools.set(clave, (p = new PoolImagenes(opciones)));
  return p;
}
