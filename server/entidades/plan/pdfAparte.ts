// The curriculum's PDF built off the main thread (issue 45, Low): pdfkit lays out the largest plan
// for most of a second of CPU, which on the main thread held every other request (`/salud` waited
// 840 ms). Each build (once per plan version: pdf.ts keeps its result) starts a worker thread
// (pdfHilo.ts: its TypeScript source under tsx in tests and development, its compiled twin in
// dist-server), hands it the plan and answers the bytes it posts. A worker that cannot start or
// fails is replaced by the build on this thread, as before (the document is always served).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RAIZ } from '@server/raiz';

function archivoHilo(): { archivo: string; execArgv: string[] } {
  if (__filename.endsWith('.ts')) return { archivo: path.join(__dirname, 'pdfHilo.ts'), execArgv: ['--require', require.resolve('tsx/cjs')] };
  return { archivo: path.join(RAIZ, 'dist-server', 'entidades', 'plan', 'pdfHilo.js'), execArgv: ['--enable-source-maps'] };
}

/** Runs `documentoPlan(...args)` on a worker thread; `aqui` builds it on this thread when the worker fails. */
export function documentoAparte(args: readonly unknown[], aqui: () => Promise<Buffer>): Promise<Buffer> {
  return new Promise<Buffer>((resolve) => {
    let hecho = false;
    const terminar = (pdf: Buffer | null) => {
      if (hecho) return;
      hecho = true;
      if (pdf) resolve(pdf);
      else resolve(aqui());
    };
    let hilo: Worker;
    try {
      const { archivo, execArgv } = archivoHilo();
      hilo = new Worker(archivo, { workerData: { planPdf: args }, execArgv, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    } catch {
      terminar(null);
      return;
    }
    hilo.once('message', (m: { pdf?: Uint8Array; error?: string }) => {
      terminar(m.pdf ? Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength) : null);
      void hilo.terminate();
    });
    hilo.once('error', () => terminar(null));
    hilo.once('exit', () => terminar(null));
  });
}
