// The worker thread that builds the curriculum's PDF (issue 45, Low; started by pdfAparte.ts):
// it gets the plan, lays it out with pdf.ts' documentoPlan and posts the document's bytes back,
// then ends. Compiled to dist-server/entidades/plan/pdfHilo.js (package.json's build:server).
import { parentPort, workerData } from 'node:worker_threads';
import { documentoPlan } from './pdf';

const args = (workerData as { planPdf?: Parameters<typeof documentoPlan> } | null)?.planPdf;
if (parentPort && args) {
  const puerto = parentPort;
  documentoPlan(...args).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
      puerto.postMessage({ pdf: bytes }, [bytes.buffer]);
    },
    (e: unknown) => puerto.postMessage({ error: e instanceof Error ? e.message : String(e) }),
  );
}
